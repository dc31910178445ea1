import type { CheckoutState, Currency, DeliveryTier, PaymentMethod, Region } from '../../../../domain/constants'
import { Customer } from '../../../../domain/schemas/checkout'

/** The checkouts aggregate. Line items keep only sku and quantity: prices are looked up. */

export interface StoredLine {
  sku: string
  quantity: number
  fulfillmentDetails: unknown
}

export interface CheckoutRow {
  id: string
  storeId: number
  storeSlug: string
  cartId: string
  state: CheckoutState
  currency: Currency
  region: Region
  lineItems: StoredLine[]
  customer: Customer | null
  deliveryOption: DeliveryTier | null
  promoCode: string | null
  paymentMethod: PaymentMethod | null
  marketingOptIn: boolean
  trafficSource: string | null
  affiliate: string | null
  paymentId: string | null
  redirectUrl: string | null
  displayMessage: string | null
  orderLookupNumber: string | null
  /** Bumped by every change the shopper makes; payment idempotency keys include it. */
  version: number
}

interface Row {
  id: string
  store_id: number
  store_slug: string
  cart_id: string
  state: CheckoutState
  currency: Currency
  region: Region
  line_items: string
  customer: string | null
  delivery_option: DeliveryTier | null
  promo_code: string | null
  payment_method: PaymentMethod | null
  marketing_opt_in: number
  traffic_source: string | null
  affiliate: string | null
  payment_id: string | null
  redirect_url: string | null
  display_message: string | null
  order_lookup_number: string | null
  version: number
}

function toCheckoutRow(row: Row): CheckoutRow {
  const customer = row.customer ? Customer.safeParse(JSON.parse(row.customer)) : null
  return {
    id: row.id,
    storeId: row.store_id,
    storeSlug: row.store_slug,
    cartId: row.cart_id,
    state: row.state,
    currency: row.currency,
    region: row.region,
    lineItems: JSON.parse(row.line_items) as StoredLine[],
    customer: customer?.success ? customer.data : null,
    deliveryOption: row.delivery_option,
    promoCode: row.promo_code,
    paymentMethod: row.payment_method,
    marketingOptIn: row.marketing_opt_in === 1,
    trafficSource: row.traffic_source,
    affiliate: row.affiliate,
    paymentId: row.payment_id,
    redirectUrl: row.redirect_url,
    displayMessage: row.display_message,
    orderLookupNumber: row.order_lookup_number,
    version: row.version,
  }
}

export type NewCheckout = Pick<
  CheckoutRow,
  'id' | 'storeId' | 'cartId' | 'currency' | 'region' | 'lineItems' | 'trafficSource' | 'affiliate'
>

export async function insertCheckout(db: D1Database, checkout: NewCheckout): Promise<void> {
  await db
    .prepare(
      `INSERT INTO checkouts (id, store_id, cart_id, currency, region, line_items, traffic_source, affiliate)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    )
    .bind(
      checkout.id,
      checkout.storeId,
      checkout.cartId,
      checkout.currency,
      checkout.region,
      JSON.stringify(checkout.lineItems),
      checkout.trafficSource,
      checkout.affiliate,
    )
    .run()
}

export async function findCheckout(db: D1Database, id: string): Promise<CheckoutRow | null> {
  return readCheckoutRow(await findCheckoutStatement(db, id).first())
}

/** The read findCheckout makes, for a batch. */
export function findCheckoutStatement(db: D1Database, id: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT c.id, c.store_id, s.slug AS store_slug, c.cart_id, c.state, c.currency, c.region, c.line_items, c.customer,
              c.delivery_option, c.promo_code, c.payment_method, c.marketing_opt_in, c.traffic_source, c.affiliate,
              c.payment_id, c.redirect_url, c.display_message, c.order_lookup_number, c.version
       FROM checkouts c JOIN stores s ON s.id = c.store_id WHERE c.id = ?1`,
    )
    .bind(id)
}

export function readCheckoutRow(row: unknown): CheckoutRow | null {
  return row ? toCheckoutRow(row as Row) : null
}

export type CheckoutPatch = Partial<
  Pick<
    CheckoutRow,
    | 'state'
    | 'customer'
    | 'deliveryOption'
    | 'promoCode'
    | 'paymentMethod'
    | 'marketingOptIn'
    | 'paymentId'
    | 'redirectUrl'
    | 'displayMessage'
  >
>

