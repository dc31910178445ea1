import { beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '../../domain/constants'
import { bulkStore, harbor, referenceSettings, withReferenceBackend } from '../support/harness/worker/reference-provider'
import { callApp, storeRequest } from '../support/harness/reliability/harness'

/**
 * Provider mode's sitemaps from the spec's calls alone: the storefront in front of the
 * reference backend (tests/support/reference-backend), which pages GET /v1/stores/products 12 at a
 * time and says no total, so the listing index finds the end itself. The same files as the
 * built-in backend's (tests/worker/sitemap.test.ts): an index, a pages file, listings files.
 */

const settings = referenceSettings
const BULK = 1_000
const bulk = bulkStore('bulk', BULK, 90_000)
const backend = withReferenceBackend([bulk])

// The app's first answer loads its modules: paid here, not inside the first test's time.
beforeAll(async () => {
  await callApp(storeRequest('localhost', '/robots.txt'), { DEFAULT_STORE: 'moonlit' })
}, 60_000)

const locsIn = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')

async function file(store: string, path: string) {
  const answer = await callApp(storeRequest(`${store}.localhost`, path), settings)
  expect(answer.status, path).toBe(200)
  return answer.text
}

async function listingUrls(store: string) {
  const children = locsIn(await file(store, '/sitemap.xml'))
  const urls: string[] = []
  for (const child of children.filter((loc) => loc.includes('sitemap-listings-')))
    urls.push(...locsIn(await file(store, new URL(child).pathname)))
  return { children, urls }
}

describe('sitemaps in provider mode', () => {
  it('list every listing the backend pages out, at its listing address on the store’s host', async () => {
    const { children, urls } = await listingUrls('harbor')
    expect(children.slice(0, 2)).toEqual(['http://harbor.localhost/sitemap-pages.xml', 'http://harbor.localhost/sitemap-listings-1.xml'])
    expect(children).toContain('http://harbor.localhost/sitemap-pt-br-listings-1.xml')
    expect(urls).toEqual(harbor.listings.map((listing) => `http://harbor.localhost/listing/${listing.slug}`))
  })

  it('list the store’s collections from GET /v1/stores/collections with home and the legal pages', async () => {
    expect(locsIn(await file('harbor', '/sitemap-pages.xml'))).toEqual([
      'http://harbor.localhost/',
      ...harbor.collections.map((collection) => `http://harbor.localhost/${collection.slug}`),
      'http://harbor.localhost/terms-of-use',
      'http://harbor.localhost/privacy-policy',
    ])
  })

  it(`list all ${BULK} listings of a large store through the spec's paged products call, in a few calls a file`, async () => {
    const { children, urls } = await listingUrls('bulk')
    expect(children).toHaveLength(LOCALES.length * (1 + Math.ceil(BULK / 480)))
    expect(new Set(urls).size).toBe(BULK)
    expect(urls.at(-1)).toBe(`http://bulk.localhost/listing/bulk-${BULK}`)
    const products = backend.calls.filter((url) => url.pathname === '/v1/stores/products')
    expect(products.every((url) => url.searchParams.get('slug') === 'bulk' && !url.searchParams.has('visibility'))).toBe(true)
    // 84 pages of 12. Each of the 4 answers (the index reads the first file's pages for its
    // dates) finds the end with at most 2·log₂ 84 + 1 calls, and reads only its own 40 pages.
    const pages = Math.ceil(BULK / 12)
    expect(products.length).toBeLessThanOrEqual(4 * (1 + 2 * Math.ceil(Math.log2(pages))) + 40 + pages)
  })

  it('give nothing of a store its theme service gates', async () => {
    const answer = await callApp(storeRequest('cove.localhost', '/sitemap.xml'), settings)
    expect(answer.status).not.toBe(200)
    expect(answer.text).not.toContain('cove-tee')
  })
})
