import type { Currency } from '../../../../domain/constants'
import type { RefundRecord, RefundState } from '../../port/operations'

/** Refunds of orders: money given back, by the operator or at the provider. */

interface Row {
  id: string
  order_id: number
  payment_id: string
  amount_cents: number
  currency: Currency
  state: RefundState
  source: 'operator' | 'provider'
  provider_refund_id: string | null
  failure_message: string | null
  idempotency_key: string
  created_at: string
}

const toRefund = (row: Row): RefundRecord => ({
  id: row.id,
  orderId: row.order_id,
  paymentId: row.payment_id,
  amountCents: row.amount_cents,
  currency: row.currency,
  state: row.state,
  source: row.source,
  providerRefundId: row.provider_refund_id,
  failureMessage: row.failure_message,
  idempotencyKey: row.idempotency_key,
  createdAt: row.created_at,
})

const COLUMNS =
  'id, order_id, payment_id, amount_cents, currency, state, source, provider_refund_id, failure_message, idempotency_key, created_at'

/**
 * Writes a refund unless its key was used before, and only while the refunds of the
 * payment (failed ones aside) stay within `capturedCents`: checked inside the insert, so
 * two racing refunds cannot both pass. Answers the key's refund (this one or the earlier
 * one), or null when the amount would exceed what was captured.
 */
export async function openRefund(
  db: D1Database,
  refund: Omit<RefundRecord, 'createdAt' | 'failureMessage'>,
  capturedCents: number,
): Promise<RefundRecord | null> {
  await db
    .prepare(
      `INSERT INTO refunds (id, order_id, payment_id, amount_cents, currency, state, source, provider_refund_id, idempotency_key)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
       WHERE ?4 + (SELECT COALESCE(SUM(amount_cents), 0) FROM refunds WHERE payment_id = ?3 AND state <> 'failed') <= ?10
       ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(
      refund.id,
      refund.orderId,
      refund.paymentId,
      refund.amountCents,
      refund.currency,
      refund.state,
      refund.source,
      refund.providerRefundId,
      refund.idempotencyKey,
      capturedCents,
    )
    .run()
  return findRefundByKey(db, refund.idempotencyKey)
}

export async function findRefundByKey(db: D1Database, key: string): Promise<RefundRecord | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM refunds WHERE idempotency_key = ?1`).bind(key).first<Row>()
  return row ? toRefund(row) : null
}

export async function findRefundByProviderId(db: D1Database, paymentId: string, providerRefundId: string): Promise<RefundRecord | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM refunds WHERE payment_id = ?1 AND provider_refund_id = ?2`)
    .bind(paymentId, providerRefundId)
    .first<Row>()
  return row ? toRefund(row) : null
}

export async function refundsOfOrder(db: D1Database, orderId: number): Promise<RefundRecord[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM refunds WHERE order_id = ?1 ORDER BY created_at, id`)
    .bind(orderId)
    .all<Row>()
  return results.map(toRefund)
}

/** Given back or on its way back (failed refunds aside). */
export async function refundedCents(db: D1Database, paymentId: string): Promise<number> {
  const row = await db
    .prepare("SELECT COALESCE(SUM(amount_cents), 0) AS total FROM refunds WHERE payment_id = ?1 AND state <> 'failed'")
    .bind(paymentId)
    .first<{ total: number }>()
  return row?.total ?? 0
}

/** Refunds the provider has not answered for yet (it was unreachable), oldest first. */
export async function pendingRefunds(
  db: D1Database,
  { createdBefore, limit }: { createdBefore: string; limit: number },
): Promise<RefundRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM refunds WHERE state = 'pending' AND source = 'operator' AND created_at <= ?1 ORDER BY created_at LIMIT ?2`,
    )
    .bind(createdBefore, limit)
    .all<Row>()
  return results.map(toRefund)
}

/** Settles a pending refund with the provider's answer; false when it was settled already. */
export function settleRefundStatement(
  db: D1Database,
  id: string,
  outcome: { state: 'succeeded' | 'failed'; providerRefundId: string | null; failureMessage: string | null },
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE refunds SET state = ?2, provider_refund_id = COALESCE(?3, provider_refund_id), failure_message = ?4,
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1 AND state = 'pending'`,
    )
    .bind(id, outcome.state, outcome.providerRefundId, outcome.failureMessage)
}
