import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { cartCookieName, parseCartCookie } from '../../domain/cart-cookie'
import type { Checkout } from '../../domain/schemas/checkout'
import type { AppEnv } from '../env'
import { cookieSecurity } from '../lib/cookies'
import { log } from '../lib/logger'
import { cookieSecret } from '../security/cookie-secret'
import { type OwnedCheckout, openOwnedCheckouts, sealOwnedCheckouts, withCheckout } from '../security/owner-token'
import { forgetPayment, rememberedPayment } from './payment-cookie'
import { isTrustedCaller } from './trusted-caller'

/**
 * A checkout's id travels in URLs (/checkout/{id}, the providers' return links), so it is
 * no secret: holding it must not show or change the shopper's name, email, phone or
 * address. A checkout belongs to the browser that started it, as the worker recorded then
 * (a sealed cookie, security/owner-token.ts), or to the browser holding the secret cart id
 * it was made from.
 */

const DAY_SECONDS = 24 * 60 * 60
/** As long as a shopper may come back through a provider's link (a closed tab, a late approval). */
const OWNER_COOKIE_SECONDS = 30 * DAY_SECONDS

/**
 * The cart of the checkout this browser is in, kept by the worker (HttpOnly) where the
 * browser's own cart cookie cannot say it: a hosted checkout started without a cart, or a
 * finished order on its way to the thank-you page (whose URL never carries a cart id).
 */
function checkoutCartCookieName(storeId: number): string {
  return `checkout_cart_${storeId}`
}

/** The checkouts this browser started in a store (sealed, HttpOnly). */
function ownerCookieName(storeId: number): string {
  return `checkouts_${storeId}`
}

const cookieOptions = (c: Context<AppEnv>) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure: cookieSecurity(c.req.url, c.var.config.ENVIRONMENT).secure,
})

export function rememberCheckoutCart(c: Context<AppEnv>, cartId: string): void {
  setCookie(c, checkoutCartCookieName(c.var.store.id), cartId, { ...cookieOptions(c), maxAge: DAY_SECONDS })
}

/** The cart ids this browser holds for the request's store: its cart's, and its checkout's. */
export function browserCartIds(c: Context<AppEnv>): string[] {
  const store = c.get('store')
  if (!store) return []
  const cart = parseCartCookie(getCookie(c, cartCookieName(store.id)))?.id
  const checkoutCart = getCookie(c, checkoutCartCookieName(store.id))
  return [cart, checkoutCart].filter((id): id is string => typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id))
}

// The record is opened once per request, and kept in step with what this request adds.
const owned = new WeakMap<Context<AppEnv>, Promise<OwnedCheckout[]>>()

/** The checkouts this browser started in the request's store, newest first, with their carts. */
function ownedCheckouts(c: Context<AppEnv>): Promise<OwnedCheckout[]> {
  let checkouts = owned.get(c)
  if (!checkouts) {
    const store = c.get('store')
    const token = store ? getCookie(c, ownerCookieName(store.id)) : undefined
    const secret = store ? cookieSecret(c.var.config, store) : null
    checkouts = store && token && secret ? openOwnedCheckouts(token, { secret, storeId: store.id }) : Promise.resolve([])
    owned.set(c, checkouts)
  }
  return checkouts
}

const recorded = async (c: Context<AppEnv>, checkoutId: string) => (await ownedCheckouts(c)).some(([id]) => id === checkoutId)

/** Whether this browser can be recorded as a checkout's owner: false when nothing can seal the record. */
export function canRecordOwnership(c: Context<AppEnv>): boolean {
  return isTrustedCaller(c) || c.get('store') === undefined || cookieSecret(c.var.config, c.var.store) !== null
}

/** Records this browser as the owner of a checkout it just started (a trusted server needs no record). */
export async function recordOwnership(c: Context<AppEnv>, checkout: Pick<Checkout, 'id' | 'cartId'>): Promise<void> {
  const store = c.get('store')
  if (!store || isTrustedCaller(c)) return
  const secret = cookieSecret(c.var.config, store)
  if (!secret) {
    log.error('checkout-owner', { storeId: store.id, message: 'no COOKIE_SECRET to seal checkout ownership with' })
    return
  }
  const cart = checkout.cartId && checkout.cartId !== checkout.id ? checkout.cartId : null
  const next = withCheckout({ store: store.id, checkouts: await ownedCheckouts(c) }, [checkout.id, cart])
  owned.set(c, Promise.resolve(next.checkouts))
  setCookie(c, ownerCookieName(store.id), await sealOwnedCheckouts(next, secret), { ...cookieOptions(c), maxAge: OWNER_COOKIE_SECONDS })
}

