import * as z from 'zod'
import type { Order } from '../../../../domain/schemas/checkout'
import { amountIn, CurrencyCode, first, isRecord, LooseNumber, LooseText, listIn, maybe, NumericId, readEach, unwrap } from './loose'
import type { PriceReading } from './tiles'

const Text = maybe(LooseText)

const STATUS_WORDS: Record<string, Order['status']> = {
  shipped: 'shipped',
  in_transit: 'shipped',
  fulfilled: 'shipped',
  dispatched: 'shipped',
  delivered: 'delivered',
  canceled: 'canceled',
  cancelled: 'canceled',
  refunded: 'canceled',
}

/** Shipped, delivered and canceled by their usual words; every other status is an order being made. */
const OrderStatus = z
  .string()
  .trim()
  .transform((word) => STATUS_WORDS[word.toLowerCase().replace(/[\s-]+/g, '_')] ?? 'processing')

const RawItem = z.object({
  title: Text,
  name: Text,
  listingId: maybe(NumericId),
  listing_id: maybe(NumericId),
  price: z.unknown().optional(),
  color: Text,
  size: Text,
  productType: Text,
  product_type: Text,
  quantity: maybe(NumericId),
})

const RawShipment = z.object({
  carrier: Text,
  trackingNumber: Text,
  tracking_number: Text,
  trackingUrl: Text,
  tracking_url: Text,
  status: Text,
  shippedAt: Text,
  shipped_at: Text,
  deliveredAt: Text,
  delivered_at: Text,
})

const RawOrder = z.object({
  lookupNumber: Text,
  lookup_number: Text,
  orderLookupNumber: Text,
  orderNumber: Text,
  order_number: Text,
  cartId: Text,
  cart_id: Text,
  status: maybe(OrderStatus),
  shippingMethod: Text,
  shipping_method: Text,
  created: Text,
  createdAt: Text,
  created_at: Text,
  updated: Text,
  updatedAt: Text,
  updated_at: Text,
  totalCost: z.unknown().optional(),
  total: z.unknown().optional(),
  tax: z.unknown().optional(),
  shippingCost: z.unknown().optional(),
  shipping: z.unknown().optional(),
  promo: maybe(z.union([LooseText, z.object({ code: z.string() }).transform((promo) => promo.code)])),
  promoCode: Text,
  paymentMethod: Text,
  payment_method: Text,
  customer: maybe(z.object({ email: Text, firstName: Text, first_name: Text })),
  email: Text,
  items: maybe(z.array(z.unknown())),
  lineItems: maybe(z.array(z.unknown())),
  shipments: maybe(z.array(z.unknown())),
  arrivalEstimate: Text,
  estimatedArrival: Text,
  currency: maybe(CurrencyCode),
  downloads: maybe(z.array(z.object({ title: z.string(), url: z.string() }))),
})

/** What reading an order needs beyond the answer. */
export interface OrderReading extends PriceReading {
  /** The cart asked about, when the order was asked for by cart. */
  cartId?: string
}

/**
 * GET /v1/orders: the spec's Order (lookupNumber, cartId, status, shippingMethod, created,
 * updated, totalCost {amount, currency}, tax.amount, shippingCost.amount, promo,
 * paymentMethod, customer.email, items, shipments), bare, under `order` or first of
 * `orders`. The lookup number is needed; amounts may be bare numbers; shipments and the
 * arrival estimate may be missing. Null when the answer holds no order.
 */
