import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { NFT_PRIMARY_PRODUCT_ID } from '../../domain/constants'
import type { StoreImportInput } from '../../domain/schemas/store-import'
import storeImportDoc from '../../docs/store-import.md?raw'
import { createBuiltinCatalog } from '../../worker/commerce/builtin/catalog'
import { compileStoreImport, parseStoreImport } from '../../worker/commerce/builtin/db/store-import-sql'
import { readConfig } from '../../worker/env'

const TABLES = [
  'stores',
  'domains',
  'themes',
  'collections',
  'listings',
  'listing_collections',
  'products',
  'sizes',
  'variations',
  'inventory',
  'promo_codes',
] as const

type ListingInput = NonNullable<StoreImportInput['listings']>[number]

function tee(overrides: Partial<ListingInput> = {}): ListingInput {
  return {
    slug: 'night-owl-tee',
    title: 'Night Owl Tee',
    collections: ['apparel'],
    products: [
      {
        productType: 'Classic Tee',
        name: 'Classic Tee',
        mockup: 'tee' as const,
        artwork: 'Night Owl',
        sizes: [
          { label: 'S', priceCents: 2800 },
          { label: 'M', priceCents: 2800 },
          { label: 'XL', priceCents: 3000 },
        ],
        variations: [
          { color: 'Midnight', hex: '#1B2340', inventory: { S: 5, M: 0, XL: 2 } },
          { color: 'Bone', hex: '#f4f1ea', inventory: { S: 1 } },
        ],
        details: { sizeChart: { S: { Chest: { inches: 18, cm: 45.7 } } } },
      },
    ],
    ...overrides,
  }
}

function storeFile(overrides: Partial<StoreImportInput> = {}): StoreImportInput {
  return {
    store: { slug: 'owls', name: 'Owl Supply', sellerId: 'seller-owls', domains: ['shop.owls.example'] },
    theme: { meta: { storeName: 'Owl Supply' }, content: { heroBanner: { title: 'Published hero' } } },
    draftTheme: { meta: { storeName: 'Owl Supply' }, content: { heroBanner: { title: 'Draft hero' } } },
    collections: [
      { slug: 'apparel', name: 'Apparel' },
      { slug: 'hoodies', name: 'Hoodies', parent: 'apparel' },
    ],
    listings: [
      tee(),
      {
        slug: 'owl-hoodie',
        title: 'Owl Hoodie',
        collections: ['hoodies'],
        products: [
          {
            productType: 'Pullover Hoodie',
            name: 'Pullover Hoodie',
            mockup: 'hoodie',
            sizes: [{ label: 'M', priceCents: 5200 }],
            variations: [{ color: 'Forest', hex: '#23402c', inventory: { M: 9 } }],
          },
        ],
      },
    ],
    promoCodes: [{ code: 'OWL10', type: 'percentage', percentage: 10, minSubtotalCents: 2000 }],
    ...overrides,
  }
}

async function importStore(input: StoreImportInput): Promise<void> {
  const result = parseStoreImport(input)
  if (!result.ok) throw new Error(result.errors.join('\n'))
  await env.DB.batch(compileStoreImport(result.data).map((sql) => env.DB.prepare(sql)))
}

