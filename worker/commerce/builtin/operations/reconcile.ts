import { type CheckoutRow, checkoutProgressStatement, findCheckout } from '../db/checkouts'
import { findOrderByCheckout } from '../db/orders'
import { markPaymentChecked, type PaymentRow, paymentsToReconcile } from '../db/payments'
import { PaymentProviderError, type ProviderPayment } from '../payments/provider'
import type { CheckoutContext } from '../checkout/context'
import { authorizeExpress, collectsAddress } from '../checkout/express-payment'
import { applyProviderPayment } from '../checkout/payment-outcome'
import { keys } from '../checkout/payment-records'
import { existingOrder, type placeOrder, releasePayment } from '../checkout/place-order'
import type { ReconcileOutcome, ReconcileSummary } from '../../port/operations'
import { log } from '../../../lib/logger'

/**
 * The reconciliation clock (a Cron Trigger, every minute on Cloudflare). A payment must
 * never stay in limbo because the shopper's tab closed: one pass reads every open payment
 * back from its provider and finishes what the browser would have finished, on the same
 * code path as the shopper's own submit:
 * - authorized with no order for a few minutes: the order is placed (stock permitting;
 *   otherwise the authorization is voided and the shopper told by e-mail);
 * - an order whose capture was cut off: captured;
 * - waiting on the shopper at the provider: read back, and authorized if they approved
 *   (Afterpay, which sends no webhooks, is only ever found this way);
 * - waiting for hours, or superseded by another payment of the checkout: released.
 * Webhooks run the same step for one payment the moment the provider reports a change.
 */

/** An authorization this old has no request still working on it: the clock takes over. */
const RECONCILE_AFTER_MS = 2 * 60 * 1000
/** A payment waiting on the shopper this long is abandoned (PayPal orders and Afterpay tokens last about 3 h). */
const ABANDON_AFTER_MS = 3 * 60 * 60 * 1000
/** How many payments one pass reads back at most; the rest wait for the next minute. */
const PAYMENTS_PER_PASS = 50

const age = (payment: PaymentRow, asOf: Date) => asOf.getTime() - Date.parse(payment.updatedAt)

/**
 * Links in an e-mail the shopper gets from here go to the store they paid at: the origin
 * of the return URL their checkout gave, since no shopper's request carries one now.
 */
export function contextForPayment(ctx: CheckoutContext, payment: PaymentRow): CheckoutContext {
  if (!payment.returnUrl) return ctx
  try {
    return { ...ctx, storeOrigin: new URL(payment.returnUrl).origin }
  } catch {
    return ctx
  }
}

const OPEN = new Set<PaymentRow['state']>(['created', 'requires_action', 'authorized'])
const HOLDS_MONEY = new Set(['authorized', 'capture_pending', 'captured'])

/**
 * Brings one payment to where its provider says it is, as the shopper's browser would
 * have. Only open payments move: a payment we recorded as failed, canceled or captured
 * is left alone, so a late event about an earlier attempt cannot undo the shopper's
 * next one.
 */
