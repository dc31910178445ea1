import { describe, expect, it } from 'vitest'
import { isNftListing, productTypeLabel } from './product-type'

describe('productTypeLabel', () => {
  it('shows the nft product type as NFT and every other type as written', () => {
    expect(productTypeLabel('nft')).toBe('NFT')
    expect(productTypeLabel('NFT')).toBe('NFT')
    expect(productTypeLabel('Pullover Hoodie')).toBe('Pullover Hoodie')
  })
})

describe('isNftListing', () => {
  it('reads the product type and the listing primary product, not the product id', () => {
    expect(isNftListing({ productType: 'nft', primaryProductId: 41 })).toBe(true)
    expect(isNftListing({ productType: 'Collectible', primaryProductId: 1816 })).toBe(true)
    expect(isNftListing({ productType: 'Hoodie', primaryProductId: 41 })).toBe(false)
  })
})
