import { describe, expect, it } from 'vitest'
import type { DeliveryOption } from '../../domain/schemas/checkout'
import { listing, product, size, variation } from '../../tests/support/factories/listing'
import { feedProblems, readFeed } from '../../tests/support/fixtures/merchant-center-rules'
import { xmllint } from '../../tests/support/fixtures/xmllint'
import { type FeedOptions, feedItems, productFeedXml } from './product-feed'

const store = { origin: 'https://moonlit.example.com', name: 'Moonlit' }
const raster: FeedOptions['image'] = (src) => `${store.origin}/images/1200/jpeg?src=${encodeURIComponent(src)}`
const tier = (id: DeliveryOption['id'], label: string, price: number): DeliveryOption => ({
  id,
  label,
  price,
  currency: 'EUR',
  estimatedDelivery: { deliveryDate: '2026-12-08', arrivalDate: '2026-12-11' },
})
const shipping = { country: 'DE', tiers: [tier('standard', 'Standard delivery', 1499), tier('rush', 'Rush delivery', 2999)] }
const options: FeedOptions = { image: raster, shipping }
const channel = {
  title: 'Moonlit',
  link: `${store.origin}/`,
  description: 'Products of Moonlit',
  self: `${store.origin}/feeds/google.xml`,
  next: null,
}

/** The feed file of these listings, as Merchant Center reads it. */
function feedOf(listings: Parameters<typeof feedItems>[1][], given: FeedOptions = options) {
  const xml = productFeedXml(
    channel,
    listings.flatMap((each) => feedItems(store, each, given)),
  )
  return { xml, feed: readFeed(xml) }
}
const value = (item: { values: Map<string, string[]> }, name: string) => item.values.get(name)?.[0]

