import { type CachePolicy, freshness, kvTtlSeconds } from '../../lib/cache-key'

export interface ReadThroughOptions {
  kv: KVNamespace
  /** When given, a stale entry is answered at once and refreshed through waitUntil. */
  ctx?: Pick<ExecutionContext, 'waitUntil'>
  now: () => number
  /** Where KV failures are reported; they never fail the call. */
  onError: (message: string, error: unknown) => void
}

/**
 * Keys being refreshed in the background by this isolate. Under load a stale entry is read
 * by many requests at once; one refresh is enough, the others serve the stale answer.
 */
const refreshing = new Set<string>()

interface Entry<T> {
  v: T
  t: number
}

const isEntry = <T>(value: unknown): value is Entry<T> =>
  typeof value === 'object' && value !== null && 'v' in value && typeof (value as { t?: unknown }).t === 'number'

/** An answer read from KV while fresh, else loaded (and kept when `keep` says so). */
export type Cached = <T>(
  key: string,
  policy: CachePolicy,
  load: () => Promise<T>,
  keep?: (value: T) => boolean,
  onStale?: () => void,
) => Promise<T>

/**
 * A KV read-through cache with stale-while-revalidate: a fresh entry answers, a stale one
 * answers at once while one refresh per key runs through waitUntil, and a missing one is
 * loaded. KV is an optimisation only: a failed read is a miss, a failed write is reported.
 */
export function readThrough({ kv, ctx, now, onError }: ReadThroughOptions): Cached {
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

  return cached
}
