import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { matchRoutes } from 'react-router'
import { routes } from '../../client/routes'
import type { AppEnv } from '../env'
import { freshness } from '../lib/cache-key'
import { buyerCountry, seenCountry } from '../lib/buyer-country'
import { log } from '../lib/logger'
import { isStorable, PAGE_CACHE_POLICY, pageCacheBypass, pageCacheKey } from '../lib/page-cache'
import { loadManifest } from '../render/assets'
import { renderKey } from '../render/render-memo'
import { withFreshNonce } from '../render/fresh-nonce'

/** What operators read on every page: where the answer came from. */
const EDGE_CACHE_HEADER = 'x-edge-cache'
type EdgeCacheState = 'HIT' | 'MISS' | 'STALE' | 'BYPASS'

/** When the kept copy was rendered (ms since the epoch), on the kept copy only. */
const STORED_AT = 'x-page-stored-at'

export interface EdgePageCacheOptions {
  /** Clock in ms; tests pass their own to make an entry stale. */
  now?: () => number
}

/** The data centre's cache (the Workers runtime's caches.default, which the DOM's CacheStorage type lacks). */
const edgeCache = (): Cache => (caches as unknown as { default: Cache }).default

const leafRouteId = (path: string): string | null => matchRoutes(routes, path)?.at(-1)?.route.id ?? null

/**
 * Digests of objects that live for many requests (the memo's store and checked theme, the isolate's manifest),
 * made once each; only finished digests are shared, never a promise of another request's.
 */
const digests = new WeakMap<object, string>()
async function digestOnce(owner: object, content: () => unknown): Promise<string> {
  const known = digests.get(owner)
  if (known) return known
  const digest = await renderKey([content()])
  digests.set(owner, digest)
  return digest
}

/** The store record without its secrets: its name, flags and collections are in the page. */
function shownStore(store: AppEnv['Variables']['store']): object {
  const { accessCode: _code, previewKey: _key, ...shown } = store
  return shown
}

async function keyOf(c: Context<AppEnv>): Promise<string> {
  const { store, theme, localization } = c.var
  const url = new URL(c.req.url)
  const manifest = await loadManifest(c.env)
  const [storeDigest, buildDigest, themeDigest] = await Promise.all([
    digestOnce(store, () => shownStore(store)),
    digestOnce(manifest, () => manifest),
    digestOnce(theme, () => theme),
  ])
  const digest = await renderKey([storeDigest, buildDigest, themeDigest])
  return pageCacheKey({
    scheme: url.protocol.replace(':', ''),
    host: c.req.header('host') ?? url.host,
    path: url.pathname,
    query: url.searchParams,
    locale: localization.buyer_locale,
    currency: localization.buyer_currency,
    region: localization.buyer_region,
    country: buyerCountry(seenCountry(c.req.raw), localization.buyer_region) ?? '',
    catalogueVersion: store.catalogueVersion,
    digest,
  })
}

function marked(response: Response, state: EdgeCacheState): Response {
  const copy = new Response(response.body, response)
  copy.headers.set(EDGE_CACHE_HEADER, state)
  return copy
}

/**
 * The full-page edge cache (docs/decisions/070-edge-page-cache.md), in front of the page
 * renderer. An anonymous page of a public store is kept in the data centre's Cache API,
 * keyed by everything that decides its HTML; a kept page goes out with the request's own
 * CSP nonce written into it, and one past its fresh minute is answered at once while the
 * next copy renders through waitUntil. Made once per app: the refreshes in flight are its own.
 */
export const edgePageCache = ({ now = Date.now }: EdgePageCacheOptions = {}) => {
  const refreshing = new Set<string>()
  /** Requests this cache sent itself to render a stale page again: they skip the lookup. */
  const refreshes = new WeakSet<Request>()

  function refreshInBackground(c: Context<AppEnv>, key: string): void {
    if (refreshing.has(key)) return
    refreshing.add(key)
    const request = new Request(c.req.raw)
    refreshes.add(request)
    const work = c.var.loopback
      .fetch(request)
      .then((response) => response.arrayBuffer())
      .catch((error: unknown) => log.warn('page-cache', { problem: 'refresh failed', message: String(error) }))
      .finally(() => refreshing.delete(key))
    c.executionCtx.waitUntil(work)
  }

  return createMiddleware<AppEnv>(async (c, next) => {
    const bypass =
      c.var.config.PAGE_CACHE === 'off'
        ? 'off'
        : pageCacheBypass({
            method: c.req.method,
            routeId: leafRouteId(c.req.path),
            cookieNames: Object.keys(getCookie(c)),
            gated: c.var.store.gated,
            themeChecksAccessCode: c.var.store.themeChecksAccessCode === true,
            hasAccessCode: c.var.accessCode !== undefined,
            preview: c.var.preview,
          })
    if (bypass) {
      await next()
      c.res = marked(c.res, 'BYPASS')
      return
    }

    const cache = edgeCache()
    const key = await keyOf(c)
    if (!refreshes.has(c.req.raw)) {
      const kept = await cache.match(key)
      const storedAt = Number(kept?.headers.get(STORED_AT))
      const state = kept && Number.isFinite(storedAt) ? freshness(storedAt, now(), PAGE_CACHE_POLICY) : 'expired'
      if (kept && state !== 'expired') {
        if (state === 'stale') refreshInBackground(c, key)
        const headers = new Headers({ 'content-type': kept.headers.get('content-type') ?? 'text/html; charset=utf-8' })
        headers.set('cache-control', 'private, no-cache')
        headers.set(EDGE_CACHE_HEADER, state === 'fresh' ? 'HIT' : 'STALE')
        return withFreshNonce(new Response(kept.body, { status: kept.status, headers }), c.var.secureHeadersNonce ?? '')
      }
    }

    await next()
    const rendered = c.res
    if (!rendered.body || !isStorable(rendered.status, rendered.headers)) {
      c.res = marked(rendered, 'BYPASS')
      return
    }
    const [toShopper, toCache] = rendered.body.tee()
    const seconds = PAGE_CACHE_POLICY.freshSeconds + PAGE_CACHE_POLICY.staleSeconds
    const keptHeaders = new Headers({
      'content-type': rendered.headers.get('content-type') ?? 'text/html; charset=utf-8',
      'cache-control': `public, max-age=${seconds}`,
      [STORED_AT]: String(now()),
    })
    c.executionCtx.waitUntil(
      cache
        .put(key, new Response(toCache, { status: rendered.status, headers: keptHeaders }))
        .catch((error: unknown) => log.warn('page-cache', { problem: 'store failed', message: String(error) })),
    )
    c.res = marked(new Response(toShopper, rendered), 'MISS')
  })
}
