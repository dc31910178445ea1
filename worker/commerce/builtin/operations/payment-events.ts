import { recordDispute } from '../db/disputes'
import { findPaymentByLocator } from '../db/payments'
import type { PaymentEvent } from '../payments/webhooks/payment-event'
import type { CheckoutContext } from '../checkout/context'
import { reconcilePayment } from './reconcile'
import { recordProviderRefund } from './refunds'
import { log } from '../../../lib/logger'

/**
 * What a verified webhook event does. A change of a payment reads it back and acts as the
 * clock would (place the order, capture, release); a refund or a dispute is recorded with
 * the provider's figures. Answers a word for the log; an event about a payment that is
 * not ours (another app on the same account) is done with.
 */
export async function applyPaymentEvent(ctx: CheckoutContext, event: PaymentEvent, { now }: { now: Date }): Promise<string> {
  if (event.kind === 'ignored') return 'ignored'
  const payment = await findPaymentByLocator(ctx.db, event.provider, event.payment)
  if (!payment) return 'not-ours'
  switch (event.kind) {
    case 'payment-changed':
      return reconcilePayment(ctx, payment, { asOf: now })
    case 'refunded':
      return recordProviderRefund(ctx, payment, event.refund)
    case 'disputed':
      await recordDispute(ctx.db, {
        provider: event.provider,
        disputeId: event.dispute.id,
        paymentId: payment.id,
        amountCents: event.dispute.amountCents,
        reason: event.dispute.reason,
        status: event.dispute.status,
      })
      log.warn('webhook.dispute', { paymentId: payment.id, dispute: event.dispute.id, reason: event.dispute.reason })
      return 'dispute-recorded'
  }
}
