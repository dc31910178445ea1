import { describe, expect, it } from 'vitest'
import { CATALOGUE_CACHE_CONTROL, catalogueCacheControl, etagOf, matchesEtag } from './http-cache'

const request = (path: string, query = '', overrides: { method?: string; preview?: boolean; gated?: boolean } = {}) =>
  catalogueCacheControl({
    method: 'GET',
    path,
    query: new URLSearchParams(query),
    preview: false,
    gated: false,
    themeChecksAccessCode: false,
    hasAccessCode: false,
    ...overrides,
  })

describe('which API answers a browser may keep', () => {
  it('lets a listing in a named currency and region be kept for a minute', () => {
    expect(request('/api/v1/listings', 'slug=tee&storeSlug=moonlit&currency=USD&region=USA')).toBe(CATALOGUE_CACHE_CONTROL)
    expect(request('/api/product-cache/moonlit.json', 'currency=EUR&region=EU')).toBe(CATALOGUE_CACHE_CONTROL)
    expect(request('/api/v1/stores/collections', 'slug=moonlit')).toBe(CATALOGUE_CACHE_CONTROL)
  })

  it('keeps nothing priced from the buyer’s cookie rather than the URL', () => {
    expect(request('/api/v1/listings', 'slug=tee&storeSlug=moonlit')).toBeNull()
    expect(request('/api/v1/stores/products', 'slug=moonlit&currency=USD')).toBeNull()
  })

  it('never keeps preview, a gated store, hidden products, or anything but a read', () => {
    const query = 'slug=tee&storeSlug=moonlit&currency=USD&region=USA'
    expect(request('/api/v1/listings', query, { preview: true })).toBeNull()
    expect(request('/api/v1/listings', query, { gated: true })).toBeNull()
    expect(request('/api/v1/listings', `${query}&visibility=any`)).toBeNull()
    expect(request('/api/v1/listings', query, { method: 'POST' })).toBeNull()
  })

  it('never keeps carts, checkouts, orders, stock or themes', () => {
    for (const path of ['/api/checkout', '/api/v1/orders', '/api/v1/inventory', '/api/v1/availability', '/api/theme', '/api/v1/cart']) {
      expect(request(path, 'currency=USD&region=USA'), path).toBeNull()
    }
  })
})

describe('validators', () => {
  it('gives the same weak ETag for the same body and another for another', async () => {
    const body = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer
    const etag = await etagOf(body('{"a":1}'))
    expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/)
    expect(await etagOf(body('{"a":1}'))).toBe(etag)
    expect(await etagOf(body('{"a":2}'))).not.toBe(etag)
  })

  it('answers If-None-Match by weak comparison, in lists and for *', () => {
    const etag = 'W/"abc"'
    expect(matchesEtag('W/"abc"', etag)).toBe(true)
    expect(matchesEtag('"abc"', etag)).toBe(true)
    expect(matchesEtag('W/"x", W/"abc"', etag)).toBe(true)
    expect(matchesEtag('*', etag)).toBe(true)
    expect(matchesEtag('W/"abd"', etag)).toBe(false)
    expect(matchesEtag(null, etag)).toBe(false)
  })
})
