import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { cartCookieName, parseCartCookie } from '../../domain/cart-cookie'
import type { Checkout } from '../../domain/schemas/checkout'
import type { AppEnv } from '../env'
import { cookieSecurity } from '../lib/cookies'
import { forgetPayment, rememberedPayment } from './payment-cookie'
import { isTrustedCaller } from './trusted-caller'

/**
 * A checkout's id travels in URLs (/checkout/{id}, the providers' return links), so it is
 * no secret: holding it must not show the shopper's name, email, phone or address. The cart
 * id is the secret (it never leaves the shopper's browser storage): the browser whose cart
 * a checkout was made from is its owner.
 */

/**
 * The cart of the checkout this browser is in, kept by the worker (HttpOnly) where the
 * browser's own cart cookie cannot say it: a hosted checkout started without a cart, or a
 * finished order on its way to the thank-you page (whose URL never carries a cart id).
 */
function checkoutCartCookieName(storeId: number): string {
  return `checkout_cart_${storeId}`
}

const DAY_SECONDS = 24 * 60 * 60

export function rememberCheckoutCart(c: Context<AppEnv>, cartId: string): void {
  setCookie(c, checkoutCartCookieName(c.var.store.id), cartId, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: cookieSecurity(c.req.url, c.var.config.ENVIRONMENT).secure,
    maxAge: DAY_SECONDS,
  })
}

/** The cart ids this browser holds for the request's store: its cart's, and its checkout's. */
export function browserCartIds(c: Context<AppEnv>): string[] {
  const store = c.get('store')
  if (!store) return []
  const cart = parseCartCookie(getCookie(c, cartCookieName(store.id)))?.id
  const checkoutCart = getCookie(c, checkoutCartCookieName(store.id))
  return [cart, checkoutCart].filter((id): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id))
}

/**
 * Whether this caller may see the checkout's personal data: a trusted server, or the
 * browser whose cart it is. A backend that names no cart for its checkouts (a provider
 * backend of the spec's API) leaves nothing to compare: its own rules apply
 * (docs/provider-mode.md).
 */
export function ownsCheckout(c: Context<AppEnv>, checkout: Pick<Checkout, 'id' | 'cartId'>): boolean {
  // A spec backend's checkout carries no cart: the provider adapter names it by its own id.
  const cartKnown = Boolean(checkout.cartId) && checkout.cartId !== checkout.id
  if (!cartKnown || isTrustedCaller(c) || c.get('store') === undefined) return true
  return browserCartIds(c).includes(checkout.cartId)
}

/** The checkout as anyone else holding its id sees it: totals and lines, no customer, no cart id. */
export function forCaller(c: Context<AppEnv>, checkout: Checkout): Checkout {
  return ownsCheckout(c, checkout) ? checkout : { ...checkout, customer: null, cartId: '' }
}

/**
 * A checkout read by the browser (GET /checkout, the checkout page's render), with the
 * worker's cookies kept in step: a finished order's cart is kept for the thank-you page
 * (whose URL carries no cart id) and its payment cookie is cleared; a checkout that names
 * no payment of its own (a provider backend's) takes the one this browser started.
 */
export function checkoutForBrowser(c: Context<AppEnv>, checkout: Checkout): Checkout {
  const finished = checkout.state === 'success' || checkout.state === 'completed'
  if (finished && ownsCheckout(c, checkout)) {
    if (checkout.cartId) rememberCheckoutCart(c, checkout.cartId)
    forgetPayment(c)
  }
  const paymentId = checkout.paymentId ?? (finished ? null : (rememberedPayment(c, checkout.id)?.paymentId ?? null))
  return forCaller(c, { ...checkout, paymentId })
}
