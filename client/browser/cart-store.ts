import type { CartCookie, CartEntry } from '../../domain/schemas/cart'

/** The cookie that holds a store's cart (spec section 3: named by store id). */
export function cartCookieKey(storeId: number): string {
  return `cart_${storeId}`
}

function isEntry(value: unknown): value is CartEntry {
  if (!value || typeof value !== 'object') return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry.sku === 'string' &&
    typeof entry.slug === 'string' &&
    typeof entry.itemGroupId === 'string' &&
    ['colorId', 'sizeId', 'productId', 'quantity'].every((key) => Number.isInteger(entry[key]) && (entry[key] as number) > 0)
  )
}

/**
 * The cart in a cookie value (the format of domain/cart-cookie.ts), read without loading
 * zod into the page; anything malformed is no cart, and the server re-checks every line.
 */
export function parseCart(raw: string | null): CartCookie | null {
  if (!raw) return null
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Record<string, unknown>
    if (typeof value.id !== 'string' || typeof value.region !== 'string' || !value.items || typeof value.items !== 'object') return null
    const items = Object.fromEntries(
      Object.entries(value.items as Record<string, unknown>).filter(([, entry]) => isEntry(entry)),
    ) as CartCookie['items']
    return { id: value.id, region: value.region, items }
  } catch {
    return null
  }
}
