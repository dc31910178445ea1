import { retryDelay } from '../../../../domain/retry'
import type { MailDeliveryOutcome } from '../../port/operations'
import { findOutboxEntry } from '../db/outbox'
import { claimMail, markMailDelivered, markMailFailed, releaseMail, strandedMail } from '../db/mail-delivery'
import type { MailDispatch } from './dispatch'
import { MailSendError, type MailTransport } from './transport'

/** What delivering mail needs. */
export interface MailContext {
  db: D1Database
  now: () => Date
  transport: MailTransport
}

/** How long a consumer holds a mail it is sending; a holder cut off loses it after this. */
const CLAIM_SECONDS = 120
/**
 * The wait before the next try after try `attempt`: up to 15 s, 30 s, 1 min, 2 min, 4 min
 * (full jitter, domain/retry.ts), so wrangler.toml's 5 retries span at most about 8 minutes.
 */
const retryDelaySeconds = (attempt: number): number =>
  Math.max(1, Math.ceil(retryDelay(Math.max(1, attempt), { baseDelayMs: 15_000, maxDelayMs: 600_000 }) / 1000))
/** Mail still queued this long after it was written never reached the queue (or its copy was lost): longer than every retry together. */
const STRANDED_AFTER_MS = 30 * 60 * 1000

const plusSeconds = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000).toISOString()

/**
 * Delivers one outbox mail for the mail queue's consumer, once however often its message
 * arrives: a mail already delivered, or given up on, is not sent again, and only the
 * consumer holding the claim sends. Answers what the consumer should do with the message.
 */
export async function deliverMail(ctx: MailContext, outboxId: number, attempt: number): Promise<MailDeliveryOutcome> {
  const entry = await findOutboxEntry(ctx.db, outboxId)
  if (!entry) return { kind: 'done', reason: 'unknown mail' }
  if (entry.status === 'delivered') return { kind: 'done', reason: 'already delivered' }
  if (entry.status === 'failed') return { kind: 'done', reason: 'failed before' }
  const now = ctx.now()
  if (!(await claimMail(ctx.db, outboxId, now.toISOString(), plusSeconds(now, CLAIM_SECONDS)))) {
    // Another consumer holds it (a duplicate message): ask again once that claim has run out.
    return { kind: 'retry', delaySeconds: CLAIM_SECONDS, reason: 'held by another delivery' }
  }
  try {
    const providerMessageId = await ctx.transport.send(entry)
    await markMailDelivered(ctx.db, outboxId, { at: ctx.now().toISOString(), via: ctx.transport.via, providerMessageId })
    return { kind: 'delivered' }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    if (error instanceof MailSendError && error.permanent) {
      await markMailFailed(ctx.db, outboxId, ctx.now().toISOString(), { error: reason })
      return { kind: 'failed', reason }
    }
    await releaseMail(ctx.db, outboxId, reason)
    return { kind: 'retry', delaySeconds: retryDelaySeconds(attempt), reason }
  }
}

/** The dead-letter queue's consumer: the queue gave up on this mail; the operator sees it as failed. */
export async function buryMail(ctx: MailContext, outboxId: number, reason: string): Promise<boolean> {
  return markMailFailed(ctx.db, outboxId, ctx.now().toISOString(), { reason })
}

/** The clock's part: mail the queue never got (a send lost after its batch committed) is handed over again. */
export async function resendStrandedMail(ctx: Pick<MailContext, 'db'>, dispatch: MailDispatch, { asOf }: { asOf: Date }): Promise<number> {
  const ids = await strandedMail(ctx.db, {
    writtenBefore: new Date(asOf.getTime() - STRANDED_AFTER_MS).toISOString(),
    now: asOf.toISOString(),
    limit: 100,
  })
  if (ids.length > 0) await dispatch.send(ids)
  return ids.length
}
