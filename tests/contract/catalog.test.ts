import { describe, expect, it } from 'vitest'
import { CollectionPage, ListingAnswer, ProductPage, ProductTile, Store } from '../../domain/schemas/catalog'
import { LocalizationDetails } from '../../domain/schemas/localization'
import { Theme } from '../../domain/schemas/theme'
import { everyAnswer, SpecBackend, specCatalog } from '../support/contract/spec-backend'
import availability from './spec-answers/availability.json'
import blanks from './spec-answers/blanks.json'
import collectionItems from './spec-answers/collection-items.json'
import collections from './spec-answers/collections.json'
import inventory from './spec-answers/inventory.json'
import listingProducts from './spec-answers/listing-products.json'
import listings from './spec-answers/listings.json'
import localization from './spec-answers/localization-details.json'
import productCache from './spec-answers/product-cache.json'
import storeCollections from './spec-answers/stores-collections.json'
import collectionAnswer from './spec-answers/stores-products-collection.json'
import products from './spec-answers/stores-products.json'
import stores from './spec-answers/stores.json'
import theme from './spec-answers/theme.json'

/**
 * The provider adapter against answers written from the spec's text (./spec-answers):
 * every answer the spec allows is read into the domain's types, as a shopper would see
 * it — a $25 tee costs 2500 cents, a sold-out size is not offered, the EU ships from the EU.
 */

const usd = { currency: 'USD', region: 'USA' } as const

/** A backend answering the store's other calls minimally, as a spec backend would. */
function backendWith(): SpecBackend {
  return new SpecBackend()
    .on('GET /v1/localization_details', { body: localization.minimal })
    .on('GET /v1/stores/collections', { body: storeCollections.minimal })
    .on('GET /v1/blanks', { body: blanks.minimal })
    .on('GET /v0/listing/*', { body: listingProducts.minimal })
}

describe('GET /v1/localization_details', () => {
  it.each(everyAnswer(localization))(
    '%s: the EU is fulfilled from the EU, only known locales and currencies are offered',
    async (_, answer) => {
      const port = specCatalog(backendWith().on('GET /v1/localization_details', answer))
      const details = LocalizationDetails.parse(await port.localizationDetails('st_harbor'))
      expect(details).toMatchObject({ buyer_region: 'USA', buyer_currency: 'USD', buyer_locale: 'en', fulfillment_region: 'USA' })
      const eu = details.available_regions.find((region) => region.region === 'EU')
      expect(eu?.fulfillment_region).toBe('EU')
      expect(details.available_locales.map((locale) => locale.local_code)).toContain('de')
      expect(details.available_locales.map((locale) => locale.local_code)).not.toContain('ja')
      expect(details.available_currencies.map((currency) => currency.currency)).toContain('EUR')
    },
  )

  it('falls back to the built-in defaults when the call fails', async () => {
    const port = specCatalog(new SpecBackend().on('GET /v1/localization_details', { status: 500, body: 'down' }))
    expect((await port.localizationDetails('st_harbor')).available_locales).toHaveLength(8)
  })
})

describe('GET /v1/stores', () => {
  it.each(everyAnswer(stores))('%s: the store with its collections, flags from the settings and its region', async (_, answer) => {
    const port = specCatalog(backendWith().on('GET /v1/stores', answer))
    const store = await port.store('harbor')
    expect(Store.parse(store)).toMatchObject({
      slug: 'harbor',
      name: 'Harbor Goods',
      sellerId: 'seller-42',
      region: 'USA',
      gated: false,
      collectionsMode: false,
      // The spec's defaults (section 9), as no FLAG_* is set here.
      flags: {
        legacyCheckout: true,
        checkoutV2: false,
        hideCard: true,
        hidePaypal: true,
        support: false,
        tracking: true,
        consentOptIn: false,
      },
    })
    expect(store?.collections.map((collection) => [collection.path, collection.name])).toEqual([
      ['apparel', 'Apparel'],
      ['posters', 'Posters'],
    ])
    expect(store?.catalogueVersion).toBeGreaterThan(0)
    expect(store?.siteKey).toMatch(/^(st_harbor|42)$/)
  })

  it('asks GET /v1/stores/collections when the store answer names no collections', async () => {
    const { collections: _, ...withoutCollections } = stores.minimal
    const backend = backendWith().on('GET /v1/stores', { body: withoutCollections })
    const store = await specCatalog(backend).store('harbor')
    expect(store?.collections.map((collection) => collection.path)).toEqual(['apparel', 'posters'])
    expect(backend.to('GET /v1/stores/collections')).toHaveLength(1)
  })

  it.each(stores.notFound.map((answer) => [answer.name, answer] as const))(
    '%s: no store (the browser goes to the external 404)',
    async (_, answer) => {
      expect(await specCatalog(backendWith().on('GET /v1/stores', answer)).store('nowhere')).toBeNull()
    },
  )
})

