import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { log } from '../lib/logger'
import { storeFileCacheKey } from '../lib/page-cache'
import { closedToRobots } from './closed-to-robots'

/** An hour: a catalogue change retires an entry sooner (its version is in the key); a theme or flag change shows within it. */
const KEPT_SECONDS = 3600

/** The data centre's cache (the Workers runtime's caches.default, which the DOM's CacheStorage type lacks). */
const edgeCache = (): Cache => (caches as unknown as { default: Cache }).default

/**
 * Files made from a store's whole catalogue (sitemaps, the product feed) are made once per
 * catalogue version and kept in the data centre's Cache API under the store's host, id and
 * version (lib/page-cache.ts's storeFileCacheKey): crawlers ask for them again and again, and
 * a store of 100,000 listings costs many reads to list. A closed store or a preview is never
 * kept, nor any answer but a 200.
 */
export const edgeFileCache = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.config.PAGE_CACHE === 'off' || closedToRobots(c)) return next()
    const url = new URL(c.req.url)
    const key = storeFileCacheKey({
      scheme: url.protocol.replace(':', ''),
      host: c.req.header('host') ?? url.host,
      storeId: c.var.store.id,
      catalogueVersion: c.var.store.catalogueVersion,
      path: url.pathname,
      query: url.searchParams,
    })
    const kept = await edgeCache().match(key)
    if (kept) {
      const answer = new Response(kept.body, kept)
      answer.headers.set('x-edge-cache', 'HIT')
      return answer
    }
    await next()
    if (c.res.status !== 200 || !c.res.body) return
    const [toCrawler, toCache] = c.res.body.tee()
    const headers = new Headers({
      'content-type': c.res.headers.get('content-type') ?? 'application/xml',
      'cache-control': `public, max-age=${KEPT_SECONDS}`,
    })
    c.executionCtx.waitUntil(
      edgeCache()
        .put(key, new Response(toCache, { status: 200, headers }))
        .catch((error: unknown) => log.warn('file-cache', { problem: 'store failed', message: String(error) })),
    )
    const answer = new Response(toCrawler, c.res)
    answer.headers.set('x-edge-cache', 'MISS')
    c.res = answer
  })
