import type { Currency, PaymentMethod } from '../../../../domain/constants'
import type { PaymentPlatform, PaymentState } from '../../../../domain/schemas/checkout'
import type { OrderFilter, OrderStatus, OrderSummary } from '../../port/operations'

/**
 * Orders as an operator reads them: newest first, across stores or for one, with what
 * the payment, refunds, disputes and shipments say beside each.
 */

interface Row {
  id: number
  lookup_number: string
  store: string
  status: OrderStatus
  created_at: string
  customer_email: string
  customer: string
  item_count: number
  currency: Currency
  subtotal_cents: number
  discount_cents: number
  shipping_cents: number
  tax_cents: number
  total_cents: number
  refunded: number
  payment_method: PaymentMethod
  provider: PaymentPlatform
  payment_state: PaymentState
  disputes: number
  tracking: string | null
}

function customerName(json: string): string {
  try {
    const customer = JSON.parse(json) as { firstName?: string; lastName?: string }
    return [customer.firstName, customer.lastName].filter(Boolean).join(' ')
  } catch {
    return ''
  }
}

export async function listOrders(db: D1Database, filter: OrderFilter): Promise<OrderSummary[]> {
  const { results } = await db
    .prepare(
      `SELECT o.id, o.lookup_number, s.slug AS store, o.status, o.created_at, o.customer_email, o.customer,
              (SELECT COALESCE(SUM(quantity), 0) FROM order_items WHERE order_id = o.id) AS item_count,
              o.currency, o.subtotal_cents, o.discount_cents, o.shipping_cents, o.tax_cents, o.total_cents,
              (SELECT COALESCE(SUM(amount_cents), 0) FROM refunds WHERE payment_id = o.payment_id AND state <> 'failed') AS refunded,
              o.payment_method, p.provider, p.state AS payment_state,
              (SELECT COUNT(*) FROM disputes WHERE payment_id = o.payment_id) AS disputes,
              (SELECT group_concat(tracking_number, ' ') FROM shipments WHERE order_id = o.id) AS tracking
       FROM orders o JOIN stores s ON s.id = o.store_id JOIN payments p ON p.id = o.payment_id
       WHERE (?1 IS NULL OR s.slug = ?1) AND (?2 IS NULL OR o.status = ?2) AND (?3 IS NULL OR o.created_at >= ?3)
         AND (?4 IS NULL OR o.created_at < ?4) AND (?5 IS NULL OR o.id < ?5)
       ORDER BY o.id DESC LIMIT ?6`,
    )
    .bind(filter.storeSlug ?? null, filter.status ?? null, filter.from ?? null, filter.to ?? null, filter.beforeId ?? null, filter.limit)
    .all<Row>()
  return results.map((row) => ({
    id: row.id,
    lookupNumber: row.lookup_number,
    store: row.store,
    status: row.status,
    createdAt: row.created_at,
    customerEmail: row.customer_email,
    customerName: customerName(row.customer),
    itemCount: row.item_count,
    currency: row.currency,
    subtotal: row.subtotal_cents,
    discount: row.discount_cents,
    shipping: row.shipping_cents,
    tax: row.tax_cents,
    total: row.total_cents,
    refunded: row.refunded,
    paymentMethod: row.payment_method,
    paymentProvider: row.provider,
    paymentState: row.payment_state,
    disputed: row.disputes > 0,
    trackingNumbers: row.tracking ? row.tracking.split(' ') : [],
  }))
}
