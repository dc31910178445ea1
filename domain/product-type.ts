import { NFT_PRODUCT_TYPE } from './constants'

/** A product type as shoppers read it: the catalogue's `nft` is shown as NFT. */
export function productTypeLabel(productType: string): string {
  return productType.toLowerCase() === NFT_PRODUCT_TYPE ? 'NFT' : productType
}
