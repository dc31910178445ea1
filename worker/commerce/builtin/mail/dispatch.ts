import { log } from '../../../lib/logger'
import { isMailInsert } from '../db/outbox'

/** What a mail queue message carries: the outbox row's id, never the mail itself. */
export interface MailMessageBody {
  outboxId: number
}

/** Hands outbox rows to the mail queue. */
export interface MailDispatch {
  send(outboxIds: readonly number[]): Promise<void>
}

/** The mail queue (wrangler.toml `[[queues.producers]]` MAIL_QUEUE) as the producer. */
export function queueMailDispatch(queue: Queue<MailMessageBody>): MailDispatch {
  return {
    async send(outboxIds) {
      // sendBatch takes at most 100 messages; a batch of the backend never inserts that many mails.
      for (let at = 0; at < outboxIds.length; at += 100) {
        await queue.sendBatch(outboxIds.slice(at, at + 100).map((outboxId) => ({ body: { outboxId }, contentType: 'json' as const })))
      }
    },
  }
}

const idsOf = (result: D1Result | undefined): number[] =>
  (result?.results ?? []).flatMap((row) => {
    const id = (row as { id?: unknown }).id
    return typeof id === 'number' ? [id] : []
  })

/**
 * The database as the built-in backend writes through it: a batch that wrote outbox mail
 * (db/outbox.ts's inserts) hands the new rows' ids to the mail queue once it has
 * committed, after the answer when `waitUntil` is given. A send that fails loses nothing:
 * the row stays queued and the clock hands it over again (mail/deliver.ts).
 */
export function dispatchingMail(db: D1Database, dispatch: MailDispatch, waitUntil?: (work: Promise<unknown>) => void): D1Database {
  const hand = async (ids: number[]) => {
    try {
      await dispatch.send(ids)
    } catch (error) {
      log.warn('mail.dispatch', { outboxIds: ids, message: String(error) })
    }
  }
  return {
    prepare: (query) => db.prepare(query),
    async batch<T = unknown>(statements: D1PreparedStatement[]) {
      const results = await db.batch<T>(statements)
      const ids = statements.flatMap((statement, index) => (isMailInsert(statement) ? idsOf(results[index]) : []))
      if (ids.length > 0) {
        if (waitUntil) waitUntil(hand(ids))
        else await hand(ids)
      }
      return results
    },
    exec: (query) => db.exec(query),
    dump: () => db.dump(),
    withSession: (constraintOrBookmark) => db.withSession(constraintOrBookmark),
  }
}
