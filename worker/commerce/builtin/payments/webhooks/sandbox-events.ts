import * as z from 'zod'
import type { EventReader } from './payment-event'

/** The sandbox provider's own events (worker/commerce/builtin/payments/sandbox/sandbox-events.ts). */

const Event = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ object: z.object({ id: z.string(), amount_refunded: z.number().int().nonnegative().optional() }) }),
})

export const readSandboxEvent: EventReader = (body) => {
  const event = Event.safeParse(body)
  if (!event.success) return null
  const { id, type } = event.data
  const intent = event.data.data.object
  const base = { provider: 'sandbox' as const, id, type, payment: { ref: intent.id } }
  if (type === 'payment.refunded') return { ...base, kind: 'refunded', refund: { totalRefundedCents: intent.amount_refunded } }
  if (type.startsWith('payment.')) return { ...base, kind: 'payment-changed' }
  return { ...base, kind: 'ignored', reason: 'an event type the store does not read' }
}
