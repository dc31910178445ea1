import { CART_COOKIE_LIMITS } from './cart-cookie-limits'
import type { CartCookie, CartEntry } from './schemas/cart'

/**
 * The cart cookie's codec, one for the worker and the page: named by store id (spec section
 * 3), URI-encoded JSON of the domain's CartCookie. It reads without zod, which the page does
 * not load; domain/schemas/cart.ts builds its schema from the same limits, and a property
 * test holds the two to the same answers.
 */

const TEXT_FIELDS: ReadonlySet<string> = new Set(['slug', 'sku', 'itemGroupId'])

export function cartCookieName(storeId: number): string {
  return `cart_${storeId}`
}

/** A cart is kept 30 days from its last change. */
export const CART_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60

type Fields = Record<string, unknown>

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max

/** A cart line as the schema has it, its other keys left out; null when it is not one. */
function entryOf(value: unknown): CartEntry | null {
  if (!isFields(value)) return null
  const entry: Fields = {}
  for (const [key, max] of Object.entries(CART_COOKIE_LIMITS.line)) {
    const field = value[key]
    const fits = TEXT_FIELDS.has(key) ? isText(field, max) : Number.isInteger(field) && (field as number) > 0 && (field as number) <= max
    if (!fits) return null
    entry[key] = field
  }
  return entry as CartEntry
}

/**
 * The cart in a cookie value. A malformed line is left out (the server re-checks every line
 * anyway); a cookie that is not a cart, or whose every line is malformed, is no cart.
 */
export function parseCartCookie(raw: string | undefined | null): CartCookie | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(decodeURIComponent(raw))
  } catch {
    return null
  }
  if (!isFields(value) || !isFields(value.items)) return null
  if (!isText(value.id, CART_COOKIE_LIMITS.id) || !isText(value.region, CART_COOKIE_LIMITS.region)) return null
  // A `__proto__` key is no sku; assigning it would replace the object's prototype, and the
  // schema skips it too.
  const lines = Object.entries(value.items).filter(([sku]) => sku !== '__proto__')
  const items: Record<string, CartEntry> = {}
  for (const [sku, line] of lines) {
    const entry = entryOf(line)
    if (entry) items[sku] = entry
  }
  if (lines.length > 0 && Object.keys(items).length === 0) return null
  return { id: value.id, items, region: value.region }
}

export function serializeCartCookie(cart: CartCookie): string {
  return encodeURIComponent(JSON.stringify(cart))
}

/**
 * The cart cookie as the worker sets it when a form changed the cart: the attributes the
 * page writes it with (client/browser/cart-cookie.ts), not HttpOnly, since the page reads
 * it. An empty cart removes the cookie.
 */
export function cartSetCookie(storeId: number, cart: CartCookie, { secure }: { secure: boolean }): string {
  const empty = Object.keys(cart.items).length === 0
  const value = empty ? '' : serializeCartCookie(cart)
  return `${cartCookieName(storeId)}=${value}; Path=/; Max-Age=${empty ? 0 : CART_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`
}

export function cartItemCount(cart: CartCookie | null): number {
  if (!cart) return 0
  return Object.values(cart.items).reduce((sum, item) => sum + item.quantity, 0)
}
