import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { DIGITAL_SIZE_LABEL, NFT_PRIMARY_PRODUCT_ID, NFT_PRODUCT_TYPE } from '../../domain/constants'
import type { StoreImport } from '../../domain/schemas/store-import'
import { compileStoreImport, parseStoreImport } from '../../worker/commerce/builtin/db/store-import-sql'
import { APPAREL_SIZES } from '../../worker/commerce/builtin/seed/kit'
import { demoStores } from '../../worker/commerce/builtin/seed/index'

/** The demo stores are what people see first and what the browser journeys rely on. */

function parsed(): StoreImport[] {
  return demoStores.map((input) => {
    const result = parseStoreImport(input)
    if (!result.ok) throw new Error(`${input.store.slug}: ${result.errors.join('\n')}`)
    return result.data
  })
}

const bySlug = (slug: string) => {
  const store = parsed().find((s) => s.store.slug === slug)
  if (!store) throw new Error(`No demo store ${slug}`)
  return store
}

const APPAREL = new Set(['tee', 'hoodie', 'crewneck', 'tank'])

async function importAll(): Promise<void> {
  await env.DB.batch(
    parsed()
      .flatMap((data) => compileStoreImport(data))
      .map((sql) => env.DB.prepare(sql)),
  )
}

describe('the demo stores', () => {
  beforeAll(importAll)

  it('are moonlit (the default), sunbeam and vault, each a valid store file', () => {
    expect(parsed().map((s) => s.store.slug)).toEqual(['moonlit', 'sunbeam', 'vault'])
  })

  it('import side by side, and again, without duplicating a row', async () => {
    const count = async () =>
      env.DB.prepare(
        'SELECT (SELECT COUNT(*) FROM listings) AS l, (SELECT COUNT(*) FROM products) AS p, (SELECT COUNT(*) FROM inventory) AS i',
      ).first()
    const before = await count()
    await importAll()
    expect(await count()).toEqual(before)
  })

  it('hold at least 40 listings, and 6 collections with a nested one in each large store', () => {
    expect(parsed().reduce((n, s) => n + s.listings.length, 0)).toBeGreaterThanOrEqual(40)
    for (const slug of ['moonlit', 'sunbeam']) {
      const { collections } = bySlug(slug)
      expect(collections.length).toBeGreaterThanOrEqual(6)
      expect(collections.some((c) => c.parent === 'apparel')).toBe(true)
    }
  })

  it('offer every apparel design in at least 3 colours and sizes XS to 3XL, bigger sizes costing more', () => {
    for (const store of parsed()) {
      for (const listing of store.listings) {
        for (const product of listing.products.filter((p) => APPAREL.has(p.mockup))) {
          const where = `${store.store.slug}/${listing.slug}/${product.productType}`
          expect(product.variations.length, where).toBeGreaterThanOrEqual(3)
          expect(
            product.sizes.map((s) => s.label),
            where,
          ).toEqual([...APPAREL_SIZES])
          const price = (label: string) => product.sizes.find((s) => s.label === label)?.price ?? 0
          expect(price('3XL'), where).toBeGreaterThan(price('2XL'))
          expect(price('2XL'), where).toBeGreaterThan(price('XL'))
          expect(product.details.sizeChart?.M?.Chest, where).toBeDefined()
        }
      }
    }
  })

  it('sell the Midnight Hoodie in moonlit with deep stock in M and L of its first colour', async () => {
    const { results } = await env.DB.prepare(
      `SELECT s.label, i.count FROM listings l JOIN stores st ON st.id = l.store_id JOIN products p ON p.listing_id = l.id
       JOIN variations v ON v.product_id = p.id AND v.position = 0 JOIN sizes s ON s.product_id = p.id
       JOIN inventory i ON i.variation_id = v.id AND i.size_id = s.id
       WHERE st.slug = 'moonlit' AND l.slug = 'midnight-hoodie' AND p.mockup = 'hoodie' ORDER BY s.position`,
    ).all<{ label: string; count: number }>()
    expect(results.map((r) => r.label)).toEqual([...APPAREL_SIZES])
    const count = (label: string) => results.find((r) => r.label === label)?.count ?? 0
    expect(count('M')).toBeGreaterThanOrEqual(100)
    expect(count('L')).toBeGreaterThanOrEqual(100)
  })

  it('show sold-out sizes and a colour sold out in every size', () => {
    const variations = parsed().flatMap((s) => s.listings.flatMap((l) => l.products.flatMap((p) => p.variations)))
    const counts = (v: (typeof variations)[number]) => Object.values(v.inventory)
    expect(variations.some((v) => counts(v).every((n) => n === 0))).toBe(true)
    expect(variations.some((v) => counts(v).some((n) => n === 0) && counts(v).some((n) => n > 0))).toBe(true)
  })

  it('include a private listing, a pre-order, a digital download and two-product listings in moonlit', () => {
    const { listings } = bySlug('moonlit')
    expect(listings.some((l) => l.visibility === 'private')).toBe(true)
    expect(listings.some((l) => l.checkoutFlow === 1)).toBe(true)
    expect(listings.filter((l) => l.products.length === 2).length).toBeGreaterThanOrEqual(2)
    const digital = listings.flatMap((l) => l.products).find((p) => p.sizes.length === 1 && p.sizes[0].label === DIGITAL_SIZE_LABEL)
    expect(digital?.delivery).toBe('other')
  })

  it(`give product id ${NFT_PRIMARY_PRODUCT_ID} to exactly one NFT, in moonlit`, async () => {
    const row = await env.DB.prepare(
      'SELECT s.slug, p.product_type FROM products p JOIN listings l ON l.id = p.listing_id JOIN stores s ON s.id = l.store_id WHERE p.id = ?1',
    )
      .bind(NFT_PRIMARY_PRODUCT_ID)
      .first()
    expect(row).toEqual({ slug: 'moonlit', product_type: NFT_PRODUCT_TYPE })
  })

  it('gate the vault behind the access code letmein and leave the others open', async () => {
    const { results } = await env.DB.prepare('SELECT slug, access_code FROM stores ORDER BY id').all()
    expect(results).toEqual([
      { slug: 'moonlit', access_code: null },
      { slug: 'sunbeam', access_code: null },
      { slug: 'vault', access_code: 'letmein' },
    ])
  })

  it('give moonlit a draft theme whose hero differs from the published one', () => {
    const moonlit = bySlug('moonlit')
    expect(moonlit.draftTheme?.content.heroBanner.title).not.toBe(moonlit.theme.content.heroBanner.title)
  })

  it('set the theme choices each brand is known by', () => {
    const pick = (s: StoreImport) => ({
      header: s.theme.content.header.template,
      hero: s.theme.content.heroBanner.template,
      feed: s.theme.layout.productFeed,
      support: s.store.flags.support,
    })
    expect(pick(bySlug('moonlit'))).toEqual({ header: '1', hero: '2', feed: 'pagination', support: true })
    expect(pick(bySlug('sunbeam'))).toEqual({ header: '2', hero: '4', feed: 'infinite', support: false })
    expect(pick(bySlug('vault'))).toMatchObject({ header: 'custom', hero: '1' })
  })

  it('show every header and hero template between their published and draft themes', () => {
    const themes = parsed().flatMap((s) => (s.draftTheme ? [s.theme, s.draftTheme] : [s.theme]))
    const used = (pick: (theme: (typeof themes)[number]) => string) => [...new Set(themes.map(pick))].sort()
    expect(used((theme) => theme.content.header.template)).toEqual(['1', '2', '3', 'custom'])
    expect(used((theme) => theme.content.heroBanner.template)).toEqual(['1', '2', '3', '4', '5'])
    expect(used((theme) => theme.content.footer.template)).toEqual(['1', '2'])
  })
})
