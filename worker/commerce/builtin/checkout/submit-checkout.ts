import type { SubmitAnswer } from '../../../../domain/schemas/checkout'
import { MESSAGES } from '../../../../domain/schemas/fields'
import { PAYMENT_RETURN_PATH, type SubmitCheckoutInput } from '../../port/checkout'
import type { PortResult } from '../../port/failures'
import { findCheckout } from '../db/checkouts'
import { findPayment, updatePayment } from '../db/payments'
import { type PaymentProvider, PaymentProviderError, type ProviderPayment } from '../payments/provider'
import { CHECKOUT_NOT_FOUND, type CheckoutContext, fail, invalid, notFound, ok } from './context'
import { collectsAddress } from './express-payment'
import { openPaymentFor } from './initiate-payment'
import { applyProviderPayment } from './payment-outcome'
import { keys } from './payment-records'
import { abandon, existingOrder, placeOrder, releasePayment, soldOut } from './place-order'
import { priceCheckout } from './pricing'
import { log } from '../../../lib/logger'

/**
 * POST /v1/checkout/submit. The payment is checked against the checkout as it is now; a
 * payment made for an older total is replaced by one for the current total. Repeats of
 * one submit (a double click, a retried request, 50 tabs) share the authorize key, so the
 * provider answers them all alike, and the order batch lets exactly one of them write.
 */
export async function submitCheckout(ctx: CheckoutContext, input: SubmitCheckoutInput): Promise<PortResult<SubmitAnswer>> {
  const row = await findCheckout(ctx.db, input.checkoutId)
  if (!row || row.storeSlug !== input.storeSlug) return notFound(CHECKOUT_NOT_FOUND)
  if (row.state === 'success' || row.state === 'completed') return existingOrder(ctx, row)

  let payment = await findPayment(ctx.db, input.paymentId)
  if (!payment || payment.checkoutId !== row.id || payment.token !== input.paymentToken)
    return notFound('Payment not found for this checkout')
  if (payment.state === 'canceled') return invalid('This payment was canceled. Please choose a payment method again.')
  if (payment.returnUrl !== input.returnUrl) await updatePayment(ctx.db, payment.id, { returnUrl: input.returnUrl })

  const priced = await priceCheckout(ctx, row)
  // An express payment is approved at PayPal or Afterpay before there is an address: they collect it.
  if (!row.customer && payment.state === 'requires_action' && payment.redirectUrl && collectsAddress(payment.method)) {
    return ok({ state: 'pending', redirectUrl: payment.redirectUrl, displayMessage: null, orderLookupNumber: null })
  }
  if (!row.customer) return invalid('Please enter your address before you pay.', '/data/customer')
  if (!priced.delivery) return invalid('Please choose a delivery option before you pay.', '/data/deliveryOption')
  // A code that lapsed since it was applied must not be charged for silently either way.
  if (priced.promo && !priced.promo.check.ok) return abandon(ctx, row, payment, MESSAGES.promoInvalid, { clearPromo: true })

  try {
    if (payment.state === 'authorized' || payment.state === 'succeeded') return await placeOrder(ctx, row.id, payment)
    const provider = ctx.payments.forPlatform(payment.provider)
    // Waiting on the shopper at the provider: they may have approved already without a
    // redirect (PayPal's buttons call onApprove), so finish what they approved before
    // sending them to the provider's page again.
    if (payment.state === 'requires_action') {
      const resumed = await provider.resume(payment.providerRef ?? '', { idempotencyKey: keys.resume(payment) })
      return await applyProviderPayment(ctx, row, payment, resumed)
    }

    if (payment.amountCents !== priced.costs.total.value || payment.currency !== priced.costs.total.currency) {
      const replaced = await openPaymentFor(
        ctx,
        row,
        { method: payment.method, paymentMethodId: payment.paymentMethodId, origin: input.origin },
        priced,
      )
      if (!replaced.ok) return replaced
      await releasePayment(ctx, payment)
      await updatePayment(ctx.db, replaced.value.id, { returnUrl: input.returnUrl })
      payment = { ...replaced.value, returnUrl: input.returnUrl }
      if (payment.state !== 'created')
        return await applyProviderPayment(ctx, row, payment, await provider.retrieve(payment.providerRef ?? ''))
    }
    // The units are held before the shopper's money is: a drop's losers are told it sold
    // out without an authorization made and voided on their card.
    const held = await ctx.stock.reserve({ id: row.id, storeId: row.storeId }, priced.lines)
    if (!held.ok) return await soldOut(ctx, row, payment, held.soldOut)
    const result = await authorizeOrReadBack(provider, payment.providerRef ?? '', {
      paymentMethodId: payment.paymentMethodId,
      returnUrl: `${input.origin}${PAYMENT_RETURN_PATH}?paymentId=${payment.id}`,
      idempotencyKey: keys.authorize(row.id, row.version),
    })
    return await applyProviderPayment(ctx, row, payment, result, { unitsHeld: true })
  } catch (error) {
    // A repeat of this submit is still talking to the provider with the same key: it will
    // place the one order. Answer in progress so the page polls the checkout and finds it.
    if (error instanceof PaymentProviderError && error.inProgress) {
      log.info('checkout.submit', { checkoutId: row.id, message: 'payment in progress in another request' })
      return ok({ state: 'pending', redirectUrl: null, displayMessage: null, orderLookupNumber: null })
    }
    if (error instanceof PaymentProviderError) {
      log.error('checkout.submit', { checkoutId: row.id, message: error.message })
      return fail({ kind: 'upstream', message: 'We could not reach the payment provider. Please try again in a moment.' })
    }
    throw error
  }
}

const HOLDS_MONEY = new Set<ProviderPayment['status']>(['authorized', 'capture_pending', 'captured'])

/**
 * Authorizes; when the provider refuses the call (an idempotency key it no longer keeps, a
 * state it says the payment is already past), reads the payment back before deciding: an
 * earlier authorize whose answer was lost may be holding the shopper's money.
 */
async function authorizeOrReadBack(
  provider: PaymentProvider,
  ref: string,
  options: Parameters<PaymentProvider['authorize']>[1],
): Promise<ProviderPayment> {
  try {
    return await provider.authorize(ref, options)
  } catch (error) {
    if (!(error instanceof PaymentProviderError) || error.inProgress) throw error
    const current = await provider.retrieve(ref).catch(() => null)
    if (current && HOLDS_MONEY.has(current.status)) return current
    throw error
  }
}
