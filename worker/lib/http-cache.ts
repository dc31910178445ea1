import { type GateFacts, isBehindGate } from '../security/access-code'

/**
 * Which API answers a browser may keep, and their validators. Only catalogue reads that are
 * the same for everyone asking the same URL qualify: never carts, checkouts, orders, stock
 * counts, preview or a gated store (docs/decisions/008-performance-budgets.md).
 */

/** Catalogue reads; `priced` ones are the same for everyone only when the URL names the currency and region. */
const CATALOGUE_READS: { path: RegExp; priced: boolean }[] = [
  { path: /^\/api\/v1\/stores$/, priced: false },
  { path: /^\/api\/v1\/stores\/collections$/, priced: false },
  { path: /^\/api\/v1\/collections$/, priced: false },
  { path: /^\/api\/v1\/stores\/products$/, priced: true },
  { path: /^\/api\/v1\/collection\/\d+\/items$/, priced: true },
  { path: /^\/api\/v1\/listings$/, priced: true },
  { path: /^\/api\/v0\/listing\/[^/]+$/, priced: true },
  { path: /^\/api\/product-cache\/[^/]+$/, priced: true },
]

/** A minute, like the catalogue cache in KV behind it; then a stale answer while the browser asks again. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'

export interface CacheableRequest extends GateFacts {
  method: string
  path: string
  query: URLSearchParams
  /** The request is in the store owner's preview. */
  preview: boolean
}

/** The Cache-Control a successful answer to this request may carry, or null when it must not be kept. */
export function catalogueCacheControl(request: CacheableRequest): string | null {
  if (request.method !== 'GET' || request.preview || isBehindGate(request)) return null
  const read = CATALOGUE_READS.find((candidate) => candidate.path.test(request.path))
  if (!read) return null
  // Without them the answer follows the buyer's localization cookie.
  if (read.priced && !(request.query.has('currency') && request.query.has('region'))) return null
  if (request.query.has('visibility')) return null
  return CATALOGUE_CACHE_CONTROL
}

/** A weak validator from the body's SHA-1. */
export async function etagOf(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', body))
  let hex = ''
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0')
  return `W/"${hex}"`
}

/** Whether If-None-Match names this validator (weak comparison, lists and `*` allowed). */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}
