import type { Bindings, Config } from '../env'
import { createBuiltinCatalog } from './builtin/catalog'
import { createBuiltinCheckout } from './builtin/checkout'
import { createOperations, type Operations } from './builtin/operations'
import { withCatalogCache } from './cache/cached-catalog'
import type { CheckoutPort } from './port/checkout'
import type { CatalogPort, CommercePort } from './port/catalog'
import { createProviderCatalog } from './provider/catalog'
import type { SandboxEventSink } from './builtin/payments/sandbox/sandbox-events'
import { createProviderCheckout } from './provider/checkout'
import { providerPaymentOptions } from './provider/payment-options'

/** Whether the storefront fronts another commerce backend (BACKEND_URL or CHECKOUT_URL) rather than its own D1. */
export const usesProviderBackend = (config: Config): boolean => Boolean(config.BACKEND_URL ?? config.CHECKOUT_URL)

/**
 * The catalogue adapter the environment asks for: the provider's HTTP services when
 * BACKEND_URL is set (THEME_URL and AVAILABILITY_URL default to the backend's own
 * /theme and base, as the built-in API lays them out), else the built-in D1 backend.
 */
export function createCatalog(env: Bindings, config: Config): CatalogPort {
  if (!config.BACKEND_URL) return createBuiltinCatalog({ db: env.DB, config })
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
  })
}

/** Whether checkouts, payments and orders are a provider backend's (BACKEND_URL or CHECKOUT_URL set). */
export function isProviderCheckout(config: Pick<Config, 'BACKEND_URL' | 'CHECKOUT_URL'>): boolean {
  return Boolean(config.BACKEND_URL ?? config.CHECKOUT_URL)
}

/**
 * The checkout adapter the environment asks for: the provider's HTTP services when
 * CHECKOUT_URL or BACKEND_URL is set (each of CHECKOUT_URL, PAYMENT_URL and TRACKING_URL
 * defaulting to the other hosts, then BACKEND_URL), else the built-in D1 backend.
 */
export function createCheckout(env: Bindings, config: Config, storeOrigin?: string, sandboxEvents?: SandboxEventSink): CheckoutPort {
  const backendUrl = config.BACKEND_URL ?? config.CHECKOUT_URL
  if (!backendUrl) return createBuiltinCheckout({ db: env.DB, cache: env.CACHE, config, storeOrigin, sandboxEvents })
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
  })
}

/**
 * The CommercePort for one request: the catalogue behind the KV cache (stale entries are
 * refreshed through `ctx.waitUntil` when a context is given) joined with the checkout.
 * `storeOrigin` is where the request's shoppers reach the store, for links in emails.
 */
export function createCommerce(
  env: Bindings,
  config: Config,
  ctx?: Pick<ExecutionContext, 'waitUntil'>,
  storeOrigin?: string,
  sandboxEvents?: SandboxEventSink,
): CommercePort {
  const catalog = withCatalogCache(createCatalog(env, config), { kv: env.CACHE, ctx })
  return { ...catalog, ...createCheckout(env, config, storeOrigin, sandboxEvents) }
}

/**
 * The built-in backend's operations (webhooks, the clock, the admin API), or null in
 * provider mode, where the commerce backend has its own.
 */
export function createBuiltinOperations(env: Bindings, config: Config, sandboxEvents?: SandboxEventSink): Operations | null {
  if (usesProviderBackend(config)) return null
  return createOperations({ db: env.DB, cache: env.CACHE, config, sandboxEvents })
}
