import { randomId } from '../random-id'
import type { PortResult } from '../../port/failures'
import { enqueueMailIfStatement } from '../db/outbox'
import { cancelOrderStatements, findOrderById, findOrderByLookup, findOrderByPayment, soldOutSizeReturned } from '../db/orders'
import type { OrderRecord, RefundAnswer, RefundRecord, RefundRequest } from '../../port/operations'
import { findPayment, type PaymentRow } from '../db/payments'
import { findRefundByKey, findRefundByProviderId, openRefund, pendingRefunds, refundedCents, settleRefundStatement } from '../db/refunds'
import { PaymentProviderError } from '../payments/provider'
import { type CheckoutContext, conflict, fail, invalid, notFound, ok } from '../checkout/context'
import { forgetStoreRecord } from '../checkout/forget-store-record'
import { refundIssuedMail } from '../checkout/notices'
import { contextForPayment } from './reconcile'
import { log } from '../../../lib/logger'

/**
 * Refunds through the payment's own provider (Stripe, PayPal, Afterpay or the sandbox).
 * The refund is written first, pending, under the operator's idempotency key and within
 * what was captured; the provider is then asked with a key derived from it, so repeating
 * the request (the CLI retrying, an operator running it twice with the same key) never
 * refunds twice. A provider that cannot be reached leaves the refund pending for the clock.
 */

export async function refundOrder(ctx: CheckoutContext, request: RefundRequest): Promise<PortResult<RefundAnswer>> {
  const order = await findOrderByLookup(ctx.db, request.lookupNumber)
  if (!order) return notFound('Order not found')
  const payment = await findPayment(ctx.db, order.paymentId)
  const earlier = await findRefundByKey(ctx.db, request.idempotencyKey)
  if (earlier) {
    if (earlier.orderId !== order.id) return conflict('This idempotency key was used for a refund of another order.')
    const settled = earlier.state === 'pending' && payment ? await askProvider(ctx, order, payment, earlier) : earlier
    return ok({ refund: settled, refundedCents: await refundedCents(ctx.db, order.paymentId), repeated: true })
  }
  if (payment?.state !== 'succeeded') {
    return conflict(`The order's payment was not taken (it is ${payment?.state ?? 'missing'}); there is nothing to refund.`)
  }
  const already = await refundedCents(ctx.db, payment.id)
  const remaining = payment.amountCents - already
  if (remaining <= 0) return conflict('This order was refunded in full already.')
  const amount = request.amountCents ?? remaining
  if (!Number.isInteger(amount) || amount <= 0) return invalid('Give the amount to refund in cents, more than 0.', '/amount')
  if (amount > remaining) return invalid(`At most ${remaining} cents can still be refunded on this order.`, '/amount')

  const refund = await openRefund(
    ctx.db,
    {
      id: randomId('rf'),
      orderId: order.id,
      paymentId: payment.id,
      amountCents: amount,
      currency: payment.currency,
      state: 'pending',
      source: 'operator',
      providerRefundId: null,
      idempotencyKey: request.idempotencyKey,
    },
    payment.amountCents,
  )
  // Another refund of this order got in first and left too little for this one.
  if (!refund) return conflict('Another refund of this order was made meanwhile; look at the order and try again.')
  const settled = await askProvider(ctx, order, payment, refund)
  if (settled.state === 'failed') return fail({ kind: 'upstream', message: settled.failureMessage ?? 'The provider refused the refund.' })
  return ok({ refund: settled, refundedCents: await refundedCents(ctx.db, payment.id), repeated: false })
}

