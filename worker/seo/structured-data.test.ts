import { describe, expect, it } from 'vitest'
import type { CollectionPage } from '../../domain/schemas/catalog'
import { listing, product, size, variation } from '../../tests/support/factories/listing'
import { jsonLdOf, richResultErrors } from '../../tests/support/fixtures/rich-results'
import { collectionStructuredData, homeStructuredData, type JsonLd, jsonLdScriptText, listingStructuredData } from './structured-data'

const store = {
  origin: 'https://moonlit.example.com',
  name: 'Moonlit',
  logo: 'https://moonlit.example.com/images/480/jpeg?src=%2Flogo.svg',
  sameAs: ['https://instagram.com/moonlit'],
}
const images = { image: (src: string) => `${store.origin}/images/1200/jpeg?src=${encodeURIComponent(src)}` }

const page = (documents: JsonLd[]) =>
  `<html><head>${documents.map((data) => `<script type="application/ld+json">${jsonLdScriptText(data)}</script>`).join('')}</head><body></body></html>`

interface Variant {
  sku: string
  color: string
  size?: string
  category?: string
  offers: { price: string; priceCurrency: string; availability: string; availableDeliveryMethod?: unknown }
}
const variantsOf = (html: string) => (jsonLdOf(html).ProductGroup?.[0] as { hasVariant?: Variant[] } | undefined)?.hasVariant ?? []

describe('structured data of a listing', () => {
  const soldOutXl = variation(21, 'Black', { availableSizesWithId: [size(1, 'S', 4500)] })
  const html = page(
    listingStructuredData(
      store,
      listing([product([soldOutXl, variation(22, 'Navy'), variation(23, 'Red', { visibility: 'private' })])]),
      images,
    ),
  )

  it('passes Google’s rich-result rules with no errors', async () => {
    expect(await richResultErrors(html)).toEqual([])
  })

  it('is a ProductGroup of one Product per public colour and size, in the shopper’s currency, with live stock', () => {
    const group = jsonLdOf(html).ProductGroup?.[0]
    expect(group).toMatchObject({
      name: 'Night Hoodie',
      productGroupID: '101',
      brand: { '@type': 'Brand', name: 'Moonlit' },
      variesBy: ['https://schema.org/color', 'https://schema.org/size'],
      url: 'https://moonlit.example.com/listing/night-hoodie',
    })
    expect(variantsOf(html).map((v) => [v.sku, v.color, v.size, v.offers.price, v.offers.priceCurrency, v.offers.availability])).toEqual([
      ['101_21_1', 'Black', 'S', '45.00', 'EUR', 'https://schema.org/InStock'],
      ['101_21_2', 'Black', 'XL', '49.00', 'EUR', 'https://schema.org/OutOfStock'],
      ['101_22_1', 'Navy', 'S', '45.00', 'EUR', 'https://schema.org/InStock'],
      ['101_22_2', 'Navy', 'XL', '49.00', 'EUR', 'https://schema.org/InStock'],
    ])
  })

  it('says PreOrder for a pre-order listing, whatever the stock', () => {
    const preorder = page(
      listingStructuredData(store, listing([product([variation(21, 'Black', { inventoryCount: 0 })])], { checkout_flow: 1 }), images),
    )
    expect(new Set(variantsOf(preorder).map((v) => v.offers.availability))).toEqual(new Set(['https://schema.org/PreOrder']))
  })

  it('describes digital and NFT items as downloads, with no size', async () => {
    const digital = variation(31, 'Artwork', { sizes: [size(5, 'Digital', 1000)], availableSizesWithId: [size(5, 'Digital', 1000)] })
    const html = page(listingStructuredData(store, listing([product([digital], { productType: 'Digital' })]), images))
    const nft = page(
      listingStructuredData(
        store,
        listing([product([digital], { productType: 'nft', productId: 1816 })], { primaryProductId: 1816 }),
        images,
      ),
    )
    expect(await richResultErrors(html)).toEqual([])
    expect(variantsOf(html)[0]).toMatchObject({ category: 'Digital download', offers: { availableDeliveryMethod: expect.anything() } })
    expect(variantsOf(html)[0]?.size).toBeUndefined()
    expect(variantsOf(nft)[0]).toMatchObject({ category: 'NFT' })
  })

  it('has a breadcrumb from the store to the listing', () => {
    expect(jsonLdOf(html).BreadcrumbList?.[0]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Moonlit', item: 'https://moonlit.example.com/' },
        { position: 2, name: 'Night Hoodie', item: 'https://moonlit.example.com/listing/night-hoodie' },
      ],
    })
  })

  it('keeps a listing text that holds </script> inside its script', () => {
    const hostile = page(
      listingStructuredData(store, listing([product([variation(21, 'Black')])], { title: '</script><script>alert(1)</script>' }), images),
    )
    expect(hostile).not.toContain('</script><script>alert')
    expect((jsonLdOf(hostile).ProductGroup?.[0] as { name?: string } | undefined)?.name).toBe('</script><script>alert(1)</script>')
  })

  it('fails the validator when an offer has no price: the check can fail', async () => {
    const broken = html.replace(/"price":"[^"]+",/, '')
    expect((await richResultErrors(broken)).length).toBeGreaterThan(0)
  })
})

describe('structured data of a collection and of home', () => {
  const collection: CollectionPage = {
    collection: { id: 2, name: 'Hoodies', slug: 'hoodies', path: 'apparel/hoodies' },
    products: [{ url: '/listing/night-hoodie' }, { url: '/listing/day-hoodie' }].map((tile, index) => ({
      id: index,
      listingId: index,
      name: 'x',
      productName: 'x',
      title: 'x',
      price: 100,
      currency: 'USD',
      imageUrl: '',
      images: [],
      additionalImages: [],
      collections: [],
      productType: '',
      external_id: '',
      ...tile,
    })),
    total_count: 2,
    children: [],
  }

  it('gives a collection a breadcrumb through its parents and an ItemList of its listings, with no errors', async () => {
    const html = page(collectionStructuredData(store, collection, [{ name: 'Apparel', path: 'apparel' }]))
    expect(await richResultErrors(html)).toEqual([])
    const ld = jsonLdOf(html)
    const crumbs = (ld.BreadcrumbList?.[0] as { itemListElement?: { item: string }[] } | undefined)?.itemListElement ?? []
    expect(crumbs.map((item) => item.item)).toEqual([
      'https://moonlit.example.com/',
      'https://moonlit.example.com/apparel',
      'https://moonlit.example.com/apparel/hoodies',
    ])
    expect(ld.ItemList?.[0]).toMatchObject({
      itemListElement: [
        { position: 1, url: 'https://moonlit.example.com/listing/night-hoodie' },
        { position: 2, url: 'https://moonlit.example.com/listing/day-hoodie' },
      ],
    })
  })

  it('gives home the Organization with its logo and social links, and the WebSite’s search', async () => {
    const html = page(homeStructuredData(store))
    expect(await richResultErrors(html)).toEqual([])
    const ld = jsonLdOf(html)
    expect(ld.Organization?.[0]).toMatchObject({ name: 'Moonlit', logo: store.logo, sameAs: ['https://instagram.com/moonlit'] })
    expect(ld.WebSite?.[0]).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://moonlit.example.com/search?searchterm={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    })
  })
})
