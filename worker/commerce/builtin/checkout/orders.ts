import type { Order } from '../../../../domain/schemas/checkout'
import { normalizeLookupNumber } from '../../../lib/lookup-number'
import type { PortResult } from '../../checkout-port'
import { completeCheckout, findCheckout } from '../../db/checkouts'
import { findLatestOrderByCart, findOrderByLookup, type OrderRow, orderItems } from '../../db/orders'
import { shipmentsOf } from '../../db/shipments'
import { type CheckoutContext, notFound, ok } from './context'
import { catchUp } from './fulfilment'
import { existingOrder } from './place-order'

const ORDER_NOT_FOUND = 'Order not found'

/** GET /v1/orders?cartId: the thank-you page's read, which completes the checkout. */
export async function orderByCart(ctx: CheckoutContext, cartId: string): Promise<PortResult<Order>> {
  const order = await findLatestOrderByCart(ctx.db, cartId)
  return order ? answerOrder(ctx, order) : notFound(ORDER_NOT_FOUND)
}

/** GET /v1/orders?lookupNumber: the track form's read. */
export async function orderByLookupNumber(ctx: CheckoutContext, typed: string): Promise<PortResult<Order>> {
  const lookupNumber = normalizeLookupNumber(typed)
  const order = lookupNumber ? await findOrderByLookup(ctx.db, lookupNumber) : null
  return order ? answerOrder(ctx, order) : notFound(ORDER_NOT_FOUND)
}

async function answerOrder(ctx: CheckoutContext, found: OrderRow): Promise<PortResult<Order>> {
  const checkout = await findCheckout(ctx.db, found.checkoutId)
  // Make sure an order whose capture was cut off gets its money taken (same idempotency key).
  if (checkout && (checkout.state === 'success' || checkout.state === 'completed')) await existingOrder(ctx, checkout)
  await completeCheckout(ctx.db, found.checkoutId)
  const order = await catchUp(ctx.db, (await findOrderByLookup(ctx.db, found.lookupNumber)) ?? found, ctx.now())
  const [items, shipments] = await Promise.all([orderItems(ctx.db, order.id), shipmentsOf(ctx.db, order.id)])
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
  })
}
