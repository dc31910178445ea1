import type { AddToCartForm } from '../../../domain/schemas/cart'
import type { Listing } from '../../../domain/schemas/catalog'
import { isDigital, isOutOfStock, type ListingSelection, publicVariations, shownProducts } from './selection'

/** Why a posted Add to cart is refused: the page shows the listing's own words for it. */
export type AddRefusal = 'selectColor' | 'selectSize' | 'outOfStock'

/**
 * The selection an Add to cart form names, taken strictly: unlike a link's query, an id the
 * listing does not have is refused, never replaced by another colour or size the shopper did
 * not pick. A pre-order listing is not added to the cart (its form is the pre-order's).
 */
export function postedSelection(listing: Listing, form: AddToCartForm): { selection: ListingSelection } | { refused: AddRefusal } {
  if (listing.checkout_flow === 1) return { refused: 'outOfStock' }
  const product = shownProducts(listing).find((p) => p.productId === form.product)
  const variation = product ? publicVariations(product).find((v) => v.variationId === form.color) : undefined
  if (!product || !variation) return { refused: 'selectColor' }
  const size = form.size === undefined ? null : (variation.sizes.find((s) => s.id === form.size) ?? null)
  if (form.size !== undefined && !size) return { refused: 'selectSize' }
  // A digital product's one size is implied; anything else with sizes needs one picked.
  if (!size && variation.sizes.length > 0 && !isDigital(product)) return { refused: 'selectSize' }
  if (isOutOfStock(variation, size ?? variation.sizes[0] ?? null, null)) return { refused: 'outOfStock' }
  return { selection: { product, variation, size } }
}