/**
 * Whether this caller may see and change the checkout's personal data: a trusted server,
 * the browser the worker recorded as starting it, or the browser holding the cart it was
 * made from. A checkout that names no cart of its own (a spec backend's, read with its id
 * standing in for the cart) has only the record: never open to whoever holds its id.
 */
export async function ownsCheckout(c: Context<AppEnv>, checkout: Pick<Checkout, 'id' | 'cartId'>): Promise<boolean> {
  // The bare /api of the contract suites has no store and no browser.
  if (isTrustedCaller(c) || c.get('store') === undefined) return true
  if (await recorded(c, checkout.id)) return true
  const cartKnown = Boolean(checkout.cartId) && checkout.cartId !== checkout.id
  return cartKnown && browserCartIds(c).includes(checkout.cartId)
}

/**
 * Whether this caller may work on the checkout `id` of `storeSlug` (change it, price its
 * delivery, pay for it, submit it): the checkout is read only when the record cannot say.
 */
export async function mayWorkOnCheckout(c: Context<AppEnv>, id: string, storeSlug: string | undefined): Promise<boolean> {
  if (isTrustedCaller(c) || c.get('store') === undefined) return true
  if (await recorded(c, id)) return true
  if (!storeSlug) return false
  const loaded = await c.var.commerce.getCheckout({ id, storeSlug })
  return loaded.ok && (await ownsCheckout(c, loaded.value))
}

/**
 * The carts to look for this browser's latest order by: its cookies' (browserCartIds), then
 * the cart of the checkout it started last (its id, for a backend that named no cart).
 */
export async function ownCartIds(c: Context<AppEnv>): Promise<string[]> {
  const [latest] = await ownedCheckouts(c)
  const recordedCart = latest ? (latest[1] ?? latest[0]) : undefined
  return [...new Set([...browserCartIds(c), ...(recordedCart ? [recordedCart] : [])])]
}

/**
 * Whether a browser may read an order by `cartId`. A cart id is the shopper's secret, but a
 * backend may take a checkout's id for its cart's (a spec backend's order names its
 * checkout when no cart was given): an id that names a checkout of this store counts only
 * for that checkout's owner.
 */
export async function mayReadByCart(c: Context<AppEnv>, cartId: string): Promise<boolean> {
  if (isTrustedCaller(c) || c.get('store') === undefined) return true
  if ((await ownedCheckouts(c)).some(([id, cart]) => id === cartId || cart === cartId)) return true
  const checkout = await c.var.commerce.getCheckout({ id: cartId, storeSlug: c.var.store.slug })
  if (!checkout.ok) return checkout.failure.kind === 'not-found'
  return ownsCheckout(c, checkout.value)
}

/** A checkout another browser started, to a write or a payment read: as if there were none (404). */
export const notYours = (c: Context<AppEnv>) => c.json({ error: 'Checkout not found' }, 404)

/**
 * The checkout as anyone else holding its id sees it: totals and lines, no customer, no cart
 * id, and no order number, which would open the order's thank-you and tracking pages.
 */
function strangersView(checkout: Checkout): Checkout {
  return { ...checkout, customer: null, cartId: '', orderLookupNumber: null }
}

/** The checkout as this caller may see it (strangersView unless it is theirs). */
export async function forCaller(c: Context<AppEnv>, checkout: Checkout): Promise<Checkout> {
  return (await ownsCheckout(c, checkout)) ? checkout : strangersView(checkout)
}

/**
 * A checkout read by the browser (GET /checkout, the checkout page's render), with the
 * worker's cookies kept in step: a finished order's cart is kept for the thank-you page
 * (whose URL carries no cart id) and its payment cookie is cleared; a checkout that names
 * no payment of its own (a provider backend's) takes the one this browser started.
 */
export async function checkoutForBrowser(c: Context<AppEnv>, checkout: Checkout): Promise<Checkout> {
  const finished = checkout.state === 'success' || checkout.state === 'completed'
  const owner = await ownsCheckout(c, checkout)
  if (finished && owner) {
    if (checkout.cartId) rememberCheckoutCart(c, checkout.cartId)
    forgetPayment(c)
  }
  const paymentId = checkout.paymentId ?? (finished ? null : (rememberedPayment(c, checkout.id)?.paymentId ?? null))
  return owner ? { ...checkout, paymentId } : strangersView({ ...checkout, paymentId })
}
