import { CART_COOKIE_MAX_AGE_S, cartCookieName, parseCartCookie, serializeCartCookie } from '../../domain/cart-cookie'
import type { CartCookie } from '../../domain/schemas/cart'
import { deleteCookie, readCookie, writeCookie } from './cookies'

const CART_COOKIE_NAME = /^cart_\d+$/
/** More would mean a tampered header; a host only ever holds its own store's cart. */
const MAX_CARTS = 3

/** The cart kept in this browser's cookie for the store, or null. */
export function readCartCookie(storeId: number): CartCookie | null {
  return parseCartCookie(readCookie(cartCookieName(storeId)))
}

/** Writes the cart with the domain's codec; null (or an empty cart) deletes it. */
export function writeCartCookie(storeId: number, cart: CartCookie | null): void {
  const name = cartCookieName(storeId)
  if (cart && Object.keys(cart.items).length > 0) writeCookie(name, serializeCartCookie(cart), { maxAgeSeconds: CART_COOKIE_MAX_AGE_S })
  else deleteCookie(name)
}

/**
 * Every cart cookie in a Cookie header, by cookie name. A route loader does not know the
 * store it runs for; the page picks its own cart by the store id from the shell.
 */
export function cartsInCookieHeader(header: string): Record<string, CartCookie> {
  const carts: Record<string, CartCookie> = {}
  for (const part of header.split(/;\s*/)) {
    const at = part.indexOf('=')
    const name = part.slice(0, at).trim()
    if (at === -1 || !CART_COOKIE_NAME.test(name)) continue
    const cart = parseCartCookie(part.slice(at + 1))
    if (cart) carts[name] = cart
    if (Object.keys(carts).length === MAX_CARTS) break
  }
  return carts
}
