import type { Bindings, Config } from '../env'
import { createBuiltinCatalog } from './builtin/catalog'
import { createBuiltinCheckout } from './builtin/checkout'
import { withCatalogCache } from './cache/cached-catalog'
import type { CheckoutPort } from './checkout-port'
import type { CatalogPort, CommercePort } from './port'
import { createProviderCatalog } from './provider/catalog'
import { createProviderCheckout } from './provider/checkout'
import { providerPaymentOptions } from './provider/payment-options'

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
export function createCheckout(env: Bindings, config: Config, storeOrigin?: string): CheckoutPort {
  const backendUrl = config.BACKEND_URL ?? config.CHECKOUT_URL
  if (!backendUrl) return createBuiltinCheckout({ db: env.DB, cache: env.CACHE, config, storeOrigin })
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
): CommercePort {
  const catalog = withCatalogCache(createCatalog(env, config), { kv: env.CACHE, ctx })
  return { ...catalog, ...createCheckout(env, config, storeOrigin) }
}
