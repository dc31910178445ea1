import type { PaymentPlatform } from '../../../../../domain/schemas/checkout'
import type { PaymentLocator } from '../../db/payments'

/**
 * A provider's webhook event, read into what the store acts on. Events are hints, never
 * the truth: a change is acted on by reading the payment back from the provider, so an
 * event repeated, late or out of order cannot move a payment anywhere its provider does
 * not say it is. Refunds and disputes carry the provider's figures.
 */
export type PaymentEvent = {
  provider: PaymentPlatform
  /** The provider's event id: a second delivery of it changes nothing. */
  id: string
  /** The provider's own event type, for logs and the admin view. */
  type: string
  payment: PaymentLocator
} & (
  | { kind: 'payment-changed' }
  | {
      kind: 'refunded'
      refund: {
        /** One refund by its provider id and amount (PayPal), or the total refunded so far (Stripe, the sandbox). */
        providerRefundId?: string
        amountCents?: number
        totalRefundedCents?: number
      }
    }
  | { kind: 'disputed'; dispute: { id: string; amountCents: number; reason: string | null; status: string } }
  /** A genuine event the store does not act on (a type it does not read, an object of another app): answered 200, recorded nowhere. */
  | { kind: 'ignored'; reason: string }
)

/** Answers the event, or null when the body is not an event of this provider at all (no id or type). */
export type EventReader = (body: unknown) => PaymentEvent | null
