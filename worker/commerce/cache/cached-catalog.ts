import {
  CATALOGUE_ANSWER_POLICY,
  type CatalogueAnswerKind,
  catalogueAnswerKey,
  HOST_POLICY,
  hostKey,
  localizationKey,
  PRODUCT_CACHE_POLICY,
  productCacheKey,
  STORE_POLICY,
  storeKey,
  THEME_POLICY,
  themeKey,
} from '../../lib/cache-key'
import type { CatalogPort, PriceContext, StoreRecord, ThemeAnswer } from '../port/catalog'
import { log } from '../../lib/logger'
import { type Cached, readThrough } from './read-through'

export interface CatalogCacheOptions {
  kv: KVNamespace
  /** When given, a stale entry is answered at once and refreshed through waitUntil. */
  ctx?: Pick<ExecutionContext, 'waitUntil'>
  /** Clock in ms; tests pass their own. */
  now?: () => number
  /** Where KV failures are reported; they never fail the call. */
  onError?: (message: string, error: unknown) => void
}

/** How long a store just read is used again without asking KV (within one request, in practice). */
const RECENT_STORE_MS = 1000

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The KV keys of what every page of a store reads before its catalogue: the store by slug
 * and by each of its hosts, its localization, and the theme anonymous visitors get. The
 * catalogue answers need no deleting: they are keyed by the store's catalogue version,
 * which every import moves on.
 */
export async function storeEntryKeys(store: { slug: string; siteKey: string; hosts: readonly string[] }): Promise<string[]> {
  const slug = store.slug.toLowerCase()
  return [storeKey(slug), localizationKey(store.siteKey), themeKey(store.siteKey, await sha256Hex('')), ...store.hosts.map(hostKey)]
}

/**
 * The store by slug, through the cache. The tenant, the product cache and each versioned
 * answer all ask for the store while one request is served: a store found within the last
 * second is not read from KV again.
 */
function recentStores(cached: Cached, inner: CatalogPort, now: () => number): (slug: string) => Promise<StoreRecord | null> {
  const recent = new Map<string, { at: number; store: Promise<StoreRecord | null> }>()
  return (slug) => {
    const key = slug.toLowerCase()
    const known = recent.get(key)
    if (known && now() - known.at < RECENT_STORE_MS) return known.store
    // A stale store is being refreshed: the next ask reads KV again rather than reuse it.
    const forget = (): boolean => recent.get(key)?.store === store && recent.delete(key)
    const store: Promise<StoreRecord | null> = cached(storeKey(key), STORE_POLICY, () => inner.store(slug), found, forget)
    recent.set(key, { at: now(), store })
    store.then((value) => value === null && forget(), forget)
    return store
  }
}

// Unknown stores, hosts and wrong access codes are not kept: anyone can ask for endless
// made-up ones, and every KV write counts against the account's quota.
const found = <T>(value: T | null) => value !== null
const cacheableTheme = (answer: ThemeAnswer) => answer.kind !== 'unauthorized'

/**
 * The catalogue port with a KV read-through cache in front of the calls every page makes:
 * the store by slug and by host, the theme, the localization details (every request
 * without a buyerLocalization cookie needs them), the product cache file, and the listing,
 * collection and product page answers. Works the same over either adapter. KV is an
 * optimisation only: when it fails, the call goes to the adapter.
 */
export function withCatalogCache(inner: CatalogPort, options: CatalogCacheOptions): CatalogPort {
  const { kv, ctx, now = Date.now } = options
  const onError = options.onError ?? ((message, error) => log.warn('catalog.cache', { problem: message, message: String(error) }))
  const cached = readThrough({ kv, ctx, now, onError })

  const storeBySlug = recentStores(cached, inner, now)

  /**
   * An answer keyed by the store's catalogue version and the buyer's prices. Preview asks
   * for hidden products and is never shared; an unknown store goes to the adapter.
   */
  async function versioned<T>(
    kind: CatalogueAnswerKind,
    storeSlug: string,
    priceContext: PriceContext,
    args: readonly (string | number | undefined)[],
    load: () => Promise<T>,
    keep: (value: T) => boolean,
  ): Promise<T> {
    if (priceContext.visibilityAny) return load()
    const store = await port.store(storeSlug)
    if (!store) return load()
    const key = catalogueAnswerKey(kind, {
      storeSlug: store.slug,
      catalogueVersion: store.catalogueVersion,
      currency: priceContext.currency,
      region: priceContext.region,
      args,
    })
    return cached(key, CATALOGUE_ANSWER_POLICY, load, keep)
  }

  const port: CatalogPort = {
    ...inner,

    store: storeBySlug,

    localizationDetails: (storeSlug) =>
      cached(localizationKey(storeSlug.toLowerCase()), STORE_POLICY, () => inner.localizationDetails(storeSlug)),

    storeSlugForHost: (host) => cached(hostKey(host), HOST_POLICY, () => inner.storeSlugForHost(host), found),

    async theme(siteKey, themeOptions) {
      // Preview shows unpublished work: always fresh, never shared through the cache.
      if (themeOptions.preview) return inner.theme(siteKey, themeOptions)
      const key = themeKey(siteKey, await sha256Hex(themeOptions.accessCode ?? ''))
      return cached(key, THEME_POLICY, () => inner.theme(siteKey, themeOptions), cacheableTheme)
    },

    async productCache(storeSlug, priceContext) {
      const store = await port.store(storeSlug)
      if (!store) return inner.productCache(storeSlug, priceContext)
      const key = productCacheKey({
        storeSlug: store.slug,
        catalogueVersion: store.catalogueVersion,
        currency: priceContext.currency,
        region: priceContext.region,
      })
      return cached(key, PRODUCT_CACHE_POLICY, () => inner.productCache(storeSlug, priceContext))
    },

    // Made-up slugs, paths, pages and product ids must not each cost a KV write: only
    // answers that name something real are kept.
    listing: (storeSlug, slug, ctx) =>
      versioned(
        'listing',
        storeSlug,
        ctx,
        [slug, ctx.productId, ctx.countryCode],
        () => inner.listing(storeSlug, slug, ctx),
        (answer) => answer.listing !== null && (ctx.productId === undefined || answer.listing.primaryProductId === ctx.productId),
      ),

    collection: (storeSlug, path, ctx) =>
      versioned('collection', storeSlug, ctx, [path, ctx.page, ctx.per], () => inner.collection(storeSlug, path, ctx), found),

    products: (storeSlug, page, ctx) =>
      versioned(
        'product-page',
        storeSlug,
        ctx,
        [page],
        () => inner.products(storeSlug, page, ctx),
        (answer) => answer.products.length > 0,
      ),
  }
  return port
}
