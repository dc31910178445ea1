import type { CheckoutPort } from '../../port/checkout'
import { addressValidator } from '../address-validation'
import { recoverOrders, createPreorder, sendContactMessage, signUpForNewsletter, trackCampaignView } from './after-sales'
import { createProviderCheckoutContext, type ProviderCheckoutOptions } from './context'
import { createCheckout } from './create-checkout'
import { deliveryOptions } from './delivery-options'
import { orderByCart, orderByLookupNumber } from './orders'
import { paymentReturn, paymentState, tokenizeCard, verifyPaymentDomain } from './payment-calls'
import { initiatePayment, updatePayment } from './payments'
import { submitCheckout } from './submit-checkout'
import { updateCheckout } from './update-checkout'

export type { ProviderCheckoutOptions } from './context'

/** Without a validation service (not a spec call) the address is taken as typed. */
function validatorOf(options: ProviderCheckoutOptions, fetch: typeof globalThis.fetch): CheckoutPort['validateAddress'] {
  if (!options.addressValidationUrl) return async (address) => ({ status: 'valid', address })
  return addressValidator({
    url: options.addressValidationUrl,
    fetch,
    apiKey: options.apiKey,
    timeoutMs: options.addressValidationTimeoutMs,
    count: options.countAddressValidationProblem,
  })
}

/**
 * The checkout, payment and after-sales half of CommercePort over HTTP (spec section 7),
 * one module per call: checkout calls to CHECKOUT_URL, payment calls to PAYMENT_URL,
 * orders and after-sales to BACKEND_URL, campaign views to TRACKING_URL. Requests carry
 * the spec's fields; answers are read with the tolerant readers of ../read. Reads retry;
 * writes are sent once (again only when the backend honours their Idempotency-Key), and a
 * write's answer that cannot be read is read back with GET /checkout or reported, never
 * sent as a new write.
 */
export function createProviderCheckout(options: ProviderCheckoutOptions): CheckoutPort {
  const ctx = createProviderCheckoutContext(options)
  return {
    createCheckout: (input) => createCheckout(ctx, input),
    getCheckout: ({ id, storeSlug }) => ctx.loadCheckout(id, storeSlug),
    updateCheckout: (input) => updateCheckout(ctx, input),
    deliveryOptions: (input) => deliveryOptions(ctx, input),
    // The spec's backend quotes delivery for a checkout only (POST /deliveryOptions with its id).
    deliveryRates: async () => null,
    validateAddress: validatorOf(options, ctx.fetch),
    paymentOptions: () => options.paymentOptions,
    initiatePayment: (input) => initiatePayment(ctx, input),
    updatePayment: (input) => updatePayment(ctx, input),
    paymentState: (input) => paymentState(ctx, input),
    paymentReturn: (input) => paymentReturn(ctx, input),
    tokenizeCard: (card) => tokenizeCard(ctx, card),
    verifyPaymentDomain: (input) => verifyPaymentDomain(ctx, input),
    submitCheckout: (input) => submitCheckout(ctx, input),
    orderByCart: (cartId, scope) => orderByCart(ctx, cartId, scope),
    orderByLookupNumber: (lookupNumber, scope) => orderByLookupNumber(ctx, lookupNumber, scope),
    // The backend's orders carry their own download links: this storefront keeps no grants.
    claimDownload: async () => null,
    recoverOrders: (input) => recoverOrders(ctx, input),
    sendContactMessage: (input) => sendContactMessage(ctx, input),
    createPreorder: (input) => createPreorder(ctx, input),
    signUpForNewsletter: (input) => signUpForNewsletter(ctx, input),
    trackCampaignView: (input) => trackCampaignView(ctx, input),
  }
}
