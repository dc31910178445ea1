/**
 * Provider webhook deliveries we accepted, one per (provider, event id). The first
 * delivery of an event records it and claims its work; a repeat finds it and, once its
 * work is done or while another delivery holds the claim, is answered without doing
 * anything again.
 */

export interface StoredWebhookEvent {
  provider: string
  eventId: string
  eventType: string
  /** The event as read (provider-neutral JSON). */
  payload: string
  attempts: number
  processedAt: string | null
}

interface Row {
  provider: string
  event_id: string
  event_type: string
  payload: string
  attempts: number
  processed_at: string | null
}

const toEvent = (row: Row): StoredWebhookEvent => ({
  provider: row.provider,
  eventId: row.event_id,
  eventType: row.event_type,
  payload: row.payload,
  attempts: row.attempts,
  processedAt: row.processed_at,
})

/** When a claim was taken, and before when a claim counts as abandoned (its worker was cut off). */
export interface ClaimTimes {
  now: string
  staleBefore: string
}

/**
 * Records a delivery and claims its work in the same statement where it is new; answers
 * whether this delivery is to do the work: a first delivery, or a repeat of an event
 * whose work failed or whose claim was abandoned. A repeat while another delivery holds
 * a live claim is a duplicate, so one event's work never runs twice at once.
 */
export async function recordWebhookEvent(
  db: D1Database,
  event: { provider: string; eventId: string; eventType: string; payload: string; paymentId?: string | null },
  claim: ClaimTimes,
): Promise<{ duplicate: boolean; toDo: boolean }> {
  const inserted = await db
    .prepare(
      `INSERT INTO webhook_events (provider, event_id, event_type, payload, payment_id, claimed_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (provider, event_id) DO NOTHING`,
    )
    .bind(event.provider, event.eventId, event.eventType, event.payload, event.paymentId ?? null, claim.now)
    .run()
  if (inserted.meta.changes === 1) return { duplicate: false, toDo: true }
  return { duplicate: true, toDo: await claimWebhookEvent(db, event.provider, event.eventId, claim) }
}

/**
 * Takes an unprocessed event's work for this worker, atomically: only where nobody holds a
 * claim, or the one held is stale. Answers whether the claim was taken.
 */
export async function claimWebhookEvent(db: D1Database, provider: string, eventId: string, claim: ClaimTimes): Promise<boolean> {
  const claimed = await db
    .prepare(
      `UPDATE webhook_events SET claimed_at = ?3
       WHERE provider = ?1 AND event_id = ?2 AND processed_at IS NULL AND (claimed_at IS NULL OR claimed_at < ?4)`,
    )
    .bind(provider, eventId, claim.now, claim.staleBefore)
    .run()
  return claimed.meta.changes === 1
}

export async function markWebhookProcessed(db: D1Database, provider: string, eventId: string, at: string): Promise<void> {
  await db
    .prepare(
      'UPDATE webhook_events SET processed_at = ?3, attempts = attempts + 1, last_error = NULL, claimed_at = NULL WHERE provider = ?1 AND event_id = ?2',
    )
    .bind(provider, eventId, at)
    .run()
}

/** The work failed: the claim is given up, so the next delivery or the clock may try again. */
export async function markWebhookFailed(db: D1Database, provider: string, eventId: string, error: string): Promise<void> {
  await db
    .prepare('UPDATE webhook_events SET attempts = attempts + 1, last_error = ?3, claimed_at = NULL WHERE provider = ?1 AND event_id = ?2')
    .bind(provider, eventId, error.slice(0, 500))
    .run()
}

/**
 * Events whose work failed (or was abandoned) and may be tried again by the clock: fewer
 * than `maxAttempts` tries, and no live claim.
 */
export async function unprocessedWebhookEvents(
  db: D1Database,
  { receivedBefore, staleBefore, maxAttempts, limit }: { receivedBefore: string; staleBefore: string; maxAttempts: number; limit: number },
): Promise<StoredWebhookEvent[]> {
  const { results } = await db
    .prepare(
      `SELECT provider, event_id, event_type, payload, attempts, processed_at FROM webhook_events
       WHERE processed_at IS NULL AND received_at <= ?1 AND attempts < ?2 AND (claimed_at IS NULL OR claimed_at < ?4)
       ORDER BY received_at LIMIT ?3`,
    )
    .bind(receivedBefore, maxAttempts, limit, staleBefore)
    .all<Row>()
  return results.map(toEvent)
}
