import type { ShellData } from '../app/shell'
import { readCartCookie, writeCartCookie } from '../browser/cart-cookie'
import { forgetCheckout, rememberedCheckout } from './cart-checkout-memory'
import { setCartCount } from './cart-count'
import { runningCartActor } from './cart-registry'

/**
 * Empties the cart a finished checkout was made from (spec section 4): the cart with the
 * checkout's cart id, or — for a backend whose checkouts do not name their cart — the cart
 * this browser made that checkout for. A cart the shopper started since then is left alone.
 * A running cart machine is told; without one the cookie is emptied here, so a checkout
 * page loads no cart machine to finish (docs/decisions/146-machines-load-with-the-first-command.md).
 */
export function clearCart(shell: Pick<ShellData, 'store'>, finished: { cartId: string; checkoutId: string }): void {
  const storeId = shell.store.id
  const running = runningCartActor()
  const held = running ? running.getSnapshot().context.cartId : readCartCookie(storeId)?.id
  if (!held || (held !== finished.cartId && rememberedCheckout(storeId, held) !== finished.checkoutId)) return
  if (running) {
    running.send({ type: 'cart.destroy', nextCartId: crypto.randomUUID() })
    return
  }
  writeCartCookie(storeId, null)
  forgetCheckout(storeId)
  setCartCount(0)
}
