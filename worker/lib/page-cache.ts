import type { CachePolicy } from './cache-key'
import type { Theme } from '../../domain/schemas/theme'
import { resolveExtraPage } from '../../client/pages/catch-all/extra-pages'
import { resolvePath } from '../../client/pages/catch-all/resolve-path'
import { listingSlugFrom } from '../../client/pages/contact/contact-prefill'
import { type GateFacts, isBehindGate } from '../security/access-code'
import { withoutTrackingParams } from '../../domain/tracking-params'
import { BOOKMARK_COOKIE } from './d1-sessions'

/**
 * Which rendered pages the edge may keep and under what key (docs/decisions/070-edge-page-cache.md).
 * A kept page is the same HTML for everyone who asks for it with the same store, URL,
 * localization and versions, so only pages that show nothing of one shopper qualify.
 */

/**
 * Route ids (client/routes.tsx) whose HTML is everyone's: home, collections and listings
 * (catch-all and listing), a listing's pre-order page, search, about, the legal and support
 * pages, and the 404 pages. Never the cart, checkout, thank-you, order tracking, /login or
 * /localization (which goes back to the page its Referer names).
 */
const CACHEABLE_PAGES: ReadonlySet<string> = new Set([
  'home',
  'search',
  'listing',
  'listing-preorder',
  'catch-all',
  'about',
  'terms-of-use',
  'privacy-policy',
  'support',
  'support-article',
  'support-rest',
  'live-chat',
  'contact',
  'not-found',
  'listing-not-found',
])

/** Route ids whose loaders read the buyer's country on every visit: a listing, its pre-order page, and the cart's lines. */
const COUNTRY_PAGES: ReadonlySet<string> = new Set(['listing', 'listing-preorder', 'cart'])

/** What decides whether a page's loader reads the buyer's country. */
export interface CountryFacts {
  /** The leaf route the path renders, null when none. */
  routeId: string | null
  /** The catch-all's path as the router gives it (its `*`, decoded); '' for other routes. */
  splat: string
  query: URLSearchParams
  theme: Pick<Theme, 'content'>
  collectionPaths: readonly string[]
}

/**
 * Whether the page's loader reads the buyer's country: it asks for a listing, which the
 * server prices and dates for that country (worker/render/server-api.ts). A listing page, its
 * pre-order page and the cart always do; the catch-all when its path names a listing (`/{listing-slug}`: not a
 * theme page or a collection, decided as its loader decides); the contact form when it names
 * a listing (`?listing=`). Every other page is the same for every country, so one kept copy
 * serves a location's visitors from all of them. tests/worker/edge-page-cache.test.ts finds
 * the pages that read it from what the server asks its backend.
 */
export function readsBuyerCountry(page: CountryFacts): boolean {
  if (page.routeId === null) return false
  if (COUNTRY_PAGES.has(page.routeId)) return true
  if (page.routeId === 'catch-all') {
    return !resolveExtraPage(page.theme, `/${page.splat}`) && resolvePath(page.splat, page.collectionPaths).kind === 'listing'
  }
  return page.routeId === 'contact' && listingSlugFrom(page.query) !== null
}

/**
 * A minute as rendered, then four more served at once while a fresh copy is rendered in
 * the background (stale-while-revalidate). A version bump retires entries sooner.
 */
export const PAGE_CACHE_POLICY: CachePolicy = { freshSeconds: 60, staleSeconds: 240 }

/** A 404 of a made-up path is kept too: answering it again costs a render, keeping it nothing. */
const KEPT_STATUSES: ReadonlySet<number> = new Set([200, 404])

/**
 * Cookies that make a request someone's own: the owner's preview (store_preview_{id}), a
 * gate's session (store_access_{id}), and the bookmark of a shopper's own recent writes.
 */
const isPersonalCookie = (name: string) => name.startsWith('store_preview_') || name.startsWith('store_access_') || name === BOOKMARK_COOKIE

export interface PageRequest extends GateFacts {
  method: string
  /** The leaf route the path renders, null when none. */
  routeId: string | null
  cookieNames: readonly string[]
  preview: boolean
}

/** Why this request's page is rendered for it alone, or null when the edge may answer it. */
export function pageCacheBypass(request: PageRequest): string | null {
  if (request.method !== 'GET') return 'method'
  if (!request.routeId || !CACHEABLE_PAGES.has(request.routeId)) return 'page'
  if (request.preview) return 'preview'
  if (isBehindGate(request)) return 'gated'
  if (request.cookieNames.some(isPersonalCookie)) return 'cookie'
  return null
}

/** Whether a rendered answer may be kept: a page or a 404, and nothing that sets a cookie. */
export function isStorable(status: number, headers: Headers): boolean {
  return KEPT_STATUSES.has(status) && !headers.has('set-cookie') && headers.get('content-type')?.startsWith('text/html') === true
}

/**
 * A query in name order: the same search asked in another order is the same entry. Values of
 * one name keep their order (the sort is stable), since a page reads the first.
 */
function sortedSearch(query: URLSearchParams): string {
  const entries = [...query.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return new URLSearchParams(entries).toString()
}

export interface PageKeyParts {
  /** http or https: the page names its own origin (canonical link, the shell). */
  scheme: string
  host: string
  path: string
  query: URLSearchParams
  locale: string
  currency: string
  region: string
  /** The buyer's country as prices and delivery estimates see it; '' when none or when the page does not read it (readsBuyerCountry). */
  country: string
  /** The privacy class of the request (domain/consent.ts): which banner and footer links the page shows. */
  privacy: string
  catalogueVersion: number
  /** A digest of the store record, its theme and the client build the page links to. */
  digest: string
}

/**
 * The Cache API key of a page: a URL on a host nobody serves, so it can never collide with
 * a real request's. Every part that changes the HTML is in it. The query is sorted by name
 * only, so the same search in another order is the same page, while the values of one name
 * keep the order they came in: a page reads the first (`?searchterm=hoodie&searchterm=poster`
 * is a search for hoodie, the other order one for poster).
 */
export function pageCacheKey(parts: PageKeyParts): string {
  const part = (value: string | number) => encodeURIComponent(String(value))
  const search = sortedSearch(withoutTrackingParams(parts.query))
  const head = [
    parts.scheme,
    parts.host.toLowerCase(),
    parts.catalogueVersion,
    parts.locale,
    parts.currency,
    parts.region,
    parts.country || '-',
    parts.privacy,
    parts.digest,
  ]
  return `https://edge-page-cache.invalid/${head.map(part).join('/')}${parts.path}${search ? `?${search}` : ''}`
}

export interface StoreFileKeyParts {
  scheme: string
  host: string
  storeId: number
  catalogueVersion: number
  path: string
  query: URLSearchParams
}

/**
 * The Cache API key of a file made from a store's whole catalogue (its sitemaps, its product
 * feed): the host and the store's id both in it, so no store's file answers another's, and
 * the catalogue version, so an import or a change of stock retires it. The query is sorted.
 */
export function storeFileCacheKey(parts: StoreFileKeyParts): string {
  const part = (value: string | number) => encodeURIComponent(String(value))
  const search = sortedSearch(parts.query)
  const head = [parts.scheme, parts.host.toLowerCase(), parts.storeId, parts.catalogueVersion].map(part).join('/')
  return `https://edge-file-cache.invalid/${head}${parts.path}${search ? `?${search}` : ''}`
}
