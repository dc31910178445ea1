import type { Currency, PaymentMethod } from '../../../../domain/constants'
import type { PaymentPlatform, PaymentState } from '../../../../domain/schemas/checkout'

/** The payments aggregate: the store's record of each payment a provider holds for it. */

export interface PaymentRow {
  id: string
  checkoutId: string
  provider: PaymentPlatform
  method: PaymentMethod
  state: PaymentState
  amountCents: number
  currency: Currency
  /** The secret the browser holds to act on this payment. */
  token: string
  providerRef: string | null
  paymentMethodId: string | null
  redirectUrl: string | null
  /** Where the shopper goes after the provider sends them back (the submit's returnUrl). */
  returnUrl: string | null
  meta: Record<string, string>
  failureMessage: string | null
  idempotencyKey: string
  createdAt: string
  /** The last change of the payment (its provider's answer, an attempt). */
  updatedAt: string
}

interface Row {
  id: string
  checkout_id: string
  provider: PaymentPlatform
  method: PaymentMethod
  state: PaymentState
  amount_cents: number
  currency: Currency
  token: string
  provider_ref: string | null
  payment_method_id: string | null
  redirect_url: string | null
  return_url: string | null
  meta: string
  failure_message: string | null
  idempotency_key: string
  created_at: string
  updated_at: string
}