describe('GET /v1/stores/collections', () => {
  it.each(everyAnswer(storeCollections))('%s: each collection with a path the storefront links to', async (_, answer) => {
    const found = await specCatalog(backendWith().on('GET /v1/stores/collections', answer)).collections('harbor')
    expect(found.map((collection) => collection.path)).toEqual(expect.arrayContaining(['apparel', 'posters']))
  })

  it('a child nested under its parent, without a slug of its own, is linked under the parent', async () => {
    const nested = storeCollections.variants.find((variant) => variant.name === 'nested by children, a child without a slug')
    const found = await specCatalog(backendWith().on('GET /v1/stores/collections', { body: nested?.body })).collections('harbor')
    expect(found.find((collection) => collection.name === 'Hoodies')).toMatchObject({ path: 'apparel/hoodies', parentId: 11 })
  })
})

describe('GET /v1/stores/products', () => {
  it.each(everyAnswer(products))('%s: a tile priced in cents that links to its listing', async (_, answer) => {
    const page = ProductPage.parse(await specCatalog(backendWith().on('GET /v1/stores/products', answer)).products('harbor', 1, usd))
    expect(page.products).toHaveLength(1)
    expect(page.products[0]).toMatchObject({
      id: 7001,
      listingId: 501,
      name: 'Harbor Tee',
      price: 2500,
      currency: 'USD',
      url: '/listing/harbor-tee',
    })
    expect(page.products[0].imageUrl).toBe('https://cdn.harbor.example/tee-navy.png')
    expect(page.total_count).toBe(1)
  })
})

describe('GET /v1/stores/products with collection and per=150', () => {
  const store = backendWith().on('GET /v1/stores/collections', {
    body: {
      collections: [
        { id: 11, name: 'Apparel', slug: 'apparel' },
        { id: 13, name: 'Hoodies', slug: 'hoodies', parentId: 11 },
      ],
    },
  })

  it.each(everyAnswer(collectionAnswer))('%s: the collection page, its id and sub-collections found when not given', async (_, answer) => {
    const page = await specCatalog(store.on('GET /v1/stores/products', answer)).collection('harbor', 'apparel', usd)
    expect(CollectionPage.parse(page)).toMatchObject({ collection: { id: 11, name: 'Apparel', path: 'apparel' }, total_count: 1 })
    expect(page?.products.map((tile) => tile.price)).toEqual([2500])
    expect(page?.children.map((child) => child.path)).toEqual(['apparel/hoodies'])
  })

  it('answers an empty collection as one with no products (the page says so)', async () => {
    const page = await specCatalog(backendWith().on('GET /v1/stores/products', { body: collectionAnswer.empty })).collection(
      'harbor',
      'posters',
      usd,
    )
    expect(page).toMatchObject({ collection: { name: 'Posters' }, products: [], total_count: 0 })
  })
})

describe('GET /v1/collections then GET /v1/collection/{id}/items (collections mode)', () => {
  it.each(everyAnswer(collectionItems))('%s: the collection found by path, its items by its own id', async (_, answer) => {
    const backend = backendWith().on('GET /v1/collections', { body: collections.minimal }).on('GET /v1/collection/*', answer)
    const page = await specCatalog(backend).collection('harbor', 'apparel', { ...usd, collectionsMode: true })
    expect(CollectionPage.parse(page)).toMatchObject({ collection: { name: 'Apparel', path: 'apparel' }, total_count: 1 })
    expect(page?.products[0]).toMatchObject({ name: 'Harbor Tee', price: 2500 })
    expect(backend.to('GET /v1/collection/*')[0].url.pathname).toBe('/v1/collection/col_apparel/items')
  })

  it.each(everyAnswer(collections))('%s: an unknown path is no collection', async (_, answer) => {
    const backend = backendWith().on('GET /v1/collections', answer)
    expect(await specCatalog(backend).collection('harbor', 'no-such', { ...usd, collectionsMode: true })).toBeNull()
  })
})

