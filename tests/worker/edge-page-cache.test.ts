import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { REFERENCE_KEY, REFERENCE_URL } from '../support/backend-key'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LOCALIZATION_COOKIE } from '../../domain/constants'
import { cartCookieName, serializeCartCookie } from '../../domain/cart-cookie'
import { createApp } from '../../worker/app'
import type { Bindings } from '../../worker/env'
import { storeKey, themeKey } from '../../worker/lib/cache-key'
import { createPreviewToken } from '../../worker/security/preview-token'
import { buildStore, seedStore } from '../support/factories/store'
import { skuOf } from '../support/fixtures/checkout-fixtures'
import { referenceBackend } from '../support/reference-backend/app'
import { callApp, storeRequest } from '../support/harness/reliability/harness'
import { routeSamples } from '../support/fixtures/route-samples'

/**
 * The full-page edge cache as shoppers and operators meet it: a second visit is answered
 * from the data centre's cache with a nonce of its own, and nothing kept for one store,
 * locale, preview, gate or shopper reaches another. Each test makes its own app (its own
 * clock and memory) and its own stores, so no entry of one test answers another.
 */

const ADMIN_TOKEN = 'admin-test-token-for-the-page-cache-01'
const PREVIEW_KEY = 'page-cache-preview-key-for-tests-0001'
const CODE = 'open-sesame-77'
/** The suite's other tests run with PAGE_CACHE=off (vitest.config.ts); these turn it on. */
const ON: Bindings = { ...env, PAGE_CACHE: 'on', ADMIN_TOKEN }
const OFF: Bindings = { ...env, PAGE_CACHE: 'off', ADMIN_TOKEN }

interface Page {
  status: number
  state: string | null
  html: string
  csp: string
  headers: Headers
}

/** One app, as one isolate: a clock the test moves, requests answered with their background work done. */
function edge(bindings: Bindings = ON) {
  let clock = Date.parse('2026-11-27T12:00:00Z')
  const app = createApp({ now: () => clock })
  return {
    advance: (seconds: number) => {
      clock += seconds * 1000
    },
    async get(host: string, path: string, headers: Record<string, string> = {}): Promise<Page> {
      const ctx = createExecutionContext()
      const response = await app.fetch(
        new Request(`http://${host}${path}`, { headers: { host, ...headers }, redirect: 'manual' }),
        bindings,
        ctx,
      )
      const html = await response.text()
      await waitOnExecutionContext(ctx)
      return {
        status: response.status,
        state: response.headers.get('x-edge-cache'),
        html,
        csp: response.headers.get('content-security-policy') ?? '',
        headers: response.headers,
      }
    },
    async admin(path: string, init: RequestInit): Promise<Response> {
      const ctx = createExecutionContext()
      const headers = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' }
      const response = await app.fetch(new Request(`https://admin.example.com/admin/api${path}`, { ...init, headers }), bindings, ctx)
      await waitOnExecutionContext(ctx)
      return response
    },
  }
}

const noncesIn = (html: string) => [...html.matchAll(/\snonce="([^"]+)"/g)].map((match) => match[1])
const cspNonce = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1] ?? null
/** The page with its nonce taken out: what must be the same for everyone. */
const withoutNonce = (html: string) => html.replaceAll(/\snonce="[^"]+"/g, '')

let stores = 0
/** A store of this file's own (unique slug, so host), seeded into D1. */
async function store(overrides: Parameters<typeof buildStore>[0] = {}, extra: Parameters<typeof buildStore>[1] = {}): Promise<string> {
  stores += 1
  const slug = `cached-${stores}-${crypto.randomUUID().slice(0, 8)}`
  await seedStore(env.DB, buildStore({ slug, name: `Cached Store ${stores}`, ...overrides }, extra))
  return slug
}
const hostOf = (slug: string) => `${slug}.localhost`

let shop: string
beforeAll(async () => {
  shop = await store({ name: 'Night Market' })
})

