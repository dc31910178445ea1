import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Checkout } from '../../../domain/schemas/checkout'
import { tokenizeCard } from '../../../worker/commerce/builtin/payments/sandbox/tokenize'
import type { StockReservations } from '../../../worker/commerce/builtin/stock/stock-reservations'
import { stockOf } from '../../support/fixtures/checkout-fixtures'
import { afterpayStandIn, stripeStandIn } from '../../support/harness/worker/payment-stand-ins'
import { callApp, storeRequest, switchableD1 } from '../../support/harness/reliability/harness'
import { body } from '../../support/harness/reliability/shopper'
import {
  AFTERPAY,
  deliverStripe,
  ledgerOf,
  network,
  payingShopper,
  runClock,
  STRIPE,
  stripeEvent,
  uniqueEmail,
} from '../../support/harness/operations'

/**
 * Claim: no payment stays in limbo. The Cron Trigger's pass (the Worker's scheduled
 * handler) finishes, on the shopper's own code path, what a closed tab, a dropped
 * request or a provider's silence left: an approved payment becomes one order, one
 * capture and one e-mail; one that cannot become an order is voided and explained; one
 * nobody finished is released; a provider that is down only delays it.
 */

afterEach(() => {
  vi.unstubAllGlobals()
})

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

const chargesOf = async (checkoutId: string) =>
  (
    await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM sandbox_charges c JOIN payments p ON p.provider_ref = c.intent_id WHERE p.checkout_id = ?1',
    )
      .bind(checkoutId)
      .first<{ n: number }>()
  )?.n ?? 0

const intentStatus = async (checkoutId: string) =>
  (
    await env.DB.prepare('SELECT i.status FROM sandbox_intents i JOIN payments p ON p.provider_ref = i.id WHERE p.checkout_id = ?1')
      .bind(checkoutId)
      .first<{ status: string }>()
  )?.status

/**
 * The sandbox's Afterpay (which, like Afterpay, sends no webhooks): the shopper approves on
 * its page and closes the tab before the browser follows the way back. Answers that way.
 */
async function approvedAfterpayTabClosed(email: string) {
  const shopper = await payingShopper({}, { method: 'afterpay' }, { email })
  const pending = await shopper.submit()
  expect(pending).toMatchObject({ state: 'pending', redirectUrl: expect.stringMatching(/^\/dev\/sandbox\/pay\/sbx_/) })
  const approved = await callApp(
    storeRequest(shopper.shopper.host, `${pending.redirectUrl}/approve`, { method: 'POST', body: 'action=approve', headers: FORM }),
  )
  expect(approved.status).toBe(303)
  return { ...shopper, wayBack: approved.headers.get('location') ?? '' }
}

describe('a closed tab', () => {
  it('still buys exactly once: one pass of the clock makes one order, one capture and one e-mail', async () => {
    const email = uniqueEmail('afterpay-closed')
    const { checkout } = await approvedAfterpayTabClosed(email)
    expect((await ledgerOf(checkout.id, email)).orders).toHaveLength(0)

    await runClock()
    const after = await ledgerOf(checkout.id, email)
    expect(after.orders).toHaveLength(1)
    expect(after.payments.map((payment) => payment.state)).toEqual(['succeeded'])
    expect(after.mail.map((mail) => mail.kind)).toEqual(['order-confirmation'])
    expect(await chargesOf(checkout.id)).toBe(1)

    // Another pass later changes nothing.
    await runClock({}, 10)
    expect(await ledgerOf(checkout.id, email)).toEqual(after)
    expect(await chargesOf(checkout.id)).toBe(1)
  })

  it('coming back later shows the same order, not a second payment', async () => {
    const email = uniqueEmail('afterpay-back')
    const { shopper, checkout, storeSlug, wayBack } = await approvedAfterpayTabClosed(email)
    await runClock()
    const [order] = (await ledgerOf(checkout.id, email)).orders

    const back = await shopper.get(new URL(wayBack, 'http://x').pathname + new URL(wayBack, 'http://x').search)
    expect(back.status).toBe(303)
    const page = body<Checkout>(await shopper.get(`/api/checkout?id=${checkout.id}&storeSlug=${storeSlug}`))
    expect(page).toMatchObject({ state: 'success', orderLookupNumber: order.lookup_number })
    expect((await ledgerOf(checkout.id, email)).orders).toHaveLength(1)
    expect(await chargesOf(checkout.id)).toBe(1)
  })

  it("with the real Afterpay adapter: the payment is read back by Afterpay's API and becomes the order", async () => {
    const afterpay = afterpayStandIn()
    vi.stubGlobal('fetch', network(afterpay))
    const email = uniqueEmail('afterpay-real')
    const shopper = await payingShopper(AFTERPAY, { method: 'afterpay' }, { email })
    await shopper.submit()
    afterpay.approve(shopper.payment.meta.token)

    await runClock(AFTERPAY)
    expect((await ledgerOf(shopper.checkout.id, email)).orders).toHaveLength(1)
    expect(afterpay.captures()).toBe(1)
  })
})

