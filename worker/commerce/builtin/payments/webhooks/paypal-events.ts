import * as z from 'zod'
import { decimalToCents } from '../../../../../domain/money'
import type { EventReader, PaymentEvent } from './payment-event'

/**
 * PayPal's webhook events for Orders v2 with intent AUTHORIZE: an order approved (the
 * shopper may never come back to say so), captures completed, denied, pending or
 * refunded, authorizations voided. Our payment id travels as the purchase unit's
 * custom_id; captures also name their order and authorization. A verified event whose
 * resource the store cannot read is ignored (answered 200), never refused: PayPal would
 * send it again and again.
 */

const Event = z.object({ id: z.string(), event_type: z.string(), resource: z.record(z.string(), z.unknown()) })
const Money = z.object({ value: z.string() })
const Link = z.object({ href: z.string(), rel: z.string() })
const Order = z.object({ id: z.string(), purchase_units: z.array(z.object({ custom_id: z.string().nullish() })).default([]) })
const Payment = z.object({
  id: z.string(),
  custom_id: z.string().nullish(),
  amount: Money.nullish(),
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().nullish(), authorization_id: z.string().nullish() }).nullish() })
    .nullish(),
  seller_payable_breakdown: z.object({ total_refunded_amount: Money.nullish() }).nullish(),
  links: z.array(Link).default([]),
})

const CHANGES = new Set([
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.DECLINED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.AUTHORIZATION.VOIDED',
])

/** The authorization a capture's `up` link points at, when it names one. */
function authorizationOf(links: readonly z.infer<typeof Link>[]): string | undefined {
  const up = links.find((link) => link.rel === 'up')?.href
  return up ? /\/v2\/payments\/authorizations\/([^/?]+)/.exec(up)?.[1] : undefined
}

export const readPayPalEvent: EventReader = (body) => {
  const event = Event.safeParse(body)
  if (!event.success) return null
  const { id, event_type: type, resource } = event.data
  const base = { provider: 'paypal' as const, id, type }
  const ignored = (reason: string): PaymentEvent => ({ ...base, kind: 'ignored', reason, payment: {} })
  if (type === 'CHECKOUT.ORDER.APPROVED') {
    const order = Order.safeParse(resource)
    if (!order.success) return ignored('not an order this store reads')
    return {
      ...base,
      kind: 'payment-changed',
      payment: { paymentId: order.data.purchase_units[0]?.custom_id ?? undefined, refPrefix: order.data.id },
    }
  }
  const payment = Payment.safeParse(resource)
  if (!payment.success) return ignored('a resource this store does not read')
  const related = payment.data.supplementary_data?.related_ids
  const locator = {
    paymentId: payment.data.custom_id ?? undefined,
    refPrefix: related?.order_id ?? undefined,
    refSuffix:
      type === 'PAYMENT.AUTHORIZATION.VOIDED' ? payment.data.id : (related?.authorization_id ?? authorizationOf(payment.data.links)),
  }
  if (CHANGES.has(type)) return { ...base, kind: 'payment-changed', payment: locator }
  if (type === 'PAYMENT.CAPTURE.REFUNDED') {
    const total = payment.data.seller_payable_breakdown?.total_refunded_amount?.value
    const amount = payment.data.amount?.value
    return {
      ...base,
      kind: 'refunded',
      payment: locator,
      refund: {
        providerRefundId: payment.data.id,
        amountCents: amount ? decimalToCents(Number(amount)) : undefined,
        totalRefundedCents: total ? decimalToCents(Number(total)) : undefined,
      },
    }
  }
  return ignored('an event type the store does not read')
}