describe('GET product cache JSON', () => {
  it.each(everyAnswer(productCache))('%s: every tile of the store', async (_, answer) => {
    const backend = new SpecBackend().on('GET /product-cache/harbor.json', answer)
    const tiles = await specCatalog(backend, { productCacheUrl: 'https://static.example/product-cache' }).productCache('harbor', usd)
    expect(tiles.map((tile) => ProductTile.parse(tile).price)).toEqual([2500, 1850])
  })

  it('pages the live list when there is no cache file, asking no file', async () => {
    const backend = new SpecBackend().on('GET /v1/stores/products', { body: products.minimal })
    const tiles = await specCatalog(backend).productCache('harbor', usd)
    expect(tiles.map((tile) => tile.name)).toEqual(['Harbor Tee'])
    expect(backend.sent.map((sent) => sent.url.pathname)).toEqual(['/v1/stores/products'])
  })
})

describe('GET /v1/listings', () => {
  it.each(everyAnswer(listings))('%s: the listing in cents, its sold-out size not offered, sizes priced', async (_, answer) => {
    const backend = backendWith().on('GET /v1/listings', answer)
    const read = ListingAnswer.parse(await specCatalog(backend).listing('harbor', 'harbor-tee', usd))
    const listing = read.listing
    expect(listing).toMatchObject({
      listingId: 501,
      slug: 'harbor-tee',
      url: '/listing/harbor-tee',
      title: 'Harbor Tee',
      itemGroupId: '7001',
      primaryProductId: 7001,
      price: 2500,
      currency: 'USD',
      visibility: 'public',
      storeSlug: 'harbor',
    })
    const navy = listing?.products[0].variations.find((variation) => variation.color === 'Navy')
    expect(navy?.sizes).toEqual([
      { id: 1, label: 'S', price: 2500 },
      { id: 2, label: 'M', price: 2500 },
      { id: 3, label: 'L', price: 2700 },
    ])
    // L is sold out in Navy: the spec's availableSizesWithId leaves it out.
    expect(navy?.availableSizesWithId.map((size) => size.label)).toEqual(['S', 'M'])
    expect(navy?.images[0]).toMatchObject({ label: 'primary', src: 'https://cdn.harbor.example/tee-navy.png' })
    expect(read.primaryProduct).toEqual([
      { productId: 7001, variationId: 9001 },
      { productId: 7001, variationId: 9002 },
    ])
    // Kept per sku to go back with the checkout's lines, whatever their shape.
    const given = (answer.body as { fulfillmentDetails?: unknown }).fulfillmentDetails
    if (given) expect(Object.keys(read.fulfillmentDetails)).toContain('7001_9001_2')
    else expect(read.fulfillmentDetails).toEqual({})
    expect(read.errors).toBeNull()
  })

  it("asks GET /v0/listing/{slug} for the listing's other products when it gave only the primary one, and GET /v1/blanks for details", async () => {
    const backend = backendWith().on('GET /v1/listings', { body: listings.minimal })
    const read = await specCatalog(backend).listing('harbor', 'harbor-tee', usd)
    expect(read.listing?.products.map((product) => product.productId)).toEqual([7001, 7002])
    expect(read.listing?.products[0].details).toMatchObject({ materials: '100% cotton', fit: 'Regular fit' })
    expect(read.listing?.products[0].listingThumbnails).toHaveLength(2)
    expect(backend.to('GET /v0/listing/*')[0].url.pathname).toBe('/v0/listing/harbor-tee')
    expect(backend.to('GET /v1/blanks').map((sent) => sent.url.searchParams.get('id'))).toEqual(expect.arrayContaining(['7001']))
  })

  it.each(listings.notFound.map((answer) => [answer.name, answer] as const))("%s: 'Listing not found'", async (_, answer) => {
    const read = await specCatalog(backendWith().on('GET /v1/listings', answer)).listing('harbor', 'nope', usd)
    expect(read.listing).toBeNull()
    expect(read.errors?.length).toBeGreaterThan(0)
  })

  it('says a private listing is private', async () => {
    const read = await specCatalog(backendWith().on('GET /v1/listings', { body: listings.private })).listing('harbor', 'harbor-tee', usd)
    expect(read).toMatchObject({ visibility: 'private', listing: { visibility: 'private' } })
  })
})