describe('edge page cache', () => {
  it('answers a second anonymous visit from the cache, with a fresh nonce in the page and in its CSP', async () => {
    const app = edge()
    const first = await app.get(hostOf(shop), '/')
    const second = await app.get(hostOf(shop), '/')
    expect([first.status, first.state]).toEqual([200, 'MISS'])
    expect([second.status, second.state]).toEqual([200, 'HIT'])

    const before = cspNonce(first.csp)
    const after = cspNonce(second.csp)
    expect(before).toBeTruthy()
    expect(after).toBeTruthy()
    expect(after).not.toBe(before)
    // Every nonce in the kept page is this answer's, and the first visitor's is gone.
    expect(noncesIn(second.html).length).toBeGreaterThan(1)
    expect(new Set(noncesIn(second.html))).toEqual(new Set([after]))
    expect(second.html).not.toContain(before)
    expect(withoutNonce(second.html)).toBe(withoutNonce(first.html))
    expect(second.headers.get('cache-control')).toBe('private, no-cache')
  })

  it('keeps a 404 of a made-up path as a 404', async () => {
    const app = edge()
    const first = await app.get(hostOf(shop), '/no-such-page-here')
    const second = await app.get(hostOf(shop), '/no-such-page-here')
    expect([first.status, first.state]).toEqual([404, 'MISS'])
    expect([second.status, second.state]).toEqual([404, 'HIT'])
  })

  it('never answers one store with another store’s page', async () => {
    const other = await store({ name: 'Day Bazaar' })
    const app = edge()
    await app.get(hostOf(shop), '/about')
    const theirs = await app.get(hostOf(other), '/about')
    expect(theirs.state).toBe('MISS')
    expect(theirs.html).toContain('Day Bazaar')
    expect(theirs.html).not.toContain('Night Market')
    const ours = await app.get(hostOf(shop), '/about')
    expect(ours.state).toBe('HIT')
    expect(ours.html).toContain('Night Market')
    expect(ours.html).not.toContain('Day Bazaar')
  })

  it('keeps each locale, currency and region apart', async () => {
    const app = edge()
    const chosen = (buyer_locale: string, buyer_currency: string, buyer_region: string) => ({
      cookie: `${LOCALIZATION_COOKIE}=${encodeURIComponent(JSON.stringify({ buyer_locale, buyer_currency, buyer_region }))}`,
    })
    // Each differs from the default (en, USD, USA) in one part only.
    const variants = [
      { headers: {}, lang: 'en', currency: 'USD', region: 'USA' },
      { headers: chosen('fr', 'USD', 'USA'), lang: 'fr', currency: 'USD', region: 'USA' },
      { headers: chosen('en', 'EUR', 'USA'), lang: 'en', currency: 'EUR', region: 'USA' },
      { headers: chosen('en', 'USD', 'Canada'), lang: 'en', currency: 'USD', region: 'Canada' },
    ]
    for (const round of ['MISS', 'HIT']) {
      for (const variant of variants) {
        const page = await app.get(hostOf(shop), '/apparel', variant.headers)
        expect(page.state).toBe(round)
        expect(page.html).toContain(`<html lang="${variant.lang}"`)
        expect(page.html).toContain(`"buyer_currency":"${variant.currency}"`)
        expect(page.html).toContain(`"buyer_region":"${variant.region}"`)
      }
    }
  })

  it('never keeps the owner’s preview, nor shows it to anyone else', async () => {
    const slug = await store({ name: 'Published Name', previewKey: PREVIEW_KEY }, { draftTheme: { meta: { storeName: 'Draft Name' } } })
    const app = edge()
    const token = await createPreviewToken({ store: slug, exp: Math.floor(Date.now() / 1000) + 3600 }, PREVIEW_KEY)
    const started = await edgePost(hostOf(slug), '/api/preview', { token })
    const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0]
    expect(cookie).toMatch(/^store_preview_\d+=/)

    const preview = await app.get(hostOf(slug), '/', { cookie })
    expect(preview.state).toBe('BYPASS')
    expect(preview.html).toContain('Draft Name')
    const shopper = await app.get(hostOf(slug), '/')
    expect(shopper.state).toBe('MISS')
    expect(shopper.html).toContain('Published Name')
    expect(shopper.html).not.toContain('Draft Name')
    const previewAgain = await app.get(hostOf(slug), '/', { cookie })
    expect(previewAgain.state).toBe('BYPASS')
    expect(previewAgain.html).toContain('Draft Name')
  })

  it('never keeps a gated store’s pages, not even for a visitor let in with the code', async () => {
    const slug = await store({ name: 'Members Only', accessCode: CODE })
    const app = edge()
    const login = await app.get(hostOf(slug), `/?accessCode=${CODE}`)
    expect(login.status).toBe(302)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    expect(cookie).toMatch(/^store_access_\d+=/)

    for (let visit = 0; visit < 2; visit++) {
      const member = await app.get(hostOf(slug), '/', { cookie })
      expect([member.status, member.state]).toEqual([200, 'BYPASS'])
      expect(member.html).toContain('Members Only')
    }
    const stranger = await app.get(hostOf(slug), '/')
    expect(stranger.status).toBe(302)
    expect(stranger.headers.get('location')).toBe('/login')
    const loginPage = await app.get(hostOf(slug), '/login')
    expect(loginPage.state).toBe('BYPASS')
  })

  it('gates a cached public store on its very next request once the import refreshes it, and opens it again the same way', async () => {
    const slug = await store({ name: 'Closing Soon' })
    const app = edge()
    await app.get(hostOf(slug), '/')
    expect((await app.get(hostOf(slug), '/')).state).toBe('HIT')
    expect((await app.get(hostOf(slug), '/about')).status).toBeLessThan(500)

    // The creator imports the store again with an access code; the importer then asks the worker to refresh it.
    await seedStore(env.DB, buildStore({ slug, name: 'Closing Soon', accessCode: CODE }))
    expect((await app.admin(`/stores/${slug}/refresh`, { method: 'POST' })).status).toBe(200)
    for (const path of ['/', '/about', '/search']) {
      const stranger = await app.get(hostOf(slug), path)
      expect([path, stranger.status, stranger.headers.get('location')]).toEqual([path, 302, '/login'])
    }

    await seedStore(env.DB, buildStore({ slug, name: 'Open Again' }))
    expect((await app.admin(`/stores/${slug}/refresh`, { method: 'POST' })).status).toBe(200)
    const reopened = await app.get(hostOf(slug), '/')
    expect([reopened.status, reopened.state]).toEqual([200, 'MISS'])
    expect(reopened.html).toContain('Open Again')
    expect((await app.admin('/stores/no-such-store/refresh', { method: 'POST' })).status).toBe(404)
  })

  it('gives a shopper with a cart the same page as everyone, with no cart in it', async () => {
    const slug = await store({ name: 'Cart Keepers' })
    const sku = await skuOf(slug, 'night-hoodie', 'Navy', 'M')
    const storeId = await storeIdOf(slug)
    const cart = serializeCartCookie({
      id: 'cart-of-one-shopper-1234',
      region: 'USA',
      items: { [sku]: { slug: 'night-hoodie', sku, itemGroupId: sku.split('_')[0], colorId: 1, sizeId: 1, productId: 1, quantity: 3 } },
    })
    const app = edge()
    const withCart = await app.get(hostOf(slug), '/', { cookie: `${cartCookieName(storeId)}=${cart}` })
    expect(withCart.state).toBe('MISS')
    expect(withCart.html).toContain('Cart · 0')
    expect(withCart.html).not.toContain('Cart · 3')
    expect(withCart.html).not.toContain('cart-of-one-shopper-1234')
    const anonymous = await app.get(hostOf(slug), '/')
    expect(anonymous.state).toBe('HIT')
    expect(withoutNonce(anonymous.html)).toBe(withoutNonce(withCart.html))
  })

  it('renders afresh once a stock change moves the store’s catalogue version on', async () => {
    const slug = await store({ name: 'Drop Shop' })
    const app = edge()
    await app.get(hostOf(slug), '/listing/night-hoodie')
    expect((await app.get(hostOf(slug), '/listing/night-hoodie')).state).toBe('HIT')
    const sku = await skuOf(slug, 'night-hoodie', 'Navy', 'M')
    const set = await app.admin(`/stock/${sku}`, { method: 'PUT', body: JSON.stringify({ count: 0 }) })
    expect(set.status).toBe(200)
    // Past the app's few seconds of memory of the store; well inside the page's fresh minute.
    app.advance(6)
    expect((await app.get(hostOf(slug), '/listing/night-hoodie')).state).toBe('MISS')
    expect((await app.get(hostOf(slug), '/listing/night-hoodie')).state).toBe('HIT')
  })

  it('renders afresh once a new theme is published', async () => {
    const slug = await store({ name: 'Old Look' })
    const app = edge()
    await app.get(hostOf(slug), '/')
    expect((await app.get(hostOf(slug), '/')).state).toBe('HIT')
    // The built-in backend publishes a theme by importing the store again.
    await seedStore(env.DB, buildStore({ slug, name: 'New Look' }))
    // The KV copies of the store and theme retire at the end of their minute; here at once.
    await env.CACHE.delete(storeKey(slug))
    await env.CACHE.delete(themeKey(slug, await sha256Hex('')))
    app.advance(6)
    const after = await app.get(hostOf(slug), '/')
    expect(after.state).toBe('MISS')
    expect(after.html).toContain('New Look')
  })

  it('answers a stale page at once and renders the next copy in the background', async () => {
    const slug = await store({ name: 'Slow Lane' })
    const app = edge()
    expect((await app.get(hostOf(slug), '/terms-of-use')).state).toBe('MISS')
    app.advance(61)
    const stale = await app.get(hostOf(slug), '/terms-of-use')
    expect([stale.status, stale.state]).toEqual([200, 'STALE'])
    expect(stale.html).toContain('Slow Lane')
    expect(new Set(noncesIn(stale.html))).toEqual(new Set([cspNonce(stale.csp)]))
    // The copy rendered in the background at 61 s is fresh until 121 s; without it, this would be stale.
    app.advance(40)
    expect((await app.get(hostOf(slug), '/terms-of-use')).state).toBe('HIT')
    // Past fresh and stale time an entry is never served.
    app.advance(400)
    expect((await app.get(hostOf(slug), '/terms-of-use')).state).toBe('MISS')
  })

  it('never keeps the cart, checkout, a visitor with a bookmark of their own writes, or a POST', async () => {
    const app = edge()
    for (let visit = 0; visit < 2; visit++) {
      expect((await app.get(hostOf(shop), '/cart')).state).toBe('BYPASS')
      expect((await app.get(hostOf(shop), '/', { cookie: 'd1_bookmark=00000001-00000002-00000003' })).state).toBe('BYPASS')
    }
    const search = `/search?q=${crypto.randomUUID()}`
    const ctx = createExecutionContext()
    const post = await createApp().fetch(
      new Request(`http://${hostOf(shop)}${search}`, { method: 'POST', headers: { host: hostOf(shop) } }),
      ON,
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(post.headers.get('x-edge-cache')).toBeNull()
    expect((await app.get(hostOf(shop), search)).state).toBe('MISS')
  })

  it('answers a visit from a campaign link with the page kept for its plain address', async () => {
    const slug = await store({ name: 'Drop Store' })
    const app = edge()
    const first = await app.get(hostOf(slug), '/?utm_source=instagram&utm_campaign=drop&fbclid=IwAR0first')
    const nextClick = await app.get(hostOf(slug), '/?fbclid=IwAR0second')
    const plain = await app.get(hostOf(slug), '/')
    expect([first.state, nextClick.state, plain.state]).toEqual(['MISS', 'HIT', 'HIT'])
    expect(withoutNonce(plain.html)).toBe(withoutNonce(first.html))
    // What a page reads still tells pages apart.
    await app.get(hostOf(slug), '/search?q=hoodie&utm_medium=email')
    expect((await app.get(hostOf(slug), '/search?q=hoodie')).state).toBe('HIT')
    expect((await app.get(hostOf(slug), '/search?q=tee&utm_medium=email')).state).toBe('MISS')
  })

  it('keeps a search whose term is given twice apart from the same terms in the other order: the page reads the first', async () => {
    const slug = await store({ name: 'Twice Store' })
    const app = edge()
    const hoodieFirst = await app.get(hostOf(slug), '/search?searchterm=hoodie&searchterm=tee')
    const teeFirst = await app.get(hostOf(slug), '/search?searchterm=tee&searchterm=hoodie')
    expect([hoodieFirst.state, teeFirst.state]).toEqual(['MISS', 'MISS'])
    // The search box holds the term searched for.
    expect(hoodieFirst.html).toContain('value="hoodie"')
    expect(hoodieFirst.html).not.toContain('value="tee"')
    expect(teeFirst.html).toContain('value="tee"')
    expect(teeFirst.html).not.toContain('value="hoodie"')
    expect((await app.get(hostOf(slug), '/search?searchterm=tee&searchterm=hoodie')).state).toBe('HIT')
  })

  it('writes no campaign tag or click id into any page it keeps, so leaving them out of the key is safe', async () => {
    const hoodie = buildStore().listings?.[0]
    if (!hoodie) throw new Error('The store factory has no listing')
    // More listings than home shows at once, so its pagination (which carries the query) is drawn.
    const listings = Array.from({ length: 14 }, (_, i) => ({ ...hoodie, slug: `hoodie-${i}`, title: `Hoodie ${i}` }))
    const slug = await store({ name: 'Campaign Store' }, { listings })
    const app = edge(OFF)
    const pages = ['/', '/apparel', '/listing/hoodie-3', '/search?q=hoodie', '/terms-of-use', '/privacy-policy', '/no-such-page']
    for (const path of pages) {
      const token = crypto.randomUUID().replaceAll('-', '')
      // A parameter of its own keeps the render memo from answering with an earlier render.
      const tagged = `${path}${path.includes('?') ? '&' : '?'}fresh=${token.slice(0, 8)}&utm_source=u${token}&fbclid=f${token}&gclid=g${token}`
      const page = await app.get(hostOf(slug), tagged)
      expect(page.status, path).toBe(path === '/no-such-page' ? 404 : 200)
      expect(page.html, path).toContain('Campaign Store')
      expect(page.html, path).not.toContain(token)
    }
    expect((await app.get(hostOf(slug), '/?fresh=1')).html).toContain('class="pagination"')
  })

  it('keeps one page for the visitors of a privacy region, whatever their country, but a listing per country', async () => {
    const slug = await store({ name: 'Border Store' })
    const app = edge()
    const from = (country: string) => ({ 'cf-ipcountry': country })
    // Germany and France ask before tracking (opt-in), the United States (or nobody knows
    // where, buyer region USA) and Canada do not, and only the US gets its opt-out link.
    expect((await app.get(hostOf(slug), '/apparel', from('DE'))).state).toBe('MISS')
    expect((await app.get(hostOf(slug), '/apparel', from('FR'))).state).toBe('HIT')
    expect((await app.get(hostOf(slug), '/apparel')).state).toBe('MISS')
    expect((await app.get(hostOf(slug), '/apparel', from('US'))).state).toBe('HIT')
    expect((await app.get(hostOf(slug), '/apparel', from('CA'))).state).toBe('MISS')
    expect((await app.get(hostOf(slug), '/apparel', from('AU'))).state).toBe('HIT')
    // A listing asks the backend for the country's prices and delivery estimates.
    expect((await app.get(hostOf(slug), '/listing/night-hoodie', from('DE'))).state).toBe('MISS')
    expect((await app.get(hostOf(slug), '/listing/night-hoodie', from('FR'))).state).toBe('MISS')
    expect((await app.get(hostOf(slug), '/listing/night-hoodie', from('DE'))).state).toBe('HIT')
  })

  it('renders every page but a listing the same for every country, but for its privacy region, so sharing it is safe', async () => {
    const app = edge(OFF)
    const region = /"privacyRegion":"[a-z-]+"/g
    for (const path of ['/', '/apparel', '/search?q=hoodie', '/terms-of-use', '/no-such-page']) {
      const [germany, france, canada, unknown] = await Promise.all(
        ([{ 'cf-ipcountry': 'DE' }, { 'cf-ipcountry': 'FR' }, { 'cf-ipcountry': 'CA' }, {}] as Record<string, string>[]).map((headers) =>
          app.get(hostOf(shop), path, headers),
        ),
      )
      expect(withoutNonce(france.html), path).toBe(withoutNonce(germany.html))
      expect(germany.html.match(region), path).toEqual(['"privacyRegion":"opt-in"'])
      expect(canada.html.match(region), path).toEqual(['"privacyRegion":"other"'])
      expect(unknown.html.match(region), path).toEqual(['"privacyRegion":"us"'])
      // The region is the only difference, and the US opt-out link it brings.
      const usLink = /<li><a href="\/privacy-policy">Do not sell or share my personal information<\/a><\/li>/
      expect(unknown.html, path).toMatch(usLink)
      const same = (html: string) => withoutNonce(html).replace(region, '').replace(usLink, '')
      expect(same(canada.html), path).toBe(same(germany.html))
      expect(same(unknown.html), path).toBe(same(germany.html))
    }
  })

  it('renders every page afresh with PAGE_CACHE=off', async () => {
    const app = edge(OFF)
    const first = await app.get(hostOf(shop), '/search?q=hoodie')
    const second = await app.get(hostOf(shop), '/search?q=hoodie')
    expect([first.state, second.state]).toEqual(['BYPASS', 'BYPASS'])
    expect(cspNonce(second.csp)).not.toBe(cspNonce(first.csp))
  })
})

