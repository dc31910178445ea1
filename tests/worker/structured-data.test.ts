import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCALIZATION_COOKIE } from '../../domain/constants'
import { jsonLdOf, richResultErrors } from '../support/fixtures/rich-results'
import { buildStore, seedStore } from '../support/factories/store'

/**
 * What a search engine and a social app read in the head of the pages the worker renders:
 * JSON-LD that Google's rich-result rules accept with no error on every page type, and
 * sharing previews (og:type product with its price, a raster og:image with its size).
 */

beforeAll(async () => {
  const moonlit = buildStore(
    { slug: 'moonlit', name: 'Moonlit Test' },
    {
      theme: {
        meta: { storeName: 'Moonlit Test' },
        brand: { socialMedia: [{ id: 'ig', url: 'https://instagram.com/moonlit', icon: 'instagram' }] },
      },
    },
  )
  const hoodie = moonlit.listings?.[0]
  if (!hoodie) throw new Error('the factory store has a listing')
  await seedStore(env.DB, {
    ...moonlit,
    listings: [...(moonlit.listings ?? []), { ...hoodie, slug: 'secret-drop', title: 'Secret Drop', visibility: 'private' }],
  })
  await seedStore(env.DB, buildStore({ slug: 'vault', name: 'Vault Test', accessCode: 'letmein' }))
  // The worker's first answer loads its modules: paid here, not inside the first test's time.
  await (await page('moonlit.localhost', '/')).text()
}, 60_000)

function page(host: string, path: string) {
  return SELF.fetch(`http://${host}${path}`, { redirect: 'manual', headers: { host } })
}

async function html(path: string) {
  const response = await page('moonlit.localhost', path)
  expect(response.status, path).toBe(200)
  return response.text()
}

const meta = (document: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(document)?.[1] ?? null

describe('structured data on every page type', () => {
  it.each([
    ['home', '/', ['Organization', 'WebSite']],
    ['a collection', '/apparel', ['BreadcrumbList', 'ItemList']],
    ['a nested collection', '/apparel/hoodies', ['BreadcrumbList', 'ItemList']],
    ['a listing', '/listing/night-hoodie', ['ProductGroup', 'BreadcrumbList']],
    ['a listing at its short address', '/night-hoodie', ['ProductGroup', 'BreadcrumbList']],
  ])('%s passes Google’s rich-result rules with no errors', async (_name, path, types) => {
    const document = await html(path)
    expect(Object.keys(jsonLdOf(document)).sort()).toEqual([...types].sort())
    expect(await richResultErrors(document)).toEqual([])
  })

  it('prices a listing’s variants in the shopper’s currency with stock as the store has it', async () => {
    const response = await SELF.fetch('http://moonlit.localhost/listing/night-hoodie', {
      headers: {
        host: 'moonlit.localhost',
        cookie: `${LOCALIZATION_COOKIE}=${encodeURIComponent(JSON.stringify({ buyer_locale: 'de', buyer_currency: 'EUR', buyer_region: 'EU' }))}`,
      },
    })
    const group = jsonLdOf(await response.text()).ProductGroup?.[0] as {
      hasVariant: { color: string; size: string; offers: { priceCurrency: string; availability: string } }[]
    }
    const blackM = group.hasVariant.find((variant) => variant.color === 'Black' && variant.size === 'M')
    const navyM = group.hasVariant.find((variant) => variant.color === 'Navy' && variant.size === 'M')
    expect(new Set(group.hasVariant.map((variant) => variant.offers.priceCurrency))).toEqual(new Set(['EUR']))
    expect(blackM?.offers.availability).toBe('https://schema.org/OutOfStock')
    expect(navyM?.offers.availability).toBe('https://schema.org/InStock')
  })

  it('gives no rich results to a page that is not to be indexed: a private listing, the cart, a 404, a gated store', async () => {
    for (const [host, path] of [
      ['moonlit.localhost', '/listing/secret-drop'],
      ['moonlit.localhost', '/cart'],
      ['moonlit.localhost', '/no-such-page'],
      ['vault.localhost', '/login'],
    ] as const) {
      const document = await (await page(host, path)).text()
      expect(document, path).not.toContain('application/ld+json')
    }
  })
})

describe('sharing previews', () => {
  it('shows a listing as a product with its price and a raster image of 1200 px with its size', async () => {
    const document = await html('/listing/night-hoodie')
    expect(meta(document, 'og:type')).toBe('product')
    expect(meta(document, 'product:price:amount')).toBe('45.00')
    expect(meta(document, 'product:price:currency')).toBe('USD')
    expect(meta(document, 'twitter:card')).toBe('summary_large_image')
    const image = new URL(meta(document, 'og:image') ?? '')
    expect(image.pathname).toBe('/images/1200/jpeg')
    expect(image.searchParams.get('src')).toMatch(/^\/mockups\/.+\.svg/)
    expect([meta(document, 'og:image:width'), meta(document, 'og:image:height')]).toEqual(['1200', '1200'])
  })

  it('answers the og:image address with a JPEG', async () => {
    const image = meta(await html('/listing/night-hoodie'), 'og:image') ?? ''
    const answer = await SELF.fetch(image.replaceAll('&amp;', '&'), { headers: { host: 'moonlit.localhost' } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/jpeg')
    const bytes = new Uint8Array(await answer.arrayBuffer())
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8])
  })

  it('keeps other pages websites', async () => {
    expect(meta(await html('/'), 'og:type')).toBe('website')
    expect(meta(await html('/apparel'), 'og:type')).toBe('website')
  })
})
