import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { matchRoutes } from 'react-router'
import { routes } from '../../client/routes'
import type { AppEnv } from '../env'
import { BoundedMap } from '../../domain/bounded-map'
import { freshness } from '../lib/cache-key'
import { buyerCountry, requestPrivacyRegion, seenCountry } from '../lib/buyer-country'
import { log } from '../lib/logger'
import { isStorable, PAGE_CACHE_POLICY, pageCacheBypass, pageCacheKey, readsBuyerCountry } from '../lib/page-cache'
import { loadManifest } from '../render/assets'
import { renderKey } from '../render/render-memo'
import { withFreshNonce } from '../render/fresh-nonce'
import type { RememberedLookups } from '../commerce/port/remembered-lookups'
import { type PageInputs, rememberedPageInputs } from './remembered-page-inputs'

/** What operators read on every page: where the answer came from. */
const EDGE_CACHE_HEADER = 'x-edge-cache'
type EdgeCacheState = 'HIT' | 'MISS' | 'STALE' | 'BYPASS'

/** When the kept copy was rendered (ms since the epoch), on the kept copy only. */
const STORED_AT = 'x-page-stored-at'

export interface EdgePageCacheOptions {
  /** Clock in ms; tests pass their own to make an entry stale. */
  now?: () => number
  /** The app's memo of store, theme and localization lookups; without it only `page` answers from the cache. */
  lookups?: RememberedLookups
  /** Whether a path may reach the page renderer; `early` leaves other paths (the API, assets…) alone. */
  mayBePage?: (path: string) => boolean
}

/** The data centre's cache (the Workers runtime's caches.default, which the DOM's CacheStorage type lacks). */
const edgeCache = (): Cache => (caches as unknown as { default: Cache }).default

interface LeafRoute {
  id: string | null
  /** The catch-all's path as its loader gets it; '' for other routes. */
  splat: string
}

/** Leaf routes of paths seen lately: matching walks and ranks every route, the same for each visit to a path. */
const leafRoutes = new BoundedMap<string, LeafRoute>(1_000)

function leafRoute(path: string): LeafRoute {
  const known = leafRoutes.get(path)
  if (known !== undefined) return known
  const leaf = matchRoutes(routes, path)?.at(-1)
  const found = { id: leaf?.route.id ?? null, splat: leaf?.route.id === 'catch-all' ? (leaf.params['*'] ?? '') : '' }
  leafRoutes.set(path, found)
  return found
}

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

/** The digests of recent store, build and theme digests together: the same few for every page of a store. */
const combined = new BoundedMap<string, string>(100)

async function combinedDigest(...parts: [string, string, string]): Promise<string> {
  const joined = parts.join(' ')
  const known = combined.get(joined)
  if (known) return known
  const digest = await renderKey(parts)
  combined.set(joined, digest)
  return digest
}

/** The store record without its secrets: its name, flags and collections are in the page. */
function shownStore(store: AppEnv['Variables']['store']): object {
  const { accessCode: _code, previewKey: _key, ...shown } = store
  return shown
}

async function keyOf(c: Context<AppEnv>, { store, theme, localization }: PageInputs): Promise<string> {
  const url = new URL(c.req.url)
  const manifest = await loadManifest(c.env)
  const [storeDigest, buildDigest, themeDigest] = await Promise.all([
    digestOnce(store, () => shownStore(store)),
    digestOnce(manifest, () => manifest),
    digestOnce(theme, () => theme),
  ])
  const digest = await combinedDigest(storeDigest, buildDigest, themeDigest)
  // The route as the path without its locale prefix names it; the key's path keeps the prefix.
  const leaf = leafRoute(c.req.path)
  return pageCacheKey({
    scheme: url.protocol.replace(':', ''),
    host: c.req.header('host') ?? url.host,
    path: url.pathname,
    query: url.searchParams,
    locale: localization.buyer_locale,
    currency: localization.buyer_currency,
    region: localization.buyer_region,
    country: readsBuyerCountry({
      routeId: leaf.id,
      splat: leaf.splat,
      query: url.searchParams,
      theme,
      collectionPaths: store.collections.map((collection) => collection.path),
    })
      ? (buyerCountry(seenCountry(c.req.raw), localization.buyer_region) ?? '')
      : '',
    privacy: requestPrivacyRegion(c.req.raw, localization.buyer_region),
    catalogueVersion: store.catalogueVersion,
    digest,
  })
}

/**
 * Whether two requests' inputs give the same key: keyOf reads the store and theme objects
 * (their digests are kept per object) and the localization's three fields.
 */
function sameKeyInputs(a: PageInputs, b: PageInputs): boolean {
  return (
    a.store === b.store &&
    a.theme === b.theme &&
    a.localization.buyer_locale === b.localization.buyer_locale &&
    a.localization.buyer_currency === b.localization.buyer_currency &&
    a.localization.buyer_region === b.localization.buyer_region
  )
}

function marked(response: Response, state: EdgeCacheState): Response {
  const copy = new Response(response.body, response)
  copy.headers.set(EDGE_CACHE_HEADER, state)
  return copy
}

/**
 * The rendered page as it goes to the shopper, kept under the key through waitUntil when it
 * may be (a copy of its body); one that may not is marked BYPASS.
 */
