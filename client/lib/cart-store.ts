import { QUANTITY_INPUT_MAX } from '../../domain/constants'
import type { CartCookie, CartEntry } from '../../domain/schemas/cart'
import { makeSku } from '../../domain/sku'
import { setCartCount } from './cart-count'

/** The cart's region when its lines were added under different buyer regions. */
export const MIXED_REGION = 'MIXED'

const COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60

export type NewCartLine = Omit<CartEntry, 'sku'>

/** The cookie that holds a store's cart (spec section 3: named by store id). */
export function cartCookieKey(storeId: number): string {
  return `cart_${storeId}`
}

/**
 * Adds a line by sku: the quantity joins an existing line of the same sku (up to the
 * cart's maximum of 999). The cart's region is the buyer's, or MIXED once lines were
 * added from different regions.
 */
export function addLine(cart: CartCookie | null, line: NewCartLine, region: string, newId: () => string): CartCookie {
  const sku = makeSku({ itemGroupId: line.itemGroupId, colorId: line.colorId, sizeId: line.sizeId })
  const items = { ...(cart?.items ?? {}) }
  const existing = items[sku]
  items[sku] = { ...line, sku, quantity: Math.min(QUANTITY_INPUT_MAX, (existing?.quantity ?? 0) + line.quantity) }
  const cartRegion = !cart || Object.keys(cart.items).length === 0 ? region : cart.region === region ? region : MIXED_REGION
  return { id: cart?.id ?? newId(), items, region: cartRegion }
}

export function cartQuantity(cart: CartCookie | null): number {
  return cart ? Object.values(cart.items).reduce((sum, item) => sum + item.quantity, 0) : 0
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

/** The cart in a cookie value; anything malformed is no cart (the server re-checks every line). */
export function parseCart(raw: string | null): CartCookie | null {
  if (!raw) return null
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Record<string, unknown>
    if (typeof value.id !== 'string' || typeof value.region !== 'string' || !value.items || typeof value.items !== 'object') return null
    const items = Object.fromEntries(Object.entries(value.items as Record<string, unknown>).filter(([, entry]) => isEntry(entry))) as CartCookie['items']
    return { id: value.id, region: value.region, items }
  } catch {
    return null
  }
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix))
  return found ? found.slice(prefix.length) : null
}

/** Adds a line to the browser's cart cookie and updates the header's count. Returns the new count. */
export function addToCart(storeId: number, line: NewCartLine, region: string): number {
  const name = cartCookieKey(storeId)
  const cart = addLine(parseCart(readCookie(name)), line, region, () => crypto.randomUUID())
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${encodeURIComponent(JSON.stringify(cart))}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`
  const count = cartQuantity(cart)
  setCartCount(count)
  return count
}

