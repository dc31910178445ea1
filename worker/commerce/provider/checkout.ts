import { type Currency, DEFAULT_CURRENCY, type PaymentMethod } from '../../../domain/constants'
import type { Checkout, PaymentOptions, PaymentPlatform, SubmitAnswer } from '../../../domain/schemas/checkout'
import type { CheckoutPort } from '../port/checkout'
import type { PortResult } from '../port/failures'
import { type AddressValidationProblem, addressValidator } from './address-validation'
import { type AmountUnit, fromCents } from './amounts'
import { failureFromAnswer, upstreamFailure } from './checkout-failure'
import { type Caller, createCaller, readWrite, type WriteOutcome } from './checkout-http'
import { checkoutReader, readFieldErrors, readQuotes } from './read/checkout'
import { isRecord, listIn, LooseText } from './read/loose'
import { readOrder } from './read/order'
import { PaymentStateAnswerReader, paymentReader, readAfterSales, SubmitAnswerReader } from './read/payment'
import { endpoint, type Fetch, isSuccess, type Query } from './request'
import { RedirectAnswer, SandboxCardAnswer } from '../../../domain/schemas/wire'

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
  /** How the backend writes amounts (BACKEND_AMOUNTS): dollars, as the spec, or cents. */
  amounts: AmountUnit
  /** The backend does each write once per Idempotency-Key, so a write without an answer may be sent again. */
  honoursIdempotencyKeys?: boolean
  /** Base of POST {addressValidationUrl}/v1/address/validate; without it addresses are taken as typed. */
  addressValidationUrl?: string
  /** How long the shopper waits for the validation service (ADDRESS_VALIDATION_TIMEOUT_MS unless set). */
  addressValidationTimeoutMs?: number
  /** Counts each address taken as typed because the validation service failed (the operator's counters). */
  countAddressValidationProblem?: (problem: AddressValidationProblem) => Promise<void>
  fetch?: Fetch
  timeoutMs?: number
}

const ok = <T>(value: T): PortResult<T> => ({ ok: true, value })

/** An after-sales post is done on any 2xx unless the answer says `success: false`. */
async function afterSales(name: string, outcome: WriteOutcome): Promise<PortResult<null>> {
  const result = await readWrite(name, outcome, readAfterSales)
  if (!result.ok) return result
  return result.value.ok ? ok(null) : { ok: false, failure: { kind: 'invalid', message: result.value.message ?? 'Please try again.' } }
}

/** The id a checkout answer names, however wrapped: enough to read the checkout back. */
function checkoutIdIn(body: unknown): string | undefined {
  const candidates = isRecord(body)
    ? [body.id, body.checkoutId, isRecord(body.checkout) ? body.checkout.id : undefined, isRecord(body.data) ? body.data.id : undefined]
    : []
  for (const candidate of candidates) {
    const id = LooseText.safeParse(candidate)
    if (id.success && id.data) return id.data
  }
  return undefined
}

const newKey = (what: string) => `${what}:${crypto.randomUUID()}`

/** The backend's key for a write: the shopper's click when the browser named it (the same on its retries), else a new one. */
const keyFor = (what: string, click: string | undefined) => (click ? `${what}:${click}` : newKey(what))

/** Whether every quote of a delivery options answer names its currency. */
function quotesNameCurrency(body: unknown): boolean {
  const quotes = listIn(body, ['data', 'attributes', 'quotes', 'deliveryOptions', 'options']) ?? []
  return quotes.every((quote) => isRecord(quote) && typeof quote.currency === 'string')
}

/**
 * The checkout, payment and after-sales half of CommercePort over HTTP (spec section 7):
 * checkout calls to CHECKOUT_URL, payment calls to PAYMENT_URL, orders and after-sales to
 * BACKEND_URL, campaign views to TRACKING_URL. Requests carry the spec's fields; answers
 * are read with the tolerant readers of ./read. Reads retry; writes are sent once (again
 * only when the backend honours their Idempotency-Key), and a write's answer that cannot
 * be read is read back with GET /checkout or reported, never sent as a new write.
 */