/** Asks the provider for a pending refund and records its answer (once, with the shopper's e-mail). */
async function askProvider(ctx: CheckoutContext, order: OrderRecord, payment: PaymentRow, refund: RefundRecord): Promise<RefundRecord> {
  const bg = contextForPayment(ctx, payment)
  try {
    const answer = await bg.payments.forPlatform(payment.provider).refund(payment.providerRef ?? '', {
      amount: { amount: refund.amountCents, currency: refund.currency },
      idempotencyKey: `${payment.idempotencyKey}:refund:${refund.idempotencyKey}`,
    })
    // A refund the provider accepted but is still sending is ours to count: it will arrive.
    const state = answer.status === 'failed' ? 'failed' : 'succeeded'
    await settleRefund(bg, order, refund, { state, providerRefundId: answer.ref, failureMessage: answer.failureMessage })
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    log.warn('refund', { refundId: refund.id, message: error.message })
    if (!error.retryable) await settleRefund(bg, order, refund, { state: 'failed', providerRefundId: null, failureMessage: error.message })
  }
  return (await findRefundByKey(ctx.db, refund.idempotencyKey)) ?? refund
}

/**
 * Records the provider's answer. A refund that leaves nothing of an order not yet shipped
 * also cancels it, so its stock returns and it is not sent.
 */
async function settleRefund(
  ctx: CheckoutContext,
  order: OrderRecord,
  refund: RefundRecord,
  outcome: { state: 'succeeded' | 'failed'; providerRefundId: string | null; failureMessage: string | null },
): Promise<void> {
  const statements = [settleRefundStatement(ctx.db, refund.id, outcome)]
  if (outcome.state === 'succeeded') {
    statements.unshift(
      enqueueMailIfStatement(
        ctx.db,
        refundIssuedMail(ctx, order, refund.amountCents),
        "EXISTS (SELECT 1 FROM refunds WHERE id = ?6 AND state = 'pending')",
        refund.id,
      ),
    )
  }
  await ctx.db.batch(statements)
  if (outcome.state === 'succeeded' && order.status === 'processing' && (await refundedCents(ctx.db, order.paymentId)) >= order.total) {
    const canceling = cancelOrderStatements(ctx.db, order.id, ctx.now().toISOString())
    const results = await ctx.db.batch(canceling)
    if (soldOutSizeReturned(results, canceling.length)) await forgetStoreRecord(ctx, order.storeId)
  }
}

/** The clock's part: refunds left pending while their provider was unreachable are asked again. */
export async function retryPendingRefunds(ctx: CheckoutContext, { asOf }: { asOf: Date }): Promise<number> {
  const pending = await pendingRefunds(ctx.db, { createdBefore: new Date(asOf.getTime() - 60_000).toISOString(), limit: 20 })
  for (const refund of pending) {
    const payment = await findPayment(ctx.db, refund.paymentId)
    const order = await findOrderById(ctx.db, refund.orderId)
    if (payment && order) await askProvider(ctx, order, payment, refund)
  }
  return pending.length
}

/**
 * A refund the provider reports (made in its dashboard, or ours coming back by webhook):
 * recorded once, by the provider's refund id or by the total it says was refunded.
 */
export async function recordProviderRefund(
  ctx: CheckoutContext,
  payment: PaymentRow,
  refund: { providerRefundId?: string; amountCents?: number; totalRefundedCents?: number },
): Promise<'recorded' | 'known' | 'no-order'> {
  const orderRow = await findOrderByPayment(ctx.db, payment.id)
  if (!orderRow) return 'no-order'
  if (refund.providerRefundId && (await findRefundByProviderId(ctx.db, payment.id, refund.providerRefundId))) return 'known'
  const known = await refundedCents(ctx.db, payment.id)
  const amount =
    refund.totalRefundedCents !== undefined ? refund.totalRefundedCents - known : refund.providerRefundId ? (refund.amountCents ?? 0) : 0
  if (amount <= 0) return 'known'
  const key = refund.providerRefundId
    ? `provider:${payment.provider}:${refund.providerRefundId}`
    : `provider:${payment.id}:total:${refund.totalRefundedCents}`
  const recorded = await openRefund(
    ctx.db,
    {
      id: randomId('rf'),
      orderId: orderRow.id,
      paymentId: payment.id,
      amountCents: amount,
      currency: payment.currency,
      state: 'succeeded',
      source: 'provider',
      providerRefundId: refund.providerRefundId ?? null,
      idempotencyKey: key,
    },
    payment.amountCents,
  )
  return recorded ? 'recorded' : 'known'
}