describe('an authorization with no order', () => {
  it('becomes the order when the request that authorized it died before writing it', async () => {
    const email = uniqueEmail('died')
    const d1 = switchableD1()
    const shopper = await payingShopper({ DB: d1.db }, { method: 'card', paymentMethodId: await sandboxCard() }, { email })
    d1.failWhen = (sql) => sql.includes('INSERT INTO orders')
    const answer = await shopper.shopper.post('/api/v1/checkout/submit', submitBody(shopper))
    expect(answer.status).toBe(503)
    d1.failWhen = null
    expect((await ledgerOf(shopper.checkout.id, email)).payments.map((payment) => payment.state)).toEqual(['authorized'])

    await runClock()
    const after = await ledgerOf(shopper.checkout.id, email)
    expect(after.orders).toHaveLength(1)
    expect(after.mail.map((mail) => mail.kind)).toEqual(['order-confirmation'])
    expect(await chargesOf(shopper.checkout.id)).toBe(1)
  })

  it('is voided, and the shopper told why by e-mail, when the stock ran out meanwhile', async () => {
    const email = uniqueEmail('sold-out')
    const { checkout, sku } = await approvedAfterpayTabClosed(email)
    const [, colorId, sizeId] = sku.split('_').map(Number)
    await env.DB.prepare('UPDATE inventory SET count = 0 WHERE variation_id = ?1 AND size_id = ?2').bind(colorId, sizeId).run()

    await runClock()
    const after = await ledgerOf(checkout.id, email)
    expect(after.orders).toEqual([])
    expect(after.payments.map((payment) => payment.state)).toEqual(['canceled'])
    expect(await intentStatus(checkout.id)).toBe('canceled')
    expect(await chargesOf(checkout.id)).toBe(0)
    expect(after.mail).toEqual([expect.objectContaining({ kind: 'payment-released', subject: 'We could not complete your order' })])
    expect(after.mail[0].body).toContain('Day Tee (White, M) is out of stock')
    expect(after.mail[0].body).toContain('nothing will be charged')
    expect(after.checkout?.state).toBe('failure')
    expect(await stockOf(sku)).toBe(0)
  })

  it("goes through the drop's reservation: units held by buyers paying elsewhere are not sold to it", async () => {
    const email = uniqueEmail('drop-closed')
    const { checkout, sku } = await approvedAfterpayTabClosed(email)
    const [, variationId, sizeId] = sku.split('_').map(Number)
    const store = await env.DB.prepare('SELECT store_id FROM checkouts WHERE id = ?1').bind(checkout.id).first<{ store_id: number }>()
    const namespace = env.STOCK_RESERVATIONS as DurableObjectNamespace<StockReservations>
    const reservations = namespace.get(namespace.idFromName(`store:${store?.store_id}`))
    // While the shopper was at Afterpay's page (units are held only once a payment is to be
    // authorized here), buyers paying elsewhere took all 10 units.
    expect(await reservations.reserve('other-buyers', [{ variationId, sizeId, quantity: 10 }])).toMatchObject({ ok: true })

    await runClock()
    const after = await ledgerOf(checkout.id, email)
    expect(after.orders).toEqual([])
    expect(after.payments.map((payment) => payment.state)).toEqual(['canceled'])
    expect(await chargesOf(checkout.id)).toBe(0)
    expect(after.mail[0].body).toContain('Day Tee (White, M) is out of stock')
    expect(await stockOf(sku)).toBe(10)
  })
})

