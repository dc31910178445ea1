import { describe, expect, it } from 'vitest'
import { StoreImport } from '../../../../domain/schemas/store-import'
import { mugStoreFile } from '../../../../tests/support/factories/mug-store'
import { storeImportTable, storeImportWarnings } from './store-import-report'

/** The one-mug store file, parsed, with the promo code the table lists. */
const mugStore = (parts: Parameters<typeof mugStoreFile>[0] = {}) =>
  StoreImport.parse(mugStoreFile({ promoCodes: [{ code: 'MUG10', type: 'percentage', percentage: 10, minSubtotal: '20.00' }], ...parts }))

const cdn = { imageHosts: ['images.example.com'] }

describe('storeImportWarnings', () => {
  it('warns of prices under $1.00, naming each and how to write dollars', () => {
    const warnings = storeImportWarnings(
      mugStore({
        sizes: [
          { label: '11oz', priceCents: 18 },
          { label: '15oz', priceCents: 22 },
        ],
      }),
      cdn,
    )
    expect(warnings).toEqual([
      '2 amounts are under $1.00: listings[0].products[0].sizes[0] (The Mug, 11oz) $0.18, listings[0].products[0].sizes[1] (The Mug, 15oz) $0.22. ' +
        'priceCents counts cents (1800 is $18.00); to write dollars use price: "18.00" (amount, minSubtotal likewise)',
    ])
  })

  it('has nothing to say of dollar prices and images on the store or IMAGE_HOSTS', () => {
    const store = mugStore({
      images: [{ url: 'https://images.example.com/mug.jpg' }],
      hero: '/mockups/mug/front/ffffff.svg?art=Mug&w=1120',
    })
    expect(storeImportWarnings(store, cdn)).toEqual([])
  })

  it('warns of images on a host outside IMAGE_HOSTS, once per host, with the setting that shows them', () => {
    const store = mugStore({
      images: [{ url: 'https://photos.example.net/mug.jpg' }, { url: 'https://photos.example.net/mug-2.jpg' }],
      hero: 'https://photos.example.net/hero.jpg',
    })
    expect(storeImportWarnings(store, cdn)).toEqual([
      '3 images on photos.example.net will not show (theme.content.heroBanner.imageUrl, listings[0].products[0].variations[0].images[0].url and 1 more): ' +
        "the store's pages show images only from the store itself and IMAGE_HOSTS (their Content-Security-Policy img-src); " +
        'add it to IMAGE_HOSTS (now "images.example.com") in wrangler.toml [vars], or .dev.vars locally: IMAGE_HOSTS = "images.example.com,photos.example.net"',
    ])
  })

  it('warns of a theme image over plain http even on an image host', () => {
    const [warning] = storeImportWarnings(mugStore({ hero: 'http://images.example.com/hero.jpg' }), cdn)
    expect(warning).toMatch(/^An image on images\.example\.com will not show \(theme\.content\.heroBanner\.imageUrl\).*over https only/)
  })
})

describe('storeImportTable', () => {
  it('shows the gate, each product with its prices in dollars, where its images come from, and the promo codes', () => {
    const store = mugStore({
      sizes: [
        { label: '11oz', price: '18.00' },
        { label: '15oz', priceCents: 2200 },
      ],
      images: [{ url: 'https://photos.example.net/mug.jpg' }],
      accessCode: 'open-sesame',
    })
    expect(storeImportTable(store, cdn)).toEqual([
      'Store: Mug House (mugs), gate on: shoppers need the access code',
      'LISTING  PRODUCT      PRICE (USD)    IMAGES',
      'The Mug  Ceramic Mug  $18.00–$22.00  photos.example.net (blocked)',
      'Theme images: none',
      'Promo codes: MUG10 10% off from $20.00',
    ])
    expect(storeImportTable(mugStore(), cdn)[0]).toBe('Store: Mug House (mugs), gate off: open to everyone')
  })
})
