/**
 * The checkout last made for a cart, kept in this browser's local storage per store, so
 * checking out again (after a reload too) updates that checkout instead of starting over.
 */
const keyOf = (storeId: number) => `checkout_${storeId}`

interface Remembered {
  cartId: string
  checkoutId: string
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** The checkout id remembered for this cart, or null. */
export function rememberedCheckout(storeId: number, cartId: string | undefined): string | null {
  try {
    const value = JSON.parse(storage()?.getItem(keyOf(storeId)) ?? 'null') as Partial<Remembered> | null
    return value && value.cartId === cartId && typeof value.checkoutId === 'string' ? value.checkoutId : null
  } catch {
    return null
  }
}

export function rememberCheckout(storeId: number, remembered: Remembered): void {
  try {
    storage()?.setItem(keyOf(storeId), JSON.stringify(remembered))
  } catch {
    // Storage blocked or full: the next checkout is simply a new one.
  }
}

export function forgetCheckout(storeId: number): void {
  try {
    storage()?.removeItem(keyOf(storeId))
  } catch {
    // Nothing was kept.
  }
}
