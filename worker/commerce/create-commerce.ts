import type { Bindings, Config } from '../env'
import { createBuiltinCatalog } from './builtin/catalog'
import { createBuiltinCheckout } from './builtin/checkout'
import { withCatalogCache } from './cache/cached-catalog'
import type { CatalogPort, CommercePort } from './port'
import { createProviderCatalog } from './provider/catalog'

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
  })
}

/**
 * The CommercePort for one request: the catalogue behind the KV cache (stale entries are
 * refreshed through `ctx.waitUntil` when a context is given) joined with the built-in
 * checkout, the only checkout adapter there is.
 */
export function createCommerce(env: Bindings, config: Config, ctx?: Pick<ExecutionContext, 'waitUntil'>): CommercePort {
  const catalog = withCatalogCache(createCatalog(env, config), { kv: env.CACHE, ctx })
  const checkout = createBuiltinCheckout({ db: env.DB, cache: env.CACHE, config })
  return { ...catalog, ...checkout }
}
