import * as z from 'zod'
import type { EventReader, PaymentEvent } from './payment-event'

/**
 * Stripe's events (API version 2024-06-20): PaymentIntent changes, refunds of its charge
 * and disputes. Charges name their PaymentIntent; intents carry our payment id in metadata.
 * A signed event the store cannot act on (a Charges-API charge of another app on the
 * account has no PaymentIntent) is read as ignored, never refused: Stripe would send a
 * refused event again for days and may disable the endpoint.
 */

const Event = z.object({ id: z.string(), type: z.string(), data: z.object({ object: z.record(z.string(), z.unknown()) }) })
const Intent = z.object({ id: z.string(), metadata: z.record(z.string(), z.string()).nullish() })
const Charge = z.object({ id: z.string(), payment_intent: z.string().nullish(), amount_refunded: z.number().int().nonnegative() })
const Dispute = z.object({
  id: z.string(),
  payment_intent: z.string().nullish(),
  amount: z.number().int(),
  reason: z.string().nullish(),
  status: z.string(),
})

const STRIPE_PAYMENT_EVENTS = [
  'payment_intent.amount_capturable_updated',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
] as const

export const readStripeEvent: EventReader = (body) => {
  const event = Event.safeParse(body)
  if (!event.success) return null
  const { id, type } = event.data
  const object = event.data.data.object
  const base = { provider: 'stripe' as const, id, type }
  const ignored = (reason: string): PaymentEvent => ({ ...base, kind: 'ignored', reason, payment: {} })
  if ((STRIPE_PAYMENT_EVENTS as readonly string[]).includes(type)) {
    const intent = Intent.safeParse(object)
    if (!intent.success) return ignored('not a PaymentIntent this store reads')
    return { ...base, kind: 'payment-changed', payment: { paymentId: intent.data.metadata?.payment_id, ref: intent.data.id } }
  }
  if (type === 'charge.refunded') {
    const charge = Charge.safeParse(object)
    if (!charge.success) return ignored('not a charge this store reads')
    if (!charge.data.payment_intent) return ignored('a charge without a PaymentIntent')
    return {
      ...base,
      kind: 'refunded',
      payment: { ref: charge.data.payment_intent },
      refund: { totalRefundedCents: charge.data.amount_refunded },
    }
  }
  if (type === 'charge.dispute.created') {
    const dispute = Dispute.safeParse(object)
    if (!dispute.success) return ignored('not a dispute this store reads')
    if (!dispute.data.payment_intent) return ignored('a dispute of a charge without a PaymentIntent')
    const { id: disputeId, amount, reason, status } = dispute.data
    return {
      ...base,
      kind: 'disputed',
      payment: { ref: dispute.data.payment_intent },
      dispute: { id: disputeId, amountCents: amount, reason: reason ?? null, status },
    } satisfies PaymentEvent
  }
  return ignored('an event type the store does not subscribe to')
}
