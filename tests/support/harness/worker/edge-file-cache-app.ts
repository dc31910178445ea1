import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { createApp } from '../../../../worker/app'
import type { Bindings } from '../../../../worker/env'
import { storeKey } from '../../../../worker/lib/cache-key'
import { buildStore, seedStore } from '../../factories/store'

/**
 * An app with the edge cache on, for the files made from a whole catalogue (sitemaps, the
 * product feed): each answer read whole and its cache writes awaited, with its own clock.
 */
export function edgeFileCacheApp() {
  const on: Bindings = { ...env, PAGE_CACHE: 'on' }
  let clock = Date.parse('2026-12-01T12:00:00Z')
  const app = createApp({ now: () => clock })
  return {
    /** One request: the body, and whether the edge cache had it (HIT) or made it (MISS). */
    async fetchOnce(host: string, path: string) {
      const ctx = createExecutionContext()
      const response = await app.fetch(new Request(`http://${host}${path}`, { headers: { host } }), on, ctx)
      const body = await response.text()
      await waitOnExecutionContext(ctx)
      return { state: response.headers.get('x-edge-cache'), body }
    },
    /**
     * A new import of the factory store `slug` without its Day Tee, which moves the catalogue
     * version on; the KV copy of the store (retired at the end of its minute) and the app's
     * memory of it (seconds) are let go at once.
     */
    async reimportWithoutDayTee(store: Parameters<typeof buildStore>[0] & { slug: string }) {
      const built = buildStore(store)
      await seedStore(env.DB, { ...built, listings: (built.listings ?? []).filter((listing) => listing.slug !== 'day-tee') })
      await env.CACHE.delete(storeKey(store.slug))
      clock += 6_000
    },
  }
}