function keepRendered(c: Context<AppEnv>, key: string, storedAt: number): Response {
  const rendered = c.res
  if (!rendered.body || !isStorable(rendered.status, rendered.headers)) return marked(rendered, 'BYPASS')
  const [toShopper, toCache] = rendered.body.tee()
  const seconds = PAGE_CACHE_POLICY.freshSeconds + PAGE_CACHE_POLICY.staleSeconds
  const keptHeaders = new Headers({
    'content-type': rendered.headers.get('content-type') ?? 'text/html; charset=utf-8',
    'cache-control': `public, max-age=${seconds}`,
    [STORED_AT]: String(storedAt),
  })
  c.executionCtx.waitUntil(
    edgeCache()
      .put(key, new Response(toCache, { status: rendered.status, headers: keptHeaders }))
      .catch((error: unknown) => log.warn('page-cache', { problem: 'store failed', message: String(error) })),
  )
  return marked(new Response(toShopper, rendered), 'MISS')
}

/**
 * The full-page edge cache (docs/decisions/070-edge-page-cache.md and 072). An anonymous
 * page of a public store is kept in the data centre's Cache API, keyed by everything that
 * decides its HTML; a kept page goes out with the request's own CSP nonce written into it,
 * and one past its fresh minute is answered at once while the next copy renders through
 * waitUntil. Two middleware share the work: `early`, near the top of the chain, answers a
 * kept page when the app's lookup memo already knows the store, theme and localization, so
 * a hit skips the backend, the gate, preview and the rest; `page`, in front of the renderer,
 * decides with what the chain found, looks up what `early` could not, and keeps what renders.
 * Made once per app: the refreshes in flight are its own.
 */
export function edgePageCache({ now = Date.now, lookups, mayBePage = () => true }: EdgePageCacheOptions = {}) {
  const refreshing = new Set<string>()
  /** Requests this cache sent itself to render a stale page again: they skip the lookup. */
  const refreshes = new WeakSet<Request>()
  /**
   * Requests `early` looked up and found nothing for, with the inputs and key it used: `page`
   * need not ask again, nor make the key again when the chain found the same inputs.
   */
  const missedEarly = new WeakMap<Request, { inputs: PageInputs; key: string }>()

  function refreshInBackground(c: Context<AppEnv>, key: string): void {
    if (refreshing.has(key)) return
    refreshing.add(key)
    const request = new Request(c.req.raw)
    refreshes.add(request)
    const work = c
      .get('loopback')
      .fetch(request)
      .then((response) => response.arrayBuffer())
      .catch((error: unknown) => log.warn('page-cache', { problem: 'refresh failed', message: String(error) }))
      .finally(() => refreshing.delete(key))
    c.executionCtx.waitUntil(work)
  }

  /** The kept page for this key with this request's nonce, or null when none is fresh enough to answer. */
  async function keptAnswer(c: Context<AppEnv>, key: string): Promise<Response | null> {
    const kept = await edgeCache().match(key)
    const storedAt = Number(kept?.headers.get(STORED_AT))
    const state = kept && Number.isFinite(storedAt) ? freshness(storedAt, now(), PAGE_CACHE_POLICY) : 'expired'
    if (!kept || state === 'expired') return null
    if (state === 'stale') refreshInBackground(c, key)
    const headers = new Headers({ 'content-type': kept.headers.get('content-type') ?? 'text/html; charset=utf-8' })
    headers.set('cache-control', 'private, no-cache')
    headers.set(EDGE_CACHE_HEADER, state === 'fresh' ? 'HIT' : 'STALE')
    return withFreshNonce(new Response(kept.body, { status: kept.status, headers }), c.get('secureHeadersNonce') ?? '')
  }

  const early = createMiddleware<AppEnv>(async (c, next) => {
    if (!lookups || c.get('config').PAGE_CACHE === 'off' || c.req.method !== 'GET' || refreshes.has(c.req.raw)) return next()
    if (!mayBePage(c.req.path)) return next()
    const inputs = await rememberedPageInputs(c, lookups)
    if (!inputs || bypassOf(c, inputs.store)) return next()
    const key = await keyOf(c, inputs)
    const answer = await keptAnswer(c, key)
    if (!answer) {
      missedEarly.set(c.req.raw, { inputs, key })
      return next()
    }
    // What the chain would have set, for the headers written on the way out (the CSP reads the theme).
    c.set('store', inputs.store)
    c.set('accessGranted', true)
    c.set('preview', false)
    c.set('theme', inputs.theme)
    c.set('localization', inputs.localization)
    return answer
  })

  const page = createMiddleware<AppEnv>(async (c, next) => {
    const bypass = bypassOf(c, c.get('store'), { hasAccessCode: c.get('accessCode') !== undefined, preview: c.get('preview') })
    if (bypass) {
      await next()
      c.res = marked(c.res, 'BYPASS')
      return
    }

    const inputs: PageInputs = { store: c.get('store'), theme: c.get('theme'), localization: c.get('localization') }
    const missed = missedEarly.get(c.req.raw)
    const key = missed && sameKeyInputs(missed.inputs, inputs) ? missed.key : await keyOf(c, inputs)
    if (!refreshes.has(c.req.raw) && missed?.key !== key) {
      const answer = await keptAnswer(c, key)
      if (answer) return answer
    }

    await next()
    c.res = keepRendered(c, key, now())
  })

  return { early, page }
}

/**
 * Why this request's page must be rendered for it alone, or null. Before the gate and
 * preview have run (`early`), a visitor has no access code and no preview: a store that
 * could give either is bypassed by its flags or the visitor's cookies first.
 */
function bypassOf(
  c: Context<AppEnv>,
  store: AppEnv['Variables']['store'],
  visitor: { hasAccessCode: boolean; preview: boolean } = { hasAccessCode: false, preview: false },
): string | null {
  if (c.get('config').PAGE_CACHE === 'off') return 'off'
  return pageCacheBypass({
    method: c.req.method,
    routeId: leafRoute(c.req.path).id,
    cookieNames: Object.keys(getCookie(c)),
    gated: store.gated,
    themeChecksAccessCode: store.themeChecksAccessCode === true,
    ...visitor,
  })
}
