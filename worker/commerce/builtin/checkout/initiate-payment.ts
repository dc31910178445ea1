import type { PaymentMethod } from '../../../../domain/constants'
import type { PaymentAnswer } from '../../../../domain/schemas/checkout'
import { randomId } from '../random-id'
import { type InitiatePaymentInput, PAYMENT_RETURN_PATH, PAYMENTS_NOT_SET_UP, type UpdatePaymentInput } from '../../port/checkout'
import type { PortResult } from '../../port/failures'
import { attachPayment, type CheckoutRow, checkoutProgressStatement, findCheckout } from '../db/checkouts'
import { findPayment, openPayment, type PaymentRow, updatePayment } from '../db/payments'
import { findStoreById } from '../db/stores'
import { PaymentProviderError } from '../payments/provider'
import {
  ALREADY_PAID,
  CHECKOUT_NOT_FOUND,
  type CheckoutContext,
  conflict,
  fail,
  withinStore,
  invalid,
  notFound,
  ok,
  unavailable,
} from './context'
import { collectsAddress, expressEstimate } from './express-payment'
import { keys, recordProviderPayment } from './payment-records'
import { type PricedCheckout, priceCheckout } from './pricing'

const UPSTREAM = 'We could not reach the payment provider. Please try again in a moment.'

/**
 * POST /v1/initiatePayment: a payment for the checkout's current total, never the browser's.
 * PayPal and Afterpay may begin before there is an address (express checkout): they collect
 * it, and the payment is made for an estimate settled when the shopper comes back.
 */
export async function initiatePayment(ctx: CheckoutContext, input: InitiatePaymentInput): Promise<PortResult<PaymentAnswer>> {
  const row = await findCheckout(ctx.db, input.checkoutId)
  if (!row || !withinStore(row, input.storeSlug)) return notFound(CHECKOUT_NOT_FOUND)
  if (row.state === 'success' || row.state === 'completed') return paidWith(ctx, row)
  if (!ctx.payments.takes(input.paymentMethod)) return invalid(PAYMENTS_NOT_SET_UP, '/data/paymentMethod')
  if (input.paymentMethod === 'afterpay') {
    const store = await findStoreById(ctx.db, row.storeId)
    if (store?.region !== 'USA' || row.currency !== 'USD')
      return invalid('Afterpay is not available for this store.', '/data/paymentMethod')
  }
  const priced = await priceCheckout(ctx, row)
  if (priced.problems.length > 0) return unavailable(priced.problems)
  const express = !row.customer && collectsAddress(input.paymentMethod)
  if (!express && (!row.customer || !priced.delivery))
    return invalid('Please enter your address and choose a delivery option before you pay.')
  try {
    const opened = await openPaymentFor(
      ctx,
      row,
      { method: input.paymentMethod, paymentMethodId: input.paymentMethodId ?? null, origin: input.origin },
      express ? expressEstimate(ctx, row, priced) : priced,
    )
    if (!opened.ok) return opened
    await attachPayment(ctx.db, row.id, opened.value.id, input.paymentMethod)
    return ok(toPaymentAnswer(opened.value))
  } catch (error) {
    if (error instanceof PaymentProviderError) return fail({ kind: 'upstream', message: UPSTREAM })
    throw error
  }
}

/**
 * The payment for this checkout version and method: made once (the idempotency key is
 * derived from checkout id, version and method), so initiating twice answers the same.
 */
