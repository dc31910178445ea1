import type { Listing } from '../../../domain/schemas/catalog'
import type { CartShell } from '../../actors/cart-actor'
import type { AddedLine } from './cart-confirmation-modal'
import type { ListingSelection } from './selection'

/**
 * The cart machine (and xstate with it) loads on the first add, not with the listing
 * page: most visits never add. Hovering or focusing the button starts the download early.
 */
const loadCart = () => Promise.all([import('../../actors/cart-actor'), import('../../../machines/cart-lines'), import('./cart-line')])

export function preloadCart(): void {
  void loadCart()
}

/**
 * Adds the selection to the page's cart actor (`cart.add`) and tracks it; answers the line
 * for the confirmation, or null when the selection has no size to add.
 */
export async function addToCart(
  shell: CartShell,
  listing: Listing,
  selection: ListingSelection,
  options: { quantity: number; showSizes: boolean },
): Promise<AddedLine | null> {
  const [{ cartActor }, { isExcludedListing }, { cartLineOf, trackAdded }] = await loadCart()
  const line = cartLineOf(listing, selection, options.quantity, options.showSizes)
  if (!line) return null
  const excluded = isExcludedListing(line.kind)
  cartActor(shell).send({ type: 'cart.add', entry: line.entry, region: shell.localization.buyer_region, excluded })
  trackAdded(listing, selection, line)
  return line.added
}