/**
 * The pages whose loaders read the buyer's country, as the server shows it: it asks its
 * backend for that country's prices (`country_code`, spec section 7). This list is what the
 * walk below finds; the page cache must key each of them by country, and no other.
 */
const READ_THE_COUNTRY = ['listing', 'listing-preorder', 'cart', 'contact', 'catch-all']

/** A cart line in the cookie: the cart page reads its listing. */
const CART_COOKIE = `cart_1=${serializeCartCookie({
  id: 'cart-country',
  region: 'USA',
  items: {
    '7001_70011_1': {
      slug: 'harbor-tee',
      sku: '7001_70011_1',
      itemGroupId: '7001',
      colorId: 70011,
      sizeId: 1,
      productId: 7001,
      quantity: 1,
    },
  },
})}`

describe('the buyer’s country in the page cache’s key', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  /**
   * A country no other sample asked for: the catalogue cache and the isolate's memo keep a
   * listing answer per country, and a kept answer asks the backend nothing.
   */
  const unasked = 'DE FR IT ES NL BE AT PL SE DK FI IE PT CZ HU RO GR NO CH JP KR MX BR NZ SG ZA IN AR CL CO'.split(' ')

  /** Whether rendering this address in provider mode asks the backend for a country's prices. */
  async function readsCountry(path: string): Promise<boolean> {
    const country = unasked.shift()
    if (!country) throw new Error('More samples than countries: add some')
    const backend = referenceBackend({ apiKey: REFERENCE_KEY })
    const asked: URL[] = []
    vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      asked.push(new URL(request.url))
      return backend.fetch(request)
    })
    const settings = { BACKEND_URL: REFERENCE_URL, BACKEND_API_KEY: REFERENCE_KEY, DEFAULT_STORE: 'harbor', FLAG_SUPPORT: 'true' }
    const headers = { accept: 'text/html', 'cf-ipcountry': country, cookie: CART_COOKIE }
    const answer = await callApp(storeRequest('harbor.localhost', path, { headers }), settings)
    vi.unstubAllGlobals()
    expect(answer.status, path).toBeLessThan(500)
    return asked.some((url) => url.searchParams.get('country_code') === country)
  }

  /** Every route, the catch-all also as a collection and the contact form also naming no listing; in the reference store and a built-in one. */
  const samples = ({ listing, collection }: { listing: string; collection: string }) => [
    ...routeSamples({ checkoutId: 'ck_none', listing }).map(({ id, path, query }) => ({ id, url: `${path}${query ? `?${query}` : ''}` })),
    { id: 'catch-all (a collection)', url: `/${collection}` },
    { id: 'contact (no listing)', url: '/contact' },
  ]
  const builtIn = samples({ listing: 'night-hoodie', collection: 'apparel' })
  const walk = samples({ listing: 'harbor-tee', collection: 'apparel' }).map((sample, i) => ({ ...sample, builtInUrl: builtIn[i].url }))

  it.each(walk)('$id: kept per country exactly when its loader reads the country', async (sample) => {
    const reads = await readsCountry(sample.url)
    expect(reads).toBe(READ_THE_COUNTRY.includes(sample.id))

    // A page the edge keeps is kept per country when its loader reads it, once for every country when not.
    const slug = await store({ name: 'Country Store' })
    const app = edge()
    const from = (country: string) => ({ 'cf-ipcountry': country, cookie: CART_COOKIE })
    const first = await app.get(hostOf(slug), sample.builtInUrl, from('DE'))
    // The cart is no one's but its shopper's: never kept, so never keyed. The sample listing
    // takes orders, so its pre-order page is a redirect to it, never kept. The other readers are kept.
    if (reads && sample.id !== 'cart' && sample.id !== 'listing-preorder') expect(first.state).toBe('MISS')
    if (first.state !== 'MISS') return
    expect((await app.get(hostOf(slug), sample.builtInUrl, from('FR'))).state).toBe(reads ? 'MISS' : 'HIT')
    expect((await app.get(hostOf(slug), sample.builtInUrl, from('DE'))).state).toBe('HIT')
  })
})

async function storeIdOf(slug: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM stores WHERE slug = ?1').bind(slug).first<{ id: number }>()
  if (!row) throw new Error(`No store ${slug}`)
  return row.id
}

async function edgePost(host: string, path: string, body: unknown): Promise<Response> {
  const ctx = createExecutionContext()
  const request = new Request(`http://${host}${path}`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const response = await createApp().fetch(request, ON, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