export async function openPaymentFor(
  ctx: CheckoutContext,
  row: CheckoutRow,
  { method, paymentMethodId, origin }: { method: PaymentMethod; paymentMethodId: string | null; origin: string },
  priced: PricedCheckout,
): Promise<PortResult<PaymentRow>> {
  const provider = ctx.payments.forMethod(method)
  const payment = await openPayment(ctx.db, {
    id: randomId('pay'),
    checkoutId: row.id,
    provider: provider.platform,
    method,
    amountCents: priced.costs.total.value,
    currency: priced.costs.total.currency,
    token: randomId('ptok'),
    paymentMethodId,
    idempotencyKey: keys.payment(row.id, row.version, method, priced.costs.total),
  })
  if (payment.providerRef) {
    if (paymentMethodId && paymentMethodId !== payment.paymentMethodId) return changePaymentMethod(ctx, payment, paymentMethodId)
    return ok(payment)
  }
  const returnUrl = `${origin}${PAYMENT_RETURN_PATH}?paymentId=${payment.id}`
  const result = await provider.create({
    amount: { amount: payment.amountCents, currency: payment.currency },
    method,
    paymentMethodId,
    reference: payment.id,
    description: `Order at ${row.storeSlug}`,
    customer: row.customer,
    returnUrl,
    cancelUrl: `${returnUrl}&outcome=canceled`,
    idempotencyKey: payment.idempotencyKey,
  })
  return ok(await recordProviderPayment(ctx, payment, result))
}

/** POST /v1/updatePayment: a new card for a payment that was declined or not yet tried. */
export async function updatePaymentMethod(ctx: CheckoutContext, input: UpdatePaymentInput): Promise<PortResult<PaymentAnswer>> {
  const payment = await findPayment(ctx.db, input.paymentId)
  if (!payment || payment.checkoutId !== input.checkoutId || payment.token !== input.paymentToken)
    return notFound('Payment not found for this checkout')
  const row = await findCheckout(ctx.db, payment.checkoutId)
  if (!row || !withinStore(row, input.storeSlug)) return notFound(CHECKOUT_NOT_FOUND)
  if (row.state === 'success' || row.state === 'completed') return paidWith(ctx, row)
  if (!input.paymentMethodId || input.paymentMethodId === payment.paymentMethodId) return ok(toPaymentAnswer(payment))
  if (payment.state !== 'created' && payment.state !== 'failed') {
    return fail({ kind: 'conflict', message: 'This payment can no longer change its card. Please start the payment again.' })
  }
  try {
    const changed = await changePaymentMethod(ctx, payment, input.paymentMethodId)
    if (!changed.ok) return changed
    // A new card is a new attempt: reopen the checkout and move its version on, so the
    // next submit authorizes afresh instead of replaying the decline.
    await checkoutProgressStatement(ctx.db, row.id, {
      state: 'pending',
      redirectUrl: null,
      displayMessage: null,
      paymentId: payment.id,
      newAttempt: true,
    }).run()
    return ok(toPaymentAnswer(changed.value))
  } catch (error) {
    if (error instanceof PaymentProviderError) return fail({ kind: 'upstream', message: UPSTREAM })
    throw error
  }
}

/**
 * A shopper who pays again for a checkout already paid (the answer to the first submit was
 * lost on the way back) gets the payment that paid it, not a new one: submitting it answers
 * the checkout's order, so the retry ends on the thank-you page and nothing is charged twice.
 */
async function paidWith(ctx: CheckoutContext, row: CheckoutRow): Promise<PortResult<PaymentAnswer>> {
  const payment = row.paymentId ? await findPayment(ctx.db, row.paymentId) : null
  return payment ? ok(toPaymentAnswer(payment)) : conflict(ALREADY_PAID)
}

async function changePaymentMethod(ctx: CheckoutContext, payment: PaymentRow, paymentMethodId: string): Promise<PortResult<PaymentRow>> {
  const provider = ctx.payments.forPlatform(payment.provider)
  const result = await provider.updatePaymentMethod(
    payment.providerRef ?? '',
    paymentMethodId,
    keys.paymentMethod(payment, paymentMethodId),
  )
  await updatePayment(ctx.db, payment.id, { paymentMethodId })
  return ok(await recordProviderPayment(ctx, { ...payment, paymentMethodId }, result))
}

function toPaymentAnswer(payment: PaymentRow): PaymentAnswer {
  return {
    paymentId: payment.id,
    paymentToken: payment.token,
    platform: payment.provider,
    paymentMethod: payment.method,
    state: payment.state,
    amount: { value: payment.amountCents, currency: payment.currency },
    meta: payment.meta,
  }
}
