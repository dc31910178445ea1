import { AfterSalesAnswer } from '../../../domain/schemas/after-sales'
import {
  AddressValidation,
  Checkout,
  DeliveryQuotesAnswer,
  Order,
  PaymentAnswer,
  type PaymentOptions,
  PaymentStateAnswer,
  SubmitAnswer,
} from '../../../domain/schemas/checkout'
import type { CheckoutPort, PortResult } from '../checkout-port'
import { type Caller, createCaller } from './checkout-http'
import { endpoint, type Fetch, type Query } from './request'
import { RedirectAnswer, SandboxCardAnswer, VerifyDomainAnswer } from './wire'

export interface ProviderCheckoutOptions {
  /** Base of the checkout calls: POST {checkoutUrl}/checkout, PUT {checkoutUrl}/v1/checkout… */
  checkoutUrl: string
  /** Base of the payment calls: POST {paymentUrl}/v1/initiatePayment… */
  paymentUrl: string
  /** Base of the order and after-sales calls: GET {backendUrl}/v1/orders… */
  backendUrl: string
  /** Base of POST {trackingUrl}/tracking/viewed_campaign. */
  trackingUrl: string
  /** BACKEND_API_KEY, sent as x-api-key: it lets the backend trust the store and origin named. */
  apiKey?: string
  /** What the checkout page loads; see providerPaymentOptions. */
  paymentOptions: PaymentOptions
  fetch?: Fetch
  timeoutMs?: number
}

const ok = <T>(value: T): PortResult<T> => ({ ok: true, value })

/** An after-sales post answers { success, error }; success false is a failure to show. */
function afterSales(result: PortResult<AfterSalesAnswer>): PortResult<null> {
  if (!result.ok) return result
  return result.value.success ? ok(null) : { ok: false, failure: { kind: 'invalid', message: result.value.error ?? 'Please try again.' } }
}

/** The spec's field for an address error; anything else points at the street field. */
const ADDRESS_FIELDS = ['address1', 'city', 'state', 'zip', 'country'] as const
type AddressField = (typeof ADDRESS_FIELDS)[number]
const addressField = (pointer: string | undefined): AddressField =>
  ADDRESS_FIELDS.find((field) => pointer?.split(/[./]/).includes(field)) ?? 'address1'

/**
 * The checkout, payment and after-sales half of CommercePort over HTTP (spec section 7):
 * checkout calls to CHECKOUT_URL, payment calls to PAYMENT_URL, orders and after-sales to
 * BACKEND_URL, campaign views to TRACKING_URL. Answers are parsed with the domain's
 * schemas; a 4xx comes back as the port's failure; failures retry as the spec says.
 */
