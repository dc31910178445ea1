import { afterEach, beforeEach, vi } from 'vitest'
import { referenceBackend } from '../../reference-backend/app'
import { STORES, type StoreSeed } from '../../reference-backend/seed'
import { Shop } from '../../reference-backend/shop'
import { REFERENCE_KEY, REFERENCE_URL } from '../../backend-key'

/**
 * The storefront in provider mode in front of the reference backend (tests/support/reference-backend),
 * for tests that read whole catalogues through the spec's calls (sitemaps, the product feed).
 */

/** The worker's settings for provider mode against the reference backend. */
export const referenceSettings = {
  BACKEND_URL: REFERENCE_URL,
  BACKEND_API_KEY: REFERENCE_KEY,
  DEFAULT_STORE: 'harbor',
  STORE_NOT_FOUND_URL: `${REFERENCE_URL}/store-not-found`,
  FLAG_SUPPORT: 'false',
}

export const harbor = (() => {
  const found = STORES.find((store) => store.slug === 'harbor')
  if (!found?.listings[0]) throw new Error('the reference backend has Harbor Goods, with listings')
  return found
})()

/** A store of `count` listings, all but their slugs and ids Harbor's first. */
export function bulkStore(slug: string, count: number, firstId: number): StoreSeed {
  const [first] = harbor.listings
  if (!first) throw new Error('Harbor Goods has listings')
  return {
    ...harbor,
    id: `st_${slug}`,
    slug,
    name: 'Bulk Goods',
    listings: Array.from({ length: count }, (_, i) => ({ ...first, listingId: firstId + i, slug: `bulk-${i + 1}` })),
  }
}

/**
 * Sends every fetch of each test to a fresh reference backend holding its own stores and
 * `extra`; anything else is refused. The backend's calls of the current test, in order.
 */
export function withReferenceBackend(extra: StoreSeed[]): { calls: URL[] } {
  const seen = { calls: [] as URL[] }
  beforeEach(() => {
    const backend = referenceBackend({ apiKey: REFERENCE_KEY, shop: new Shop([...STORES, ...extra]) })
    seen.calls = []
    vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      const url = new URL(request.url)
      if (url.origin !== REFERENCE_URL) throw new TypeError(`Unexpected fetch to ${request.url}`)
      seen.calls.push(url)
      return backend.fetch(request)
    })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })
  return seen
}
