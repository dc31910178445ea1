import type { Currency, PaymentMethod } from '../../../../domain/constants'
import { Customer } from '../../../../domain/schemas/checkout'
import type { OrderItemRecord, OrderRecord, OrderStatus } from '../../port/operations'

/** The orders aggregate: an order, its lines, and the stock it took. */

export interface OrderLine {
  sku: string
  variationId: number
  sizeId: number
  listingId: number
  title: string
  productType: string
  color: string
  size: string
  quantity: number
  unitPrice: number
}

interface Row {
  id: number
  store_id: number
  checkout_id: string
  lookup_number: string
  cart_id: string
  status: OrderStatus
  shipping_method: string
  currency: Currency
  subtotal_cents: number
  tax_cents: number
  shipping_cents: number
  discount_cents: number
  total_cents: number
  promo_code: string | null
  payment_method: PaymentMethod
  payment_id: string
  customer_email: string
  customer: string
  arrival_estimate: string | null
  marketing_opt_in: number
  created_at: string
  updated_at: string
}

function toOrderRow(row: Row): OrderRecord {
  const customer = Customer.safeParse(JSON.parse(row.customer))
  return {
    id: row.id,
    storeId: row.store_id,
    checkoutId: row.checkout_id,
    lookupNumber: row.lookup_number,
    cartId: row.cart_id,
    status: row.status,
    shippingMethod: row.shipping_method,
    currency: row.currency,
    subtotal: row.subtotal_cents,
    tax: row.tax_cents,
    shipping: row.shipping_cents,
    discount: row.discount_cents,
    total: row.total_cents,
    promoCode: row.promo_code,
    paymentMethod: row.payment_method,
    paymentId: row.payment_id,
    customerEmail: row.customer_email,
    customer: customer.success ? customer.data : null,
    arrivalEstimate: row.arrival_estimate,
    marketingOptIn: row.marketing_opt_in === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export type NewOrder = Omit<OrderRecord, 'id' | 'status' | 'createdAt' | 'updatedAt' | 'customer'> & { customer: Customer }

/**
 * The statements that write an order: the order row (one per checkout: checkout_id is
 * UNIQUE), then per line a guarded stock decrement and the line itself, which records
 * changes() of that decrement in a column that must be 1, and last the catalogue version's
 * bump when a line sold a size out. Run in one db.batch, a second order for the checkout or
 * a line without stock fails and undoes all of it.
 */
export function placeOrderStatements(
  db: D1Database,
  order: NewOrder,
  lines: readonly OrderLine[],
  createdAt: string,
): D1PreparedStatement[] {
  const insertOrder = db
    .prepare(
      `INSERT INTO orders (store_id, checkout_id, lookup_number, cart_id, shipping_method, currency, subtotal_cents, tax_cents,
         shipping_cents, discount_cents, total_cents, promo_code, payment_method, payment_id, customer_email, customer,
         arrival_estimate, marketing_opt_in, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?19, ?18, ?18)`,
    )
    .bind(
      order.storeId,
      order.checkoutId,
      order.lookupNumber,
      order.cartId,
      order.shippingMethod,
      order.currency,
      order.subtotal,
      order.tax,
      order.shipping,
      order.discount,
      order.total,
      order.promoCode,
      order.paymentMethod,
      order.paymentId,
      order.customerEmail.toLowerCase(),
      JSON.stringify(order.customer),
      order.arrivalEstimate,
      createdAt,
      order.marketingOptIn ? 1 : 0,
    )
  const lineStatements = lines.flatMap((line, position) => [
    db
      .prepare('UPDATE inventory SET count = count - ?3 WHERE variation_id = ?1 AND size_id = ?2 AND count >= ?3')
      .bind(line.variationId, line.sizeId, line.quantity),
    db
      .prepare(
        `INSERT INTO order_items (order_id, position, sku, variation_id, size_id, listing_id, title, product_type, color, size, quantity,
           unit_price_cents, stock_taken)
         VALUES ((SELECT id FROM orders WHERE checkout_id = ?1), ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, changes())`,
      )
      .bind(
        order.checkoutId,
        position,
        line.sku,
        line.variationId,
        line.sizeId,
        line.listingId,
        line.title,
        line.productType,
        line.color,
        line.size,
        line.quantity,
        line.unitPrice,
      ),
  ])
  // A line that took a size's last unit changes what the store's pages offer: the catalogue
  // version moves on, so no kept page or catalogue answer goes on offering it
  // (docs/decisions/070-edge-page-cache.md). Last in the batch: placeOrder reads its changes.
  const soldOut = db
    .prepare(
      `UPDATE stores SET catalogue_version = catalogue_version + 1
       WHERE id = ?1 AND EXISTS (
         SELECT 1 FROM order_items oi JOIN inventory i ON i.variation_id = oi.variation_id AND i.size_id = oi.size_id
         WHERE oi.order_id = (SELECT id FROM orders WHERE checkout_id = ?2) AND i.count = 0)`,
    )
    .bind(order.storeId, order.checkoutId)
  return [insertOrder, ...lineStatements, soldOut]
}

/** What a failed order batch tells us: which rule stopped it. */
export function orderBatchFailure(error: unknown): 'already-placed' | 'out-of-stock' | 'lookup-taken' | null {
  const message = String(error instanceof Error ? error.message : error)
  if (message.includes('orders.checkout_id')) return 'already-placed'
  if (message.includes('orders.lookup_number')) return 'lookup-taken'
  if (message.includes('stock_taken')) return 'out-of-stock'
  return null
}

const COLUMNS = `id, store_id, checkout_id, lookup_number, cart_id, status, shipping_method, currency, subtotal_cents, tax_cents,
  shipping_cents, discount_cents, total_cents, promo_code, payment_method, payment_id, customer_email, customer,
  arrival_estimate, marketing_opt_in, created_at, updated_at`

export async function findOrderByCheckout(db: D1Database, checkoutId: string): Promise<OrderRecord | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM orders WHERE checkout_id = ?1`).bind(checkoutId).first<Row>()
  return row ? toOrderRow(row) : null
}

export async function findOrderById(db: D1Database, id: number): Promise<OrderRecord | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM orders WHERE id = ?1`).bind(id).first<Row>()
  return row ? toOrderRow(row) : null
}

