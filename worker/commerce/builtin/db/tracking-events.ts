export type TrackingKind = 'viewed_campaign'

export async function recordTrackingEvent(db: D1Database, storeId: number, kind: TrackingKind, payload: unknown): Promise<void> {
  await db
    .prepare('INSERT INTO tracking_events (store_id, kind, payload) VALUES (?1, ?2, ?3)')
    .bind(storeId, kind, JSON.stringify(payload))
    .run()
}
