import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCALES, LOCALIZATION_COOKIE } from '../../domain/constants'
import { localizedPath } from '../../domain/locale-path'
import { createApp } from '../../worker/app'
import { buildStore, seedStore } from '../support/factories/store'
import { routeSamples } from '../support/fixtures/route-samples'

/**
 * Each locale at an address of its own (ADR 134): `/de/…`, `/en-gb/…`, the default locale
 * unprefixed. Routing, the links a page writes, canonical and hreflang of every page kind,
 * and the edge cache's keys, as a crawler and a shopper meet them.
 */

const HOST = 'polyglot.localhost'
const ORIGIN = `http://${HOST}`

interface Page {
  status: number
  location: string | null
  html: string
  state: string | null
}

const cookieFor = (buyer_locale: string) => ({
  cookie: `${LOCALIZATION_COOKIE}=${encodeURIComponent(JSON.stringify({ buyer_locale, buyer_currency: 'EUR', buyer_region: 'EU' }))}`,
})

async function read(response: Response): Promise<Page> {
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
    state: response.headers.get('x-edge-cache'),
  }
}

const get = async (path: string, headers: Record<string, string> = {}) =>
  read(await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers: { host: HOST, ...headers } }))

const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1]
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1]
const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, hreflang, href]) => ({ hreflang, href }))

beforeAll(async () => {
  await seedStore(env.DB, buildStore({ slug: 'polyglot', name: 'Polyglot Goods', flags: { support: true } }))
  // The worker's first answer loads its modules: paid here, not inside the first test's time.
  await get('/de')
}, 60_000)