export async function findOrderByPayment(db: D1Database, paymentId: string): Promise<OrderRecord | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM orders WHERE payment_id = ?1`).bind(paymentId).first<Row>()
  return row ? toOrderRow(row) : null
}

export async function findOrderByLookup(db: D1Database, lookupNumber: string): Promise<OrderRecord | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM orders WHERE lookup_number = ?1`).bind(lookupNumber).first<Row>()
  return row ? toOrderRow(row) : null
}

/** A cart's most recent order (a cart id outlives one purchase when the cookie is kept). */
export async function findLatestOrderByCart(db: D1Database, cartId: string): Promise<OrderRecord | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM orders WHERE cart_id = ?1 ORDER BY id DESC LIMIT 1`).bind(cartId).first<Row>()
  return row ? toOrderRow(row) : null
}

export async function recentOrdersByEmail(db: D1Database, storeId: number, email: string, since: string): Promise<OrderRecord[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM orders WHERE store_id = ?1 AND customer_email = ?2 AND created_at >= ?3 ORDER BY created_at DESC`)
    .bind(storeId, email.toLowerCase(), since)
    .all<Row>()
  return results.map(toOrderRow)
}

export async function orderItems(db: D1Database, orderId: number): Promise<OrderItemRecord[]> {
  const { results } = await db
    .prepare(
      'SELECT sku, listing_id, title, product_type, color, size, quantity, unit_price_cents FROM order_items WHERE order_id = ?1 ORDER BY position',
    )
    .bind(orderId)
    .all<{
      sku: string
      listing_id: number
      title: string
      product_type: string
      color: string
      size: string
      quantity: number
      unit_price_cents: number
    }>()
  return results.map((row) => ({
    sku: row.sku,
    listingId: row.listing_id,
    title: row.title,
    productType: row.product_type,
    color: row.color,
    size: row.size,
    quantity: row.quantity,
    unitPrice: row.unit_price_cents,
  }))
}

/** Moves an order on if it is still in `from`; false when another request already did. */
export function setOrderStatusStatement(
  db: D1Database,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
  at: string,
): D1PreparedStatement {
  return db.prepare('UPDATE orders SET status = ?3, updated_at = ?4 WHERE id = ?1 AND status = ?2').bind(orderId, from, to, at)
}

/**
 * Cancels an order whose payment could not be taken and gives its stock back. The stock
 * returns only if the first statement did cancel it (changes() = 1), so a cancel that
 * runs twice returns the stock once. A size that had sold out and is offered again changes
 * what the store's pages show: the catalogue version moves on, as when a size sells out
 * (placeOrderStatements), so no kept page goes on calling it sold out.
 */
export function cancelOrderStatements(db: D1Database, orderId: number, at: string): D1PreparedStatement[] {
  // The version's statement stays last: soldOutSizeReturned reads its changes.
  return [
    db.prepare("UPDATE orders SET status = 'canceled', updated_at = ?2 WHERE id = ?1 AND status = 'processing'").bind(orderId, at),
    db
      .prepare(
        `UPDATE inventory SET count = count + (
           SELECT oi.quantity FROM order_items oi
           WHERE oi.order_id = ?1 AND oi.variation_id = inventory.variation_id AND oi.size_id = inventory.size_id)
         WHERE changes() = 1 AND (variation_id, size_id) IN (SELECT variation_id, size_id FROM order_items WHERE order_id = ?1)`,
      )
      .bind(orderId),
    // A count now equal to the units returned was 0 before them.
    db
      .prepare(
        `UPDATE stores SET catalogue_version = catalogue_version + 1
         WHERE changes() > 0 AND id = (SELECT store_id FROM orders WHERE id = ?1) AND EXISTS (
           SELECT 1 FROM order_items oi JOIN inventory i ON i.variation_id = oi.variation_id AND i.size_id = oi.size_id
           WHERE oi.order_id = ?1 AND i.count = oi.quantity)`,
      )
      .bind(orderId),
  ]
}

/**
 * Whether a batch with cancelOrderStatements gave a sold-out size units again (so moved the
 * catalogue version on); `end` is the index just past those statements in the batch.
 */
export function soldOutSizeReturned(results: readonly D1Result[], end: number): boolean {
  return (results[end - 1]?.meta.changes ?? 0) > 0
}
