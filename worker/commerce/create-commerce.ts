import type { Loopback } from './port/loopback'
import { type Bindings, type Config, usesProviderBackend } from '../env'
import type { D1Sessions } from '../lib/d1-sessions'
import { createDevTools as createBuiltinDevTools } from './builtin/dev-tools'
import { createBuiltinCatalog } from './builtin/catalog'
import { createBuiltinCheckout } from './builtin/checkout'
import type { BuiltinCheckoutDeps } from './builtin/checkout/context'
import { queueMailDispatch } from './builtin/mail/dispatch'
import { MailSendError, type MailTransport, outboxTransport, sendEmailTransport } from './builtin/mail/transport'
import { createOperations } from './builtin/operations'
import { sandboxDelivery } from './builtin/payments/sandbox/sandbox-delivery'
import type { StockReservations } from './builtin/stock/stock-reservations'
import type { SandboxEventSink } from './builtin/payments/sandbox/sandbox-events'
import { withCatalogCache } from './cache/cached-catalog'
import { type IsolateMemo, withIsolateMemo } from './cache/isolate-memo'
import { countOccurrence } from './operator-counters'
import type { CommercePort } from './port'
import type { DevToolsPort } from './port/dev-tools'
import type { CatalogPort } from './port/catalog'
import type { CheckoutPort } from './port/checkout'
import type { OperationsPort } from './port/operations'
import { createProviderCatalog } from './provider/catalog'
import { createProviderCheckout } from './provider/checkout'
import { providerPaymentOptions } from './provider/payment-options'

/**
 * The composition root of commerce: the one module that picks an adapter for the
 * environment (the provider's HTTP services when BACKEND_URL or CHECKOUT_URL is set, else
 * the built-in D1 backend) and hands the rest of the worker a port. Nothing outside
 * worker/commerce/ imports an adapter.
 */

/** The stores' reservation objects as the built-in backend's checkout calls them. */
const stockReservationsOf = (env: Bindings) => env.STOCK_RESERVATIONS as DurableObjectNamespace<StockReservations> | undefined

const sandboxEventsOf = (env: Bindings, loopback: Loopback | undefined): SandboxEventSink | undefined =>
  loopback ? sandboxDelivery(env, loopback.fetch, loopback.waitUntil) : undefined

/** The mail queue as the built-in backend's producer; none when the queue is not bound. */
const mailOf = (env: Bindings, waitUntil?: (work: Promise<unknown>) => void): BuiltinCheckoutDeps['mail'] =>
  env.MAIL_QUEUE ? { dispatch: queueMailDispatch(env.MAIL_QUEUE), waitUntil } : undefined

/** How the mail queue's consumer sends: Email Sending when EMAIL is bound, else into the outbox. */
function mailTransportOf(env: Bindings, config: Config): MailTransport {
  if (!env.EMAIL) return outboxTransport
  if (!config.MAIL_FROM) {
    return {
      via: 'send_email',
      send: () => Promise.reject(new MailSendError('EMAIL is bound but MAIL_FROM is not set: no address to send from', true)),
    }
  }
  return sendEmailTransport(env.EMAIL, config.MAIL_FROM)
}

/**
 * The catalogue adapter the environment asks for: the provider's HTTP services when
 * BACKEND_URL is set (THEME_URL and AVAILABILITY_URL default to the backend's own
 * /theme and base, as the built-in API lays them out), else the built-in D1 backend,
 * reading through the request's replica session when it has one.
 */
function createCatalog(env: Bindings, config: Config, d1?: D1Sessions): CatalogPort {
  if (!config.BACKEND_URL) return createBuiltinCatalog({ db: d1?.catalog ?? env.DB, config })
  return createProviderCatalog({
    backendUrl: config.BACKEND_URL,
    themeUrl: config.THEME_URL ?? `${config.BACKEND_URL.replace(/\/+$/, '')}/theme`,
    availabilityUrl: config.AVAILABILITY_URL ?? config.BACKEND_URL,
    availabilityApiKey: config.AVAILABILITY_API_KEY,
    apiKey: config.BACKEND_API_KEY,
    amounts: config.BACKEND_AMOUNTS,
    productCacheUrl: config.PRODUCT_CACHE_URL,
    collectionsMode: config.BACKEND_COLLECTIONS_MODE === 'true',
    config,
    timeoutMs: config.BACKEND_TIMEOUT_MS,
  })
}

