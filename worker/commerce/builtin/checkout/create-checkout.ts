import type { Checkout } from '../../../../domain/schemas/checkout'
import { randomId } from '../random-id'
import type { CreateCheckoutInput } from '../../port/checkout'
import type { PortResult } from '../../port/failures'
import { insertCheckout } from '../db/checkouts'
import { findPurchasableItems } from '../db/purchasable-items'
import { findStoreBySlug } from '../db/stores'
import { toCheckout } from './checkout-view'
import { type CheckoutContext, notFound, ok, unavailable } from './context'
import { catalogueKeys, mergeLines, resolveLines } from './line-items'
import { priceCheckout } from './pricing'

/** POST /checkout: every line must be sold by this store, on sale and in stock. */
export async function createCheckout(ctx: CheckoutContext, input: CreateCheckoutInput): Promise<PortResult<Checkout>> {
  const store = await findStoreBySlug(ctx.db, input.storeSlug)
  if (!store) return notFound('Store not found')
  const lines = mergeLines(
    input.lineItems.map((line) => ({ sku: line.sku, quantity: line.quantity, fulfillmentDetails: line.fulfillmentDetails ?? null })),
  )
  const items = await findPurchasableItems(ctx.db, catalogueKeys(lines))
  const { problems } = resolveLines(lines, items, { storeId: store.id, currency: input.currency, checkStock: true })
  if (problems.length > 0) return unavailable(problems)

  const row = {
    id: randomId('ck'),
    storeId: store.id,
    storeSlug: store.slug,
    cartId: input.cartId ?? randomId('cart'),
    currency: input.currency,
    region: input.region,
    lineItems: lines,
    trafficSource: input.trafficSource ?? null,
    affiliate: input.affiliate ?? null,
  }
  await insertCheckout(ctx.db, row)
  const created = {
    ...row,
    state: 'created' as const,
    customer: null,
    deliveryOption: null,
    promoCode: null,
    paymentMethod: null,
    marketingOptIn: false,
    paymentId: null,
    redirectUrl: null,
    displayMessage: null,
    orderLookupNumber: null,
    version: 1,
  }
  return ok(toCheckout(ctx, created, await priceCheckout(ctx, created), null))
}
