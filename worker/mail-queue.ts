import * as z from 'zod'
import { retryDelay } from '../domain/retry'
import { createBackendOperations } from './commerce/create-commerce'
import { type Bindings, readConfig } from './env'
import { log } from './lib/logger'

/** The queues wrangler.toml names: the mail queue and the dead-letter queue it gives up into. */
export const MAIL_QUEUE_NAME = 'storefront-mail'
export const MAIL_DEAD_LETTER_QUEUE_NAME = 'storefront-mail-failed'

const MailMessage = z.object({ outboxId: z.number().int().positive() })

/** A failure of our own (D1 unreachable): the queue brings the message back after a pause like any retry's. */
const pauseSeconds = (attempts: number) => Math.max(1, Math.ceil(retryDelay(attempts, { baseDelayMs: 15_000, maxDelayMs: 600_000 }) / 1000))

/**
 * The Worker's `queue()` handler (wrangler.toml `[[queues.consumers]]`): on the mail queue
 * each message delivers one outbox mail (acknowledged when delivered, already delivered or
 * refused for good; retried after a pause when the send failed for now); on the
 * dead-letter queue, where the mail queue puts a message whose retries ran out, the mail
 * is recorded as failed for the operator (`npm run admin -- mail list --status failed`).
 * Each message is settled on its own, so one bad mail never sends its batch again.
 */
export async function runMailQueue(batch: MessageBatch, env: Bindings, ctx: ExecutionContext): Promise<void> {
  const operations = createBackendOperations(env, readConfig(env), {
    fetch: () => Promise.reject(new Error('The mail queue makes no requests to the worker')),
    waitUntil: (work) => ctx.waitUntil(work),
  })
  if (!operations) {
    // Provider mode keeps no outbox here: nothing to deliver.
    batch.ackAll()
    return
  }
  const dead = batch.queue === MAIL_DEAD_LETTER_QUEUE_NAME
  for (const message of batch.messages) {
    const parsed = MailMessage.safeParse(message.body)
    if (!parsed.success) {
      log.warn('mail.queue', { queue: batch.queue, messageId: message.id, problem: 'not a mail message' })
      message.ack()
      continue
    }
    const { outboxId } = parsed.data
    try {
      if (dead) {
        await operations.buryMail(outboxId, `The mail queue gave up after ${message.attempts} tries`)
        message.ack()
        continue
      }
      const outcome = await operations.deliverMail(outboxId, message.attempts)
      if (outcome.kind === 'retry') {
        message.retry({ delaySeconds: outcome.delaySeconds })
        log.warn('mail.retry', { outboxId, attempt: message.attempts, delaySeconds: outcome.delaySeconds })
      } else {
        message.ack()
        if (outcome.kind === 'failed') log.error('mail.refused', { outboxId, attempt: message.attempts })
      }
    } catch (error) {
      log.error('mail.queue', { queue: batch.queue, outboxId, message: String(error) })
      message.retry({ delaySeconds: pauseSeconds(message.attempts) })
    }
  }
}
