import type { Context } from 'hono'
import { forgetPurchaseIntent } from '../analytics/purchase-intents'
import type { Order } from '../../domain/schemas/checkout'
import type { PortResult } from '../commerce/port/failures'
import type { AppEnv } from '../env'
import { mayReadByCart, ownCartIds, rememberCheckoutCart } from './checkout-owner'
import { orderForNumber } from './order-privacy'
import { kvRateLimiter, ORDER_LOOKUP_POLICY } from '../lib/rate-limit'

const NOT_FOUND: PortResult<Order> = { ok: false, failure: { kind: 'not-found', message: 'Order not found' } }

const TOO_MANY_LOOKUPS = 'Too many order numbers did not match. Please wait a few minutes and try again.'

export interface OrderLookup {
  lookupNumber?: string
  /** The cart's id: the shopper's own read (the id never leaves their browser), so their details come with it. */
  cartId?: string
}

/**
 * Finds an order for the track and thank-you pages without letting anyone walk the
 * space of order numbers: misses are counted per client address, and past the limit
 * every lookup is refused unchecked until the window ends.
 */
export async function lookUpOrder(c: Context<AppEnv>, { lookupNumber, cartId }: OrderLookup): Promise<PortResult<Order>> {
  const limiter = kvRateLimiter(c.env.CACHE, ORDER_LOOKUP_POLICY)
  const subject = c.req.header('cf-connecting-ip') || 'unknown'
  if ((await limiter.status(subject)).limited) return { ok: false, failure: { kind: 'rate-limited', message: TOO_MANY_LOOKUPS } }
  // Scoped to the request's store: another store's order is a miss like any other.
  const scope = { storeSlug: c.var.store.slug }
  const result = cartId
    ? (await mayReadByCart(c, cartId))
      ? await c.var.commerce.orderByCart(cartId, scope)
      : NOT_FOUND
    : await c.var.commerce.orderByLookupNumber(lookupNumber ?? '', scope)
  if (!result.ok) {
    if (result.failure.kind === 'not-found') await limiter.recordFailure(subject)
    return result
  }
  return { ok: true, value: cartId ? result.value : orderForNumber(result.value) }
}

/**
 * The latest order this browser bought, read by the carts it holds (its cart cookie, the
 * cart of its last checkout the worker keeps, the one it started last): the thank-you page's read, whose URL
 * never carries a cart id. The cart it was bought from is kept (HttpOnly) so the page
 * reloads, and left out of the answer: the page has no use for it. Cart ids are random
 * 122-bit values, so misses are not counted.
 */
export async function ownOrder(c: Context<AppEnv>): Promise<PortResult<Order>> {
  const scope = { storeSlug: c.var.store.slug }
  for (const cartId of await ownCartIds(c)) {
    // A cookie is the browser's to set: it names no one else's checkout into an order.
    if (!(await mayReadByCart(c, cartId))) continue
    const result = await c.var.commerce.orderByCart(cartId, scope)
    if (result.ok) {
      rememberCheckoutCart(c, result.value.cartId ?? cartId)
      forgetPurchaseIntent(c, result.value.cartId ?? cartId)
      const { cartId: _cart, ...order } = result.value
      return { ok: true, value: order }
    }
    if (result.failure.kind !== 'not-found') return result
  }
  return NOT_FOUND
}