async function counts(): Promise<Record<string, number>> {
  const rows = await env.DB.batch<{ n: number }>(TABLES.map((t) => env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t}`)))
  return Object.fromEntries(TABLES.map((t, i) => [t, rows[i].results[0].n]))
}

async function ids(): Promise<unknown[]> {
  const rows = await env.DB.batch(
    ['stores', 'collections', 'listings', 'products', 'sizes', 'variations'].map((t) => env.DB.prepare(`SELECT * FROM ${t} ORDER BY id`)),
  )
  return rows.map((r) => r.results.map((row) => (row as { id: number }).id))
}

const store = () =>
  env.DB.prepare('SELECT id, catalogue_version, preview_key, flags FROM stores WHERE slug = ?1')
    .bind('owls')
    .first<{ id: number; catalogue_version: number; preview_key: string; flags: string }>()

beforeEach(async () => {
  // Storage is shared by the tests of a file; deleting the stores cascades to the rest.
  await env.DB.exec('DELETE FROM stores')
})

describe('parseStoreImport', () => {
  it('names the JSON path of a price in cents that is not whole', () => {
    const file = storeFile()
    const listings = file.listings ?? []
    listings[0].products[0].sizes[1].priceCents = 28.5
    const result = parseStoreImport(file)
    expect(result).toEqual({ ok: false, errors: ['listings[0].products[0].sizes[1].priceCents: Cents are whole numbers'] })
  })

  it('names references that lead nowhere', () => {
    const file = storeFile({
      collections: [{ slug: 'apparel', name: 'Apparel', parent: 'nowhere' }],
      listings: [tee({ collections: ['posters'] })],
    })
    const listings = file.listings ?? []
    listings[0].products[0].variations[0].inventory = { '2XL': 3 }
    const result = parseStoreImport(file)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.errors).toEqual([
      "collections[0].parent: No collection has the slug 'nowhere'",
      "listings[0].collections[0]: No collection has the slug or path 'posters'",
      `listings[0].products[0].variations[0].inventory["2XL"]: No size of this product is labelled '2XL'`,
    ])
  })

  it('refuses two listings with the same slug', () => {
    const result = parseStoreImport(storeFile({ listings: [tee(), tee()] }))
    expect(!result.ok && result.errors).toEqual(["listings[1].slug: Listing slug 'night-owl-tee' is used twice"])
  })

  it('refuses collections nested inside themselves', () => {
    const result = parseStoreImport(
      storeFile({
        collections: [
          { slug: 'a', name: 'A', parent: 'b' },
          { slug: 'b', name: 'B', parent: 'a' },
        ],
        listings: [],
      }),
    )
    expect(!result.ok && result.errors).toContain("collections[0].parent: Collection 'a' is nested inside itself")
  })

  it('fills the defaults a short file leaves out', () => {
    const result = parseStoreImport(storeFile())
    expect(result.ok && result.data.store.region).toBe('USA')
    expect(result.ok && result.data.listings[0].visibility).toBe('public')
  })
})

describe('compileStoreImport into D1', () => {
  it('imports a store with its themes, collections, listings, products, stock and promo codes', async () => {
    await importStore(storeFile())
    expect(await counts()).toEqual({
      stores: 1,
      domains: 1,
      themes: 2,
      collections: 2,
      listings: 2,
      listing_collections: 2,
      products: 2,
      sizes: 4,
      variations: 3,
      inventory: 7,
      promo_codes: 1,
    })
  })

  it('changes nothing and keeps every id when the same file is imported twice', async () => {
    await importStore(storeFile())
    const before = { counts: await counts(), ids: await ids() }
    await importStore(storeFile())
    expect({ counts: await counts(), ids: await ids() }).toEqual(before)
  })

  it('bumps the catalogue version on every import so caches move on', async () => {
    await importStore(storeFile())
    expect((await store())?.catalogue_version).toBe(1)
    await importStore(storeFile())
    expect((await store())?.catalogue_version).toBe(2)
  })

  it('deletes a listing, with its products, sizes, colours and stock, once the file drops it', async () => {
    await importStore(storeFile())
    const [, hoodie] = storeFile().listings ?? []
    await importStore(storeFile({ listings: [hoodie] }))
    const { results } = await env.DB.prepare('SELECT slug FROM listings').all<{ slug: string }>()
    expect(results.map((r) => r.slug)).toEqual(['owl-hoodie'])
    expect(await counts()).toMatchObject({ products: 1, sizes: 1, variations: 1, inventory: 1, listing_collections: 1 })
  })

  it('deletes colours, sizes, collections, promo codes, domains and the draft the file no longer has', async () => {
    await importStore(storeFile())
    const file = storeFile({ collections: [{ slug: 'apparel', name: 'Apparel' }], promoCodes: [], draftTheme: undefined })
    file.store.domains = []
    const [owlTee] = file.listings ?? []
    owlTee.products[0].sizes = [{ label: 'S', priceCents: 2800 }]
    owlTee.products[0].variations = [{ color: 'Bone', hex: '#f4f1ea', inventory: { S: 1 } }]
    owlTee.products[0].details = {}
    file.listings = [owlTee]
    await importStore(file)
    expect(await counts()).toMatchObject({
      domains: 0,
      themes: 1,
      collections: 1,
      listings: 1,
      sizes: 1,
      variations: 1,
      inventory: 1,
      promo_codes: 0,
    })
  })

  it('keeps quotes and SQL-looking text in titles exactly as written', async () => {
    const title = `Rock 'n' Roll "Owl" Tee'; DROP TABLE stores; --`
    await importStore(storeFile({ listings: [tee({ title, description: "It's \\ a 'tee'\nwith two lines" })] }))
    const row = await env.DB.prepare('SELECT title, description FROM listings').first<{ title: string; description: string }>()
    expect(row).toEqual({ title, description: "It's \\ a 'tee'\nwith two lines" })
    expect((await counts()).stores).toBe(1)
  })

  it('nests a collection under its parent by path', async () => {
    await importStore(storeFile())
    const { results } = await env.DB.prepare(
      'SELECT c.path, p.path AS parent FROM collections c LEFT JOIN collections p ON p.id = c.parent_id ORDER BY c.position',
    ).all()
    expect(results).toEqual([
      { path: 'apparel', parent: null },
      { path: 'apparel/hoodies', parent: 'apparel' },
    ])
  })

  it('keeps stock per colour and size, with none for a size the file leaves out', async () => {
    await importStore(storeFile())
    const { results } = await env.DB.prepare(
      `SELECT v.color, s.label, i.count FROM inventory i JOIN variations v ON v.id = i.variation_id JOIN sizes s ON s.id = i.size_id
       JOIN products p ON p.id = v.product_id WHERE p.product_type = 'Classic Tee' ORDER BY v.position, s.position`,
    ).all()
    expect(results).toEqual([
      { color: 'Midnight', label: 'S', count: 5 },
      { color: 'Midnight', label: 'M', count: 0 },
      { color: 'Midnight', label: 'XL', count: 2 },
      { color: 'Bone', label: 'S', count: 1 },
      { color: 'Bone', label: 'M', count: 0 },
      { color: 'Bone', label: 'XL', count: 0 },
    ])
  })

  it('stores colours as lower-case hex and the size chart as JSON', async () => {
    await importStore(storeFile())
    const variation = await env.DB.prepare("SELECT hex FROM variations WHERE color = 'Midnight'").first()
    const product = await env.DB.prepare("SELECT size_chart FROM products WHERE product_type = 'Classic Tee'").first<{
      size_chart: string
    }>()
    expect(variation).toEqual({ hex: '#1b2340' })
    expect(JSON.parse(product?.size_chart ?? 'null')).toEqual({ S: { Chest: { inches: 18, cm: 45.7 } } })
  })

  it('shows a colour by its product photos when the file gives them, and by its mockups otherwise', async () => {
    const photos = [
      { url: 'https://photos.example/tee-front.jpg', alt: 'Front' },
      { url: 'https://photos.example/tee-back.jpg', alt: 'Back' },
    ]
    const [teeListing, ...rest] = storeFile().listings ?? []
    const [product] = teeListing.products
    const [midnight, bone] = product.variations
    await importStore(
      storeFile({
        listings: [{ ...teeListing, products: [{ ...product, variations: [{ ...midnight, images: photos }, bone] }] }, ...rest],
      }),
    )
    const catalog = createBuiltinCatalog({ db: env.DB, config: readConfig(env) })
    const prices = { currency: 'USD', region: 'USA' } as const
    const { listing } = await catalog.listing('owls', 'night-owl-tee', prices)
    const [shownByPhotos, shownByMockups] = listing?.products[0].variations ?? []
    expect(shownByPhotos.images.map((image) => image.src)).toEqual(photos.map((photo) => photo.url))
    expect(shownByPhotos.images[0].side).toBe(photos[1].url)
    expect(shownByMockups.images[0].src).toMatch(/^\/mockups\/tee\/front\/f4f1ea\.svg/)
    const tiles = await catalog.productCache('owls', prices)
    expect(tiles.find((tile) => tile.url === '/listing/night-owl-tee')?.imageUrl).toBe(photos[0].url)

    // Importing the colour without photos takes its gallery back to the mockups.
    await importStore(storeFile())
    const { listing: again } = await catalog.listing('owls', 'night-owl-tee', prices)
    expect(again?.products[0].variations[0].images[0].src).toMatch(/^\/mockups\/tee\/front\/1b2340\.svg/)
  })

  it('refuses photos that are not https', () => {
    const [teeListing] = storeFile().listings ?? []
    const [product] = teeListing.products
    const variations = [{ ...product.variations[0], images: [{ url: 'http://photos.example/a.jpg' }] }]
    const result = parseStoreImport(storeFile({ listings: [{ ...teeListing, products: [{ ...product, variations }] }] }))
    expect(result.ok).toBe(false)
  })

  it('generates a random 32-hex preview key once and keeps it on re-import', async () => {
    await importStore(storeFile())
    const first = (await store())?.preview_key
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    await importStore(storeFile())
    expect((await store())?.preview_key).toBe(first)

    await env.DB.exec('DELETE FROM stores')
    await importStore(storeFile())
    expect((await store())?.preview_key).not.toBe(first)
  })

  it('uses the preview key the file sets', async () => {
    await importStore(storeFile())
    const file = storeFile()
    file.store.previewKey = 'a-key-chosen-by-the-owner'
    await importStore(file)
    expect((await store())?.preview_key).toBe('a-key-chosen-by-the-owner')
  })

  it('stores the published and draft themes with their defaults filled', async () => {
    await importStore(storeFile())
    const { results } = await env.DB.prepare('SELECT kind, data FROM themes ORDER BY kind').all<{ kind: string; data: string }>()
    const titles = results.map((r) => [r.kind, JSON.parse(r.data).content.heroBanner.title])
    expect(titles).toEqual([
      ['draft', 'Draft hero'],
      ['published', 'Published hero'],
    ])
    expect(JSON.parse(results[1].data).layout.productFeed).toBe('pagination')
  })

  it('stores only the flags the file sets', async () => {
    const file = storeFile()
    file.store.flags = { support: true }
    await importStore(file)
    expect(JSON.parse((await store())?.flags ?? '')).toEqual({ support: true })
  })

  it(`gives an NFT product the fixed id ${NFT_PRIMARY_PRODUCT_ID}, stable across imports`, async () => {
    const nft = tee({
      slug: 'owl-pass',
      products: [{ ...tee().products[0], productType: 'nft', mockup: 'nft', fixedProductId: NFT_PRIMARY_PRODUCT_ID }],
    })
    const file = storeFile({ listings: [nft] })
    await importStore(file)
    await importStore(file)
    const { results } = await env.DB.prepare('SELECT id, product_type FROM products').all()
    expect(results).toEqual([{ id: NFT_PRIMARY_PRODUCT_ID, product_type: 'nft' }])
    expect(await counts()).toMatchObject({ variations: 2, sizes: 3, inventory: 6 })
  })

  it('fails the whole import when another store already holds a fixed product id', async () => {
    const nft = tee({
      slug: 'owl-pass',
      products: [{ ...tee().products[0], productType: 'nft', mockup: 'nft', fixedProductId: NFT_PRIMARY_PRODUCT_ID }],
    })
    await importStore(storeFile({ listings: [nft] }))
    const other = storeFile({ listings: [nft] })
    other.store = { slug: 'bats', name: 'Bat Supply', sellerId: 'seller-bats' }
    await expect(importStore(other)).rejects.toThrow(/UNIQUE constraint failed: products\.id/)
    const stores = await env.DB.prepare('SELECT slug FROM stores').all<{ slug: string }>()
    expect(stores.results.map((s) => s.slug)).toEqual(['owls'])
  })
})

describe('docs/store-import.md', () => {
  it('shows a complete example that validates and imports', async () => {
    const example = /```json\n([\s\S]*?)```/.exec(storeImportDoc)?.[1]
    await importStore(JSON.parse(example ?? 'null'))
    const row = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM listings l JOIN stores s ON s.id = l.store_id WHERE s.slug = 'lantern'",
    ).first()
    expect(row).toEqual({ n: 2 })
  })
})