/**
 * The checkout adapter the environment asks for: the provider's HTTP services when
 * CHECKOUT_URL or BACKEND_URL is set (each of CHECKOUT_URL, PAYMENT_URL and TRACKING_URL
 * defaulting to the other hosts, then BACKEND_URL), else the built-in D1 backend, on the
 * request's primary session (its writes set the shopper's bookmark) and handing the mail
 * it writes to the mail queue.
 */
export function createCheckout(
  env: Bindings,
  config: Config,
  storeOrigin?: string,
  loopback?: Loopback,
  d1?: D1Sessions,
  waitUntil?: (work: Promise<unknown>) => void,
): CheckoutPort {
  const backendUrl = config.BACKEND_URL ?? config.CHECKOUT_URL
  if (!backendUrl) {
    return createBuiltinCheckout({
      db: d1?.primary ?? env.DB,
      cache: env.CACHE,
      config,
      storeOrigin,
      sandboxEvents: sandboxEventsOf(env, loopback),
      mail: mailOf(env, waitUntil),
      stockReservations: stockReservationsOf(env),
    })
  }
  const checkoutUrl = config.CHECKOUT_URL ?? backendUrl
  return createProviderCheckout({
    checkoutUrl,
    paymentUrl: config.PAYMENT_URL ?? backendUrl,
    backendUrl,
    trackingUrl: config.TRACKING_URL ?? backendUrl,
    apiKey: config.BACKEND_API_KEY,
    paymentOptions: providerPaymentOptions(config),
    amounts: config.BACKEND_AMOUNTS,
    honoursIdempotencyKeys: config.BACKEND_HONOURS_IDEMPOTENCY_KEYS === 'true',
    addressValidationUrl: config.ADDRESS_VALIDATION_URL,
    countAddressValidationProblem: (problem) => countOccurrence(env.CACHE, `address-validation.${problem}`),
    timeoutMs: config.BACKEND_TIMEOUT_MS,
  })
}

/**
 * The CommercePort for one request: the catalogue behind the KV cache (stale entries are
 * refreshed through `ctx.waitUntil` when a context is given) joined with the checkout.
 * `storeOrigin` is where the request's shoppers reach the store, for links in emails;
 * `d1` the request's read-replica and primary sessions (without them, D1 itself); `memo`
 * the app's short memory of the store, theme and localization (cache/isolate-memo.ts).
 */
export function createCommerce(
  env: Bindings,
  config: Config,
  ctx?: Pick<ExecutionContext, 'waitUntil'>,
  storeOrigin?: string,
  loopback?: Loopback,
  d1?: D1Sessions,
  memo?: IsolateMemo,
): CommercePort {
  const cached = withCatalogCache(createCatalog(env, config, d1), { kv: env.CACHE, ctx })
  const catalog = memo ? withIsolateMemo(cached, memo) : cached
  const waitUntil = ctx ? (work: Promise<unknown>) => ctx.waitUntil(work) : undefined
  return { ...catalog, ...createCheckout(env, config, storeOrigin, loopback, d1, waitUntil) }
}

/**
 * The backend's operations (webhooks, the clock, the admin API): the built-in backend's,
 * or null in provider mode, where the commerce backend has its own.
 */
export function createBackendOperations(env: Bindings, config: Config, loopback?: Loopback): OperationsPort | null {
  if (usesProviderBackend(config)) return null
  return createOperations({
    db: env.DB,
    cache: env.CACHE,
    config,
    sandboxEvents: sandboxEventsOf(env, loopback),
    mail: mailOf(env, loopback?.waitUntil),
    mailTransport: mailTransportOf(env, config),
    stockReservations: stockReservationsOf(env),
  })
}

/**
 * The built-in backend's development tools (worker/routes/dev/), or null in provider mode:
 * the commerce backend keeps its own, and this worker's D1 holds nothing of the store's.
 */
export function createDevTools(env: Bindings, config: Config, loopback?: Loopback): DevToolsPort | null {
  if (usesProviderBackend(config)) return null
  return createBuiltinDevTools({
    db: env.DB,
    cache: env.CACHE,
    config,
    sandboxEvents: sandboxEventsOf(env, loopback),
    mail: mailOf(env, loopback?.waitUntil),
  })
}

/**
 * The built-in backend's plain-form hosted checkout (`/buy/express_checkout`, spec section
 * 7), loaded on its first request: it speaks to whichever adapter serves through the port.
 */
export const loadHostedCheckout = async () => (await import('./builtin/hosted-checkout')).hostedCheckout