describe('the product feed of a listing', () => {
  const soldOutXl = variation(21, 'Black', { availableSizesWithId: [size(1, 'S', 4500)] })
  const hoodie = listing([product([soldOutXl, variation(22, 'Navy'), variation(23, 'Red', { visibility: 'private' })])])

  it('is well-formed RSS 2.0 that breaks none of Merchant Center’s rules', () => {
    const { xml, feed } = feedOf([hoodie])
    expect(xmllint(xml)).toMatchObject({ valid: true })
    expect(feed.items.length).toBeGreaterThan(0)
    expect(feedProblems(feed)).toEqual([])
  })

  it('has one item per public colour and size a shopper can buy, priced in the listing’s currency', () => {
    const { feed } = feedOf([hoodie])
    expect(feed.items.map((item) => [value(item, 'id'), value(item, 'color'), value(item, 'size'), value(item, 'price')])).toEqual([
      ['101_21_1', 'Black', 'S', '45.00 EUR'],
      ['101_22_1', 'Navy', 'S', '45.00 EUR'],
      ['101_22_2', 'Navy', 'XL', '49.00 EUR'],
    ])
    for (const item of feed.items) {
      expect(value(item, 'availability')).toBe('in_stock')
      expect(value(item, 'item_group_id')).toBe('101')
      expect(value(item, 'brand')).toBe('Moonlit')
      expect(value(item, 'condition')).toBe('new')
      expect(value(item, 'identifier_exists')).toBe('no')
    }
  })

  it('links each item to the listing opened on its colour and size, with a raster picture of it', () => {
    const [navyXl] = feedOf([hoodie]).feed.items.filter((item) => value(item, 'id') === '101_22_2')
    if (!navyXl) throw new Error('the navy XL is in the feed')
    expect(value(navyXl, 'link')).toBe('https://moonlit.example.com/listing/night-hoodie?product=10&variation=22&size=2')
    expect(value(navyXl, 'image_link')).toBe(raster('/mockups/hoodie/front/22.svg'))
    expect(value(navyXl, 'title')).toBe('Night Hoodie - Navy / XL')
  })

  it('states each delivery tier to the feed’s country', () => {
    const [first] = feedOf([hoodie]).feed.items
    expect(first?.shipping.map((rate) => Object.fromEntries(rate))).toEqual([
      { country: 'DE', service: 'Standard delivery', price: '14.99 EUR' },
      { country: 'DE', service: 'Rush delivery', price: '29.99 EUR' },
    ])
    const [unknown] = feedOf([hoodie], { image: raster, shipping: null }).feed.items
    expect(unknown?.shipping).toEqual([])
  })

  it('names a hoodie as adult unisex clothing, and gives a mug no apparel category', () => {
    const mug = listing([product([variation(41, 'White')], { productId: 11, productType: 'Ceramic Mug' })], {
      itemGroupId: '102',
      slug: 'mug',
    })
    const { feed } = feedOf([listing([product([variation(22, 'Navy')], { productType: 'Pullover Hoodie' })]), mug])
    const hoodieItem = feed.items.find((item) => value(item, 'item_group_id') === '101')
    const mugItem = feed.items.find((item) => value(item, 'item_group_id') === '102')
    expect(
      hoodieItem && [value(hoodieItem, 'google_product_category'), value(hoodieItem, 'age_group'), value(hoodieItem, 'gender')],
    ).toEqual(['Apparel & Accessories > Clothing > Shirts & Tops', 'adult', 'unisex'])
    expect(hoodieItem && value(hoodieItem, 'product_type')).toBe('Pullover Hoodie')
    expect(mugItem && [value(mugItem, 'google_product_category'), value(mugItem, 'age_group')]).toEqual([undefined, undefined])
    expect(feedProblems(feed)).toEqual([])
  })

  it('leaves out sold-out sizes, and lists a pre-order with the date it ships, never without one', () => {
    const soldOut = feedOf([listing([product([variation(21, 'Black', { inventoryCount: 0 })])])]).feed
    expect(soldOut.items).toEqual([])
    const dated = product([variation(21, 'Black', { inventoryCount: 0 })], {
      deliveryDetails: { type: 'physical', estimatedShipDate: '2027-01-15' },
    })
    const preorder = feedOf([listing([dated], { checkout_flow: 1 })]).feed
    expect(preorder.items.map((item) => [value(item, 'availability'), value(item, 'availability_date')])).toEqual([
      ['preorder', '2027-01-15'],
      ['preorder', '2027-01-15'],
    ])
    expect(feedProblems(preorder)).toEqual([])
    const undated = feedOf([listing([product([variation(21, 'Black')])], { checkout_flow: 1 })]).feed
    expect(undated.items).toEqual([])
  })

  it('describes a digital item without a size and delivers it for nothing; an NFT is not listed', () => {
    const art = variation(31, 'Artwork', { sizes: [size(5, 'Digital', 1000)], availableSizesWithId: [size(5, 'Digital', 1000)] })
    const [digital] = feedOf([listing([product([art], { productType: 'Digital Download' })])]).feed.items
    expect(digital && [value(digital, 'title'), value(digital, 'size'), value(digital, 'price')]).toEqual([
      'Night Hoodie - Artwork (digital)',
      undefined,
      '10.00 EUR',
    ])
    expect(digital?.shipping.map((rate) => Object.fromEntries(rate))).toEqual([{ country: 'DE', service: 'Download', price: '0.00 EUR' }])
    const nft = listing([product([art], { productType: 'nft', productId: 1816 })], { primaryProductId: 1816 })
    expect(feedOf([nft]).feed.items).toEqual([])
  })

  it('leaves out an item with no raster picture rather than name one Google refuses', () => {
    expect(feedOf([hoodie], { image: () => null, shipping }).feed.items).toEqual([])
  })

  it('gives each product of a listing its own group, so no two variants of a group look alike', () => {
    const tee = product([variation(51, 'Black')], { productId: 12, productType: 'Classic Tee' })
    const { feed } = feedOf([listing([product([variation(21, 'Black')]), tee])])
    expect(new Set(feed.items.map((item) => value(item, 'item_group_id')))).toEqual(new Set(['101_10', '101_12']))
    expect(feedProblems(feed)).toEqual([])
  })

  it('keeps the merchant’s words within Google’s limits, as plain and escaped text', () => {
    const words = listing([product([variation(22, 'Navy & Gold')])], {
      title: `Night <Hoodie> ${'very '.repeat(40)}long`,
      description: `<p>Warm &amp; soft</p>\u0007 ${'x'.repeat(6000)}`,
    })
    const { xml, feed } = feedOf([words])
    expect(xmllint(xml)).toMatchObject({ valid: true })
    const [first] = feed.items
    expect([...(first ? (value(first, 'title') ?? '') : '')].length).toBeLessThanOrEqual(150)
    expect(first && value(first, 'description')?.startsWith('Warm &amp; soft x')).toBe(true)
    expect(first && value(first, 'color')).toBe('Navy & Gold')
    expect(feedProblems(feed)).toEqual([])
  })
})

describe('the rules the feed is checked against', () => {
  it('catch an SVG picture, a pre-order without a date, a bad price and an id used twice', () => {
    const item = (id: string, extra: string) =>
      `<item><g:id>${id}</g:id><title>T</title><link>https://s.example/a</link><description>D</description><g:brand>B</g:brand><g:identifier_exists>no</g:identifier_exists>${extra}</item>`
    const xml = `<?xml version="1.0"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>S</title><link>https://s.example/</link><description>D</description>
      ${item('a', '<g:image_link>https://s.example/m.svg</g:image_link><g:availability>in_stock</g:availability><g:price>10.00 USD</g:price>')}
      ${item('b', '<g:image_link>https://s.example/m.jpg</g:image_link><g:availability>preorder</g:availability><g:price>10 dollars</g:price>')}
      ${item('b', '<g:image_link>https://s.example/m.jpg</g:image_link><g:availability>in_stock</g:availability><g:price>10.00 USD</g:price>')}
      </channel></rss>`
    expect(feedProblems(readFeed(xml))).toEqual([
      'a: an SVG image is not accepted: https://s.example/m.svg',
      'b: a preorder needs availability_date (ISO 8601)',
      'b: price 10 dollars is not an amount and an ISO 4217 currency',
      'b: id used more than once',
    ])
  })
})
