import { NFT_PRIMARY_PRODUCT_ID, NFT_PRODUCT_TYPE } from './constants'

/** A product type as shoppers read it: the catalogue's `nft` is shown as NFT. */
export function productTypeLabel(productType: string): string {
  return productType.toLowerCase() === NFT_PRODUCT_TYPE ? 'NFT' : productType
}

/**
 * An NFT listing (spec section 5): a product of type nft, or a listing whose primary
 * product is the NFT product 1816 — the listing's, not the product's own id.
 */
export function isNftListing({ productType, primaryProductId }: { productType: string; primaryProductId: number }): boolean {
  return productType.toLowerCase() === NFT_PRODUCT_TYPE || primaryProductId === NFT_PRIMARY_PRODUCT_ID
}
