import { describe, expect, it } from 'vitest'
import { isNftListing } from '../domain/product-type'
import type { CartEntry } from '../domain/schemas/cart'
import { addEntry, isExcludedListing, itemCount, regionAfterAdd, setQuantity } from './cart-lines'

const entry = (quantity: number): CartEntry => ({
  slug: 'tee',
  sku: '1_2_3',
  colorId: 2,
  sizeId: 3,
  productId: 9,
  quantity,
  itemGroupId: '1',
})

describe('cart lines', () => {
  it('treats NFT and digital listings as one-per-order', () => {
    expect(isExcludedListing({ productType: 'NFT', primaryProductId: 5, sizeLabel: 'One size' })).toBe(true)
    expect(isExcludedListing({ productType: 'Poster', primaryProductId: 1816, sizeLabel: 'A3' })).toBe(true)
    expect(isExcludedListing({ productType: 'Album', primaryProductId: 5, sizeLabel: 'Digital' })).toBe(true)
    expect(isExcludedListing({ productType: 'T-Shirt', primaryProductId: 5, sizeLabel: 'M' })).toBe(false)
  })

  it("knows an NFT exactly as domain's isNftListing does (the listing page's rule)", () => {
    for (const productType of ['nft', 'NFT', 'Collectible', 'T-Shirt']) {
      for (const primaryProductId of [1816, 1815, 5]) {
        const kind = { productType, primaryProductId }
        expect(isExcludedListing({ ...kind, sizeLabel: 'M' }), `${productType} ${primaryProductId}`).toBe(isNftListing(kind))
      }
    }
  })

  it('never lets a line go above 999', () => {
    const items = addEntry({}, entry(998), false)

    expect(addEntry(items, entry(5), false)['1_2_3'].quantity).toBe(999)
    expect(setQuantity(items, '1_2_3', 5000)['1_2_3'].quantity).toBe(999)
  })

  it('ignores a quantity change for a line not in the cart', () => {
    expect(setQuantity({}, '1_2_3', 3)).toEqual({})
  })

  it('counts every unit for the header badge', () => {
    const items = { ...addEntry({}, entry(2), false), '4_5_6': { ...entry(3), sku: '4_5_6' } }

    expect(itemCount(items)).toBe(5)
  })

  it('keeps the region while items come from one region', () => {
    const items = addEntry({}, entry(1), false)

    expect(regionAfterAdd({}, 'EU', 'USA')).toBe('USA')
    expect(regionAfterAdd(items, 'USA', 'USA')).toBe('USA')
    expect(regionAfterAdd(items, 'USA', 'Canada')).toBe('MIXED')
  })
})