export async function reconcilePayment(ctx: CheckoutContext, payment: PaymentRow, { asOf }: { asOf: Date }): Promise<ReconcileOutcome> {
  if (!OPEN.has(payment.state)) return 'unchanged'
  const row = await findCheckout(ctx.db, payment.checkoutId)
  if (!row) return 'unchanged'
  const bg = contextForPayment(ctx, payment)
  const order = await findOrderByCheckout(ctx.db, row.id)
  if (order?.paymentId === payment.id) {
    if (payment.state !== 'authorized') return 'unchanged'
    const captured = await existingOrder(bg, row)
    return captured.ok && captured.value.state === 'failure' ? 'failed' : 'captured'
  }
  // Another payment paid for the checkout, or the shopper started another one: this one
  // is surplus. Released once it has been idle long enough that no request still uses it.
  if (order || row.paymentId !== payment.id) {
    if (age(payment, asOf) < RECONCILE_AFTER_MS) return 'unchanged'
    return (await releasePayment(bg, payment)) ? 'released' : 'unchanged'
  }
  if (!payment.providerRef) return abandonIfOld(bg, row, payment, asOf)

  const provider = bg.payments.forPlatform(payment.provider)
  // An express payment the shopper approved at PayPal or Afterpay (then perhaps closed the
  // tab) becomes an order only with the address they gave there and its final total.
  if (!row.customer && payment.state === 'requires_action' && collectsAddress(payment.method)) {
    const express = await authorizeExpress(bg, row, payment, provider)
    if (express.kind === 'abandoned') return 'released'
    if (express.kind === 'authorized') {
      const result = await applyProviderPayment(bg, express.row, express.payment, express.result, { shopperAway: true })
      if (!HOLDS_MONEY.has(express.result.status)) return 'failed'
      return placedOrReleased(result)
    }
  }
  // An authorization is read first: one that lapsed or was voided meanwhile must not
  // become an order (the shopper would get a confirmation, then a cancellation).
  let current: ProviderPayment
  try {
    current =
      payment.state === 'authorized'
        ? await provider.retrieve(payment.providerRef)
        : await provider.resume(payment.providerRef, { idempotencyKey: keys.resume(payment) })
  } catch (error) {
    // A reference the provider no longer knows (PayPal forgets orders nobody approved)
    // will never answer: once the payment is old enough to be abandoned, it is.
    const gone = error instanceof PaymentProviderError && !error.retryable && payment.state !== 'authorized'
    if (gone && age(payment, asOf) >= ABANDON_AFTER_MS) return reopen(bg, row, payment, 'The payment was not completed in time.')
    throw error
  }
  if (current.status === 'requires_action' || current.status === 'created') return abandonIfOld(bg, row, payment, asOf)
  // Canceled at the provider's page (the shopper chose another way to pay, then perhaps
  // closed the tab): the checkout reopens for another payment, as its cancel link does.
  if (current.status === 'canceled' && payment.state !== 'authorized') return reopen(bg, row, payment)
  const result = await applyProviderPayment(bg, row, payment, current, { shopperAway: true })
  if (!HOLDS_MONEY.has(current.status)) return 'failed'
  return placedOrReleased(result)
}

function placedOrReleased(result: Awaited<ReturnType<typeof placeOrder>>): ReconcileOutcome {
  if (!result.ok) return 'unchanged'
  return result.value.state === 'success' || result.value.state === 'completed' ? 'order-placed' : 'released'
}

async function reopen(
  ctx: CheckoutContext,
  row: CheckoutRow,
  payment: PaymentRow,
  reason: string | null = null,
): Promise<ReconcileOutcome> {
  if (!(await releasePayment(ctx, payment, reason))) return 'unchanged'
  await ctx.stock.release({ id: row.id, storeId: row.storeId })
  await checkoutProgressStatement(ctx.db, row.id, { state: 'pending', redirectUrl: null, displayMessage: null, paymentId: null }).run()
  return 'released'
}

/**
 * A payment the shopper never finished at the provider: after ABANDON_AFTER_MS whatever it
 * holds is released and the checkout is free for a new payment (its version moves on).
 */
async function abandonIfOld(ctx: CheckoutContext, row: CheckoutRow, payment: PaymentRow, asOf: Date): Promise<ReconcileOutcome> {
  if (age(payment, asOf) < ABANDON_AFTER_MS) return 'waiting'
  return reopen(ctx, row, payment, 'The payment was not completed in time.')
}

/**
 * One pass of the clock as of `asOf`: every open payment idle for RECONCILE_AFTER_MS, the
 * ones looked at longest ago first. A provider that cannot be reached leaves its payments
 * for the next pass; the others go on.
 */
export async function reconcilePayments(
  ctx: CheckoutContext,
  { asOf, limit = PAYMENTS_PER_PASS, recheck = false }: { asOf: Date; limit?: number; recheck?: boolean },
): Promise<ReconcileSummary> {
  const payments = await paymentsToReconcile(ctx.db, {
    idleSince: new Date(asOf.getTime() - RECONCILE_AFTER_MS).toISOString(),
    // The minute's clock skips what it looked at in the last 50 s; an operator's pass does not.
    checkedBefore: recheck ? '9999-12-31T23:59:59.999Z' : new Date(asOf.getTime() - 50_000).toISOString(),
    limit,
  })
  const summary: ReconcileSummary = { checked: 0, outcomes: {} }
  for (const payment of payments) {
    let outcome: ReconcileOutcome
    try {
      outcome = await reconcilePayment(ctx, payment, { asOf })
    } catch (error) {
      // One payment's trouble never stops the pass: it is looked at again next time.
      const providerDown = error instanceof PaymentProviderError
      const details = { paymentId: payment.id, provider: payment.provider, message: String(error) }
      if (providerDown) log.warn('reconcile', details)
      else log.error('reconcile', details)
      outcome = providerDown ? 'provider-down' : 'error'
    }
    await markPaymentChecked(ctx.db, payment.id, asOf.toISOString())
    summary.checked += 1
    summary.outcomes[outcome] = (summary.outcomes[outcome] ?? 0) + 1
  }
  return summary
}
