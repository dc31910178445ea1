import { randomId } from '../../random-id'
import type { ProviderStatus } from '../provider'
import { type SandboxIntent, sandboxSetting } from './sandbox-books'

/**
 * What the sandbox tells the store about its payments, as a real provider's webhooks do:
 * an event per change of an intent, signed and posted to /webhooks/sandbox. Afterpay
 * sends no webhooks, so neither do the sandbox's Afterpay payments: the reconciliation
 * clock reads them back, as it must for the real one.
 */
type SandboxEventType = 'payment.authorized' | 'payment.captured' | 'payment.failed' | 'payment.canceled' | 'payment.refunded'

export interface SandboxEvent {
  type: SandboxEventType
  intent: Pick<SandboxIntent, 'id' | 'method' | 'amountCents' | 'currency'>
  /** Refunded so far, for payment.refunded. */
  amountRefunded?: number
}

/** Where events go: the app signs and delivers them after the answer (waitUntil). */
export type SandboxEventSink = (event: SandboxEvent) => void

const EVENT_FOR: Partial<Record<ProviderStatus, SandboxEventType>> = {
  authorized: 'payment.authorized',
  captured: 'payment.captured',
  failed: 'payment.failed',
  canceled: 'payment.canceled',
}

/** Emits the event for an intent that moved to `status`, unless its method sends none. */
export function emitFor(
  sink: SandboxEventSink | undefined,
  intent: SandboxEvent['intent'],
  status: ProviderStatus,
  amountRefunded?: number,
) {
  if (!sink || intent.method === 'afterpay') return
  const type = amountRefunded === undefined ? EVENT_FOR[status] : 'payment.refunded'
  if (type) sink({ type, intent, amountRefunded })
}

/** The JSON body of a sandbox webhook, in the shape of Stripe's events. */
export function sandboxEventBody(event: SandboxEvent, id: string, createdSeconds: number): string {
  return JSON.stringify({
    id,
    object: 'event',
    type: event.type,
    created: createdSeconds,
    data: {
      object: {
        id: event.intent.id,
        method: event.intent.method,
        amount: event.intent.amountCents,
        currency: event.intent.currency,
        ...(event.amountRefunded === undefined ? {} : { amount_refunded: event.amountRefunded }),
      },
    },
  })
}

/** The secret sandbox webhooks are signed with: SANDBOX_WEBHOOK_SECRET, else one made once and kept in D1. */
export function sandboxWebhookSecret(db: D1Database, configured: string | undefined): Promise<string> {
  if (configured) return Promise.resolve(configured)
  return sandboxSetting(db, 'webhook_secret', () => `whsec_sandbox_${randomId('key').slice(4)}`)
}