describe('a locale in the path', () => {
  it('renders the page in that locale whatever the cookie says, and the unprefixed address in the cookie’s', async () => {
    expect(langOf((await get('/de/apparel')).html)).toBe('de')
    expect(langOf((await get('/de/apparel', cookieFor('fr'))).html)).toBe('de')
    expect(langOf((await get('/pt-br/listing/night-hoodie')).html)).toBe('pt-BR')
    expect(langOf((await get('/en-gb')).html)).toBe('en-GB')
    // Existing addresses keep working: the default locale, or the shopper's choice.
    expect(langOf((await get('/apparel')).html)).toBe('en')
    expect(langOf((await get('/apparel', cookieFor('fr'))).html)).toBe('fr')
  })

  it('answers every route of the table under a prefix as it answers it unprefixed', async () => {
    for (const sample of routeSamples({ checkoutId: 'ck_missing', listing: 'night-hoodie' })) {
      const url = `${sample.path}${sample.query ? `?${sample.query}` : ''}`
      const plain = await get(url)
      const german = await get(`/de${sample.path === '/' ? '' : url}`)
      expect(german.status, url).toBe(plain.status)
      // A page that sends the shopper on sends them on in the same locale.
      const { location } = plain
      if (location?.startsWith('/')) expect(german.location, url).toBe(localizedPath('de', location))
      else expect(german.location, url).toBe(location)
    }
  })

  it('writes the page’s links in its locale: the menu, the tiles, the logo', async () => {
    const { html } = await get('/fr/apparel')
    expect(html).toContain('href="/fr/listing/day-tee"')
    expect(html).toContain('href="/fr/apparel/hoodies"')
    expect(html).toMatch(/href="\/fr"/)
    expect(html).not.toMatch(/href="\/listing\//)
  })

  it('spells a prefix one way: lower case, no slash of its own', async () => {
    expect(await get('/DE/Apparel/')).toMatchObject({ status: 301, location: '/de/Apparel' })
    expect(await get('/PT-BR/cart?x=1')).toMatchObject({ status: 301, location: '/pt-br/cart?x=1' })
    expect(await get('/de/')).toMatchObject({ status: 301, location: '/de' })
  })

  it('has no prefix for the default locale nor for a word that is no locale: those are store paths', async () => {
    expect((await get('/en/apparel')).status).toBe(404)
    expect((await get('/xx/apparel')).status).toBe(404)
  })

  it('leaves the API, feeds and robots unprefixed: a prefix before them is no page', async () => {
    expect((await get('/de/robots.txt')).status).toBe(404)
    expect((await get('/de/api/v1/stores/localization_details')).status).toBe(404)
  })
})

describe('canonical and hreflang', () => {
  it('give a listing reached at /{slug} its /listing/{slug} address in the page’s own locale', async () => {
    expect(canonicalOf((await get('/es/night-hoodie')).html)).toBe(`${ORIGIN}/es/listing/night-hoodie`)
    expect(canonicalOf((await get('/night-hoodie')).html)).toBe(`${ORIGIN}/listing/night-hoodie`)
    // A page the cookie put in German is the German address's copy.
    expect(canonicalOf((await get('/night-hoodie', cookieFor('de'))).html)).toBe(`${ORIGIN}/de/listing/night-hoodie`)
  })

  it('name every page in all 8 locales and x-default, reciprocally, each address canonical to itself', async () => {
    const kinds = ['/', '/apparel', '/apparel/hoodies', '/listing/night-hoodie', '/night-hoodie', '/about', '/terms-of-use']
    const more = ['/privacy-policy', '/search?searchterm=tee', '/cart', '/support', '/support/track-my-order', '/contact', '/track']
    for (const path of [...kinds, ...more, '/no-such-page']) {
      const first = await get(path)
      const alternates = alternatesOf(first.html)
      expect(
        alternates.map((link) => link.hreflang),
        path,
      ).toEqual([...LOCALES, 'x-default'])
      expect(alternates.at(-1)?.href, path).toBe(alternates[0]?.href)
      for (const { hreflang, href } of alternates) {
        const other = await get(new URL(href).pathname)
        expect(other.status, href).toBe(first.status)
        expect(langOf(other.html), href).toBe(hreflang === 'x-default' ? 'en' : hreflang)
        expect(canonicalOf(other.html), href).toBe(href)
        expect(alternatesOf(other.html), href).toEqual(alternates)
      }
    }
    // 16 pages, each in 9 addresses: more renders than one test usually makes.
  }, 120_000)
})

describe('the edge cache and locale addresses', () => {
  /** One app with the page cache on, as one isolate. */
  function edge() {
    const app = createApp()
    return async (path: string, headers: Record<string, string> = {}) => {
      const ctx = createExecutionContext()
      const request = new Request(`${ORIGIN}${path}`, { headers: { host: HOST, ...headers }, redirect: 'manual' })
      const response = await app.fetch(request, { ...env, PAGE_CACHE: 'on' }, ctx)
      const page = await read(response)
      await waitOnExecutionContext(ctx)
      return page
    }
  }

  it('never answers one locale’s address with another’s page, whatever the cookie', async () => {
    const fetch = edge()
    for (const round of ['MISS', 'HIT']) {
      const german = await fetch('/de/apparel/hoodies')
      const french = await fetch('/fr/apparel/hoodies')
      const plain = await fetch('/apparel/hoodies')
      expect([german.state, french.state, plain.state]).toEqual([round, round, round])
      expect([langOf(german.html), langOf(french.html), langOf(plain.html)]).toEqual(['de', 'fr', 'en'])
    }
    // A shopper whose cookie says French, at the German address: the German page.
    const fromCookie = await fetch('/de/apparel/hoodies', cookieFor('fr'))
    expect(langOf(fromCookie.html)).toBe('de')
    expect(fromCookie.html).toContain('href="/de/listing/night-hoodie"')
    // The unprefixed address in German by cookie is a page of its own: its links stay unprefixed.
    const unprefixed = await fetch('/apparel/hoodies', cookieFor('de'))
    expect([unprefixed.state, langOf(unprefixed.html)]).toEqual(['MISS', 'de'])
    expect(unprefixed.html).toContain('href="/listing/night-hoodie"')
    expect(unprefixed.html).not.toContain('href="/de/listing/night-hoodie"')
  })
})
