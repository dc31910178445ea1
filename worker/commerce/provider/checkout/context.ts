import { type Currency, DEFAULT_CURRENCY } from '../../../../domain/constants'
import type { Checkout, PaymentOptions } from '../../../../domain/schemas/checkout'
import type { PortResult } from '../../port/failures'
import type { AddressValidationProblem } from '../address-validation'
import type { AmountUnit } from '../amounts'
import { upstreamFailure } from '../checkout-failure'
import { type Caller, createCaller } from '../checkout-http'
import { checkoutReader } from '../read/checkout'
import { isRecord, LooseText } from '../read/loose'
import { endpoint, type Fetch, type Query } from '../request'

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

/** What every call of the provider's checkout is made from. */
export interface ProviderCheckoutContext {
  options: ProviderCheckoutOptions
  fetch: Fetch
  http: Caller
  /** A checkout call's URL (CHECKOUT_URL). */
  checkoutAt(path: string, query?: Query): string
  /** A payment call's URL (PAYMENT_URL). */
  paymentAt(path: string, query?: Query): string
  /** An order or after-sales call's URL (BACKEND_URL). */
  backendAt(path: string, query?: Query): string
  /** A provider page the backend names by path, made absolute on the payment host. */
  withAbsoluteRedirect<T extends { redirectUrl: string | null }>(result: PortResult<T>): PortResult<T>
  /** How a checkout answer is read. */
  reader(storeSlug: string, currency?: Currency, cartId?: string): ReturnType<typeof checkoutReader>
  /** GET /checkout. */
  loadCheckout(id: string, storeSlug: string | undefined): Promise<PortResult<Checkout>>
  /** A checkout write whose answer could not be read: the checkout as it now stands. */
  readBack(id: string | undefined, storeSlug: string, name: string): () => Promise<PortResult<Checkout>>
}

export const ok = <T>(value: T): PortResult<T> => ({ ok: true, value })

export const newKey = (what: string) => `${what}:${crypto.randomUUID()}`

/** The backend's key for a write: the shopper's click when the browser named it (the same on its retries), else a new one. */
export const keyFor = (what: string, click: string | undefined) => (click ? `${what}:${click}` : newKey(what))

/** The id a checkout answer names, however wrapped: enough to read the checkout back. */
export function checkoutIdIn(body: unknown): string | undefined {
  const candidates = isRecord(body)
    ? [body.id, body.checkoutId, isRecord(body.checkout) ? body.checkout.id : undefined, isRecord(body.data) ? body.data.id : undefined]
    : []
  for (const candidate of candidates) {
    const id = LooseText.safeParse(candidate)
    if (id.success && id.data) return id.data
  }
  return undefined
}

export function createProviderCheckoutContext(options: ProviderCheckoutOptions): ProviderCheckoutContext {
  const fetcher: Fetch = options.fetch ?? ((input, init) => fetch(input, init))
  const http: Caller = createCaller({
    fetch: fetcher,
    timeoutMs: options.timeoutMs,
    apiKey: options.apiKey,
    honoursIdempotencyKeys: options.honoursIdempotencyKeys,
  })
  const unit = options.amounts
  const checkoutAt = (path: string, query?: Query) => endpoint(options.checkoutUrl, path, query)
  const paymentOrigin = new URL(options.paymentUrl).origin
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

  const readBack = (id: string | undefined, storeSlug: string, name: string) => async (): Promise<PortResult<Checkout>> => {
    if (!id) return { ok: false, failure: upstreamFailure(name, 'answered without a checkout id to read back') }
    const loaded = await loadCheckout(id, storeSlug).catch(() => null)
    return loaded ?? { ok: false, failure: upstreamFailure(name, 'the checkout could not be read back') }
  }

  return {
    options,
    fetch: fetcher,
    http,
    checkoutAt,
    paymentAt: (path, query) => endpoint(options.paymentUrl, path, query),
    backendAt: (path, query) => endpoint(options.backendUrl, path, query),
    withAbsoluteRedirect,
    reader,
    loadCheckout,
    readBack,
  }
}
