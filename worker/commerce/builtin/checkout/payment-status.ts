import type { Checkout, PaymentStateAnswer, SubmitAnswer } from '../../../../domain/schemas/checkout'
import type { PaymentReturnInput, PaymentStateInput } from '../../port/checkout'
import type { PortResult } from '../../port/failures'
import { type CheckoutRow, checkoutProgressStatement, findCheckout } from '../db/checkouts'
import { findCheckoutWithItems } from '../db/checkout-with-items'
import { findPayment, type PaymentRow } from '../db/payments'
import { PaymentProviderError } from '../payments/provider'
import { toCheckout } from './checkout-view'
import { CHECKOUT_NOT_FOUND, type CheckoutContext, withinStore, notFound, ok } from './context'
import { applyProviderPayment } from './payment-outcome'
import { authorizeExpress } from './express-payment'
import { keys, paymentOf } from './payment-records'
import { placeOrder, releasePayment } from './place-order'
import { priceCheckout, priceCheckoutWithItems } from './pricing'
import { log } from '../../../lib/logger'

/**
 * Brings a waiting payment up to date. `retrieve` only reads (safe on every poll);
 * `resume` is for the shopper's return from the provider's page and finishes what they
 * approved (PayPal and Afterpay authorize only then). An authorized payment without an
 * order (its request was cut off) gets its order here.
 */
async function settle(
  ctx: CheckoutContext,
  row: CheckoutRow,
  payment: PaymentRow,
  via: 'retrieve' | 'resume',
): Promise<PortResult<SubmitAnswer> | null> {
  if (!payment.providerRef) return null
  if (payment.state === 'authorized') return placeOrder(ctx, row.id, payment)
  if (payment.state !== 'requires_action') return null
  const provider = ctx.payments.forPlatform(payment.provider)
  // An express payment, begun without an address, settles only on the shopper's return,
  // which brings the address they gave the provider and so the final total. Back without
  // approving, their return settles as any other's.
  if (!row.customer) {
    if (via !== 'resume') return null
    const express = await authorizeExpress(ctx, row, payment, provider)
    if (express.kind === 'abandoned') return express.answer
    if (express.kind === 'authorized') return applyProviderPayment(ctx, express.row, express.payment, express.result)
  }
  const result =
    via === 'resume'
      ? await provider.resume(payment.providerRef, { idempotencyKey: keys.resume(payment) })
      : await provider.retrieve(payment.providerRef)
  if (result.status === 'requires_action' && via === 'retrieve') return null
  return applyProviderPayment(ctx, row, payment, result)
}

/** Settles without letting a provider outage break a read: the next poll tries again. */
async function settleQuietly(ctx: CheckoutContext, row: CheckoutRow, payment: PaymentRow, via: 'retrieve' | 'resume'): Promise<void> {
  try {
    await settle(ctx, row, payment, via)
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    log.warn('checkout.settle', { paymentId: payment.id, message: error.message })
  }
}

/** GET /checkout. A pending checkout whose payment moved on at the provider moves on too. */
export async function getCheckout(
  ctx: CheckoutContext,
  { id, storeSlug }: { id: string; storeSlug: string },
): Promise<PortResult<Checkout>> {
  const found = await findCheckoutWithItems(ctx.db, id)
  if (!found || found.row.storeSlug !== storeSlug) return notFound(CHECKOUT_NOT_FOUND)
  const { row, items, payment } = found
  if (row.state === 'pending' && payment) {
    await settleQuietly(ctx, row, payment, 'retrieve')
    const settled = (await findCheckout(ctx.db, id)) ?? row
    return ok(toCheckout(ctx, settled, await priceCheckout(ctx, settled), await paymentOf(ctx, settled)))
  }
  return ok(toCheckout(ctx, row, await priceCheckoutWithItems(ctx, row, items), payment))
}

/** GET /v1/payment. */
export async function paymentState(
  ctx: CheckoutContext,
  { paymentId, checkoutId, storeSlug }: PaymentStateInput,
): Promise<PortResult<PaymentStateAnswer>> {
  const payment = await findPayment(ctx.db, paymentId)
  if (!payment || payment.checkoutId !== checkoutId) return notFound('Payment not found for this checkout')
  const row = await findCheckout(ctx.db, checkoutId)
  if (!row || !withinStore(row, storeSlug)) return notFound(CHECKOUT_NOT_FOUND)
  if (row.state === 'pending') await settleQuietly(ctx, row, payment, 'retrieve')
  const [now, checkout] = await Promise.all([findPayment(ctx.db, paymentId), findCheckout(ctx.db, checkoutId)])
  return ok({ state: (now ?? payment).state, checkoutState: (checkout ?? row).state, displayMessage: (checkout ?? row).displayMessage })
}

/**
 * The provider's return or cancel link. Returning settles the payment (and so places the
 * order); cancelling releases it and reopens the checkout for another payment method.
 * Either way the browser goes on to the return URL the checkout page gave at submit.
 */
export async function paymentReturn(
  ctx: CheckoutContext,
  { paymentId, outcome, storeSlug }: PaymentReturnInput,
): Promise<PortResult<{ redirectTo: string }>> {
  const payment = await findPayment(ctx.db, paymentId)
  if (!payment) return notFound('Payment not found')
  const row = await findCheckout(ctx.db, payment.checkoutId)
  if (!row || !withinStore(row, storeSlug)) return notFound(CHECKOUT_NOT_FOUND)
  const redirectTo = payment.returnUrl ?? `/checkout/${row.id}`
  if (row.state === 'success' || row.state === 'completed') return ok({ redirectTo })
  if (outcome === 'canceled') {
    if (payment.state === 'requires_action' || payment.state === 'created') {
      await releasePayment(ctx, payment)
      await checkoutProgressStatement(ctx.db, row.id, { state: 'pending', redirectUrl: null, displayMessage: null, paymentId: null }).run()
    }
    return ok({ redirectTo })
  }
  await settleQuietly(ctx, row, payment, 'resume')
  return ok({ redirectTo })
}
