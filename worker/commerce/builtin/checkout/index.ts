import { validateUsAddress } from '../rules/address-validation'
import type { CheckoutPort } from '../../port/checkout'
import { createPaymentProviders } from '../payments'
import { dispatchingMail } from '../mail/dispatch'
import { PaymentProviderError } from '../payments/provider'
import { createPreorder, recoverOrders, sendContactMessage, signUpForNewsletter, trackCampaignView } from './after-sales'
import type { BuiltinCheckoutDeps, CheckoutContext } from './context'
import { fail, ok } from './context'
import { createCheckout } from './create-checkout'
import { claimDownload } from './downloads'
import { deliveryOptions, deliveryRates } from './delivery-options'
import { initiatePayment, updatePaymentMethod } from './initiate-payment'
import { orderByCart, orderByLookupNumber } from './orders'
import { getCheckout, paymentReturn, paymentState } from './payment-status'
import { durableStockHolds } from './stock-holds'
import { submitCheckout } from './submit-checkout'
import { tokenizeCard } from './tokenize-card'
import { updateCheckout } from './update-checkout'

export type { BuiltinCheckoutDeps } from './context'

/**
 * The built-in checkout backend: checkouts, costs, payments, orders and after-sales in
 * D1, tax rates cached in KV, money through the PaymentProviders. A plain object of
 * functions, so it can be spread into the CommercePort beside the catalogue.
 */
export function createBuiltinCheckout(deps: BuiltinCheckoutDeps): CheckoutPort {
  const db = deps.mail ? dispatchingMail(deps.db, deps.mail.dispatch, deps.mail.waitUntil) : deps.db
  const ctx: CheckoutContext = {
    db,
    cache: deps.cache,
    config: deps.config,
    payments: deps.payments ?? createPaymentProviders({ db, config: deps.config, sandboxEvents: deps.sandboxEvents }),
    now: deps.now ?? (() => new Date()),
    storeOrigin: deps.storeOrigin,
    stock: durableStockHolds(deps.stockReservations),
  }
  return {
    createCheckout: (input) => createCheckout(ctx, input),
    getCheckout: (input) => getCheckout(ctx, input),
    updateCheckout: (input) => updateCheckout(ctx, input),
    deliveryOptions: (input) => deliveryOptions(ctx, input),
    deliveryRates: async (input) => deliveryRates(ctx, input),
    validateAddress: async (address) => validateUsAddress(address),
    paymentOptions: () => ctx.payments.options,
    initiatePayment: (input) => initiatePayment(ctx, input),
    updatePayment: (input) => updatePaymentMethod(ctx, input),
    paymentState: (input) => paymentState(ctx, input),
    paymentReturn: (input) => paymentReturn(ctx, input),
    tokenizeCard: (card) => tokenizeCard(ctx, card),
    async verifyPaymentDomain({ domainName }) {
      try {
        await ctx.payments.forMethod('apple-pay').registerDomain(domainName)
        return ok({ domainName })
      } catch (error) {
        if (error instanceof PaymentProviderError) return fail({ kind: 'upstream', message: error.message })
        throw error
      }
    },
    submitCheckout: (input) => submitCheckout(ctx, input),
    orderByCart: (cartId, scope) => orderByCart(ctx, cartId, scope),
    orderByLookupNumber: (lookupNumber, scope) => orderByLookupNumber(ctx, lookupNumber, scope),
    recoverOrders: (input) => recoverOrders(ctx, input),
    claimDownload: (input) => claimDownload(ctx, input),
    sendContactMessage: (input) => sendContactMessage(ctx, input),
    createPreorder: (input) => createPreorder(ctx, input),
    signUpForNewsletter: (input) => signUpForNewsletter(ctx, input),
    trackCampaignView: (input) => trackCampaignView(ctx, input),
  }
}
