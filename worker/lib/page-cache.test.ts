import { describe, expect, it } from 'vitest'
import { isStorable, type PageKeyParts, type PageRequest, pageCacheBypass, pageCacheKey } from './page-cache'

const anonymous: PageRequest = {
  method: 'GET',
  routeId: 'home',
  cookieNames: ['cart_1', 'buyerLocalization'],
  gated: false,
  themeChecksAccessCode: false,
  hasAccessCode: false,
  preview: false,
}

const parts: PageKeyParts = {
  scheme: 'https',
  host: 'moonlit.example',
  path: '/search',
  query: new URLSearchParams('q=hoodie&page=2'),
  locale: 'en',
  currency: 'USD',
  region: 'USA',
  country: 'US',
  privacy: 'us',
  catalogueVersion: 7,
  digest: 'abc',
}

describe('pageCacheBypass', () => {
  it('lets the edge answer an anonymous page of a public store, cart and localization cookies and all', () => {
    expect(pageCacheBypass(anonymous)).toBeNull()
    for (const routeId of ['search', 'listing', 'catch-all', 'about', 'terms-of-use', 'privacy-policy', 'support', 'not-found']) {
      expect(pageCacheBypass({ ...anonymous, routeId })).toBeNull()
    }
  })

  it('renders the cart, checkout, thank-you, tracking and login pages for each visitor', () => {
    for (const routeId of ['cart', 'checkout', 'checkout-express', 'thankyou', 'track', 'track-recover', 'login', null]) {
      expect(pageCacheBypass({ ...anonymous, routeId })).toBe('page')
    }
  })

  it('never shares a preview, a gated store, a session cookie or anything but a GET', () => {
    expect(pageCacheBypass({ ...anonymous, method: 'POST' })).toBe('method')
    expect(pageCacheBypass({ ...anonymous, preview: true })).toBe('preview')
    expect(pageCacheBypass({ ...anonymous, gated: true })).toBe('gated')
    expect(pageCacheBypass({ ...anonymous, themeChecksAccessCode: true })).toBe('gated')
    expect(pageCacheBypass({ ...anonymous, hasAccessCode: true })).toBe('gated')
    for (const cookie of ['store_preview_4', 'store_access_4', 'd1_bookmark']) {
      expect(pageCacheBypass({ ...anonymous, cookieNames: [...anonymous.cookieNames, cookie] })).toBe('cookie')
    }
  })
})

describe('isStorable', () => {
  const html = (extra: Record<string, string> = {}) => new Headers({ 'content-type': 'text/html; charset=utf-8', ...extra })

  it('keeps pages and 404s, never an answer that sets a cookie, an error or a redirect', () => {
    expect(isStorable(200, html())).toBe(true)
    expect(isStorable(404, html())).toBe(true)
    expect(isStorable(200, html({ 'set-cookie': 'a=b; Path=/' }))).toBe(false)
    for (const status of [301, 302, 401, 429, 500, 503]) expect(isStorable(status, html())).toBe(false)
    expect(isStorable(200, new Headers({ 'content-type': 'application/json' }))).toBe(false)
  })
})

describe('pageCacheKey', () => {
  it('is the same page for the same query in another order', () => {
    expect(pageCacheKey({ ...parts, query: new URLSearchParams('page=2&q=hoodie') })).toBe(pageCacheKey(parts))
  })

  it('keeps apart repeated values of one name in another order: the page reads the first', () => {
    const search = (query: string) => pageCacheKey({ ...parts, query: new URLSearchParams(query) })
    expect(search('searchterm=hoodie&searchterm=poster')).not.toBe(search('searchterm=poster&searchterm=hoodie'))
    expect(search('page=2&searchterm=hoodie&searchterm=poster')).toBe(search('searchterm=hoodie&searchterm=poster&page=2'))
  })

  it('differs with every part that changes the HTML', () => {
    const key = pageCacheKey(parts)
    const changes: Partial<PageKeyParts>[] = [
      { scheme: 'http' },
      { host: 'sunbeam.example' },
      { path: '/about' },
      { query: new URLSearchParams('q=tee') },
      { locale: 'fr' },
      { currency: 'EUR' },
      { region: 'EU' },
      { country: 'CA' },
      { privacy: 'opt-in' },
      { catalogueVersion: 8 },
      { digest: 'abd' },
    ]
    for (const change of changes) expect(pageCacheKey({ ...parts, ...change })).not.toBe(key)
  })

  it('cannot be steered into another store’s keys by a host or path', () => {
    const sneaky = pageCacheKey({ ...parts, host: 'moonlit.example/7/en', path: '/x' })
    expect(sneaky).not.toContain('/moonlit.example/7/en/')
    expect(new URL(pageCacheKey(parts)).host).toBe('edge-page-cache.invalid')
  })
})
