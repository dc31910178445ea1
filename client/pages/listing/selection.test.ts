import { describe, expect, it } from 'vitest'
import type { Listing, Product, Size, Variation } from '../../../domain/schemas/catalog'
import { AddToCartForm } from '../../../domain/schemas/cart'
import { postedSelection } from './add-to-cart-form'
import {
  addedCount,
  addedSearch,
  idParam,
  isDigital,
  isNft,
  isOutOfStock,
  resolveSelection,
  selectionPrice,
  shownProducts,
} from './selection'

const size = (id: number, label: string, price = 3000): Size => ({ id, label, price })
const S = size(1, 'S')
const M = size(2, 'M')
const L = size(3, 'L', 3200)

function variation(variationId: number, overrides: Partial<Variation> = {}): Variation {
  return {
    variationId,
    productId: 10,
    productType: 'Hoodie',
    title: 'Hoodie',
    color: `Colour ${variationId}`,
    attributes: { hex: '#112233' },
    currency: 'USD',
    price: 3000,
    images: [],
    inventoryCount: 5,
    sizes: [S, M, L],
    availableSizesWithId: [S, M, L],
    visibility: 'public',
    ...overrides,
  }
}

function product(productId: number, variations: Variation[], productType = 'Hoodie'): Product {
  return {
    productId,
    productType,
    productName: productType,
    price: 3000,
    currency: 'USD',
    thumbnail: '',
    deliveryDetails: { type: 'physical', estimatedShipDate: null },
    details: { description: '', materials: '', fit: '', comparableBrands: '', sizeChart: null, sizeChartUrl: null },
    variations,
    listingThumbnails: [],
  }
}

function listing(products: Product[], primaryProductId = products[0].productId): Listing {
  return {
    listingId: 1,
    slug: 'moon',
    url: '/listing/moon',
    title: 'Moon',
    description: '',
    itemGroupId: '1',
    primaryProductId,
    products,
    price: 3000,
    currency: 'USD',
    visibility: 'public',
    checkout_flow: 0,
    holidayDeliveryMessage: null,
    storeSlug: 'moonlit',
  }
}

const hoodie = product(10, [variation(100), variation(101, { availableSizesWithId: [M] })])
const mug = product(20, [variation(200, { sizes: [size(9, 'One size')], availableSizesWithId: [size(9, 'One size')] })], 'Mug')
const moon = listing([hoodie, mug], 20)

describe('resolveSelection', () => {
  it('shows the product, colour and size the address names', () => {
    const selection = resolveSelection(moon, { product: 10, variation: 101, size: 3 })
    expect(selection?.product.productId).toBe(10)
    expect(selection?.variation.variationId).toBe(101)
    expect(selection?.size?.label).toBe('L')
  })

  it('falls back to the primary product and its first colour', () => {
    const selection = resolveSelection(moon, {})
    expect(selection?.product.productId).toBe(20)
    expect(selection?.variation.variationId).toBe(200)
  })

  it('falls back to the first item for unknown ids', () => {
    const selection = resolveSelection(moon, { product: 10, variation: 999, size: 999 })
    expect(selection?.variation.variationId).toBe(100)
    expect(selection?.size?.label).toBe('S')
  })

  it('starts on the first size that can be bought', () => {
    expect(resolveSelection(moon, { product: 10, variation: 101 })?.size?.label).toBe('M')
  })

  it('hides private colours and products with none left', () => {
    const secret = product(30, [variation(300, { visibility: 'private' })])
    const withSecret = listing([secret, hoodie])
    expect(shownProducts(withSecret).map((p) => p.productId)).toEqual([10])
    expect(resolveSelection(withSecret, { product: 30 })?.product.productId).toBe(10)
    expect(resolveSelection(listing([secret]), {})).toBeNull()
  })

  it('prices the selection by its size', () => {
    const selection = resolveSelection(moon, { product: 10, size: 3 })
    expect(selection && selectionPrice(selection)).toBe(3200)
  })
})

