import { describe, expect, it } from 'vitest'
import { productTypeLabel } from './product-type'

describe('productTypeLabel', () => {
  it('shows the nft product type as NFT and every other type as written', () => {
    expect(productTypeLabel('nft')).toBe('NFT')
    expect(productTypeLabel('NFT')).toBe('NFT')
    expect(productTypeLabel('Pullover Hoodie')).toBe('Pullover Hoodie')
  })
})
