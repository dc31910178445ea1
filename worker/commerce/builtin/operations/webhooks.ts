import {
  type ClaimTimes,
  claimWebhookEvent,
  markWebhookFailed,
  markWebhookProcessed,
  recordWebhookEvent,
  unprocessedWebhookEvents,
} from '../db/webhook-events'
import type { PaymentEvent } from '../payments/webhooks/payment-event'
import { type PayPalWebhookHeaders, verifyPayPalWebhook } from '../payments/paypal'
import { PaymentProviderError } from '../payments/provider'
import { sandboxWebhookSecret } from '../payments/sandbox/sandbox-events'
import { readPayPalEvent } from '../payments/webhooks/paypal-events'
import { readSandboxEvent } from '../payments/webhooks/sandbox-events'
import { readStripeEvent } from '../payments/webhooks/stripe-events'
import type { Fetch } from '../payments/http'
import { SIGNATURE_TOLERANCE_SECONDS, verifySignature } from '../payments/webhooks/webhook-signature'
import type { CheckoutContext } from '../checkout/context'
import { applyPaymentEvent } from './payment-events'
import type { WebhookDelivery } from '../../port/operations'
import { log } from '../../../lib/logger'
import { sandboxPaymentsAllowed } from '../../../env'

/**
 * POST /webhooks/{provider}: a delivery is checked before anything is read from it, its
 * event recorded by id, and its work done after the answer. A forged, stale or unreadable
 * delivery is a 400 and changes nothing; a genuine event the store does not act on is a
 * 200 that changes nothing (a 4xx would have the provider send it again for days); a
 * repeat of an event already done is a 200 that changes nothing; an event whose work
 * failed is done again by its next delivery or by the clock.
 */

export type WebhookVerdict = { ok: true; event: PaymentEvent } | { ok: false; status: 400 | 404 | 503; error: string }

const refused = (error: string, status: 400 | 404 | 503 = 400): WebhookVerdict => ({ ok: false, status, error })

const SIGNATURE_PROBLEMS = {
  missing: 'The delivery is not signed.',
  malformed: 'The signature header cannot be read.',
  stale: `The delivery was signed more than ${SIGNATURE_TOLERANCE_SECONDS} seconds ago (or ahead): refused as a replay.`,
  mismatch: 'The signature does not match the body: refused as forged.',
} as const

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return null
  }
}

async function signedEvent(
  header: string | null,
  delivery: WebhookDelivery,
  secret: string,
  read: (body: unknown) => PaymentEvent | null,
  name: string,
): Promise<WebhookVerdict> {
  const check = await verifySignature(header, delivery.body, secret, { nowSeconds: Math.floor(delivery.now.getTime() / 1000) })
  if (!check.ok) return refused(SIGNATURE_PROBLEMS[check.reason])
  const event = read(parseJson(delivery.body))
  return event ? { ok: true, event } : refused(`The body is not a ${name} event this store reads.`)
}

function payPalHeaders(headers: Headers): PayPalWebhookHeaders | null {
  const pick = (name: string) => headers.get(name)?.trim() || null
  const values = {
    authAlgo: pick('paypal-auth-algo'),
    certUrl: pick('paypal-cert-url'),
    transmissionId: pick('paypal-transmission-id'),
    transmissionSig: pick('paypal-transmission-sig'),
    transmissionTime: pick('paypal-transmission-time'),
  }
  return Object.values(values).every(Boolean) ? (values as PayPalWebhookHeaders) : null
}