describe('isOutOfStock', () => {
  const colour = variation(101, { availableSizesWithId: [M] })

  it('is out of stock when the size is not available', () => {
    expect(isOutOfStock(colour, S, null)).toBe(true)
    expect(isOutOfStock(colour, M, null)).toBe(false)
  })

  it('is out of stock when the inventory is 0 or less', () => {
    expect(isOutOfStock(colour, M, 0)).toBe(true)
    expect(isOutOfStock(colour, M, -1)).toBe(true)
    expect(isOutOfStock(colour, M, 3)).toBe(false)
  })
})

describe('digital and NFT products', () => {
  it('recognises a digital product by its Digital size', () => {
    expect(isDigital(product(40, [variation(400, { sizes: [size(5, 'Digital')] })]))).toBe(true)
    expect(isDigital(hoodie)).toBe(false)
  })

  it("recognises an NFT by its product type or by the listing's primary product 1816, not the product's own id", () => {
    expect(isNft({ primaryProductId: 41 }, product(41, [variation(410)], 'nft'))).toBe(true)
    expect(isNft({ primaryProductId: 1816 }, product(42, [variation(411)], 'Collectible'))).toBe(true)
    expect(isNft({ primaryProductId: 41 }, product(1816, [variation(412)], 'Collectible'))).toBe(false)
    expect(isNft({ primaryProductId: 10 }, hoodie)).toBe(false)
  })
})

describe('idParam', () => {
  it('reads whole-number ids only', () => {
    expect(idParam('42')).toBe(42)
    expect(idParam('4x')).toBeNull()
    expect(idParam(null)).toBeNull()
  })
})

describe('postedSelection (Add to cart as a posted form)', () => {
  const form = (fields: Record<string, string>) => AddToCartForm.parse(fields)

  it('takes the product, colour and size the form names', () => {
    const picked = postedSelection(moon, form({ product: '10', color: '101', size: '2', quantity: '3' }))
    expect('selection' in picked && [picked.selection.variation.variationId, picked.selection.size?.label]).toEqual([101, 'M'])
  })

  it('refuses an id the listing does not have instead of picking another colour or size', () => {
    expect(postedSelection(moon, form({ product: '10', color: '200', size: '2' }))).toEqual({ refused: 'selectColor' })
    expect(postedSelection(moon, form({ product: '99', color: '100', size: '2' }))).toEqual({ refused: 'selectColor' })
    expect(postedSelection(moon, form({ product: '10', color: '100', size: '9' }))).toEqual({ refused: 'selectSize' })
    expect(postedSelection(moon, form({ product: '10', color: '100' }))).toEqual({ refused: 'selectSize' })
  })

  it('refuses a size the colour cannot sell, and a pre-order listing', () => {
    expect(postedSelection(moon, form({ product: '10', color: '101', size: '1' }))).toEqual({ refused: 'outOfStock' })
    const preorder = { ...moon, checkout_flow: 1 }
    expect(postedSelection(preorder, form({ product: '10', color: '100', size: '1' }))).toEqual({ refused: 'outOfStock' })
  })

  it('reads only digits, and one to 999 of a quantity; no quantity is one', () => {
    for (const fields of [{ quantity: '0' }, { quantity: '1000' }, { quantity: '1e2' }, { color: '-1' }, { product: '' }]) {
      expect(AddToCartForm.safeParse({ product: '10', color: '100', size: '1', ...fields }).success).toBe(false)
    }
    expect(form({ product: '10', color: '100' }).quantity).toBe(1)
  })

  it('returns to the selection added, confirmed by `added`', () => {
    const picked = postedSelection(moon, form({ product: '10', color: '100', size: '3', quantity: '2' }))
    if (!('selection' in picked)) throw new Error('refused')
    const search = addedSearch(picked.selection, 2)
    expect(search.toString()).toBe('product=10&variation=100&size=3&added=2')
    expect(addedCount(search.get('added'))).toBe(2)
    expect([addedCount('0'), addedCount('1000'), addedCount('x'), addedCount(null)]).toEqual([null, null, null, null])
  })
})
