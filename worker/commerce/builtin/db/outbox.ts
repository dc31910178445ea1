import type { MailStatus } from '../../port/operations'

/**
 * The outbox: every e-mail a store sends, written in the same batch as the change it
 * reports (an order, a refund, a shipment), so a mail exists exactly when its change does.
 * Delivery is the mail queue's job (../mail/): an insert made here is handed to the queue
 * once its batch has committed, and the queue's consumer records how it went.
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

/** A mail with how its delivery went, as the operator and /dev/outbox see it. */
export interface OutboxEntry extends OutboxMessage {
  status: MailStatus
  attempts: number
  lastError: string | null
  deliveredAt: string | null
  deliveredVia: string | null
  failedAt: string | null
}

type NewMail = Omit<OutboxMessage, 'id' | 'createdAt'>

/** The inserts made here: after their batch commits, the ids they return go to the mail queue. */
const mailInserts = new WeakSet<D1PreparedStatement>()

/** Whether a statement is one of this module's outbox inserts (its result rows carry the new `id`). */
export const isMailInsert = (statement: D1PreparedStatement): boolean => mailInserts.has(statement)

const remember = (statement: D1PreparedStatement): D1PreparedStatement => {
  mailInserts.add(statement)
  return statement
}

export function enqueueMailStatement(db: D1Database, message: NewMail): D1PreparedStatement {
  return remember(
    db
      .prepare('INSERT INTO outbox (store_id, kind, recipient, subject, body) VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id')
      .bind(message.storeId, message.kind, message.recipient.toLowerCase(), message.subject, message.body),
  )
}

/**
 * Enqueues the mail only if `guardSql` holds when the statement runs (an EXISTS over the
 * row the batch is about to change, with its values bound from ?6 on). Placed before that
 * change in one batch, it sends the mail exactly when this batch makes the change.
 */
export function enqueueMailIfStatement(
  db: D1Database,
  message: NewMail,
  guardSql: string,
  ...guardValues: (string | number)[]
): D1PreparedStatement {
  return remember(
    db
      .prepare(`INSERT INTO outbox (store_id, kind, recipient, subject, body) SELECT ?1, ?2, ?3, ?4, ?5 WHERE ${guardSql} RETURNING id`)
      .bind(message.storeId, message.kind, message.recipient.toLowerCase(), message.subject, message.body, ...guardValues),
  )
}

/**
 * Enqueues the mail only while its recipient got fewer than `limit` mails of its kind since
 * `since`: counted and written in one statement, so posts racing each other cannot overshoot.
 */
export function enqueueMailUnderLimitStatement(
  db: D1Database,
  message: NewMail,
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

const ENTRY_COLUMNS =
  'id, store_id, kind, recipient, subject, body, created_at, status, attempts, last_error, delivered_at, delivered_via, failed_at'

interface EntryRow {
  id: number
  store_id: number
  kind: OutboxKind
  recipient: string
  subject: string
  body: string
  created_at: string
  status: MailStatus
  attempts: number
  last_error: string | null
  delivered_at: string | null
  delivered_via: string | null
  failed_at: string | null
}

const toEntry = (row: EntryRow): OutboxEntry => ({
  id: row.id,
  storeId: row.store_id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  createdAt: row.created_at,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  deliveredAt: row.delivered_at,
  deliveredVia: row.delivered_via,
  failedAt: row.failed_at,
})

/** The newest mail first, of one status or all. */
export async function listOutbox(
  db: D1Database,
  { status, limit = 100 }: { status?: MailStatus; limit?: number } = {},
): Promise<OutboxEntry[]> {
  const { results } = await db
    .prepare(`SELECT ${ENTRY_COLUMNS} FROM outbox WHERE ?1 IS NULL OR status = ?1 ORDER BY id DESC LIMIT ?2`)
    .bind(status ?? null, limit)
    .all<EntryRow>()
  return results.map(toEntry)
}

export async function findOutboxEntry(db: D1Database, id: number): Promise<OutboxEntry | null> {
  const row = await db.prepare(`SELECT ${ENTRY_COLUMNS} FROM outbox WHERE id = ?1`).bind(id).first<EntryRow>()
  return row ? toEntry(row) : null
}