describe('a provider that is down', () => {
  it('only delays the work: nothing changes while it is down, the next pass finishes it', async () => {
    const stripe = stripeStandIn()
    vi.stubGlobal('fetch', network(stripe))
    const email = uniqueEmail('stripe-down')
    const shopper = await payingShopper(STRIPE, { method: 'card', paymentMethodId: 'pm_card_threeDSecure2Required' }, { email })
    await shopper.submit()
    const intentId = (await ledgerOf(shopper.checkout.id, email)).payments[0].provider_ref ?? ''
    stripe.authenticate(intentId)

    stripe.setDown(true)
    const before = await ledgerOf(shopper.checkout.id, email)
    await runClock(STRIPE)
    expect(await ledgerOf(shopper.checkout.id, email)).toEqual(before)

    stripe.setDown(false)
    await runClock(STRIPE, 7)
    expect((await ledgerOf(shopper.checkout.id, email)).orders).toHaveLength(1)
    expect(stripe.captures()).toBe(1)
  })

  it("leaves a webhook's work for the clock when the provider could not be asked at the time", async () => {
    const stripe = stripeStandIn()
    vi.stubGlobal('fetch', network(stripe))
    const email = uniqueEmail('webhook-later')
    const shopper = await payingShopper(STRIPE, { method: 'card', paymentMethodId: 'pm_card_threeDSecure2Required' }, { email })
    await shopper.submit()
    const intentId = (await ledgerOf(shopper.checkout.id, email)).payments[0].provider_ref ?? ''
    stripe.authenticate(intentId)
    stripe.setDown(true)
    const event = stripeEvent('payment_intent.amount_capturable_updated', stripe.intent(intentId))
    expect((await deliverStripe(event, STRIPE)).status).toBe(200)
    const stored = await env.DB.prepare('SELECT processed_at, attempts FROM webhook_events WHERE event_id = ?1')
      .bind(event.id)
      .first<{ processed_at: string | null; attempts: number }>()
    expect(stored).toEqual({ processed_at: null, attempts: 1 })

    stripe.setDown(false)
    await runClock(STRIPE)
    expect((await ledgerOf(shopper.checkout.id, email)).orders).toHaveLength(1)
    expect(stripe.captures()).toBe(1)
  })
})

describe('payments nobody finished', () => {
  it('are released after three hours, and the checkout is free for another payment', async () => {
    const email = uniqueEmail('abandoned')
    const shopper = await payingShopper({}, { method: 'paypal' }, { email })
    await shopper.submit()

    await runClock({}, 5)
    expect((await ledgerOf(shopper.checkout.id, email)).payments.map((payment) => payment.state)).toEqual(['requires_action'])

    await runClock({}, 3 * 60 + 5)
    const after = await ledgerOf(shopper.checkout.id, email)
    expect(after.payments.map((payment) => payment.state)).toEqual(['canceled'])
    expect(after.checkout).toMatchObject({ state: 'pending', payment_id: null })
    expect(await intentStatus(shopper.checkout.id)).toBe('canceled')
    expect(after.mail).toEqual([])
  })

  it('are released once superseded by another payment of the same checkout', async () => {
    const email = uniqueEmail('superseded')
    const first = await payingShopper({}, { method: 'paypal' }, { email })
    await first.submit()
    const card = await first.shopper.post('/api/v1/initiatePayment', {
      checkoutId: first.checkout.id,
      paymentMethod: 'card',
      paymentMethodId: await sandboxCard(),
    })
    expect(card.status).toBe(200)

    await runClock()
    const states = (await ledgerOf(first.checkout.id, email)).payments.map((payment) => payment.state)
    expect(states).toEqual(['canceled', 'created'])
  })
})

/** The sandbox's success card, tokenized as the checkout page's card field does. */
async function sandboxCard(): Promise<string> {
  const answer = await tokenizeCard(env.DB, { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' }, new Date())
  if (!answer.ok) throw new Error(answer.message)
  return answer.paymentMethod.id
}

function submitBody(shopper: Awaited<ReturnType<typeof payingShopper>>) {
  return {
    checkoutId: shopper.checkout.id,
    storeSlug: shopper.storeSlug,
    paymentId: shopper.payment.paymentId,
    paymentToken: shopper.payment.paymentToken,
    platform: 'card',
    returnUrl: `http://${shopper.shopper.host}/checkout/${shopper.checkout.id}`,
  }
}
