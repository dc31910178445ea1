import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '../../domain/constants'
import { createPreviewToken } from '../../worker/security/preview-token'
import { buildStore, seedStore, withHiddenListings } from '../support/factories/store'
import { edgeFileCacheApp } from '../support/harness/worker/edge-file-cache-app'

/**
 * The sitemaps a crawler reads, per store, from D1: an index and its children, complete for
 * a store of 120,000 listings, and nothing hidden, private or gated in any of them. (The
 * files' XML is checked against the sitemaps.org schema in worker/seo/sitemap-xml.test.ts
 * and, as the running worker answers them, in tests/e2e/discoverability.spec.ts.)
 */

const PREVIEW_KEY = 'sitemap-preview-key-for-tests-0001'
const BULK = 120_000

const get = (host: string, path: string, init: RequestInit = {}) =>
  SELF.fetch(`http://${host}${path}`, { redirect: 'manual', ...init, headers: { host, origin: `http://${host}`, ...(init.headers ?? {}) } })

const locsIn = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')

async function file(host: string, path: string) {
  const response = await get(host, path)
  expect(response.status, path).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/xml')
  return response.text()
}

/** Every listing address a crawler finds from the store's /sitemap.xml. */
async function listingsFound(host: string): Promise<{ urls: string[]; children: string[] }> {
  const children = locsIn(await file(host, '/sitemap.xml'))
  const urls: string[] = []
  for (const child of children.filter((loc) => loc.includes('sitemap-listings-'))) {
    const xml = await file(host, new URL(child).pathname)
    const locs = locsIn(xml)
    expect(locs.length).toBeLessThanOrEqual(50_000)
    expect(new TextEncoder().encode(xml).length).toBeLessThan(50 * 1024 * 1024)
    urls.push(...locs)
  }
  return { urls, children }
}

