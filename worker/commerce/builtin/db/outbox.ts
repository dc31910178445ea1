/**
 * Mail waiting to be sent. The built-in backend has no mail service: messages land here,
 * where /dev/outbox shows them in development and a mail worker would pick them up.
 */
type OutboxKind =
  | 'order-recovery'
  | 'contact-received'
  | 'preorder-received'
  | 'order-confirmation'
  | 'order-canceled'
  | 'payment-released'
  | 'order-shipped'
  | 'refund-issued'

export interface OutboxMessage {
  id: number
  storeId: number
  kind: OutboxKind
  recipient: string
  subject: string
  body: string
  createdAt: string
}

export function enqueueMailStatement(db: D1Database, message: Omit<OutboxMessage, 'id' | 'createdAt'>): D1PreparedStatement {
  return db
    .prepare('INSERT INTO outbox (store_id, kind, recipient, subject, body) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(message.storeId, message.kind, message.recipient.toLowerCase(), message.subject, message.body)
}

/**
 * Enqueues the mail only if `guardSql` holds when the statement runs (an EXISTS over the
 * row the batch is about to change, with its values bound from ?6 on). Placed before that
 * change in one batch, it sends the mail exactly when this batch makes the change.
 */
export function enqueueMailIfStatement(
  db: D1Database,
  message: Omit<OutboxMessage, 'id' | 'createdAt'>,
  guardSql: string,
  ...guardValues: (string | number)[]
): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO outbox (store_id, kind, recipient, subject, body) SELECT ?1, ?2, ?3, ?4, ?5 WHERE ${guardSql}`)
    .bind(message.storeId, message.kind, message.recipient.toLowerCase(), message.subject, message.body, ...guardValues)
}

/**
 * Enqueues the mail only while its recipient got fewer than `limit` mails of its kind since
 * `since`: counted and written in one statement, so posts racing each other cannot overshoot.
 */
export function enqueueMailUnderLimitStatement(
  db: D1Database,
  message: Omit<OutboxMessage, 'id' | 'createdAt'>,
  { limit, since }: { limit: number; since: string },
): D1PreparedStatement {
  return enqueueMailIfStatement(
    db,
    message,
    '(SELECT COUNT(*) FROM outbox WHERE recipient = ?3 AND kind = ?2 AND created_at >= ?6) < ?7',
    since,
    limit,
  )
}

export async function listOutbox(db: D1Database, limit = 100): Promise<OutboxMessage[]> {
  const { results } = await db
    .prepare('SELECT id, store_id, kind, recipient, subject, body, created_at FROM outbox ORDER BY id DESC LIMIT ?1')
    .bind(limit)
    .all<{ id: number; store_id: number; kind: OutboxKind; recipient: string; subject: string; body: string; created_at: string }>()
  return results.map((row) => ({
    id: row.id,
    storeId: row.store_id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    createdAt: row.created_at,
  }))
}
