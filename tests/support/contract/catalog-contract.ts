import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { FULFILLMENT_REGION, LOCALES, PAGE_SIZE } from '../../../domain/constants'
import { convertFromUsd } from '../../../domain/money'
import { makeSku } from '../../../domain/sku'
import type { CatalogPort } from '../../../worker/commerce/port/catalog'
import { fixtureIds, importStores, MOONLIT_PUBLIC_LISTINGS, moonlit, VAULT_ACCESS_CODE, vault } from '../fixtures/catalog-stores'

/**
 * The behaviour every CatalogPort adapter must show, run by one runner per adapter.
 * The provider runner's backend is a trusted caller that may preview, so preview cases
 * run there too.
 */
export function catalogContract(adapter: string, makePort: () => CatalogPort): void {
  const ids = fixtureIds(env.DB)
  const usd = { currency: 'USD', region: 'USA' } as const
  let port: CatalogPort

  beforeAll(async () => {
    await importStores(env.DB, moonlit, vault)
    port = makePort()
  })

  describe(`${adapter}: stores, themes and localization`, () => {
    it('offers every locale in its own language, every currency with its symbol, and en/USD/USA first', async () => {
      const details = await port.localizationDetails('moonlit')
      expect(details).toMatchObject({ buyer_locale: 'en', buyer_currency: 'USD', buyer_region: 'USA', fulfillment_region: 'USA' })
      expect(details.available_locales.map((l) => l.local_code)).toEqual([...LOCALES])
      expect(details.available_locales).toContainEqual({ local_code: 'de', local_name: 'Deutsch' })
      expect(details.available_currencies).toContainEqual({ currency: 'GBP', symbol: '£' })
      expect(details.available_regions).toContainEqual({ region: 'EU', fulfillment_region: 'EU' })
      expect(details.available_regions).toContainEqual({ region: 'Canada', fulfillment_region: 'USA' })
    })

    it('answers a store with its own flags over the defaults, its pixels and its collections', async () => {
      const store = await port.store('moonlit')
      expect(store).toMatchObject({
        slug: 'moonlit',
        name: 'Moonlit Merch',
        sellerId: 'seller-moonlit',
        gated: false,
        collectionsMode: false,
        flags: {
          checkoutV2: true,
          legacyCheckout: false,
          hideCard: true,
          hidePaypal: true,
          support: false,
          tracking: true,
          consentOptIn: false,
        },
        marketingPixels: { googleAnalytics: 'G-MOON', facebook: 'FB-MOON', gmcMerchantId: null },
        socialMedia: [{ id: 'ig', url: 'https://instagram.com/moonlit', icon: 'instagram' }],
      })
      expect(store?.catalogueVersion).toBeGreaterThan(0)
      expect(store?.collections.map((c) => [c.path, c.productCount])).toEqual([
        ['apparel', 1],
        ['apparel/hoodies', 1],
        ['posters', 12],
      ])
      expect(store?.collections[0].imageUrl).toMatch(/^\/mockups\/tee\/front\/1b2340\.svg/)
    })

    it('says a gated store is gated and an unknown store is not there', async () => {
      expect((await port.store('vault'))?.gated).toBe(true)
      expect(await port.store('no-such-store')).toBeNull()
    })

    it('finds the store a custom domain points at', async () => {
      expect(await port.storeSlugForHost('shop.moonlit.example')).toBe('moonlit')
      expect(await port.storeSlugForHost('elsewhere.example')).toBeNull()
    })

    it('answers the published theme, and the draft in preview', async () => {
      const published = await port.theme('moonlit', {})
      expect(published.kind === 'theme' && published.theme.content.heroBanner.title).toBe('Published hero')
      expect(published.kind === 'theme' && published.theme.previewMode).toBe(false)
      const draft = await port.theme('moonlit', { preview: true })
      expect(draft.kind === 'theme' && draft.theme.content.heroBanner.title).toBe('Draft hero')
      expect(draft.kind === 'theme' && draft.theme.previewMode).toBe(true)
    })

    it("answers unauthorized for a gated store's theme without its access code", async () => {
      expect(await port.theme('vault', {})).toEqual({ kind: 'unauthorized' })
      expect(await port.theme('vault', { accessCode: 'guess' })).toEqual({ kind: 'unauthorized' })
      const answer = await port.theme('vault', { accessCode: VAULT_ACCESS_CODE })
      expect(answer.kind === 'theme' && answer.theme.meta.storeName).toBe('The Vault')
    })

    it('answers not-found for a store without a theme, so the default theme shows', async () => {
      expect(await port.theme('no-such-store', {})).toEqual({ kind: 'not-found' })
    })
  })

  describe(`${adapter}: product lists and collections`, () => {
    it('pages the public products 12 at a time with the total count', async () => {
      const first = await port.products('moonlit', 1, usd)
      const second = await port.products('moonlit', 2, usd)
      expect(first).toMatchObject({ page: 1, per: PAGE_SIZE, total_count: MOONLIT_PUBLIC_LISTINGS })
      expect(first.products).toHaveLength(PAGE_SIZE)
      expect(second.products).toHaveLength(MOONLIT_PUBLIC_LISTINGS - PAGE_SIZE)
      const slugs = [...first.products, ...second.products].map((tile) => tile.url)
      expect(slugs).not.toContain('/listing/hidden-drop')
      expect(slugs).not.toContain('/listing/private-colours-only')
    })

    it('shows a tile with its first product, cheapest price, image and collections', async () => {
      const [tee] = (await port.products('moonlit', 1, usd)).products
      expect(tee).toMatchObject({
        id: await ids.product('night-owl-tee', 'Classic Tee'),
        listingId: await ids.listing('night-owl-tee'),
        name: 'Night Owl Tee',
        title: 'Night Owl Tee',
        productName: 'Classic Tee',
        productType: 'Classic Tee',
        price: 2800,
        currency: 'USD',
        url: '/listing/night-owl-tee',
        collections: [{ name: 'Apparel', slug: 'apparel' }],
      })
      expect(tee.imageUrl).toMatch(/^\/mockups\/tee\/front\/1b2340\.svg/)
      expect(tee.images[0]).toEqual({ url: tee.imageUrl, primary: true })
      // Hover cycles through the other public colour and the listing's other product, never the private colour.
      expect(tee.additionalImages.map((image) => image.src.split('?')[0])).toEqual([
        '/mockups/tee/front/f4f1ea.svg',
        '/mockups/hoodie/front/23402c.svg',
      ])
    })

    it("prices tiles in the buyer's currency", async () => {
      const [tee] = (await port.products('moonlit', 1, { currency: 'EUR', region: 'EU' })).products
      expect(tee).toMatchObject({ price: convertFromUsd(2800, 'EUR'), currency: 'EUR' })
    })

    it('lists hidden products too in preview', async () => {
      const page = await port.products('moonlit', 2, { ...usd, visibilityAny: true })
      expect(page.total_count).toBe(MOONLIT_PUBLIC_LISTINGS + 2)
    })

    it('has no products for an unknown store', async () => {
      expect(await port.products('no-such-store', 1, usd)).toMatchObject({ products: [], total_count: 0 })
    })

    it('puts every public tile in the product cache, and never a hidden one', async () => {
      const tiles = await port.productCache('moonlit', { ...usd, visibilityAny: true })
      expect(tiles).toHaveLength(MOONLIT_PUBLIC_LISTINGS)
      expect(tiles.map((tile) => tile.url)).not.toContain('/listing/hidden-drop')
    })

    it('answers a collection by path with its products, total count and nested children', async () => {
      const apparel = await port.collection('moonlit', 'apparel', usd)
      expect(apparel?.collection).toMatchObject({ name: 'Apparel', slug: 'apparel', path: 'apparel' })
      expect(apparel?.products.map((tile) => tile.url)).toEqual(['/listing/night-owl-tee'])
      expect(apparel?.total_count).toBe(1)
      expect(apparel?.children.map((child) => child.path)).toEqual(['apparel/hoodies'])
      const hoodies = await port.collection('moonlit', 'apparel/hoodies', usd)
      expect(hoodies?.products.map((tile) => tile.url)).toEqual(['/listing/owl-hoodie'])
    })

    it('pages a collection by per and page', async () => {
      const third = await port.collection('moonlit', 'posters', { ...usd, page: 3, per: 5 })
      expect(third?.total_count).toBe(12)
      expect(third?.products.map((tile) => tile.title)).toEqual(['Poster 11', 'Poster 12'])
    })

    it('shows hidden listings of a collection in preview only', async () => {
      const preview = await port.collection('moonlit', 'apparel', { ...usd, visibilityAny: true })
      expect(preview?.products.map((tile) => tile.url)).toEqual(['/listing/night-owl-tee', '/listing/hidden-drop'])
    })

    it('knows no collection under an unknown path', async () => {
      expect(await port.collection('moonlit', 'apparel/mugs', usd)).toBeNull()
    })

    it('answers a collection by id in collections mode', async () => {
      const posters = await port.collectionItems(await ids.collection('moonlit', 'posters'), 2, usd)
      expect(posters?.total_count).toBe(12)
      expect(posters?.products).toHaveLength(0)
      const first = await port.collectionItems(await ids.collection('moonlit', 'posters'), 1, usd)
      expect(first?.products).toHaveLength(12)
      expect(await port.collectionItems(999_999, 1, usd)).toBeNull()
    })

    it('lists the collections of a store', async () => {
      expect((await port.collections('moonlit')).map((c) => c.name)).toEqual(['Apparel', 'Hoodies', 'Posters'])
      expect(await port.collections('no-such-store')).toEqual([])
    })
  })

  describe(`${adapter}: listings`, () => {
    it('answers a listing with its products, public colours, sizes and stock', async () => {
      const answer = await port.listing('moonlit', 'night-owl-tee', usd)
      expect(answer.errors).toBeNull()
      expect(answer.visibility).toBe('public')
      const listing = answer.listing
      const teeId = await ids.product('night-owl-tee', 'Classic Tee')
      expect(listing).toMatchObject({
        slug: 'night-owl-tee',
        title: 'Night Owl Tee',
        description: 'A tee for the small hours.',
        primaryProductId: teeId,
        itemGroupId: String(teeId),
        price: 2800,
        currency: 'USD',
        checkout_flow: 0,
        storeSlug: 'moonlit',
      })
      expect(listing?.products.map((p) => p.productType)).toEqual(['Classic Tee', 'Pullover Hoodie'])
      const tee = listing?.products[0]
      expect(tee?.details.materials).toBe('100% cotton')
      expect(tee?.listingThumbnails).toHaveLength(2)
      expect(tee?.variations.map((v) => v.color)).toEqual(['Midnight', 'Bone'])
      const midnight = tee?.variations[0]
      expect(midnight?.sizes.map((s) => [s.label, s.price])).toEqual([
        ['S', 2800],
        ['M', 2800],
        ['XL', 3200],
      ])
      expect(midnight?.availableSizesWithId.map((s) => s.label)).toEqual(['S', 'XL'])
      expect(midnight?.inventoryCount).toBe(7)
      expect(midnight?.images[0].label).toBe('primary')
    })

    it('keeps fulfilment details for every sku a shopper can buy', async () => {
      const answer = await port.listing('moonlit', 'night-owl-tee', { currency: 'EUR', region: 'EU' })
      const teeId = await ids.product('night-owl-tee', 'Classic Tee')
      const sku = makeSku({
        itemGroupId: String(teeId),
        colorId: await ids.variation('night-owl-tee', 'Bone'),
        sizeId: await ids.size('night-owl-tee', 'Classic Tee', 'XL'),
      })
      expect(Object.keys(answer.fulfillmentDetails)).toHaveLength(2 * 3 + 1)
      expect(answer.fulfillmentDetails[sku]).toEqual({ region: 'EU', shipsFrom: FULFILLMENT_REGION.EU })
      const secretPink = await ids.variation('night-owl-tee', 'Secret Pink')
      expect(Object.keys(answer.fulfillmentDetails).filter((key) => key.includes(`_${secretPink}_`))).toEqual([])
    })

    it('selects the primary product by id and falls back to the first for an unknown id', async () => {
      const hoodieId = await ids.product('night-owl-tee', 'Pullover Hoodie')
      const byId = await port.listing('moonlit', 'night-owl-tee', { ...usd, productId: hoodieId })
      expect(byId.listing?.primaryProductId).toBe(hoodieId)
      expect(byId.listing?.price).toBe(5200)
      expect(byId.primaryProduct).toEqual([{ productId: hoodieId, variationId: await ids.variation('night-owl-tee', 'Forest') }])
      const unknown = await port.listing('moonlit', 'night-owl-tee', { ...usd, productId: 999_999 })
      expect(unknown.listing?.primaryProductId).toBe(await ids.product('night-owl-tee', 'Classic Tee'))
    })

    it("answers 'Listing not found' for an unknown, private or colourless listing", async () => {
      for (const slug of ['no-such-listing', 'hidden-drop', 'private-colours-only']) {
        expect(await port.listing('moonlit', slug, usd)).toEqual({
          listing: null,
          primaryProduct: [],
          fulfillmentDetails: {},
          errors: ['Listing not found'],
          visibility: null,
        })
      }
      expect((await port.listing('no-such-store', 'night-owl-tee', usd)).errors).toEqual(['Listing not found'])
    })

    it('shows a private listing and private colours in preview', async () => {
      const hidden = await port.listing('moonlit', 'hidden-drop', { ...usd, visibilityAny: true })
      expect(hidden.visibility).toBe('private')
      expect(hidden.listing?.visibility).toBe('private')
      const tee = await port.listing('moonlit', 'night-owl-tee', { ...usd, visibilityAny: true })
      const colours = tee.listing?.products[0].variations.map((v) => [v.color, v.visibility])
      expect(colours).toContainEqual(['Secret Pink', 'private'])
    })

    it("answers a listing's products payload for public listings only", async () => {
      const products = await port.listingProducts('moonlit', 'night-owl-tee', { currency: 'GBP', region: 'Rest of the world' })
      expect(products?.map((p) => [p.productName, p.price, p.currency])).toEqual([
        ['Classic Tee', convertFromUsd(2800, 'GBP'), 'GBP'],
        ['Pullover Hoodie', convertFromUsd(5200, 'GBP'), 'GBP'],
      ])
      expect(await port.listingProducts('moonlit', 'hidden-drop', usd)).toBeNull()
    })
  })

  describe(`${adapter}: blanks, inventory and NFT availability`, () => {
    it("describes a product's blank with its sizes and public colours", async () => {
      const blank = await port.blank('moonlit', await ids.product('night-owl-tee', 'Classic Tee'))
      expect(blank).toMatchObject({ productType: 'Classic Tee', name: 'Classic Tee', sizes: ['S', 'M', 'XL'] })
      expect(blank?.colors.map((c) => c.name)).toEqual(['Midnight', 'Bone'])
      expect(blank?.details.sizeChart).toEqual({ S: { Chest: { inches: 18, cm: 45.7 } } })
      expect(await port.blank('moonlit', 999_999)).toBeNull()
    })

    it("answers another store's blank as unknown", async () => {
      expect(await port.blank('vault', await ids.product('night-owl-tee', 'Classic Tee'))).toBeNull()
      expect(await port.blank('moonlit', await ids.product('vault-tee', 'Classic Tee'))).toBeNull()
    })

    it('counts the stock of one colour in one size, none when there is no row', async () => {
      const midnight = await ids.variation('night-owl-tee', 'Midnight')
      expect(await port.inventory('moonlit', midnight, await ids.size('night-owl-tee', 'Classic Tee', 'XL'))).toEqual({ inventoryCount: 2 })
      expect(await port.inventory('moonlit', midnight, await ids.size('night-owl-tee', 'Classic Tee', 'M'))).toEqual({ inventoryCount: 0 })
      expect(await port.inventory('moonlit', 999_999, 999_999)).toEqual({ inventoryCount: 0 })
    })

    it("counts none of another store's stock", async () => {
      const vaultBlack = await ids.variation('vault-tee', 'Black')
      const vaultM = await ids.size('vault-tee', 'Classic Tee', 'M')
      expect(await port.inventory('vault', vaultBlack, vaultM)).toEqual({ inventoryCount: 3 })
      expect(await port.inventory('moonlit', vaultBlack, vaultM)).toEqual({ inventoryCount: 0 })
    })

    it('counts the NFT units left of a listing, and knows no listing of another store', async () => {
      expect(await port.availability('moonlit', 'buyer-token', await ids.listing('moon-token'))).toEqual({ count: 7 })
      expect(await port.availability('moonlit', 'buyer-token', await ids.listing('night-owl-tee'))).toEqual({ count: 0 })
      expect(await port.availability('moonlit', 'buyer-token', 999_999)).toBeNull()
      expect(await port.availability('vault', 'buyer-token', await ids.listing('moon-token'))).toBeNull()
    })
  })
}