export function createProviderCheckout(options: ProviderCheckoutOptions): CheckoutPort {
  const fetcher: Fetch = options.fetch ?? ((input, init) => fetch(input, init))
  const http: Caller = createCaller({ fetch: fetcher, timeoutMs: options.timeoutMs, apiKey: options.apiKey })
  const checkoutAt = (path: string, query?: Query) => endpoint(options.checkoutUrl, path, query)
  const paymentAt = (path: string, query?: Query) => endpoint(options.paymentUrl, path, query)
  const backendAt = (path: string, query?: Query) => endpoint(options.backendUrl, path, query)
  const paymentOrigin = new URL(options.paymentUrl).origin

  // A provider page the backend names by path (the sandbox's /dev/sandbox/pay/…) is on
  // the payment host, not on this storefront.
  const absolute = (url: string | null): string | null => (url === null ? null : new URL(url, paymentOrigin).toString())
  const withAbsoluteRedirect = <T extends { redirectUrl: string | null }>(result: PortResult<T>): PortResult<T> =>
    result.ok ? ok({ ...result.value, redirectUrl: absolute(result.value.redirectUrl) }) : result

  return {
    async createCheckout(input) {
      const body = {
        lineItems: input.lineItems,
        storeSlug: input.storeSlug,
        cartId: input.cartId,
        trafficSource: input.trafficSource,
        affiliate: input.affiliate,
        currency: input.currency,
        region: input.region,
      }
      return withAbsoluteRedirect(await http.send('Checkout', 'POST', checkoutAt('/checkout'), Checkout, body))
    },

    async getCheckout({ id, storeSlug }) {
      return withAbsoluteRedirect(await http.get('Checkout', checkoutAt('/checkout', { id, storeSlug }), Checkout))
    },

    // `international` tells the built-in backend the hosted checkout asks; the platform serves its own.
    async updateCheckout({ id, international: _international, ...data }) {
      return withAbsoluteRedirect(await http.send('Update checkout', 'PUT', checkoutAt('/v1/checkout'), Checkout, { id, data }))
    },

    async deliveryOptions({ international: _international, ...input }) {
      const result = await http.send('Delivery options', 'POST', checkoutAt('/deliveryOptions'), DeliveryQuotesAnswer, input)
      return result.ok ? ok(result.value.data.attributes.quotes) : result
    },

    async validateAddress(address) {
      const result = await http.send('Address validation', 'POST', checkoutAt('/v1/address/validate'), AddressValidation, { address })
      if (result.ok) return result.value
      // The service refused the address as given: an error above the field it names.
      const pointer = result.failure.kind === 'invalid' ? result.failure.errors?.[0]?.source.pointer : undefined
      return { status: 'error', message: result.failure.message, field: addressField(pointer) }
    },

    paymentOptions: () => options.paymentOptions,

    // The store a payment call acts for travels as the storeSlug query (the spec's bodies have none).
    initiatePayment({ origin, storeSlug, ...body }) {
      // One key per call, shared by its retries: initiating again later (a new total, a new
      // method) must be a new payment, which a key derived from the checkout alone would replay.
      const idempotencyKey = `${body.checkoutId}:initiate:${crypto.randomUUID()}`
      return http.send('Initiate payment', 'POST', paymentAt('/v1/initiatePayment', { storeSlug }), PaymentAnswer, body, {
        idempotencyKey,
        storefrontOrigin: origin,
      })
    },

    updatePayment({ origin, storeSlug, ...body }) {
      const idempotencyKey = `${body.checkoutId}:${body.paymentId}:update:${crypto.randomUUID()}`
      return http.send('Update payment', 'POST', paymentAt('/v1/updatePayment', { storeSlug }), PaymentAnswer, body, {
        idempotencyKey,
        storefrontOrigin: origin,
      })
    },

    paymentState({ paymentId, checkoutId, storeSlug }) {
      return http.get('Payment', paymentAt('/v1/payment', { paymentId, checkoutId, storeSlug }), PaymentStateAnswer)
    },

    async paymentReturn({ paymentId, outcome, storeSlug }) {
      const url = paymentAt('/v1/payments/return', { paymentId, outcome: outcome === 'canceled' ? 'canceled' : undefined, storeSlug })
      const result = await http.redirect('Payment return', url, RedirectAnswer)
      // The storefront's route checks the target against its own origin before redirecting.
      return result.ok ? ok({ redirectTo: result.value.location }) : result
    },

    async tokenizeSandboxCard(card) {
      const url = paymentAt('/v1/payments/sandbox/tokenize')
      const result = await http.send('Tokenize card', 'POST', url, SandboxCardAnswer, card, { answerStatus: 400 })
      // The payment host not taking sandbox cards is shown on the number field, like a refusal.
      return result.ok ? result.value : { ok: false, field: 'number', message: result.failure.message }
    },

    async verifyPaymentDomain(body) {
      const result = await http.send('Verify domain', 'POST', paymentAt('/v1/payments/verifyDomain'), VerifyDomainAnswer, body)
      return result.ok ? ok({ domainName: result.value.domainName }) : result
    },

    async submitCheckout({ origin, ...input }) {
      const body = { ...input, platform: null }
      // A repeated submit of one checkout and payment is the same order: the same key.
      const idempotencyKey = `${input.checkoutId}:${input.paymentId}:submit`
      // A declined payment answers 402 with the submit answer itself (state failure, displayMessage).
      const result = await http.send('Submit', 'POST', checkoutAt('/v1/checkout/submit'), SubmitAnswer, body, {
        idempotencyKey,
        storefrontOrigin: origin,
        answerStatus: 402,
      })
      return withAbsoluteRedirect(result)
    },

    // The store the read is scoped to goes along as storeSlug; the backend honours it from a
    // trusted caller, as it does for the after-sales posts.
    orderByCart(cartId, scope) {
      return http.get('Order', backendAt('/v1/orders', { cartId, storeSlug: scope?.storeSlug }), Order)
    },

    orderByLookupNumber(lookupNumber, scope) {
      return http.get('Order', backendAt('/v1/orders', { lookupNumber, storeSlug: scope?.storeSlug }), Order)
    },

    async recoverOrders({ storeSlug, email }) {
      // The spec sends these as query parameters of a POST with no body, to the checkout host.
      const url = checkoutAt('/v1/orders/recover', { email, slug: storeSlug })
      return afterSales(await http.send('Recover orders', 'POST', url, AfterSalesAnswer))
    },

    async sendContactMessage({ storeSlug, message }) {
      return afterSales(await http.send('Contact', 'POST', backendAt('/contact', { storeSlug }), AfterSalesAnswer, message))
    },

    async createPreorder({ storeSlug, form }) {
      return afterSales(await http.send('Preorder', 'POST', backendAt('/preorder', { storeSlug }), AfterSalesAnswer, form))
    },

    async signUpForNewsletter({ storeSlug, email }) {
      return afterSales(await http.send('Newsletter', 'POST', backendAt('/newsletter', { storeSlug }), AfterSalesAnswer, { email }))
    },

    async trackCampaignView({ storeSlug, view }) {
      const url = endpoint(options.trackingUrl, '/tracking/viewed_campaign', { storeSlug })
      return afterSales(await http.send('Tracking', 'POST', url, AfterSalesAnswer, view))
    },
  }
}