/** A store of `count` listings made in D1 directly (an import of that size is not what is tested). */
async function bulkStore(slug: string, count: number) {
  await seedStore(env.DB, buildStore({ slug, name: 'Bulk Store' }, { listings: [] }))
  const store = await env.DB.prepare('SELECT id FROM stores WHERE slug = ?1').bind(slug).first<{ id: number }>()
  const id = store?.id ?? 0
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
       INSERT INTO listings (store_id, slug, title, position, visibility)
       SELECT ?1, 'bulk-' || i, 'Bulk ' || i, i, CASE WHEN i % 1000 = 7 THEN 'private' ELSE 'public' END FROM n`,
    ).bind(id, count),
    env.DB.prepare(
      `INSERT INTO products (listing_id, product_type, name, mockup) SELECT id, 'T-Shirt', 'Classic Tee', 'tee' FROM listings WHERE store_id = ?1`,
    ).bind(id),
    // Every 1000th + 9 listing has only a private colour: hidden from shoppers, so from crawlers.
    env.DB.prepare(
      `INSERT INTO variations (product_id, color, hex, visibility)
       SELECT p.id, 'White', '#ffffff', CASE WHEN CAST(substr(l.slug, 6) AS INTEGER) % 1000 = 9 THEN 'private' ELSE 'public' END
       FROM products p JOIN listings l ON l.id = p.listing_id WHERE l.store_id = ?1`,
    ).bind(id),
  ])
}

beforeAll(async () => {
  await seedStore(env.DB, withHiddenListings(buildStore({ slug: 'moonlit', name: 'Moonlit Test', previewKey: PREVIEW_KEY })))
  await seedStore(
    env.DB,
    buildStore(
      { slug: 'sunbeam', name: 'Sunbeam Test', flags: { support: true } },
      { theme: { meta: { storeName: 'Sunbeam Test' }, content: { header: { showAbout: true } } } },
    ),
  )
  await seedStore(env.DB, buildStore({ slug: 'vault', name: 'Vault Test', accessCode: 'letmein' }))
  await bulkStore('bulk', BULK)
  // The worker's first answer loads its modules: paid here, not inside the first test's time.
  await (await get('moonlit.localhost', '/sitemap.xml')).text()
}, 120_000)

describe('sitemaps of a store', () => {
  it('index the pages file and the listings, each address absolute on the store’s own host', async () => {
    const index = await file('moonlit.localhost', '/sitemap.xml')
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locsIn(index)).toEqual([
      'http://moonlit.localhost/sitemap-pages.xml',
      'http://moonlit.localhost/sitemap-listings-1.xml',
      ...['de', 'nl', 'fr', 'it', 'es', 'pt-br', 'en-gb'].flatMap((prefix) => [
        `http://moonlit.localhost/sitemap-${prefix}-pages.xml`,
        `http://moonlit.localhost/sitemap-${prefix}-listings-1.xml`,
      ]),
    ])
    const { urls } = await listingsFound('moonlit.localhost')
    expect(urls.sort()).toEqual(['http://moonlit.localhost/listing/day-tee', 'http://moonlit.localhost/listing/night-hoodie'])
  })

  it('never list a private listing, nor one whose every colour is private', async () => {
    const { urls } = await listingsFound('moonlit.localhost')
    expect(urls.join(' ')).not.toMatch(/secret-drop|hidden-colours/)
  })

  it('give every address the catalogue’s last change as lastmod', async () => {
    const xml = await file('moonlit.localhost', '/sitemap-listings-1.xml')
    const row = await env.DB.prepare("SELECT updated_at FROM stores WHERE slug = 'moonlit'").first<{ updated_at: string }>()
    const lastmod = new Date(row?.updated_at ?? '').toISOString().replace(/\.\d{3}Z$/, 'Z')
    expect([...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1])).toEqual([lastmod, lastmod])
  })

  it('list home, every collection (nested too) and the legal pages; about and support only when the store shows them', async () => {
    const moonlit = locsIn(await file('moonlit.localhost', '/sitemap-pages.xml'))
    expect(moonlit).toEqual([
      'http://moonlit.localhost/',
      'http://moonlit.localhost/apparel',
      'http://moonlit.localhost/apparel/hoodies',
      'http://moonlit.localhost/terms-of-use',
      'http://moonlit.localhost/privacy-policy',
    ])
    const sunbeam = locsIn(await file('sunbeam.localhost', '/sitemap-pages.xml'))
    expect(sunbeam).toContain('http://sunbeam.localhost/about')
    expect(sunbeam).toContain('http://sunbeam.localhost/support')
    expect(sunbeam).toContain('http://sunbeam.localhost/support/track-my-order')
    expect(sunbeam).toContain('http://sunbeam.localhost/contact')
    expect(sunbeam.every((loc) => loc.startsWith('http://sunbeam.localhost/'))).toBe(true)
  })

  it('give nothing of a gated store: its visitors without a code are sent to /login', async () => {
    for (const path of ['/sitemap.xml', '/sitemap-pages.xml', '/sitemap-listings-1.xml']) {
      const response = await get('vault.localhost', path)
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location')).toBe('/login')
    }
  })

  it('give nothing in preview', async () => {
    const token = await createPreviewToken({ store: 'moonlit', exp: Math.floor(Date.now() / 1000) + 3600 }, PREVIEW_KEY)
    const started = await get('moonlit.localhost', '/api/preview', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    })
    const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const response = await get('moonlit.localhost', '/sitemap.xml', { headers: { cookie } })
    expect(response.status).toBe(404)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
  })

  it('list each page in every locale at its own address, each naming all of them as alternates, reciprocally', async () => {
    const children = locsIn(await file('moonlit.localhost', '/sitemap.xml'))
    /** Every address of every file, with the hreflang alternates it lists. */
    const entries = new Map<string, string[]>()
    for (const child of children) {
      const xml = await file('moonlit.localhost', new URL(child).pathname)
      for (const [, body] of xml.matchAll(/<url>(.*?)<\/url>/g)) {
        const loc = /<loc>([^<]+)<\/loc>/.exec(body ?? '')?.[1] ?? ''
        const links = [...(body ?? '').matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)]
        entries.set(
          loc,
          links.map(([, hreflang, href]) => `${hreflang} ${href}`),
        )
      }
    }
    const german = entries.get('http://moonlit.localhost/de/listing/night-hoodie')
    expect(german).toEqual([
      'en http://moonlit.localhost/listing/night-hoodie',
      'de http://moonlit.localhost/de/listing/night-hoodie',
      'nl http://moonlit.localhost/nl/listing/night-hoodie',
      'fr http://moonlit.localhost/fr/listing/night-hoodie',
      'it http://moonlit.localhost/it/listing/night-hoodie',
      'es http://moonlit.localhost/es/listing/night-hoodie',
      'pt-BR http://moonlit.localhost/pt-br/listing/night-hoodie',
      'en-GB http://moonlit.localhost/en-gb/listing/night-hoodie',
      'x-default http://moonlit.localhost/listing/night-hoodie',
    ])
    expect(entries.get('http://moonlit.localhost/pt-br')).toContain('en-GB http://moonlit.localhost/en-gb')
    // Every alternate is itself an address of the sitemaps, listing the same set: each names all the others.
    for (const [loc, links] of entries) {
      expect(links, loc).toHaveLength(LOCALES.length + 1)
      expect(
        links.some((link) => link.endsWith(` ${loc}`)),
        loc,
      ).toBe(true)
      for (const link of links) expect(entries.get(link.split(' ')[1] ?? ''), link).toEqual(links)
    }
    expect(entries.size).toBe(LOCALES.length * 7)
  })

  it('answer 404 for a locale file of no locale, and for the default locale spelled as a prefix', async () => {
    for (const path of ['/sitemap-xx-pages.xml', '/sitemap-en-pages.xml', '/sitemap-DE-pages.xml', '/sitemap-de-listings-2.xml'])
      expect((await get('moonlit.localhost', path)).status, path).toBe(404)
  })

  it('answer 404 for a listings file past the last one', async () => {
    expect((await get('moonlit.localhost', '/sitemap-listings-2.xml')).status).toBe(404)
    expect((await get('moonlit.localhost', '/sitemap-listings-0.xml')).status).toBe(404)
  })

  it(`list all of a store of ${BULK.toLocaleString('en')} listings, in files within the protocol's limits`, async () => {
    const { urls, children } = await listingsFound('bulk.localhost')
    const expected = BULK - 2 * (BULK / 1000)
    expect(children.length).toBe(LOCALES.length * (1 + Math.ceil(expected / 10_000)))
    expect(urls.length).toBe(expected)
    expect(new Set(urls).size).toBe(expected)
    expect(urls).toContain('http://bulk.localhost/listing/bulk-1')
    expect(urls).toContain(`http://bulk.localhost/listing/bulk-${BULK}`)
    expect(urls).not.toContain('http://bulk.localhost/listing/bulk-1007')
    expect(urls).not.toContain('http://bulk.localhost/listing/bulk-2009')
  }, 120_000)
})

