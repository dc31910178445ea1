import { DEFAULT_CURRENCY } from '../../../../domain/constants'
import type { PortResult } from '../../port/failures'
import { readOrder } from '../read/order'
import { ok, type ProviderCheckoutContext } from './context'

type FoundOrder = NonNullable<ReturnType<typeof readOrder>>

/** An order answer without an order in it is no order. */
function orderFound(result: PortResult<ReturnType<typeof readOrder>>): PortResult<FoundOrder> {
  if (!result.ok) return result
  return result.value ? ok(result.value) : { ok: false, failure: { kind: 'not-found', message: 'Order not found' } }
}

// The store the read is scoped to goes along as storeSlug; the backend honours it from a
// trusted caller, as it does for the after-sales posts.

/** GET /v1/orders?cartId: the order a cart became. */
export async function orderByCart(ctx: ProviderCheckoutContext, cartId: string, scope?: { storeSlug?: string }) {
  const result = await ctx.http.get('Order', ctx.backendAt('/v1/orders', { cartId, storeSlug: scope?.storeSlug }), (body) =>
    readOrder(body, { unit: ctx.options.amounts, currency: DEFAULT_CURRENCY, cartId }),
  )
  return orderFound(result)
}

/** GET /v1/orders?lookupNumber: the order the shopper was told about. */
export async function orderByLookupNumber(ctx: ProviderCheckoutContext, lookupNumber: string, scope?: { storeSlug?: string }) {
  const result = await ctx.http.get('Order', ctx.backendAt('/v1/orders', { lookupNumber, storeSlug: scope?.storeSlug }), (body) =>
    readOrder(body, { unit: ctx.options.amounts, currency: DEFAULT_CURRENCY }),
  )
  return orderFound(result)
}
