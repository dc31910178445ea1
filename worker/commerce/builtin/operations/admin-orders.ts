import { centsToDecimal } from '../../../../domain/money'
import { normalizeLookupNumber } from '../rules/lookup-number'
import type { PortResult } from '../../port/failures'
import { disputesOfPayment } from '../db/disputes'
import type { AdminOrder, OrderFilter, OrderRecord, OrderSummary, ShipRequest } from '../../port/operations'
import { listOrders } from '../db/order-listing'
import { enqueueMailIfStatement } from '../db/outbox'
import { findOrderByLookup, orderItems, setOrderStatusStatement } from '../db/orders'
import { findPayment } from '../db/payments'
import { refundsOfOrder } from '../db/refunds'
import { insertShipmentStatement, shipmentsOf } from '../db/shipments'
import { type CheckoutContext, conflict, notFound, ok } from '../checkout/context'
import { ships } from '../checkout/fulfilment'
import { orderShippedMail } from '../checkout/notices'
import { contextForPayment } from './reconcile'

const ORDER_NOT_FOUND = 'Order not found'

async function orderByTypedNumber(ctx: CheckoutContext, typed: string): Promise<OrderRecord | null> {
  const lookupNumber = normalizeLookupNumber(typed)
  return lookupNumber ? findOrderByLookup(ctx.db, lookupNumber) : null
}

export async function adminOrder(ctx: CheckoutContext, typed: string): Promise<PortResult<AdminOrder>> {
  const order = await orderByTypedNumber(ctx, typed)
  if (!order) return notFound(ORDER_NOT_FOUND)
  const [items, payment, refunds, disputes, shipments] = await Promise.all([
    orderItems(ctx.db, order.id),
    findPayment(ctx.db, order.paymentId),
    refundsOfOrder(ctx.db, order.id),
    disputesOfPayment(ctx.db, order.paymentId),
    shipmentsOf(ctx.db, order.id),
  ])
  const refunded = refunds.filter((refund) => refund.state !== 'failed').reduce((sum, refund) => sum + refund.amountCents, 0)
  return ok({
    order,
    items,
    payment: payment && {
      id: payment.id,
      provider: payment.provider,
      method: payment.method,
      state: payment.state,
      amountCents: payment.amountCents,
      currency: payment.currency,
      providerRef: payment.providerRef,
    },
    refunds,
    refundable: payment?.state === 'succeeded' ? Math.max(0, payment.amountCents - refunded) : 0,
    disputes,
    shipments,
  })
}

export function adminOrders(ctx: CheckoutContext, filter: OrderFilter): Promise<OrderSummary[]> {
  return listOrders(ctx.db, filter)
}

/**
 * Ships an order: processing → shipped with the carrier's tracking number, and the
 * shipment e-mail through the outbox, in one batch. Shipping it again with the same
 * tracking number changes nothing; another number, a canceled order or one with nothing
 * to post is refused.
 */
export async function shipOrder(ctx: CheckoutContext, request: ShipRequest): Promise<PortResult<AdminOrder>> {
  const order = await orderByTypedNumber(ctx, request.lookupNumber)
  if (!order) return notFound(ORDER_NOT_FOUND)
  const existing = await shipmentsOf(ctx.db, order.id)
  if (order.status !== 'processing') {
    if (existing.some((shipment) => shipment.trackingNumber === request.trackingNumber)) return adminOrder(ctx, order.lookupNumber)
    return conflict(`The order is ${order.status}; only an order still processing can be shipped.`)
  }
  if (!ships(await orderItems(ctx.db, order.id))) {
    return conflict('This order has only digital items: they are delivered by download, there is nothing to post.')
  }
  const payment = await findPayment(ctx.db, order.paymentId)
  if (payment?.state !== 'succeeded')
    return conflict(`The order's payment is ${payment?.state ?? 'missing'}; ship it once the money is taken.`)
  const shipment = {
    carrier: request.carrier,
    trackingNumber: request.trackingNumber,
    trackingUrl: request.trackingUrl ?? `/track?orderNumber=${encodeURIComponent(order.lookupNumber)}`,
  }
  const at = ctx.now().toISOString()
  const bg = contextForPayment(ctx, payment)
  await ctx.db.batch([
    enqueueMailIfStatement(
      ctx.db,
      orderShippedMail(bg, order, shipment),
      "EXISTS (SELECT 1 FROM orders WHERE id = ?6 AND status = 'processing')",
      order.id,
    ),
    setOrderStatusStatement(ctx.db, order.id, 'processing', 'shipped', at),
    insertShipmentStatement(ctx.db, order.id, { ...shipment, shippedAt: at }),
  ])
  return adminOrder(ctx, order.lookupNumber)
}

const CSV_COLUMNS = [
  'order',
  'store',
  'created',
  'status',
  'email',
  'name',
  'items',
  'currency',
  'subtotal',
  'discount',
  'shipping',
  'tax',
  'total',
  'refunded',
  'payment method',
  'payment provider',
  'payment state',
  'disputed',
  'tracking',
] as const

/**
 * A cell as a spreadsheet should read it: quoted when it holds a comma, quote or line
 * break, and text a spreadsheet would run as a formula (=, +, -, @ first: a shopper typed
 * their name) kept as text with a leading apostrophe.
 */
function csvCell(value: string | number | boolean): string {
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const decimal = (cents: number) => centsToDecimal(cents).toFixed(2)

/** Orders as CSV (amounts as decimals in the order's currency), a header row first. */
export function ordersCsv(orders: readonly OrderSummary[]): string {
  const rows = orders.map((order) =>
    [
      order.lookupNumber,
      order.store,
      order.createdAt,
      order.status,
      order.customerEmail,
      order.customerName,
      order.itemCount,
      order.currency,
      decimal(order.subtotal),
      decimal(order.discount),
      decimal(order.shipping),
      decimal(order.tax),
      decimal(order.total),
      decimal(order.refunded),
      order.paymentMethod,
      order.paymentProvider,
      order.paymentState,
      order.disputed ? 'yes' : 'no',
      order.trackingNumbers.join(' '),
    ]
      .map(csvCell)
      .join(','),
  )
  return `${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`
}
