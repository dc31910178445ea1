import type { CartEntry } from '../../../domain/schemas/cart'
import type { CartShell } from '../../actors/cart-actor'

/**
 * The cart machine (and xstate with it) loads on the first add, not with the listing
 * page: most visits never add. Hovering or focusing the button starts the download early.
 */
const loadCart = () => Promise.all([import('../../actors/cart-actor'), import('../../../machines/cart-lines')])

export function preloadCart(): void {
  void loadCart()
}

/** What kind of listing a line comes from: NFT and digital lines replace their quantity on a second add. */
export interface LineKind {
  productType: string
  primaryProductId: number
  sizeLabel: string
}

/** Sends `cart.add` to the page's cart actor. */
export async function addToCart(shell: CartShell, entry: CartEntry, kind: LineKind): Promise<void> {
  const [{ cartActor }, { isExcludedListing }] = await loadCart()
  cartActor(shell).send({ type: 'cart.add', entry, region: shell.localization.buyer_region, excluded: isExcludedListing(kind) })
}