export function readOrder(answer: unknown, reading: OrderReading): Order | null {
  const listed = isRecord(answer) && !isRecord(answer.order) ? listIn(answer, ['orders']) : undefined
  const parsed = RawOrder.safeParse(listed ? listed[0] : unwrap(answer, ['order', 'data']))
  if (!parsed.success) return null
  const raw = parsed.data
  const lookupNumber = first(raw.lookupNumber, raw.lookup_number, raw.orderLookupNumber, raw.orderNumber, raw.order_number)
  if (!lookupNumber) return null
  const Amount = amountIn(reading.unit)
  const amount = (value: unknown): number => {
    const read = Amount.safeParse(value)
    return read.success ? read.data : 0
  }
  const totalCurrency = isRecord(raw.totalCost) ? CurrencyCode.safeParse(raw.totalCost.currency).data : undefined
  const created = first(raw.created, raw.createdAt, raw.created_at) ?? ''
  return {
    lookupNumber,
    cartId: first(raw.cartId, raw.cart_id, reading.cartId) ?? '',
    status: raw.status ?? 'processing',
    shippingMethod: first(raw.shippingMethod, raw.shipping_method) ?? '',
    created,
    updated: first(raw.updated, raw.updatedAt, raw.updated_at) ?? created,
    totalCost: { amount: amount(first(raw.totalCost, raw.total)), currency: totalCurrency ?? raw.currency ?? reading.currency },
    tax: { amount: amount(raw.tax) },
    shippingCost: { amount: amount(first(raw.shippingCost, raw.shipping)) },
    promo: first(raw.promo, raw.promoCode) ?? null,
    paymentMethod: first(raw.paymentMethod, raw.payment_method) ?? '',
    customer: {
      email: first(raw.customer?.email, raw.email) ?? '',
      ...(first(raw.customer?.firstName, raw.customer?.first_name)
        ? { firstName: first(raw.customer?.firstName, raw.customer?.first_name) }
        : {}),
    },
    items: readEach(first(raw.items, raw.lineItems) ?? [], RawItem).map((item) => ({
      title: first(item.title, item.name) ?? '',
      listingId: first(item.listingId, item.listing_id) ?? 0,
      price: { amount: amount(item.price) },
      color: item.color ?? '',
      size: item.size ?? '',
      productType: first(item.productType, item.product_type) ?? '',
      quantity: item.quantity ?? 1,
    })),
    shipments: readEach(raw.shipments ?? [], RawShipment).map((shipment) => ({
      carrier: shipment.carrier ?? '',
      trackingNumber: first(shipment.trackingNumber, shipment.tracking_number) ?? '',
      trackingUrl: first(shipment.trackingUrl, shipment.tracking_url) ?? '',
      status: shipment.status ?? '',
      shippedAt: first(shipment.shippedAt, shipment.shipped_at) ?? '',
      deliveredAt: first(shipment.deliveredAt, shipment.delivered_at) ?? null,
    })),
    arrivalEstimate: first(raw.arrivalEstimate, raw.estimatedArrival) ?? null,
    // Digital items' links, for a backend that has them (not a spec field).
    ...(raw.downloads ? { downloads: raw.downloads } : {}),
  }
}

/** GET /v1/inventory: `inventoryCount` as the spec has it, or `inventory_count`, `count`, or a bare number. */
export const InventoryReader = z
  .union([
    LooseNumber,
    z
      .object({
        inventoryCount: maybe(LooseNumber),
        inventory_count: maybe(LooseNumber),
        count: maybe(LooseNumber),
        inventory: maybe(LooseNumber),
      })
      .transform((answer) => first(answer.inventoryCount, answer.inventory_count, answer.count, answer.inventory)),
  ])
  .refine((count) => count !== undefined)
  .transform((count) => ({ inventoryCount: Math.round(count ?? 0) }))

/** The availability service's GET /v1/availability: `count`, or `available`, or a bare number. */
export const AvailabilityReader = z
  .union([
    LooseNumber,
    z
      .object({ count: maybe(LooseNumber), available: maybe(LooseNumber), availability: maybe(LooseNumber) })
      .transform((answer) => first(answer.count, answer.available, answer.availability)),
  ])
  .refine((count) => count !== undefined)
  .transform((count) => ({ count: Math.max(0, Math.round(count ?? 0)) }))
