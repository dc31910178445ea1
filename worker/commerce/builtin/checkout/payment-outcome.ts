import type { SubmitAnswer } from '../../../../domain/schemas/checkout'
import type { PortResult } from '../../port/failures'
import { checkoutProgressStatement, type CheckoutRow } from '../db/checkouts'
import type { PaymentRow } from '../db/payments'
import type { ProviderPayment } from '../payments/provider'
import { type CheckoutContext, ok } from './context'
import { recordProviderPayment } from './payment-records'
import { type PlaceOrderOptions, placeOrder } from './place-order'

const PAYMENT_FAILED = 'Payment failed, please try again.'
const PAYMENT_CANCELED = 'The payment was canceled. Please choose a payment method and try again.'

/**
 * Acts on what a provider said about a checkout's payment: wait for the shopper at the
 * provider's page, place the order once authorized, or fail with the provider's words.
 */
export async function applyProviderPayment(
  ctx: CheckoutContext,
  row: CheckoutRow,
  payment: PaymentRow,
  result: ProviderPayment,
  options: PlaceOrderOptions = {},
): Promise<PortResult<SubmitAnswer>> {
  const recorded = await recordProviderPayment(ctx, payment, result)
  switch (result.status) {
    case 'authorized':
    case 'capture_pending':
    case 'captured':
      return placeOrder(ctx, row.id, recorded, options)
    case 'requires_action': {
      // Stripe's non-redirect steps (use_stripe_sdk) are finished by Stripe.js in the browser.
      const sdkAction = result.clientMeta.nextAction === 'stripe_sdk' && recorded.meta.clientSecret
      const redirectUrl = sdkAction ? null : recorded.redirectUrl
      await checkoutProgressStatement(ctx.db, row.id, { state: 'pending', redirectUrl, displayMessage: null, paymentId: payment.id }).run()
      return ok({
        state: 'pending',
        redirectUrl,
        displayMessage: null,
        orderLookupNumber: null,
        ...(sdkAction ? { action: { type: 'stripe.handleNextAction' as const, clientSecret: recorded.meta.clientSecret } } : {}),
      })
    }
    case 'created':
    case 'failed':
    case 'canceled': {
      const displayMessage = result.failureMessage ?? (result.status === 'canceled' ? PAYMENT_CANCELED : PAYMENT_FAILED)
      // No money, no order: the units held for this attempt go back to the drop.
      await ctx.stock.release({ id: row.id, storeId: row.storeId })
      await checkoutProgressStatement(ctx.db, row.id, { state: 'failure', redirectUrl: null, displayMessage }).run()
      return ok({ state: 'failure', redirectUrl: null, displayMessage, orderLookupNumber: null })
    }
  }
}
