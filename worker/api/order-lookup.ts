import type { Context } from 'hono'
import type { Order } from '../../domain/schemas/checkout'
import type { PortResult } from '../commerce/checkout-port'
import type { AppEnv } from '../env'
import { orderForViewer } from '../lib/order-privacy'
import { kvRateLimiter, ORDER_LOOKUP_POLICY } from '../lib/rate-limit'

export const TOO_MANY_LOOKUPS = 'Too many order numbers did not match. Please wait a few minutes and try again.'

export interface OrderLookup {
  lookupNumber?: string
  /** The cart cookie's id: the thank-you page's own read, so the shopper's details come with it. */
  cartId?: string
  /** The order's email, which a lookup by number needs to see the shopper's details. */
  email?: string
}

/**
 * Finds an order for the track and thank-you pages without letting anyone walk the
 * space of order numbers: misses are counted per client address, and past the limit
 * every lookup is refused unchecked until the window ends.
 */
export async function lookUpOrder(c: Context<AppEnv>, { lookupNumber, cartId, email }: OrderLookup): Promise<PortResult<Order>> {
  const limiter = kvRateLimiter(c.env.CACHE, ORDER_LOOKUP_POLICY)
  const subject = c.req.header('cf-connecting-ip') || 'unknown'
  if ((await limiter.status(subject)).limited) return { ok: false, failure: { kind: 'rate-limited', message: TOO_MANY_LOOKUPS } }
  // Scoped to the request's store: another store's order is a miss like any other.
  const scope = { storeSlug: c.var.store.slug }
  const result = cartId
    ? await c.var.commerce.orderByCart(cartId, scope)
    : await c.var.commerce.orderByLookupNumber(lookupNumber ?? '', scope)
  if (!result.ok) {
    if (result.failure.kind === 'not-found') await limiter.recordFailure(subject)
    return result
  }
  return { ok: true, value: cartId ? result.value : orderForViewer(result.value, email) }
}