export function createProviderCheckout(options: ProviderCheckoutOptions): CheckoutPort {
  const fetcher: Fetch = options.fetch ?? ((input, init) => fetch(input, init))
  const http: Caller = createCaller({
    fetch: fetcher,
    timeoutMs: options.timeoutMs,
    apiKey: options.apiKey,
    honoursIdempotencyKeys: options.honoursIdempotencyKeys,
  })
  const unit = options.amounts
  const checkoutAt = (path: string, query?: Query) => endpoint(options.checkoutUrl, path, query)
  const paymentAt = (path: string, query?: Query) => endpoint(options.paymentUrl, path, query)
  const backendAt = (path: string, query?: Query) => endpoint(options.backendUrl, path, query)
  const paymentOrigin = new URL(options.paymentUrl).origin
  const validateAddress = options.addressValidationUrl
    ? addressValidator({
        url: options.addressValidationUrl,
        fetch: fetcher,
        apiKey: options.apiKey,
        timeoutMs: options.addressValidationTimeoutMs,
        count: options.countAddressValidationProblem,
      })
    : undefined

  // A provider page the backend names by path (the sandbox's /dev/sandbox/pay/…) is on
  // the payment host, not on this storefront.
  const absolute = (url: string | null): string | null => (url === null ? null : new URL(url, paymentOrigin).toString())
  const withAbsoluteRedirect = <T extends { redirectUrl: string | null }>(result: PortResult<T>): PortResult<T> =>
    result.ok ? ok({ ...result.value, redirectUrl: absolute(result.value.redirectUrl) }) : result

  const reader = (storeSlug: string, currency: Currency = DEFAULT_CURRENCY, cartId?: string) =>
    checkoutReader({ unit, currency, storeSlug, cartId })

  async function loadCheckout(id: string, storeSlug: string | undefined): Promise<PortResult<Checkout>> {
    // A trusted server may leave the store out of a payment call; a spec backend needs it here.
    if (!storeSlug) return { ok: false, failure: { kind: 'invalid', message: 'Name the store (storeSlug) of this payment' } }
    return withAbsoluteRedirect(await http.get('Checkout', checkoutAt('/checkout', { id, storeSlug }), reader(storeSlug)))
  }

  /** A checkout write whose answer could not be read: the checkout as it now stands. */
  const readBack = (id: string | undefined, storeSlug: string, name: string) => async (): Promise<PortResult<Checkout>> => {
    if (!id) return { ok: false, failure: upstreamFailure(name, 'answered without a checkout id to read back') }
    const loaded = await loadCheckout(id, storeSlug).catch(() => null)
    return loaded ?? { ok: false, failure: upstreamFailure(name, 'the checkout could not be read back') }
  }

  async function checkoutCurrency(id: string, storeSlug: string): Promise<Currency> {
    const loaded = await loadCheckout(id, storeSlug).catch(() => null)
    return loaded?.ok ? loaded.value.currency : DEFAULT_CURRENCY
  }

  /** Which platform takes a payment method: the one the checkout page loads for it. */
  function platformFor(method: PaymentMethod): PaymentPlatform {
    const payments = options.paymentOptions
    if (method === 'paypal') return payments.paypal.platform
    if (method === 'afterpay') return payments.afterpay.platform
    if (method === 'google-pay' || method === 'apple-pay') return payments.wallet.platform
    return payments.card.platform
  }

  /** The spec's payment body: amount, platform, method, billing details and customer come from the checkout. */
  function paymentBody(checkout: Checkout, method: PaymentMethod, paymentMethodId: string | undefined) {
    const customer = checkout.customer
    const address = customer?.address
    return {
      amount: fromCents(checkout.costs.total.value, unit),
      currency: checkout.costs.total.currency,
      platform: platformFor(method),
      paymentMethod: method,
      checkoutId: checkout.id,
      paymentMethodId,
      billingDetails: customer
        ? {
            name: `${customer.firstName} ${customer.lastName}`.trim(),
            email: customer.email,
            phone: customer.phone,
            address: address
              ? {
                  line1: address.address1,
                  line2: address.address2 ?? null,
                  city: address.city,
                  state: address.stateCode || address.state,
                  postal_code: address.zip,
                  country: address.countryCode || 'US',
                }
              : null,
          }
        : null,
      customer,
    }
  }

  return {
    async createCheckout(input) {
      const body = {
        lineItems: input.lineItems.map((line) => ({
          sku: line.sku,
          quantity: line.quantity,
          fulfillmentDetails: line.fulfillmentDetails ?? null,
        })),
        storeSlug: input.storeSlug,
        trafficSource: input.trafficSource ?? null,
        affiliate: input.affiliate ?? null,
        cartId: input.cartId,
        currency: input.currency,
        region: input.region,
      }
      const outcome = await http.send('Checkout', 'POST', checkoutAt('/checkout'), body, {
        idempotencyKey: keyFor(`checkout:${input.cartId ?? 'new'}`, input.idempotencyKey),
      })
      const result = await readWrite('Checkout', outcome, reader(input.storeSlug, input.currency, input.cartId), {
        unreadable: (answer) => readBack(checkoutIdIn(answer), input.storeSlug, 'Checkout')(),
      })
      return withAbsoluteRedirect(result)
    },

    getCheckout({ id, storeSlug }) {
      return loadCheckout(id, storeSlug)
    },

    // `international` tells the built-in backend the hosted checkout asks; the platform serves its own.
    async updateCheckout({ id, storeSlug, international: _international, ...data }) {
      const outcome = await http.send(
        'Update checkout',
        'PUT',
        checkoutAt('/v1/checkout'),
        { id, data: { storeSlug, ...data } },
        {
          idempotencyKey: newKey(`${id}:update`),
        },
      )
      // A 2xx carrying the spec's field errors (message.errors) and no checkout is a refusal, as a 4xx is.
      const reply = outcome.answered ? outcome.reply : null
      if (reply && isSuccess(reply.status) && readFieldErrors(reply.body).length > 0 && checkoutIdIn(reply.body) === undefined) {
        return { ok: false, failure: failureFromAnswer('Update checkout', 422, reply.body) }
      }
      const result = await readWrite('Update checkout', outcome, reader(storeSlug), {
        unreadable: readBack(id, storeSlug, 'Update checkout'),
      })
      return withAbsoluteRedirect(result)
    },

    async deliveryOptions({ international: _international, ...input }) {
      const outcome = await http.send('Delivery options', 'POST', checkoutAt('/deliveryOptions'), input, {
        idempotencyKey: newKey(`${input.id}:delivery`),
      })
      const quotes = await readWrite('Delivery options', outcome, (body) => {
        if (!isRecord(body) && !Array.isArray(body)) throw new Error('no delivery options in the answer')
        return body
      })
      if (!quotes.ok) return quotes
      // Quotes that name no currency are in the checkout's.
      const currency = quotesNameCurrency(quotes.value) ? DEFAULT_CURRENCY : await checkoutCurrency(input.id, input.storeSlug)
      return ok(readQuotes(quotes.value, { unit, currency }))
    },

    // The spec's backend quotes delivery for a checkout only (POST /deliveryOptions with its id).
    deliveryRates: async () => null,

    // Not a spec call: without a validation service the address is taken as typed.
    validateAddress: validateAddress ?? (async (address) => ({ status: 'valid', address })),

    paymentOptions: () => options.paymentOptions,

    async initiatePayment({ origin, storeSlug, checkoutId, paymentMethod, paymentMethodId, idempotencyKey }) {
      const checkout = await loadCheckout(checkoutId, storeSlug)
      if (!checkout.ok) return checkout
      const body = {
        ...paymentBody(checkout.value, paymentMethod, paymentMethodId),
        lookupNumber: checkout.value.orderLookupNumber ?? undefined,
      }
      // One key per click, shared by its attempts and the browser's retries: initiating again
      // later (a new total, a new method) must be a new payment, which a key derived from the
      // checkout alone would replay.
      const outcome = await http.send('Initiate payment', 'POST', paymentAt('/v1/initiatePayment', { storeSlug }), body, {
        idempotencyKey: keyFor(`${checkoutId}:initiate`, idempotencyKey),
        storefrontOrigin: origin,
      })
      const { value, currency } = checkout.value.costs.total
      return readWrite('Initiate payment', outcome, paymentReader({ platform: body.platform, paymentMethod, amount: { value, currency } }))
    },

    async updatePayment({ origin, storeSlug, checkoutId, paymentId, paymentToken, paymentMethodId, idempotencyKey }) {
      const checkout = await loadCheckout(checkoutId, storeSlug)
      if (!checkout.ok) return checkout
      const method = checkout.value.paymentMethod ?? 'card'
      const body = { ...paymentBody(checkout.value, method, paymentMethodId), id: paymentId, paymentToken }
      const outcome = await http.send('Update payment', 'POST', paymentAt('/v1/updatePayment', { storeSlug }), body, {
        idempotencyKey: keyFor(`${checkoutId}:${paymentId}:update`, idempotencyKey),
        storefrontOrigin: origin,
      })
      const { value, currency } = checkout.value.costs.total
      return readWrite(
        'Update payment',
        outcome,
        paymentReader({ platform: body.platform, paymentMethod: method, amount: { value, currency } }),
      )
    },

    // The store a payment call acts for travels as the storeSlug query (the spec's bodies have none).
    paymentState({ paymentId, checkoutId, storeSlug }) {
      return http.get('Payment', paymentAt('/v1/payment', { paymentId, checkoutId, storeSlug }), PaymentStateAnswerReader)
    },

    async paymentReturn({ paymentId, outcome, storeSlug }) {
      const url = paymentAt('/v1/payments/return', { paymentId, outcome: outcome === 'canceled' ? 'canceled' : undefined, storeSlug })
      const result = await http.redirect('Payment return', url, RedirectAnswer)
      // The storefront's route checks the target against its own origin before redirecting.
      return result.ok ? ok({ redirectTo: result.value.location }) : result
    },

    // The backend's card form stand-in (the spec's sandbox tokenizer): its payments take the card.
    async tokenizeCard(card) {
      const url = paymentAt('/v1/payments/sandbox/tokenize')
      const outcome = await http.send('Tokenize card', 'POST', url, card, { idempotencyKey: newKey('tokenize') })
      // A refusal (400) names the card field; the payment host not taking sandbox cards is
      // shown on the number field, like a refusal.
      const refusal = outcome.answered && outcome.reply.status === 400 ? SandboxCardAnswer.safeParse(outcome.reply.body) : null
      if (refusal?.success) return refusal.data
      const result = await readWrite('Tokenize card', outcome, SandboxCardAnswer)
      return result.ok ? result.value : { ok: false, field: 'number', message: result.failure.message }
    },

    async verifyPaymentDomain({ domainName }) {
      const outcome = await http.send(
        'Verify domain',
        'POST',
        paymentAt('/v1/payments/verifyDomain'),
        { domainName },
        {
          idempotencyKey: `verify-domain:${domainName}`,
        },
      )
      // The answer is not shown in the spec: any 2xx registered the domain.
      return readWrite('Verify domain', outcome, () => ({ domainName }))
    },

    async submitCheckout({ origin, platform, ...input }) {
      const method = typeof platform === 'string' ? platform : null
      const body = {
        checkoutId: input.checkoutId,
        storeSlug: input.storeSlug,
        paymentToken: input.paymentToken,
        paymentId: input.paymentId,
        platform: method && isPaymentMethod(method) ? platformFor(method) : method,
        returnUrl: input.returnUrl,
      }
      // A repeated submit of one checkout and payment is the same order: the same key.
      const outcome = await http.send('Submit', 'POST', checkoutAt('/v1/checkout/submit'), body, {
        idempotencyKey: `${input.checkoutId}:${input.paymentId}:submit`,
        storefrontOrigin: origin,
      })
      // A declined payment answers 402 with the submit answer itself (state failure, displayMessage).
      if (outcome.answered && outcome.reply.status === 402) {
        const declined = SubmitAnswerReader.safeParse(outcome.reply.body)
        if (declined.success) return withAbsoluteRedirect(ok(declined.data))
      }
      // An answer that cannot be read, or none: what the checkout says now is the answer.
      const fromCheckout = async (): Promise<PortResult<SubmitAnswer>> => {
        const loaded = await loadCheckout(input.checkoutId, input.storeSlug).catch(() => null)
        if (!loaded?.ok)
          return { ok: false, failure: upstreamFailure('Submit', 'the submit was not answered and the checkout could not be read back') }
        const { state, redirectUrl, error, orderLookupNumber } = loaded.value
        return ok({ state, redirectUrl, displayMessage: error, orderLookupNumber })
      }
      const result = await readWrite('Submit', outcome, SubmitAnswerReader, { unreadable: fromCheckout, unanswered: fromCheckout })
      return withAbsoluteRedirect(result)
    },

    // The store the read is scoped to goes along as storeSlug; the backend honours it from a
    // trusted caller, as it does for the after-sales posts.
    async orderByCart(cartId, scope) {
      const result = await http.get('Order', backendAt('/v1/orders', { cartId, storeSlug: scope?.storeSlug }), (body) =>
        readOrder(body, { unit, currency: DEFAULT_CURRENCY, cartId }),
      )
      return orderFound(result)
    },

    async orderByLookupNumber(lookupNumber, scope) {
      const result = await http.get('Order', backendAt('/v1/orders', { lookupNumber, storeSlug: scope?.storeSlug }), (body) =>
        readOrder(body, { unit, currency: DEFAULT_CURRENCY }),
      )
      return orderFound(result)
    },

    // The backend's orders carry their own download links: this storefront keeps no grants.
    claimDownload: async () => null,

    async recoverOrders({ storeSlug, email }) {
      // The spec sends these as query parameters of a POST with no body, to the checkout host.
      const url = checkoutAt('/v1/orders/recover', { email, slug: storeSlug })
      return afterSales('Recover orders', await http.send('Recover orders', 'POST', url, undefined, { idempotencyKey: newKey('recover') }))
    },

    async sendContactMessage({ storeSlug, message }) {
      const url = backendAt('/contact', { storeSlug })
      return afterSales('Contact', await http.send('Contact', 'POST', url, message, { idempotencyKey: newKey('contact') }))
    },

    async createPreorder({ storeSlug, form }) {
      const url = backendAt('/preorder', { storeSlug })
      return afterSales('Preorder', await http.send('Preorder', 'POST', url, form, { idempotencyKey: newKey('preorder') }))
    },

    async signUpForNewsletter({ storeSlug, email }) {
      const url = backendAt('/newsletter', { storeSlug })
      return afterSales('Newsletter', await http.send('Newsletter', 'POST', url, { email }, { idempotencyKey: newKey('newsletter') }))
    },

    async trackCampaignView({ storeSlug, view }) {
      const url = endpoint(options.trackingUrl, '/tracking/viewed_campaign', { storeSlug })
      return afterSales('Tracking', await http.send('Tracking', 'POST', url, view, { idempotencyKey: newKey('campaign') }))
    },
  }
}

/** An order answer without an order in it is no order. */
function orderFound(result: PortResult<ReturnType<typeof readOrder>>): PortResult<NonNullable<ReturnType<typeof readOrder>>> {
  if (!result.ok) return result
  return result.value ? ok(result.value) : { ok: false, failure: { kind: 'not-found', message: 'Order not found' } }
}

const METHODS: readonly string[] = ['card', 'afterpay', 'google-pay', 'apple-pay', 'basic-card', 'paypal']
const isPaymentMethod = (value: string): value is PaymentMethod => METHODS.includes(value)