const COLUMNS: Record<keyof CheckoutPatch, string> = {
  state: 'state',
  customer: 'customer',
  deliveryOption: 'delivery_option',
  promoCode: 'promo_code',
  paymentMethod: 'payment_method',
  marketingOptIn: 'marketing_opt_in',
  paymentId: 'payment_id',
  redirectUrl: 'redirect_url',
  displayMessage: 'display_message',
}

function columnValue(key: keyof CheckoutPatch, value: CheckoutPatch[keyof CheckoutPatch]): string | number | null {
  if (value === undefined || value === null) return null
  if (key === 'customer') return JSON.stringify(value)
  if (key === 'marketingOptIn') return value ? 1 : 0
  return value as string
}

/**
 * Applies a change if the checkout is still at `version` (and bumps it); answers false
 * when someone else changed it first, so the caller can re-read and decide again.
 */
function updateCheckoutStatement(db: D1Database, id: string, version: number, patch: CheckoutPatch): D1PreparedStatement {
  const keys = (Object.keys(patch) as (keyof CheckoutPatch)[]).filter((key) => patch[key] !== undefined)
  const sets = keys.map((key, index) => `${COLUMNS[key]} = ?${index + 3}`)
  return db
    .prepare(
      `UPDATE checkouts SET ${[...sets, 'version = version + 1', "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"].join(', ')}
       WHERE id = ?1 AND version = ?2`,
    )
    .bind(id, version, ...keys.map((key) => columnValue(key, patch[key])))
}

export async function updateCheckout(db: D1Database, id: string, version: number, patch: CheckoutPatch): Promise<boolean> {
  const result = await updateCheckoutStatement(db, id, version, patch).run()
  return result.meta.changes === 1
}

/** The thank-you page loaded the order: a successful checkout is now completed. */
export async function completeCheckout(db: D1Database, id: string): Promise<void> {
  await db
    .prepare(
      `UPDATE checkouts SET state = 'completed', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1 AND state = 'success'`,
    )
    .bind(id)
    .run()
}

/**
 * Records how a payment attempt went (pending with a redirect, or failure with a message)
 * on a checkout that is not yet paid for; a paid checkout is never moved back. A failure
 * bumps the version so the next attempt gets fresh idempotency keys.
 */
export function checkoutProgressStatement(
  db: D1Database,
  id: string,
  progress: {
    state: 'pending' | 'failure'
    redirectUrl: string | null
    displayMessage: string | null
    /** null detaches the payment (a new attempt will make another). */
    paymentId?: string | null
    promoCode?: null
    /** The shopper starts over (a new card): the version moves on as on failure. */
    newAttempt?: boolean
  },
): D1PreparedStatement {
  // Detaching the payment starts a new attempt too.
  const newAttempt = progress.paymentId === null || progress.newAttempt ? 1 : 0
  const clearPromo = progress.promoCode === null ? 1 : 0
  return db
    .prepare(
      `UPDATE checkouts SET state = ?2, redirect_url = ?3, display_message = ?4,
         payment_id = CASE WHEN ?5 = 1 THEN ?6 ELSE COALESCE(?6, payment_id) END,
         promo_code = CASE WHEN ?7 = 1 THEN NULL ELSE promo_code END,
         version = version + (CASE WHEN ?2 = 'failure' OR ?5 = 1 THEN 1 ELSE 0 END),
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1 AND state NOT IN ('success', 'completed')`,
    )
    .bind(id, progress.state, progress.redirectUrl, progress.displayMessage, newAttempt, progress.paymentId ?? null, clearPromo)
}

/** Attaches the payment being made, without changing the version (initiate is repeatable). */
export async function attachPayment(db: D1Database, id: string, paymentId: string, paymentMethod: PaymentMethod): Promise<void> {
  await db
    .prepare(
      `UPDATE checkouts SET payment_id = ?2, payment_method = ?3, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1 AND state NOT IN ('success', 'completed')`,
    )
    .bind(id, paymentId, paymentMethod)
    .run()
}

/** Part of the order batch: the checkout is paid for and names its order. */
export function checkoutPaidStatement(db: D1Database, id: string, lookupNumber: string, paymentId: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE checkouts SET state = 'success', order_lookup_number = ?2, payment_id = ?3, redirect_url = NULL, display_message = NULL,
         version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1`,
    )
    .bind(id, lookupNumber, paymentId)
}

/** The order was written but its payment could not be taken: the checkout failed after all. */
export function checkoutUnpaidStatement(db: D1Database, id: string, displayMessage: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE checkouts SET state = 'failure', display_message = ?2, version = version + 1,
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1 AND state IN ('success', 'completed')`,
    )
    .bind(id, displayMessage)
}
