import type { Order } from '../../../../domain/schemas/checkout'
import { normalizeLookupNumber } from '../rules/lookup-number'
import type { OrderScope } from '../../port/checkout'
import type { PortResult } from '../../port/failures'
import { completeCheckout, findCheckout } from '../db/checkouts'
import { findLatestOrderByCart, findOrderByLookup, orderItems } from '../db/orders'
import type { OrderRecord } from '../../port/operations'
import { shipmentsOf } from '../db/shipments'
import { findStoreBySlug } from '../db/stores'
import { type CheckoutContext, notFound, ok } from './context'
import { orderDownloads } from './downloads'
import { catchUp } from './fulfilment'
import { existingOrder } from './place-order'

const ORDER_NOT_FOUND = 'Order not found'

/** GET /v1/orders?cartId: the thank-you page's read, which completes the checkout. */
export async function orderByCart(ctx: CheckoutContext, cartId: string, scope?: OrderScope): Promise<PortResult<Order>> {
  const order = await inStore(ctx, await findLatestOrderByCart(ctx.db, cartId), scope)
  // The cart id is the shopper's secret: only its read carries the download links.
  return order ? answerOrder(ctx, order, { withDownloads: true }) : notFound(ORDER_NOT_FOUND)
}

/** GET /v1/orders?lookupNumber: the track form's read. */
export async function orderByLookupNumber(ctx: CheckoutContext, typed: string, scope?: OrderScope): Promise<PortResult<Order>> {
  const lookupNumber = normalizeLookupNumber(typed)
  const order = await inStore(ctx, lookupNumber ? await findOrderByLookup(ctx.db, lookupNumber) : null, scope)
  return order ? answerOrder(ctx, order) : notFound(ORDER_NOT_FOUND)
}

/**
 * The order if it belongs to the scope's store. Another store's order is answered exactly
 * like a missing one (and counts as a miss), and is neither completed nor captured here.
 */
async function inStore(ctx: CheckoutContext, order: OrderRecord | null, scope: OrderScope | undefined): Promise<OrderRecord | null> {
  if (!order || !scope) return order
  const store = await findStoreBySlug(ctx.db, scope.storeSlug)
  return store && store.id === order.storeId ? order : null
}

async function answerOrder(ctx: CheckoutContext, found: OrderRecord, { withDownloads = false } = {}): Promise<PortResult<Order>> {
  const checkout = await findCheckout(ctx.db, found.checkoutId)
  // Make sure an order whose capture was cut off gets its money taken (same idempotency key).
  if (checkout && (checkout.state === 'success' || checkout.state === 'completed')) await existingOrder(ctx, checkout)
  await completeCheckout(ctx.db, found.checkoutId)
  const order = await catchUp(ctx.db, (await findOrderByLookup(ctx.db, found.lookupNumber)) ?? found, ctx.now(), {
    operatorShips: Boolean(ctx.config.ADMIN_TOKEN),
  })
  const [items, shipments, downloads] = await Promise.all([
    orderItems(ctx.db, order.id),
    shipmentsOf(ctx.db, order.id),
    withDownloads ? orderDownloads(ctx, order.id) : [],
  ])
  return ok({
    lookupNumber: order.lookupNumber,
    cartId: order.cartId,
    status: order.status,
    shippingMethod: order.shippingMethod,
    created: order.createdAt,
    updated: order.updatedAt,
    totalCost: { amount: order.total, currency: order.currency },
    tax: { amount: order.tax },
    shippingCost: { amount: order.shipping },
    promo: order.promoCode,
    paymentMethod: order.paymentMethod,
    customer: { email: order.customerEmail, firstName: order.customer?.firstName },
    items: items.map((item) => ({
      title: item.title,
      listingId: item.listingId,
      price: { amount: item.unitPrice },
      color: item.color,
      size: item.size,
      productType: item.productType,
      quantity: item.quantity,
    })),
    shipments: shipments.map((shipment) => ({ ...shipment })),
    arrivalEstimate: order.arrivalEstimate,
    ...(downloads.length > 0 ? { downloads } : {}),
  })
}
