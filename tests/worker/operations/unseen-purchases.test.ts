import { describe, expect, it } from 'vitest'
import type { Order } from '../../../domain/schemas/checkout'
import type { AnalyticsMessage } from '../../../worker/analytics/server-events'
import type { Bindings } from '../../../worker/env'
import { callApp, storeRequest } from '../../support/harness/reliability/harness'
import { body } from '../../support/harness/reliability/shopper'
import { payingShopper, runClock, uniqueEmail } from '../../support/harness/operations'

/**
 * Claim (issue 33, ADR 109): a purchase is counted once even when nobody's browser saw it.
 * The shopper approves at Afterpay and closes the tab; the clock places the order; no
 * thank-you page runs the browser's tag or the page's server purchase. What their consent
 * allowed at the payment step is sent once the order exists, once, and never without consent.
 */

const PIXEL = '123456789012'
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

/** The analytics queue's producer, recording what is sent. */
function recordingQueue() {
  const sent: AnalyticsMessage[] = []
  const queue = {
    send: async (message: AnalyticsMessage) => {
      sent.push(message)
    },
    sendBatch: async (messages: Iterable<{ body: AnalyticsMessage }>) => {
      for (const message of messages) sent.push(message.body)
    },
  } as unknown as Queue<AnalyticsMessage>
  return { sent, bindings: { ANALYTICS_QUEUE: queue } satisfies Partial<Bindings> }
}

/** A shopper who pays with Afterpay and closes the tab at Afterpay's page, at a store with the Meta pixel. */
async function tabClosedAtAfterpay(bindings: Partial<Bindings>, store: { consentOptIn: boolean }) {
  const email = uniqueEmail('unseen')
  const paying = await payingShopper(
    bindings,
    { method: 'afterpay' },
    {
      email,
      store: { flags: { checkoutV2: true, legacyCheckout: false, tracking: true, consentOptIn: store.consentOptIn } },
      extra: { theme: { meta: { storeName: 'Tracked', facebookPixel: PIXEL }, styles: { primaryColor: '#123456' } } },
    },
  )
  const pending = await paying.submit()
  const approved = await callApp(
    storeRequest(paying.shopper.host, `${pending.redirectUrl}/approve`, { method: 'POST', body: 'action=approve', headers: FORM }),
    bindings,
  )
  expect(approved.status).toBe(303)
  return paying
}

const unseen = (sent: AnalyticsMessage[]) => sent.filter((message) => message.event.unseenByBrowser)

describe('a purchase no browser saw', () => {
  it('is sent once the clock has placed the order, as that order, and only once', async () => {
    const { sent, bindings } = recordingQueue()
    const { shopper } = await tabClosedAtAfterpay(bindings, { consentOptIn: false })
    expect(sent.map((message) => message.event.name)).toContain('add_payment_info')

    await runClock(bindings, 5)
    // The order exists, but a thank-you page may still be on its way.
    expect(unseen(sent)).toEqual([])

    await runClock(bindings, 15)
    const [purchase, ...more] = unseen(sent)
    expect(more).toEqual([])
    const order = body<Order>(await shopper.get('/api/v1/orders/mine'))
    expect(purchase).toMatchObject({
      metaPixel: PIXEL,
      event: { name: 'purchase', id: order.lookupNumber, value: order.totalCost.amount, currency: order.totalCost.currency },
    })
    expect(purchase.event.emailSha256).toMatch(/^[0-9a-f]{64}$/)

    await runClock(bindings, 30)
    expect(unseen(sent)).toHaveLength(1)
  })

  it('is left to the thank-you page when the shopper reaches it', async () => {
    const { sent, bindings } = recordingQueue()
    const { shopper } = await tabClosedAtAfterpay(bindings, { consentOptIn: false })
    await runClock(bindings, 5)
    expect((await shopper.get('/api/v1/orders/mine')).status).toBe(200)
    expect(sent.filter((message) => message.event.name === 'purchase')).toHaveLength(1)

    await runClock(bindings, 15)
    expect(unseen(sent)).toEqual([])
  })

  it('is never sent where the store asks first and the shopper did not answer', async () => {
    const { sent, bindings } = recordingQueue()
    await tabClosedAtAfterpay(bindings, { consentOptIn: true })
    await runClock(bindings, 5)
    await runClock(bindings, 15)
    expect(sent).toEqual([])
  })
})
