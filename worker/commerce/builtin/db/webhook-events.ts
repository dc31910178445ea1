/**
 * Provider webhook deliveries we accepted, one per (provider, event id). The first
 * delivery of an event records it; a repeat finds it and, once its work is done, is
 * answered without doing anything again.
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

/** Records a delivery; answers whether its work is still to do (a first delivery, or one whose work failed). */
export async function recordWebhookEvent(
  db: D1Database,
  event: { provider: string; eventId: string; eventType: string; payload: string; paymentId?: string | null },
): Promise<{ duplicate: boolean; toDo: boolean }> {
  const inserted = await db
    .prepare(
      `INSERT INTO webhook_events (provider, event_id, event_type, payload, payment_id) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (provider, event_id) DO NOTHING`,
    )
    .bind(event.provider, event.eventId, event.eventType, event.payload, event.paymentId ?? null)
    .run()
  if (inserted.meta.changes === 1) return { duplicate: false, toDo: true }
  const row = await db
    .prepare('SELECT processed_at FROM webhook_events WHERE provider = ?1 AND event_id = ?2')
    .bind(event.provider, event.eventId)
    .first<{ processed_at: string | null }>()
  return { duplicate: true, toDo: row?.processed_at === null }
}

export async function markWebhookProcessed(db: D1Database, provider: string, eventId: string, at: string): Promise<void> {
  await db
    .prepare(
      'UPDATE webhook_events SET processed_at = ?3, attempts = attempts + 1, last_error = NULL WHERE provider = ?1 AND event_id = ?2',
    )
    .bind(provider, eventId, at)
    .run()
}

export async function markWebhookFailed(db: D1Database, provider: string, eventId: string, error: string): Promise<void> {
  await db
    .prepare('UPDATE webhook_events SET attempts = attempts + 1, last_error = ?3 WHERE provider = ?1 AND event_id = ?2')
    .bind(provider, eventId, error.slice(0, 500))
    .run()
}

/** Events whose work failed and may be tried again by the clock (fewer than `maxAttempts` tries). */
export async function unprocessedWebhookEvents(
  db: D1Database,
  { receivedBefore, maxAttempts, limit }: { receivedBefore: string; maxAttempts: number; limit: number },
): Promise<StoredWebhookEvent[]> {
  const { results } = await db
    .prepare(
      `SELECT provider, event_id, event_type, payload, attempts, processed_at FROM webhook_events
       WHERE processed_at IS NULL AND received_at <= ?1 AND attempts < ?2 ORDER BY received_at LIMIT ?3`,
    )
    .bind(receivedBefore, maxAttempts, limit)
    .all<Row>()
  return results.map(toEvent)
}
