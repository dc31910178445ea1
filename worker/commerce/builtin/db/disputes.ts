import type { DisputeRecord } from '../../port/operations'
/** Disputes (chargebacks) a provider reported against a payment. */

/** Records a dispute, or its new status when it was reported before. */
export async function recordDispute(db: D1Database, dispute: Omit<DisputeRecord, 'createdAt'>): Promise<void> {
  await db
    .prepare(
      `INSERT INTO disputes (provider, dispute_id, payment_id, amount_cents, reason, status) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (provider, dispute_id) DO UPDATE SET status = excluded.status`,
    )
    .bind(dispute.provider, dispute.disputeId, dispute.paymentId, dispute.amountCents, dispute.reason, dispute.status)
    .run()
}

export async function disputesOfPayment(db: D1Database, paymentId: string): Promise<DisputeRecord[]> {
  const { results } = await db
    .prepare(
      'SELECT provider, dispute_id, payment_id, amount_cents, reason, status, created_at FROM disputes WHERE payment_id = ?1 ORDER BY created_at',
    )
    .bind(paymentId)
    .all<{
      provider: string
      dispute_id: string
      payment_id: string
      amount_cents: number
      reason: string | null
      status: string
      created_at: string
    }>()
  return results.map((row) => ({
    provider: row.provider,
    disputeId: row.dispute_id,
    paymentId: row.payment_id,
    amountCents: row.amount_cents,
    reason: row.reason,
    status: row.status,
    createdAt: row.created_at,
  }))
}