describe('sitemaps in the edge cache', () => {
  const { fetchOnce, reimportWithoutDayTee } = edgeFileCacheApp()

  it('are kept per store: a second ask is a hit, and another store with the same path gets its own', async () => {
    const first = await fetchOnce('moonlit.localhost', '/sitemap-listings-1.xml')
    const again = await fetchOnce('moonlit.localhost', '/sitemap-listings-1.xml')
    const other = await fetchOnce('sunbeam.localhost', '/sitemap-listings-1.xml')
    expect([first.state, again.state, other.state]).toEqual(['MISS', 'HIT', 'MISS'])
    expect(again.body).toBe(first.body)
    expect(locsIn(other.body).every((loc) => loc.startsWith('http://sunbeam.localhost/'))).toBe(true)
    expect(other.body).not.toContain('moonlit')
  })

  it('are made afresh when the catalogue changes', async () => {
    await fetchOnce('sunbeam.localhost', '/sitemap-listings-1.xml')
    expect((await fetchOnce('sunbeam.localhost', '/sitemap-listings-1.xml')).state).toBe('HIT')
    await reimportWithoutDayTee({ slug: 'sunbeam', name: 'Sunbeam Test', flags: { support: true } })
    const after = await fetchOnce('sunbeam.localhost', '/sitemap-listings-1.xml')
    expect(after.state).toBe('MISS')
    expect(locsIn(after.body)).toEqual(['http://sunbeam.localhost/listing/night-hoodie'])
  })
})