describe('GET /v0/listing/{slug} and GET /v1/blanks', () => {
  it.each(everyAnswer(listingProducts))('%s: the products, priced in cents', async (_, answer) => {
    const found = await specCatalog(backendWith().on('GET /v0/listing/*', answer)).listingProducts('harbor', 'harbor-tee', usd)
    expect(found?.map((product) => [product.productId, product.price])).toEqual([
      [7001, 2500],
      [7002, 4800],
    ])
  })

  it.each(everyAnswer(blanks))('%s: the blank asked for, and its details', async (_, answer) => {
    const blank = await specCatalog(backendWith().on('GET /v1/blanks', answer)).blank('harbor', 7001)
    expect(blank).toMatchObject({ id: 7001, details: { materials: '100% cotton', fit: 'Regular fit' } })
  })

  it('keeps the name and product type of a blank that gives them (the spec names only its details)', async () => {
    const [variant] = blanks.variants
    const blank = await specCatalog(backendWith().on('GET /v1/blanks', { body: variant.body })).blank('harbor', 7001)
    expect(blank).toMatchObject({ id: 7001, name: 'Classic Tee', productType: 'T-Shirt' })
  })
})

describe('GET /v1/inventory and the availability service', () => {
  it.each(everyAnswer(inventory))('%s: the count of one colour in one size', async (_, answer) => {
    expect(await specCatalog(new SpecBackend().on('GET /v1/inventory', answer)).inventory('harbor', 9001, 3)).toEqual({ inventoryCount: 0 })
  })

  it.each(everyAnswer(availability))('%s: NFT units left', async (_, answer) => {
    expect(await specCatalog(new SpecBackend().on('GET /v1/availability', answer)).availability('harbor', 'buyer-1', 501)).toEqual({
      count: 3,
    })
  })

  it('knows no unknown NFT listing', async () => {
    const [unknown] = availability.notFound
    expect(await specCatalog(new SpecBackend().on('GET /v1/availability', unknown)).availability('harbor', 'buyer-1', 999)).toBeNull()
  })
})

describe('GET theme service', () => {
  it.each(everyAnswer(theme))("%s: the store's own theme, what it leaves unset at the default", async (_, answer) => {
    const read = await specCatalog(new SpecBackend().on('GET /theme', answer)).theme('st_harbor', {})
    expect(read.kind).toBe('theme')
    if (read.kind !== 'theme') return
    const parsed = Theme.parse(read.theme)
    expect(parsed.meta.storeName).toBe('Harbor Goods')
    expect(parsed.styles.primaryColor).toBe('#0b6e99')
    expect(parsed.content.heroBanner).toMatchObject({ template: '3', title: 'Made by the sea', showSearch: true })
    expect(parsed.content.categories).toEqual([expect.objectContaining({ slug: 'apparel', title: 'Apparel' })])
    expect(parsed.styles.header.background).toBe('#ffffff')
  })

  it.each(theme.notFound.map((answer) => [answer.name, answer] as const))('%s: the default theme', async (_, answer) => {
    expect(await specCatalog(new SpecBackend().on('GET /theme', answer)).theme('st_harbor', {})).toEqual({ kind: 'not-found' })
  })

  it.each(theme.unauthorized.map((answer) => [answer.name, answer] as const))(
    '%s: the access code is wanted (/login)',
    async (_, answer) => {
      expect(await specCatalog(new SpecBackend().on('GET /theme', answer)).theme('st_harbor', {})).toEqual({ kind: 'unauthorized' })
    },
  )
})

describe('GET /v1/stores?host= (custom domains; not a spec call)', () => {
  it.each([
    ['a 400', { status: 400, body: { error: 'Give a slug' } }],
    ['a 200 that is no store', { body: { stores: [] } }],
    ['the spec not-found', { status: 404, body: { errors: { store: 'not found' } } }],
  ] as const)('%s: the domain has no store, asked once', async (_, answer) => {
    const backend = new SpecBackend().on('GET /v1/stores', answer)
    expect(await specCatalog(backend).storeSlugForHost('shop.harbor.example')).toBeNull()
    expect(backend.sent).toHaveLength(1)
  })
})
