/**
 * The outbox's delivery state (migration 0011): claimed by one consumer at a time, then
 * delivered, put back for a retry, or given up on. Every change is guarded by the state it
 * expects, so a repeated queue message can neither send a delivered mail again nor revive
 * one the operator was told had failed.
 */

/**
 * Takes a mail for delivery until `until`: only a queued one, or one whose last holder let
 * its claim run out (a consumer cut off mid-send). Answers whether this call took it.
 */
export async function claimMail(db: D1Database, id: number, now: string, until: string): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_until = ?3
       WHERE id = ?1 AND (status = 'queued' OR (status = 'sending' AND claimed_until < ?2))`,
    )
    .bind(id, now, until)
    .run()
  return result.meta.changes === 1
}

export async function markMailDelivered(
  db: D1Database,
  id: number,
  { at, via, providerMessageId }: { at: string; via: string; providerMessageId: string | null },
): Promise<void> {
  await db
    .prepare(
      `UPDATE outbox SET status = 'delivered', delivered_at = ?2, delivered_via = ?3, provider_message_id = ?4,
         claimed_until = NULL, last_error = NULL
       WHERE id = ?1 AND status = 'sending'`,
    )
    .bind(id, at, via, providerMessageId)
    .run()
}

/** A delivery that failed and will be tried again: queued once more, with why it failed. */
export async function releaseMail(db: D1Database, id: number, error: string): Promise<void> {
  await db
    .prepare(`UPDATE outbox SET status = 'queued', claimed_until = NULL, last_error = ?2 WHERE id = ?1 AND status = 'sending'`)
    .bind(id, error.slice(0, 500))
    .run()
}

/**
 * No more tries: the dead-letter queue's word (the last delivery error is kept, `reason`
 * only when there was none) or a send refused for good (`error` replaces it). A mail
 * delivered meanwhile stays delivered.
 */
export async function markMailFailed(
  db: D1Database,
  id: number,
  at: string,
  { error, reason }: { error?: string; reason?: string },
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE outbox SET status = 'failed', failed_at = ?2, claimed_until = NULL, last_error = COALESCE(?3, last_error, ?4)
       WHERE id = ?1 AND status IN ('queued', 'sending')`,
    )
    .bind(id, at, error?.slice(0, 500) ?? null, reason?.slice(0, 500) ?? null)
    .run()
  return result.meta.changes === 1
}

/** The operator's retry of a failed mail: queued again with a fresh count of attempts. */
export async function requeueFailedMail(db: D1Database, id: number): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE outbox SET status = 'queued', attempts = 0, failed_at = NULL WHERE id = ?1 AND status = 'failed'`)
    .bind(id)
    .run()
  return result.meta.changes === 1
}

/**
 * Mail the queue seems never to have got: still queued (or held by a claim that ran out)
 * well after it was written. The clock hands these to the queue again; a copy the queue
 * did have is then delivered once all the same (the claim above).
 */
export async function strandedMail(db: D1Database, { writtenBefore, now, limit }: { writtenBefore: string; now: string; limit: number }) {
  const { results } = await db
    .prepare(
      `SELECT id FROM outbox
       WHERE created_at < ?1 AND (status = 'queued' OR (status = 'sending' AND claimed_until < ?2))
       ORDER BY id LIMIT ?3`,
    )
    .bind(writtenBefore, now, limit)
    .all<{ id: number }>()
  return results.map((row) => row.id)
}