const toPaymentRow = (row: Row): PaymentRow => ({
  id: row.id,
  checkoutId: row.checkout_id,
  provider: row.provider,
  method: row.method,
  state: row.state,
  amountCents: row.amount_cents,
  currency: row.currency,
  token: row.token,
  providerRef: row.provider_ref,
  paymentMethodId: row.payment_method_id,
  redirectUrl: row.redirect_url,
  returnUrl: row.return_url,
  meta: JSON.parse(row.meta) as Record<string, string>,
  failureMessage: row.failure_message,
  idempotencyKey: row.idempotency_key,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

const COLUMNS =
  'id, checkout_id, provider, method, state, amount_cents, currency, token, provider_ref, payment_method_id, redirect_url, return_url, meta, failure_message, idempotency_key, created_at, updated_at'

/** Inserts a payment unless one exists for its idempotency key; answers the key's payment. */
export async function openPayment(
  db: D1Database,
  payment: Pick<
    PaymentRow,
    'id' | 'checkoutId' | 'provider' | 'method' | 'amountCents' | 'currency' | 'token' | 'paymentMethodId' | 'idempotencyKey'
  >,
): Promise<PaymentRow> {
  await db
    .prepare(
      `INSERT INTO payments (id, checkout_id, provider, method, state, amount_cents, currency, token, payment_method_id, idempotency_key)
       VALUES (?1, ?2, ?3, ?4, 'created', ?5, ?6, ?7, ?8, ?9) ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(
      payment.id,
      payment.checkoutId,
      payment.provider,
      payment.method,
      payment.amountCents,
      payment.currency,
      payment.token,
      payment.paymentMethodId,
      payment.idempotencyKey,
    )
    .run()
  const row = await db.prepare(`SELECT ${COLUMNS} FROM payments WHERE idempotency_key = ?1`).bind(payment.idempotencyKey).first<Row>()
  if (!row) throw new Error('Payment vanished after insert')
  return toPaymentRow(row)
}

export async function findPayment(db: D1Database, id: string): Promise<PaymentRow | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM payments WHERE id = ?1`).bind(id).first<Row>()
  return row ? toPaymentRow(row) : null
}

/** The payment checkout `checkoutId` names (findPayment of its payment id), for a batch beside the checkout's read. */
export function checkoutPaymentStatement(db: D1Database, checkoutId: string): D1PreparedStatement {
  return db.prepare(`SELECT ${COLUMNS} FROM payments WHERE id = (SELECT payment_id FROM checkouts WHERE id = ?1)`).bind(checkoutId)
}

export function readPaymentRow(row: unknown): PaymentRow | null {
  return row ? toPaymentRow(row as Row) : null
}

export type PaymentPatch = Partial<
  Pick<PaymentRow, 'state' | 'providerRef' | 'paymentMethodId' | 'redirectUrl' | 'returnUrl' | 'meta' | 'failureMessage' | 'amountCents'>
>

const PATCH_COLUMNS: Record<keyof PaymentPatch, string> = {
  state: 'state',
  providerRef: 'provider_ref',
  paymentMethodId: 'payment_method_id',
  redirectUrl: 'redirect_url',
  returnUrl: 'return_url',
  meta: 'meta',
  failureMessage: 'failure_message',
  amountCents: 'amount_cents',
}

/**
 * Records what the provider said. With `from`, only a payment still in one of those
 * states changes, so a late answer never overwrites a later one (succeeded stays).
 */
export function updatePaymentStatement(
  db: D1Database,
  id: string,
  patch: PaymentPatch,
  from?: readonly PaymentState[],
): D1PreparedStatement {
  const keys = (Object.keys(patch) as (keyof PaymentPatch)[]).filter((key) => patch[key] !== undefined)
  const values = keys.map((key) => (key === 'meta' ? JSON.stringify(patch.meta) : (patch[key] as string | number | null)))
  const sets = keys.map((key, index) => `${PATCH_COLUMNS[key]} = ?${index + 3}`)
  return db
    .prepare(
      `UPDATE payments SET ${[...sets, "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"].join(', ')}
       WHERE id = ?1 AND (?2 IS NULL OR state IN (SELECT value FROM json_each(?2)))`,
    )
    .bind(id, from ? JSON.stringify(from) : null, ...values)
}

export async function updatePayment(db: D1Database, id: string, patch: PaymentPatch, from?: readonly PaymentState[]): Promise<boolean> {
  const result = await updatePaymentStatement(db, id, patch, from).run()
  return result.meta.changes === 1
}

/** How a provider's event names a payment: our id, its whole reference, or a part of it. */
export interface PaymentLocator {
  paymentId?: string
  /** The whole provider reference (a Stripe PaymentIntent, a sandbox intent). */
  ref?: string
  /** The first part of `{a}:{b}` references (a PayPal order, an Afterpay token). */
  refPrefix?: string
  /** The second part (a PayPal authorization). */
  refSuffix?: string
}

/** The payment of `provider` an event is about, or null when it is not one of ours. */
export async function findPaymentByLocator(db: D1Database, provider: PaymentPlatform, where: PaymentLocator): Promise<PaymentRow | null> {
  if (where.paymentId) {
    const byId = await findPayment(db, where.paymentId)
    if (byId && byId.provider === provider) return byId
  }
  const ref = where.ref ?? where.refPrefix
  if (ref) {
    const row = await db
      .prepare(
        `SELECT ${COLUMNS} FROM payments WHERE provider = ?1 AND (provider_ref = ?2 OR (?3 = 1 AND provider_ref LIKE ?2 || ':%'))
         ORDER BY created_at DESC LIMIT 1`,
      )
      .bind(provider, ref, where.ref ? 0 : 1)
      .first<Row>()
    if (row) return toPaymentRow(row)
  }
  if (where.refSuffix) {
    const row = await db
      .prepare(`SELECT ${COLUMNS} FROM payments WHERE provider = ?1 AND provider_ref LIKE '%:' || ?2 ORDER BY created_at DESC LIMIT 1`)
      .bind(provider, where.refSuffix)
      .first<Row>()
    if (row) return toPaymentRow(row)
  }
  return null
}

/**
 * Payments the reconciliation clock should look at: still open (created, waiting on the
 * shopper, or authorized and not yet captured), unchanged since `idleSince`, and not looked
 * at since `checkedBefore`; the ones looked at longest ago first, authorized ones first of all.
 */
export async function paymentsToReconcile(
  db: D1Database,
  { idleSince, checkedBefore, limit }: { idleSince: string; checkedBefore: string; limit: number },
): Promise<PaymentRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM payments
       WHERE state IN ('created', 'requires_action', 'authorized') AND updated_at <= ?1 AND (checked_at IS NULL OR checked_at <= ?2)
       ORDER BY state = 'authorized' DESC, checked_at IS NOT NULL, checked_at, updated_at
       LIMIT ?3`,
    )
    .bind(idleSince, checkedBefore, limit)
    .all<Row>()
  return results.map(toPaymentRow)
}

/** The clock looked at a payment (whatever it found). */
export async function markPaymentChecked(db: D1Database, id: string, at: string): Promise<void> {
  await db.prepare('UPDATE payments SET checked_at = ?2 WHERE id = ?1').bind(id, at).run()
}
