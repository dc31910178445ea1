import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnalyticsMessage } from '../../worker/analytics/server-events'
import { ANALYTICS_QUEUE_NAME } from '../../worker/analytics/queue-name'
import type { Bindings } from '../../worker/env'
import worker from '../../worker/index'

/**
 * Server-side funnel events (ADR 127) through the Worker's queue(), against a stand-in for
 * GA4's Measurement Protocol and Meta's Conversions API: globalThis.fetch answers as the
 * providers do (2xx taken, 5xx and 429 for later, other 4xx refused) and records each call.
 */

const SECRETS = { GA4_API_SECRET: 'ga-secret', META_CAPI_TOKEN: 'meta-token' } satisfies Partial<Bindings>

function providers(...statuses: number[]) {
  const calls: { host: string; body: Record<string, unknown> }[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input))
    calls.push({ host: url.host, body: JSON.parse(String(init?.body)) as Record<string, unknown> })
    return new Response('{}', { status: statuses.shift() ?? 200 })
  })
  return calls
}

afterEach(() => vi.restoreAllMocks())

function analytics(
  name: AnalyticsMessage['event']['name'],
  id: string,
  consent: { analytics: boolean; marketing: boolean },
): AnalyticsMessage {
  return {
    googleId: consent.analytics ? 'G-TEST12345' : null,
    metaPixel: consent.marketing ? '123456789012' : null,
    event: {
      name,
      storeSlug: `store-${crypto.randomUUID()}`,
      id,
      currency: 'EUR',
      value: 5_400,
      items: [{ id: '12_5_10', name: 'Phases of the Moon', price: 2_700, quantity: 2 }],
      timeMs: Date.now(),
      pageUrl: 'https://moonlit.example/checkout/ck_1',
      consent,
      gaClientId: consent.analytics ? '1234567890.1700000000' : null,
      emailSha256: consent.marketing ? 'b5fc85e55755f9e0d030a10ab4429b6b2944855f9a0d60077fe832becbc41d72' : null,
      fbp: null,
      fbc: null,
      userAgent: null,
    },
  }
}

async function consume(messages: AnalyticsMessage[], attempts = 1) {
  const delivery = createMessageBatch(
    ANALYTICS_QUEUE_NAME,
    messages.map((body) => ({ id: `m-${crypto.randomUUID()}`, timestamp: new Date(), attempts, body })),
  )
  const ctx = createExecutionContext()
  await worker.queue(delivery, { ...env, ...SECRETS }, ctx)
  return getQueueResult(delivery, ctx)
}

describe('the analytics queue', () => {
  it('sends a checkout step to GA4 and Meta once the shopper allowed both', async () => {
    const calls = providers()
    const result = await consume([analytics('add_payment_info', 'ck_1', { analytics: true, marketing: true })])
    expect(result.explicitAcks).toHaveLength(1)
    expect(calls.map((call) => call.host).sort()).toEqual(['graph.facebook.com', 'www.google-analytics.com'])
    const meta = calls.find((call) => call.host === 'graph.facebook.com')?.body as { data: { event_name: string; user_data: object }[] }
    expect(meta.data[0]).toMatchObject({ event_name: 'AddPaymentInfo', user_data: { em: [expect.stringMatching(/^[0-9a-f]{64}$/)] } })
  })

  it('sends nothing to a provider whose purpose was not allowed', async () => {
    const calls = providers()
    await consume([analytics('begin_checkout', 'ck_2', { analytics: true, marketing: false })])
    expect(calls.map((call) => call.host)).toEqual(['www.google-analytics.com'])
    await consume([analytics('begin_checkout', 'ck_3', { analytics: false, marketing: false })])
    expect(calls).toHaveLength(1)
  })

  it('retries when a provider is down, without sending the other one twice', async () => {
    const calls = providers(200, 503)
    const message = analytics('add_shipping_info', 'ck_4', { analytics: true, marketing: true })
    const first = await consume([message])
    expect(first.retryMessages).toHaveLength(1)
    const second = await consume([message], 2)
    expect(second.explicitAcks).toHaveLength(1)
    expect(calls.map((call) => call.host).sort()).toEqual(['graph.facebook.com', 'graph.facebook.com', 'www.google-analytics.com'])
  })

  it('counts one purchase per order however often it comes, and leaves GA4’s to the browser tag', async () => {
    const calls = providers()
    const purchase = analytics('purchase', 'ORD-1111-2222-3333', { analytics: true, marketing: true })
    await consume([purchase])
    await consume([purchase])
    expect(calls.map((call) => call.host)).toEqual(['graph.facebook.com'])
    expect((calls[0].body as { data: { event_id: string }[] }).data[0].event_id).toBe('purchase.ORD-1111-2222-3333')
  })

  it('sends GA4 a purchase no browser saw (a closed tab), with its transaction id, once', async () => {
    const calls = providers()
    const purchase = analytics('purchase', 'ORD-4444-5555-6666', { analytics: true, marketing: false })
    purchase.event.unseenByBrowser = true
    await consume([purchase])
    await consume([purchase])
    expect(calls.map((call) => call.host)).toEqual(['www.google-analytics.com'])
    const ga = calls[0].body as { events: { name: string; params: { transaction_id: string; value: number } }[] }
    expect(ga.events[0]).toMatchObject({ name: 'purchase', params: { transaction_id: 'ORD-4444-5555-6666', value: 54 } })
  })

  it('gives up a message the provider refuses for good', async () => {
    providers(400)
    const result = await consume([analytics('begin_checkout', 'ck_5', { analytics: false, marketing: true })])
    expect(result.explicitAcks).toHaveLength(1)
    expect(result.retryMessages).toHaveLength(0)
  })
})
