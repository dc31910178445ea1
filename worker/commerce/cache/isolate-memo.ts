import type { CatalogPort, PriceContext } from '../port/catalog'
import type { RememberedLookups } from '../port/remembered-lookups'

/**
 * The lookups every page makes before it renders (the store by host and slug, its theme,
 * its localization details), kept in the isolate's memory for a few seconds. KV answers
 * them in a few milliseconds; memory in none, and a drop reads the same store thousands of
 * times a second. One memo belongs to one app instance (worker/app.ts), so two apps, like
 * two tests, never see each other's entries.
 */

export interface IsolateMemoOptions {
  /** How long an answer is used again; a few seconds keeps a change of the store visible soon. */
  ttlMs: number
  /** Most answers kept; the oldest goes first. */
  maxEntries?: number
  now?: () => number
}

/** Most large answers kept (a store's product list, listings and collection pages, per currency and region). */
const MAX_LARGE_ENTRIES = 32

interface Entry {
  at: number
  value: unknown
}

export class IsolateMemo {
  readonly #entries = new Map<string, Entry>()
  readonly #ttlMs: number
  readonly #maxEntries: number
  readonly #now: () => number
  #large: IsolateMemo | null = null

  constructor({ ttlMs, maxEntries = 500, now = Date.now }: IsolateMemoOptions) {
    this.#ttlMs = ttlMs
    this.#maxEntries = maxEntries
    this.#now = now
  }

  /** A memo of the same time for answers too large to keep hundreds of: it holds a few. */
  get large(): IsolateMemo {
    this.#large ??= new IsolateMemo({ ttlMs: this.#ttlMs, maxEntries: MAX_LARGE_ENTRIES, now: this.#now })
    return this.#large
  }

  /**
   * The remembered answer for `key`, else `load`'s, remembered once it has arrived. Only
   * answers are kept, never a lookup still in flight: a Worker must not wait on I/O that
   * another request started (if that request ends first, the wait never ends). `keep` says
   * which answers are worth keeping (one that names nothing real is asked again).
   */
  async remember<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const known = this.#entries.get(key)
    if (known && this.#now() - known.at < this.#ttlMs) return known.value as T
    const asked = this.#now()
    const value = await load()
    if (!keep(value)) return value
    this.#entries.delete(key)
    this.#entries.set(key, { at: asked, value })
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break
      this.#entries.delete(oldest)
    }
    return value
  }

  /**
   * What is remembered for `key` while it is fresh, without loading it: `{ value }` (the value
   * may itself be null, a store that does not exist), or undefined when nothing fresh is kept.
   */
  peek<T>(key: string): { value: T } | undefined {
    const known = this.#entries.get(key)
    return known && this.#now() - known.at < this.#ttlMs ? { value: known.value as T } : undefined
  }

  /** Forgets what is kept under keys starting with `prefix` (a store whose stock was just set). */
  forget(prefix: string): void {
    for (const key of [...this.#entries.keys()]) if (key.startsWith(prefix)) this.#entries.delete(key)
    this.#large?.forget(prefix)
  }
}

/** The memo key prefix of everything kept for one store slug. */
export const storeMemoPrefix = (slug: string) => `store:${slug.toLowerCase()}`

/** The memo's keys of the per-page lookups, shared by the catalogue wrapper and readers that only peek. */
export const memoKeys = {
  store: storeMemoPrefix,
  host: (host: string) => `host:${host.toLowerCase()}`,
  localization: (siteKey: string) => `localization:${siteKey}`,
  theme: (siteKey: string) => `theme:${siteKey}`,
}

/** What the memo remembers of the per-page lookups withIsolateMemo makes, read without looking anything up. */
export function rememberedLookups(memo: IsolateMemo): RememberedLookups {
  return {
    storeSlugForHost: (host) => memo.peek(memoKeys.host(host)),
    store: (slug) => memo.peek(memoKeys.store(slug)),
    theme: (siteKey) => memo.peek(memoKeys.theme(siteKey)),
    localizationDetails: (siteKey) => memo.peek(memoKeys.localization(siteKey)),
  }
}

/**
 * The catalogue port with the memo in front of the per-page lookups and of the catalogue
 * answers a page renders (the store's product list, a listing, a collection page: from KV,
 * a read and a JSON parse of the whole answer each time). Preview and a gate's access code
 * ask for answers that are not everyone's: those always go through.
 */
export function withIsolateMemo(inner: CatalogPort, memo: IsolateMemo): CatalogPort {
  const store = (slug: string) => memo.remember(memoKeys.store(slug), () => inner.store(slug))
  /**
   * A catalogue answer under the remembered store's catalogue version, as KV keys it (an
   * import or a change of availability shows with the store), the price context and `args`.
   */
  async function versioned<T>(
    kind: string,
    slug: string,
    ctx: PriceContext,
    args: readonly unknown[],
    load: () => Promise<T>,
    keep?: (value: T) => boolean,
  ): Promise<T> {
    const known = ctx.visibilityAny ? null : await store(slug)
    if (!known) return load()
    const key = `${storeMemoPrefix(slug)}:${kind}:${known.catalogueVersion}:${ctx.currency}:${ctx.region}:${JSON.stringify(args)}`
    return memo.large.remember(key, load, keep)
  }
  return {
    ...inner,
    store,
    productCache: (slug, ctx) => versioned('products', slug, ctx, [], () => inner.productCache(slug, ctx)),
    // Only answers that name something real are kept, as in KV (cached-catalog.ts).
    listing: (slug, listingSlug, ctx) =>
      versioned(
        'listing',
        slug,
        ctx,
        [listingSlug, ctx.productId ?? null, ctx.countryCode ?? null],
        () => inner.listing(slug, listingSlug, ctx),
        (answer) => answer.listing !== null && (ctx.productId === undefined || answer.listing.primaryProductId === ctx.productId),
      ),
    collection: (slug, path, ctx) =>
      versioned(
        'collection',
        slug,
        ctx,
        [path, ctx.page ?? null, ctx.per ?? null],
        () => inner.collection(slug, path, ctx),
        (answer) => answer !== null,
      ),
    storeSlugForHost: (host) => memo.remember(memoKeys.host(host), () => inner.storeSlugForHost(host)),
    localizationDetails: (siteKey) => memo.remember(memoKeys.localization(siteKey), () => inner.localizationDetails(siteKey)),
    theme: (siteKey, options) =>
      options.preview || options.accessCode
        ? inner.theme(siteKey, options)
        : memo.remember(memoKeys.theme(siteKey), () => inner.theme(siteKey, options)),
  }
}