/** Checks a delivery for `provider` and reads its event. */
export async function verifyWebhook(
  ctx: CheckoutContext,
  provider: string,
  delivery: WebhookDelivery,
  { fetch: fetcher }: { fetch?: Fetch } = {},
): Promise<WebhookVerdict> {
  const { config } = ctx
  switch (provider) {
    case 'stripe':
      if (!config.STRIPE_WEBHOOK_SECRET || !config.STRIPE_SECRET_KEY) {
        return refused('Stripe webhooks are not set up here: set STRIPE_WEBHOOK_SECRET (and the Stripe keys).', 404)
      }
      return signedEvent(delivery.headers.get('stripe-signature'), delivery, config.STRIPE_WEBHOOK_SECRET, readStripeEvent, 'Stripe')
    case 'sandbox': {
      // Where the sandbox takes no payments (production without SANDBOX_PAYMENTS) it sends
      // no webhooks either; answering first would also write its signing secret.
      if (!sandboxPaymentsAllowed(config)) return refused('There is no such payment provider.', 404)
      const secret = await sandboxWebhookSecret(ctx.db, config.SANDBOX_WEBHOOK_SECRET)
      return signedEvent(delivery.headers.get('sandbox-signature'), delivery, secret, readSandboxEvent, 'sandbox')
    }
    case 'paypal': {
      if (!config.PAYPAL_WEBHOOK_ID || !config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) {
        return refused('PayPal webhooks are not set up here: set PAYPAL_WEBHOOK_ID (and the PayPal credentials).', 404)
      }
      const headers = payPalHeaders(delivery.headers)
      if (!headers) return refused(SIGNATURE_PROBLEMS.missing)
      const sent = Date.parse(headers.transmissionTime)
      if (!Number.isFinite(sent) || Math.abs(delivery.now.getTime() - sent) > SIGNATURE_TOLERANCE_SECONDS * 1000) {
        return refused(SIGNATURE_PROBLEMS.stale)
      }
      const body = parseJson(delivery.body)
      if (body === null) return refused('The body is not JSON.')
      try {
        const genuine = await verifyPayPalWebhook(
          {
            clientId: config.PAYPAL_CLIENT_ID,
            clientSecret: config.PAYPAL_CLIENT_SECRET,
            apiBase: config.PAYPAL_API_BASE,
            webhookId: config.PAYPAL_WEBHOOK_ID,
            fetch: fetcher,
          },
          headers,
          delivery.body,
        )
        if (!genuine) return refused('PayPal did not confirm this delivery: refused as forged.')
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error
        // PayPal sends the delivery again later when we answer with an error.
        return refused('PayPal could not be asked about this delivery; send it again later.', 503)
      }
      const event = readPayPalEvent(body)
      return event ? { ok: true, event } : refused('The body is not a PayPal event this store reads.')
    }
    case 'afterpay':
      return refused('Afterpay sends no webhooks: its payments are read back by the reconciliation clock.', 404)
    default:
      return refused('There is no such payment provider.', 404)
  }
}

/**
 * How long an event's work may run before its claim counts as abandoned (the worker was
 * cut off): well past waitUntil's 30 s and a provider's slowest read (Afterpay's 70 s).
 */
const CLAIM_TIMEOUT_MS = 5 * 60_000

const claimTimes = (now: Date): ClaimTimes => ({
  now: now.toISOString(),
  staleBefore: new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString(),
})

type Accepted = { outcome: 'new'; work: () => Promise<void> } | { outcome: 'duplicate' | 'ignored'; work: null }

/**
 * Records a verified event; answers the work to do after the response, or none when the
 * event was done before (a repeated delivery) or is one the store does not act on.
 */
export async function acceptWebhookEvent(ctx: CheckoutContext, event: PaymentEvent): Promise<Accepted> {
  if (event.kind === 'ignored') {
    log.info('webhook', { provider: event.provider, event: event.id, type: event.type, outcome: 'ignored', reason: event.reason })
    return { outcome: 'ignored', work: null }
  }
  const recorded = await recordWebhookEvent(
    ctx.db,
    {
      provider: event.provider,
      eventId: event.id,
      eventType: event.type,
      payload: JSON.stringify(event),
      paymentId: event.payment.paymentId ?? null,
    },
    claimTimes(ctx.now()),
  )
  return recorded.toDo ? { outcome: 'new', work: () => processWebhookEvent(ctx, event) } : { outcome: 'duplicate', work: null }
}

async function processWebhookEvent(ctx: CheckoutContext, event: PaymentEvent): Promise<void> {
  const now = ctx.now()
  try {
    const outcome = await applyPaymentEvent(ctx, event, { now })
    await markWebhookProcessed(ctx.db, event.provider, event.id, now.toISOString())
    log.info('webhook', { provider: event.provider, event: event.id, type: event.type, outcome })
  } catch (error) {
    log.warn('webhook', { provider: event.provider, event: event.id, type: event.type, message: String(error) })
    await markWebhookFailed(ctx.db, event.provider, event.id, String(error))
  }
}

/** The clock's part: events whose work failed (a provider down at the time) are done again. */
export async function retryWebhookEvents(ctx: CheckoutContext, { asOf }: { asOf: Date }): Promise<number> {
  // Claims are about workers running now, whatever moment the pass reconciles as of.
  const claim = claimTimes(ctx.now())
  const events = await unprocessedWebhookEvents(ctx.db, {
    receivedBefore: new Date(asOf.getTime() - 60_000).toISOString(),
    staleBefore: claim.staleBefore,
    maxAttempts: 10,
    limit: 20,
  })
  let retried = 0
  for (const stored of events) {
    // A delivery may have taken the event meanwhile: only the claim's holder works on it.
    if (!(await claimWebhookEvent(ctx.db, stored.provider, stored.eventId, claim))) continue
    await processWebhookEvent(ctx, JSON.parse(stored.payload) as PaymentEvent)
    retried += 1
  }
  return retried
}
