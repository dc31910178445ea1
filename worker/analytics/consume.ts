import * as z from 'zod'
import { retryDelay } from '../../domain/retry'
import type { Bindings } from '../env'
import { log } from '../lib/logger'
import type { AnalyticsMessage } from './server-events'
import { conversionsApiBody, forGoogle, forMeta, measurementProtocolBody } from './server-events'

const GA4_COLLECT = 'https://www.google-analytics.com/mp/collect'
const META_GRAPH = 'https://graph.facebook.com/v21.0'
/** How long a sent event is remembered, so a redelivery or a second thank-you visit sends nothing again. */
const SENT_TTL_S = 60 * 24 * 60 * 60

const Message = z.object({
  googleId: z.string().nullable(),
  metaPixel: z.string().nullable(),
  event: z.looseObject({
    name: z.string(),
    id: z.string(),
    storeSlug: z.string(),
    consent: z.object({ analytics: z.boolean(), marketing: z.boolean() }),
  }),
})

type Outcome = 'sent' | 'retry' | 'refused'

async function post(send: typeof fetch, url: string, body: unknown): Promise<Outcome> {
  try {
    const answer = await send(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    await answer.arrayBuffer()
    if (answer.ok) return 'sent'
    return answer.status === 429 || answer.status >= 500 ? 'retry' : 'refused'
  } catch {
    return 'retry'
  }
}

/**
 * The Worker's queue() handler for the analytics queue: each message goes to GA4's
 * Measurement Protocol (analytics consent; a purchase only when no browser saw it, ADR 109)
 * and Meta's Conversions API (marketing consent), each provider once per event (a KV
 * mark), so a redelivered message or a second thank-you visit never counts an order twice.
 * A provider down or rate-limiting brings the message back after a pause; one that refuses
 * it is given up. Without its secret (GA4_API_SECRET, META_CAPI_TOKEN) a provider is skipped.
 */
export async function runAnalyticsQueue(batch: MessageBatch, env: Bindings, send: typeof fetch = fetch): Promise<void> {
  for (const message of batch.messages) {
    const parsed = Message.safeParse(message.body)
    if (!parsed.success) {
      log.warn('analytics.queue', { messageId: message.id, problem: 'not an analytics message' })
      message.ack()
      continue
    }
    const { googleId, metaPixel } = parsed.data
    const event = parsed.data.event as unknown as AnalyticsMessage['event']
    const sends: { provider: string; url: string; body: unknown }[] = []
    if (googleId && env.GA4_API_SECRET && forGoogle(event) && (event.name !== 'purchase' || event.unseenByBrowser === true)) {
      const query = new URLSearchParams({ measurement_id: googleId, api_secret: env.GA4_API_SECRET })
      sends.push({ provider: 'ga4', url: `${GA4_COLLECT}?${query}`, body: measurementProtocolBody(event) })
    }
    if (metaPixel && env.META_CAPI_TOKEN && forMeta(event)) {
      const query = new URLSearchParams({ access_token: env.META_CAPI_TOKEN })
      sends.push({ provider: 'meta', url: `${META_GRAPH}/${metaPixel}/events?${query}`, body: conversionsApiBody(event) })
    }
    let retry = false
    for (const { provider, url, body } of sends) {
      const mark = `analytics-sent:${provider}:${event.storeSlug}:${event.name}:${event.id}`
      if (await env.CACHE.get(mark)) continue
      const outcome = await post(send, url, body)
      if (outcome === 'sent') await env.CACHE.put(mark, '1', { expirationTtl: SENT_TTL_S })
      else if (outcome === 'retry') retry = true
      else log.warn('analytics.refused', { provider, event: event.name, attempt: message.attempts })
    }
    if (retry) {
      const delaySeconds = Math.max(1, Math.ceil(retryDelay(message.attempts, { baseDelayMs: 10_000, maxDelayMs: 300_000 }) / 1000))
      message.retry({ delaySeconds })
    } else message.ack()
  }
}
