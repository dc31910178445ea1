import type { CartEntry } from '../../../domain/schemas/cart'
import type { CartShell } from '../../lib/cart/cart-actor'

/**
 * The cart machine (and xstate with it) loads on the first add, not with the listing
 * page: most visits never add. Hovering or focusing the button starts the download early.
 */
const loadCart = () => import('../../lib/cart/cart-actor')

export function preloadCart(): void {
  void loadCart()
}

/** Sends `cart.add` to the page's cart actor; NFT and digital lines replace their quantity. */
export async function addToCart(shell: CartShell, entry: CartEntry, excluded: boolean): Promise<void> {
  const { cartActor } = await loadCart()
  cartActor(shell).send({ type: 'cart.add', entry, region: shell.localization.buyer_region, excluded })
}
