import type { Currency, PaymentMethod } from '../../../domain/constants'
import type { PaymentPlatform, PaymentState } from '../../../domain/schemas/checkout'

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
})

const COLUMNS =
  'id, checkout_id, provider, method, state, amount_cents, currency, token, provider_ref, payment_method_id, redirect_url, return_url, meta, failure_message, idempotency_key'

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
