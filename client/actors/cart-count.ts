import { useSyncExternalStore } from 'react'
import { CART_COUNT_CAP } from '../../domain/constants'

/**
 * The number of items in the cart, shared by everything that shows it (the header's
 * `Cart · N`). The server renders the count from the cart cookie; whoever changes the
 * cart afterwards calls setCartCount so every view follows without a reload.
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

/** The live count; `initial` is the server's count, used until something sets another. */
export function useCartCount(initial: number): number {
  return useSyncExternalStore(
    subscribe,
    () => current ?? initial,
    () => initial,
  )
}

/** The header's 'Cart · N' shows 99+ above 99. */
export function cartCountLabel(count: number): string {
  return count > CART_COUNT_CAP ? `${CART_COUNT_CAP}+` : String(count)
}
