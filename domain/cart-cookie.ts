import { CART_COUNT_CAP } from './constants'
import { CartCookie } from './schemas/cart'

/** The cart lives in a cookie named by store id (spec section 3). */
export function cartCookieName(storeId: number): string {
  return `cart_${storeId}`
}

export function parseCartCookie(raw: string | undefined | null): CartCookie | null {
  if (!raw) return null
  try {
    const parsed = CartCookie.safeParse(JSON.parse(decodeURIComponent(raw)))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function serializeCartCookie(cart: CartCookie): string {
  return encodeURIComponent(JSON.stringify(cart))
}

export function cartItemCount(cart: CartCookie | null): number {
  if (!cart) return 0
  return Object.values(cart.items).reduce((sum, item) => sum + item.quantity, 0)
}

/** The header's 'Cart · N' shows 99+ above 99. */
export function cartCountLabel(count: number): string {
  return count > CART_COUNT_CAP ? `${CART_COUNT_CAP}+` : String(count)
}
