import {
  CATALOGUE_ANSWER_POLICY,
  type CachePolicy,
  type CatalogueAnswerKind,
  catalogueAnswerKey,
  freshness,
  HOST_POLICY,
  hostKey,
  kvTtlSeconds,
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

export interface CatalogCacheOptions {
  kv: KVNamespace
  /** When given, a stale entry is answered at once and refreshed through waitUntil. */
  ctx?: Pick<ExecutionContext, 'waitUntil'>
  /** Clock in ms; tests pass their own. */
  now?: () => number
  /** Where KV failures are reported; they never fail the call. */
  onError?: (message: string, error: unknown) => void
}

/**
 * Keys being refreshed in the background by this isolate. Under load a stale entry is read
 * by many requests at once; one refresh is enough, the others serve the stale answer.
 */
const refreshing = new Set<string>()

/** How long a store just read is used again without asking KV (within one request, in practice). */
const RECENT_STORE_MS = 1000

interface Entry<T> {
  v: T
  t: number
}

const isEntry = <T>(value: unknown): value is Entry<T> =>
  typeof value === 'object' && value !== null && 'v' in value && typeof (value as { t?: unknown }).t === 'number'

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
 * The catalogue port with a KV read-through cache in front of the calls every page makes:
 * the store by slug and by host, the theme, the localization details (every request
 * without a buyerLocalization cookie needs them), the product cache file, and the listing,
 * collection and product page answers. Works the same over either adapter. KV is an
 * optimisation only: when it fails, the call goes to the adapter.
 */
export function withCatalogCache(inner: CatalogPort, options: CatalogCacheOptions): CatalogPort {
  const { kv, ctx, now = Date.now } = options
  const onError = options.onError ?? ((message, error) => log.warn('catalog.cache', { problem: message, message: String(error) }))

  /** Hands work to waitUntil when there is a context; otherwise finishes it first. */
  async function settle(work: Promise<unknown>): Promise<void> {
    const safe = work.catch((error) => onError('catalog cache write failed', error))
    if (ctx) ctx.waitUntil(safe)
    else await safe
  }

  async function read<T>(key: string): Promise<Entry<T> | null> {
    try {
      const value = await kv.get(key, 'json')
      return isEntry<T>(value) ? value : null
    } catch (error) {
      onError('catalog cache read failed', error)
      return null
    }
  }

  async function refresh<T>(
    key: string,
    policy: CachePolicy,
    load: () => Promise<T>,
    keep: (value: T) => boolean,
    replacing: boolean,
  ): Promise<T> {
    const value = await load()
    const entry: Entry<T> = { v: value, t: now() }
    if (keep(value)) await settle(kv.put(key, JSON.stringify(entry), { expirationTtl: kvTtlSeconds(policy) }))
    // An answer that may not be kept retires the old one, so that is not served stale.
    else if (replacing) await settle(kv.delete(key))
    return value
  }

  async function cached<T>(
    key: string,
    policy: CachePolicy,
    load: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
    onStale?: () => void,
  ): Promise<T> {
    const entry = await read<T>(key)
    if (entry) {
      const state = freshness(entry.t, now(), policy)
      if (state === 'fresh') return entry.v
      if (state === 'stale' && ctx) {
        onStale?.()
        if (!refreshing.has(key)) {
          refreshing.add(key)
          const work = refresh(key, policy, load, keep, true)
            .catch((error) => onError('catalog cache refresh failed', error))
            .finally(() => refreshing.delete(key))
          ctx.waitUntil(work)
        }
        return entry.v
      }
    }
    return refresh(key, policy, load, keep, entry !== null)
  }

  // Unknown stores, hosts and wrong access codes are not kept: anyone can ask for endless
  // made-up ones, and every KV write counts against the account's quota.
  const found = <T>(value: T | null) => value !== null
  const cacheableTheme = (answer: ThemeAnswer) => answer.kind !== 'unauthorized'

  // The tenant, the product cache and each versioned answer all ask for the store while
  // one request is served: a store found within the last second is not read from KV again.
  const recentStores = new Map<string, { at: number; store: Promise<StoreRecord | null> }>()
  function storeBySlug(slug: string): Promise<StoreRecord | null> {
    const key = slug.toLowerCase()
    const recent = recentStores.get(key)
    if (recent && now() - recent.at < RECENT_STORE_MS) return recent.store
    // A stale store is being refreshed: the next ask reads KV again rather than reuse it.
    const forget = (): boolean => recentStores.get(key)?.store === store && recentStores.delete(key)
    const store: Promise<StoreRecord | null> = cached(storeKey(key), STORE_POLICY, () => inner.store(slug), found, forget)
    recentStores.set(key, { at: now(), store })
    store.then((value) => value === null && forget(), forget)
    return store
  }

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
