import { DIGITAL_SIZE_LABEL } from '../../domain/constants'
import type { Listing, Product, Size, Variation } from '../../domain/schemas/catalog'
import { isNftListing } from '../../domain/product-type'
import { makeSku } from '../../domain/sku'

/** What a shopper meets on the page for one colour and size: pre-order listings take orders, else stock decides. */
export type VariantAvailability = 'inStock' | 'outOfStock' | 'preOrder'

/** One purchasable thing of a listing: a product in a public colour and one of its sizes. */
export interface ListingVariant {
  product: Product
  variation: Variation
  size: Size
  /** The cart's sku of it (domain/sku.ts). */
  sku: string
  availability: VariantAvailability
  /** Delivered as a download, never shipped: a size labelled Digital, or an NFT. */
  digital: boolean
  nft: boolean
  /** The listing page opened on this colour and size, as a path with its query. */
  path: string
}

/** A listing's one indexable address (its page is also at /{slug}). */
export const listingPath = (slug: string): string => `/listing/${encodeURIComponent(slug)}`

function availabilityOf(listing: Listing, variation: Variation, size: Size): VariantAvailability {
  if (listing.checkout_flow === 1) return 'preOrder'
  const available = variation.inventoryCount > 0 && variation.availableSizesWithId.some((candidate) => candidate.id === size.id)
  return available ? 'inStock' : 'outOfStock'
}

/** Every public colour and size of a listing's products, in the page's order; private colours are never among them. */
export function listingVariants(listing: Listing): ListingVariant[] {
  return listing.products.flatMap((product) => {
    const nft = isNftListing({ productType: product.productType, primaryProductId: listing.primaryProductId })
    return product.variations
      .filter((variation) => variation.visibility === 'public')
      .flatMap((variation) =>
        variation.sizes.map((size) => ({
          product,
          variation,
          size,
          sku: makeSku({ itemGroupId: listing.itemGroupId, colorId: variation.variationId, sizeId: size.id }),
          availability: availabilityOf(listing, variation, size),
          digital: nft || size.label === DIGITAL_SIZE_LABEL,
          nft,
          path: `${listingPath(listing.slug)}?${new URLSearchParams({
            product: String(product.productId),
            variation: String(variation.variationId),
            size: String(size.id),
          })}`,
        })),
      )
  })
}
