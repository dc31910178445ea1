import type { CatalogPort } from '../port/catalog'

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

interface Entry {
  at: number
  value: unknown
}

export class IsolateMemo {
  readonly #entries = new Map<string, Entry>()
  readonly #ttlMs: number
  readonly #maxEntries: number
  readonly #now: () => number

  constructor({ ttlMs, maxEntries = 500, now = Date.now }: IsolateMemoOptions) {
    this.#ttlMs = ttlMs
    this.#maxEntries = maxEntries
    this.#now = now
  }

  /**
   * The remembered answer for `key`, else `load`'s, remembered once it has arrived. Only
   * answers are kept, never a lookup still in flight: a Worker must not wait on I/O that
   * another request started (if that request ends first, the wait never ends).
   */
  async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.#entries.get(key)
    if (known && this.#now() - known.at < this.#ttlMs) return known.value as T
    const asked = this.#now()
    const value = await load()
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

/**
 * The catalogue port with the memo in front of the per-page lookups. Preview and a gate's
 * access code ask for answers that are not everyone's: those always go through.
 */
export function withIsolateMemo(inner: CatalogPort, memo: IsolateMemo): CatalogPort {
  return {
    ...inner,
    store: (slug) => memo.remember(memoKeys.store(slug), () => inner.store(slug)),
    storeSlugForHost: (host) => memo.remember(memoKeys.host(host), () => inner.storeSlugForHost(host)),
    localizationDetails: (siteKey) => memo.remember(memoKeys.localization(siteKey), () => inner.localizationDetails(siteKey)),
    theme: (siteKey, options) =>
      options.preview || options.accessCode
        ? inner.theme(siteKey, options)
        : memo.remember(memoKeys.theme(siteKey), () => inner.theme(siteKey, options)),
  }
}
