import { useSyncExternalStore } from 'react'
import { cartItemCount } from '../../domain/cart-cookie'
import { CART_COUNT_CAP } from '../../domain/constants'
import { readCartCookie } from '../browser/cart-cookie'

/**
 * The number of items in the cart, shared by everything that shows it (the header's
 * `Cart · N`). The server renders 0, so a page is the same HTML for every shopper and the
 * edge may keep it (docs/decisions/070-edge-page-cache.md); once hydrated, the page reads
 * the count from the cart cookie, and whoever changes the cart afterwards calls
 * setCartCount so every view follows without a reload.
 */
let current: number | null = null
const listeners = new Set<() => void>()

export function setCartCount(count: number): void {
  current = Math.max(0, Math.floor(count))
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The live count of the store's cart: the cookie's until something sets another, 0 on the server. */
export function useCartCount(storeId: number): number {
  return useSyncExternalStore(
    subscribe,
    () => current ?? cartItemCount(readCartCookie(storeId)),
    () => 0,
  )
}

/** The header's 'Cart · N' shows 99+ above 99. */
export function cartCountLabel(count: number): string {
  return count > CART_COUNT_CAP ? `${CART_COUNT_CAP}+` : String(count)
}
