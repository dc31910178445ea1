import type { CartEntry } from '../../../domain/schemas/cart'
import type { Listing } from '../../../domain/schemas/catalog'
import { makeSku } from '../../../domain/sku'
import { track } from '../../analytics'
import type { AddedLine } from './cart-confirmation-modal'
import { type ListingSelection, selectionPrice } from './selection'

/** What kind of listing a line comes from: NFT and digital lines replace their quantity on a second add. */
interface LineKind {
  productType: string
  primaryProductId: number
  sizeLabel: string
}

/** A line of the selection: what the cart keeps, how it adds up, what the confirmation shows. */
export interface CartLine {
  entry: CartEntry
  kind: LineKind
  added: AddedLine
}

/** The selection as the cart takes it, and the confirmation shows it; null when it has no size to add. */
export function cartLineOf(
  listing: Listing,
  { product, variation, size }: ListingSelection,
  quantity: number,
  showSizes: boolean,
): CartLine | null {
  const sizeId = size?.id ?? variation.sizes[0]?.id
  if (sizeId === undefined) return null
  const sizeLabel = variation.sizes.find((s) => s.id === sizeId)?.label ?? ''
  return {
    entry: {
      slug: listing.slug,
      sku: makeSku({ itemGroupId: listing.itemGroupId, colorId: variation.variationId, sizeId }),
      colorId: variation.variationId,
      sizeId,
      productId: product.productId,
      quantity,
      itemGroupId: listing.itemGroupId,
    },
    kind: { productType: product.productType, primaryProductId: listing.primaryProductId, sizeLabel },
    added: {
      title: listing.title,
      productType: product.productType,
      color: variation.color,
      size: showSizes ? (size?.label ?? null) : null,
      quantity,
      price: selectionPrice({ product, variation, size }),
      currency: variation.currency,
      image: variation.images[0]?.thumblarge ?? product.thumbnail,
    },
  }
}

/** The 'add-to-cart' event of a line just added. */
export function trackAdded(listing: Listing, { product, variation }: ListingSelection, line: CartLine): void {
  track('add-to-cart', {
    products: [
      {
        id: product.productId,
        name: listing.title,
        price: line.added.price,
        currency: variation.currency,
        quantity: line.entry.quantity,
        variant: line.kind.sizeLabel ? `${variation.color} / ${line.kind.sizeLabel}` : variation.color,
        category: product.productType,
        listingId: listing.listingId,
      },
    ],
  })
}
