import type { OutboxMessage } from '../db/outbox'

/** How one mail leaves the store. */
export interface MailTransport {
  /** Recorded with the delivery: 'send_email' (Cloudflare Email Sending) or 'outbox'. */
  readonly via: string
  /** Sends the mail; answers the provider's message id. Throws a MailSendError when it could not. */
  send(message: Pick<OutboxMessage, 'recipient' | 'subject' | 'body'>): Promise<string | null>
}

/** A send that failed; `permanent` when trying again cannot help (a bad address, a suppressed one, an unverified sender). */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message)
    this.name = 'MailSendError'
  }
}

/**
 * Email Sending's error codes (developers.cloudflare.com/email-service/api/send-emails/workers-api/)
 * that no retry fixes: the message or the account must change first. Rate limits, the daily
 * quota, a failed hand-over to the recipient's server and the service's own errors pass.
 */
const PERMANENT_CODES = new Set([
  'E_VALIDATION_ERROR',
  'E_FIELD_MISSING',
  'E_TOO_MANY_RECIPIENTS',
  'E_SENDER_NOT_VERIFIED',
  'E_RECIPIENT_NOT_ALLOWED',
  'E_RECIPIENT_SUPPRESSED',
  'E_SENDER_DOMAIN_NOT_AVAILABLE',
  'E_CONTENT_TOO_LARGE',
])

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined

/** Cloudflare Email Sending through a `send_email` binding (wrangler.toml `[[send_email]]`), plain text from `from`. */
export function sendEmailTransport(binding: SendEmail, from: string): MailTransport {
  return {
    via: 'send_email',
    async send({ recipient, subject, body }) {
      try {
        const sent = await binding.send({ from, to: recipient, subject, text: body })
        return sent?.messageId ?? null
      } catch (error) {
        const code = codeOf(error)
        const message = `${code ? `${code}: ` : ''}${error instanceof Error ? error.message : String(error)}`
        throw new MailSendError(message, code !== undefined && PERMANENT_CODES.has(code))
      }
    },
  }
}

/**
 * No mail service bound: the outbox is the mailbox. Delivery records the mail as delivered
 * where /dev/outbox and the admin API show it, as every mail was before the queue.
 */
export const outboxTransport: MailTransport = {
  via: 'outbox',
  send: async () => null,
}
