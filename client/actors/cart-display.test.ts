import { describe, expect, it } from 'vitest'
import type { ListingAnswer, Variation } from '../../domain/schemas/catalog'
import type { CartEntry } from '../../domain/schemas/cart'
import { displayLine, invalidSkus, listingRequests, resolveLines } from './cart-display'

const size = (id: number, label: string, price = 4500) => ({ id, label, price })

function aVariation(overrides: Partial<Variation> = {}): Variation {
  const sizes = [size(11, 'S'), size(12, 'M'), size(13, 'L', 4800)]
  return {
    variationId: 7,
    productId: 3,
    productType: 'hoodie',
    title: 'Midnight Hoodie',
    color: 'Midnight Navy',
    attributes: { hex: '#1b2340' },
    currency: 'USD',
    price: 4500,
    images: [
      { label: 'side', src: '/s.svg', small: '/s-s.svg', full: '/s-f.svg', thumbsmall: '/s-ts.svg', thumblarge: '/s-tl.svg' },
      { label: 'front', src: '/f.svg', small: '/f-s.svg', full: '/f-f.svg', thumbsmall: '/f-ts.svg', thumblarge: '/f-tl.svg' },
    ],
    inventoryCount: 30,
    sizes,
    availableSizesWithId: sizes,
    visibility: 'public',
    ...overrides,
  }
}

function anAnswer(variation: Variation = aVariation(), overrides: Partial<ListingAnswer> = {}): ListingAnswer {
  return {
    listing: {
      listingId: 1,
      slug: 'midnight-hoodie',
      url: '/listing/midnight-hoodie',
      title: 'Midnight Hoodie',
      description: '',
      itemGroupId: '3',
      primaryProductId: 3,
      products: [
        {
          productId: 3,
          productType: 'hoodie',
          productName: 'Hoodie',
          price: 4500,
          currency: 'USD',
          thumbnail: '/thumb.svg',
          deliveryDetails: { type: 'physical', estimatedShipDate: null },
          details: { description: '', materials: '', fit: '', comparableBrands: '', sizeChart: null, sizeChartUrl: null },
          variations: [variation],
          listingThumbnails: [],
        },
      ],
      price: 4500,
      currency: 'USD',
      visibility: 'public',
      checkout_flow: 0,
      holidayDeliveryMessage: null,
      storeSlug: 'moonlit',
    },
    primaryProduct: [{ productId: 3, variationId: 7 }],
    fulfillmentDetails: {},
    errors: null,
    visibility: 'public',
    ...overrides,
  }
}

const entry = (sizeId: number, quantity = 2, slug = 'midnight-hoodie'): CartEntry => ({
  slug,
  sku: `3_7_${sizeId}`,
  colorId: 7,
  sizeId,
  productId: 3,
  quantity,
  itemGroupId: '3',
})

describe('displayLine', () => {
  it('shows title, colour, size, the size price times the quantity and the front image', () => {
    const line = displayLine(entry(13, 2), anAnswer())
    expect(line).toMatchObject({
      sku: '3_7_13',
      title: 'Midnight Hoodie',
      colorName: 'Midnight Navy',
      selectedSize: { id: 13, label: 'L' },
      quantityInCart: 2,
      price: 4800,
      totalPrice: 9600,
      primaryImages: { thumblarge: '/f-tl.svg' },
      available: true,
    })
  })

  it('marks the line unavailable when its size sold out', () => {
    const variation = aVariation()
    const soldOut = { ...variation, availableSizesWithId: variation.sizes.filter((s) => s.id !== 12) }
    expect(displayLine(entry(12), anAnswer(soldOut))?.available).toBe(false)
    expect(displayLine(entry(11), anAnswer(soldOut))?.available).toBe(true)
  })

  it('marks the line unavailable when the colour is private or has no stock', () => {
    expect(displayLine(entry(11), anAnswer(aVariation({ visibility: 'private' })))?.available).toBe(false)
    expect(displayLine(entry(11), anAnswer(aVariation({ inventoryCount: 0 })))?.available).toBe(false)
  })

  it('gives no line when the listing answered with errors or lost the colour or size', () => {
    expect(displayLine(entry(11), anAnswer(aVariation(), { listing: null, errors: ['Listing not found'] }))).toBeNull()
    expect(displayLine({ ...entry(11), colorId: 99, sku: '3_99_11' }, anAnswer())).toBeNull()
    expect(displayLine({ ...entry(99), sku: '3_7_99' }, anAnswer())).toBeNull()
  })
})

describe('resolving a cart', () => {
  it('asks once per listing and product', () => {
    const groups = listingRequests([entry(11), entry(12), entry(11, 1, 'other')])
    expect(groups.map((g) => [g.slug, g.entries.length])).toEqual([
      ['midnight-hoodie', 2],
      ['other', 1],
    ])
  })

  it('leaves out entries whose listing has errors', async () => {
    const lines = await resolveLines([entry(11), entry(12, 1, 'gone')], async (slug) =>
      slug === 'gone' ? anAnswer(aVariation(), { listing: null, errors: ['Listing not found'] }) : anAnswer(),
    )
    expect(lines.map((l) => l.sku)).toEqual(['3_7_11'])
  })

  it('revalidation treats a failed listing call as valid', async () => {
    const variation = aVariation()
    const soldOut = anAnswer({ ...variation, availableSizesWithId: [] })
    const skus = await invalidSkus([entry(11), entry(12, 1, 'down')], async (slug) => {
      if (slug === 'down') throw new Error('Failed to fetch')
      return soldOut
    })
    expect(skus).toEqual(['3_7_11'])
  })
})
