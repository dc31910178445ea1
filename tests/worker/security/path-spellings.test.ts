import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildStore, seedStore } from '../../support/factories/store'
import { skuOf } from '../../support/fixtures/checkout-fixtures'
import { type AppAnswer, callApp, storeRequest } from '../../support/harness/reliability/harness'
import { type RouteSample, routeSamples } from '../../support/fixtures/route-samples'

/**
 * Issue 31: React Router renders a route under any case of its fixed segments and with a
 * trailing slash, so a decision made from the path's spelling (the payment CSP, the pixels,
 * the cart-id redirect) must not disagree with what renders. Every route of the table is
 * walked through its case and slash variants, in a store with pixels: each variant is sent
 * to the one spelling (301, query kept), or, where the router's parameters are data and
 * are kept as sent, answered with the same security headers as that spelling.
 */

const SLUG = `spellings-${crypto.randomUUID().slice(0, 8)}`
const HOST = `${SLUG}.localhost`
const PIXEL_HOSTS = /googletagmanager\.com|google-analytics\.com|facebook\.(net|com)/
const CAMPAIGN = 'utm_source=mail&ref=walk'

const get = (path: string, method = 'GET') => callApp(storeRequest(HOST, path, { method, headers: { accept: 'text/html' } }))

/** The headers that protect a page, its CSP's nonce left out: what every spelling must share. */
function securityHeaders(answer: AppAnswer): Record<string, string | null> {
  const read = (name: string) => answer.headers.get(name)
  return {
    status: String(answer.status),
    'content-type': read('content-type'),
    'content-security-policy': read('content-security-policy')?.replace(/'nonce-[^']+'/g, "'nonce'") ?? null,
    'x-frame-options': read('x-frame-options'),
    'x-content-type-options': read('x-content-type-options'),
    'referrer-policy': read('referrer-policy'),
    'permissions-policy': read('permissions-policy'),
    location: read('location'),
  }
}

let checkoutId = ''
beforeAll(async () => {
  await seedStore(
    env.DB,
    buildStore(
      { slug: SLUG, name: 'Spelling Store', flags: { support: true } },
      { theme: { meta: { storeName: 'Spelling Store', gaToken: 'G-SPELLING1', facebookPixel: '1234567890' } } },
    ),
  )
  const sku = await skuOf(SLUG, 'day-tee', 'White', 'M')
  const created = await callApp(storeRequest(HOST, '/api/checkout', { body: { lineItems: [{ sku, quantity: 1 }], storeSlug: SLUG } }))
  checkoutId = (created.json as { id: string }).id
})

/** The route's other spellings the router takes: its fixed segments in other cases, encoded, with extra slashes. */
function spellings(pattern: string, path: string): string[] {
  const parts = path.split('/').slice(1)
  const fixed = pattern.split('/').map((part) => part !== '*' && !part.startsWith(':'))
  const cased = (change: (part: string) => string) => `/${parts.map((part, i) => (fixed[i] ? change(part) : part)).join('/')}`
  const encodedFirst = (part: string) => `%${part.charCodeAt(0).toString(16).toUpperCase()}${part.slice(1)}`
  if (pattern === '*') return [path.toUpperCase(), `${path}/`, `/${path}`, `${path}//`]
  return [
    cased((part) => part.toUpperCase()),
    cased((part) => part[0].toUpperCase() + part.slice(1)),
    cased(encodedFirst),
    `${path}/`,
    `${path}//`,
    `/${path}`,
    path.replaceAll('/', '//'),
  ].filter((variant) => variant !== path)
}

/** Made once the checkout exists (beforeAll): the walk's table is read when the tests are collected. */
const CHECKOUT = 'the-checkout'
const WALKED = routeSamples({ checkoutId: CHECKOUT, listing: 'night-hoodie' })
const pathOf = (sample: RouteSample) => sample.path.replace(CHECKOUT, checkoutId)
/** The sample's query and the campaign tag: a redirect keeps both, in order. */
const queryOf = (sample: RouteSample) => `?${[sample.query, CAMPAIGN].filter(Boolean).join('&')}`

describe('every spelling of every route', () => {
  it('walks every route of the table', () => {
    const ids = WALKED.map((route) => route.id)
    for (const id of ['home', 'checkout', 'checkout-express', 'thankyou', 'listing', 'support-rest', 'catch-all']) expect(ids).toContain(id)
    expect(ids.length).toBeGreaterThanOrEqual(22)
  })

  it.each(WALKED)('$id: another spelling is sent to the one the table spells, or answered with the same headers', async (sample) => {
    const path = pathOf(sample)
    const query = queryOf(sample)
    const canonical = await get(`${path}${query}`)
    expect(canonical.status).not.toBe(301)
    const expected = securityHeaders(canonical)
    for (const variant of sample.pattern === '' ? ['//', '///'] : spellings(sample.pattern, path)) {
      const answer = await get(`${variant}${query}`)
      // The catch-all's path is a listing or collection slug: data, kept as sent; only its slashes are fixed.
      if (sample.pattern === '*' && !variant.includes('//') && !variant.endsWith('/'))
        expect(securityHeaders(answer), variant).toEqual(expected)
      else expect([answer.status, answer.headers.get('location')], variant).toEqual([301, `${path}${query}`])
    }
  })

  it('gives the checkout pages the payment CSP and every other page the store’s, pixels and all', async () => {
    for (const sample of WALKED) {
      const id = sample.id
      const csp = (await get(pathOf(sample))).headers.get('content-security-policy')
      if (!csp) continue
      if (id.startsWith('checkout')) {
        expect(csp, id).not.toMatch(PIXEL_HOSTS)
        expect(csp, id).not.toContain('strict-dynamic')
      } else {
        expect(csp, id).toMatch(PIXEL_HOSTS)
      }
    }
  })

  it('takes the cart id out of the address of the thank-you page in any spelling', async () => {
    for (const variant of ['/Thankyou?cart=Cart-Id_1', '/thankyou/?cart=Cart-Id_1', '/THANKYOU//?cart=Cart-Id_1']) {
      const first = await get(variant)
      expect([first.status, first.headers.get('location')], variant).toEqual([301, '/thankyou?cart=Cart-Id_1'])
      const second = await get('/thankyou?cart=Cart-Id_1')
      expect([second.status, second.headers.get('location')]).toEqual([302, '/thankyou'])
    }
    const complete = await get('/Checkout-Complete/Cart-Id_1')
    expect([complete.status, complete.headers.get('location')]).toEqual([301, '/checkout-complete/Cart-Id_1'])
  })

  it('keeps a form’s method through the redirect, and never sends a browser to another host', async () => {
    const post = await get('/Thankyou', 'POST')
    expect([post.status, post.headers.get('location')]).toEqual([308, '/thankyou'])
    const offsite = await get('//evil.example/%2F..//checkout')
    expect(offsite.status).toBe(301)
    expect(offsite.headers.get('location')).toMatch(/^\/[^/\\]/)
  })

  it('leaves the API, webhooks and build files as they are asked for', async () => {
    for (const path of ['/api/v1/stores/', '//api/v1/stores', '/api//v1/stores', '/webhooks/stripe/', '/assets/app.js/']) {
      expect((await get(path)).status, path).not.toBe(301)
    }
  })
})
