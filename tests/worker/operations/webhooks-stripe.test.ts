import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../../worker/app'
import type { AdminOrder } from '../../../worker/commerce/port/operations'
import { stripeStandIn } from '../../support/harness/worker/payment-stand-ins'
import { callApp, databaseSnapshot } from '../../support/harness/reliability/harness'
import { body } from '../../support/harness/reliability/shopper'
import {
  adminCall,
  deliverStripe,
  ledgerOf,
  network,
  nowSeconds,
  payingShopper,
  payStripeByCard,
  STRIPE,
  stripeDelivery,
  stripeEvent,
  uniqueEmail,
} from '../../support/harness/operations'

/**
 * Claim: Stripe's webhooks finish what a closed tab left, and nothing else. Every event
 * the store handles is checked with the delivery signed by Stripe's own library: a good
 * delivery does its work once, a repeat or a late (out of order) one changes nothing, a
 * forged or stale one is a 400 that changes nothing.
 */

let stripe: ReturnType<typeof stripeStandIn>

beforeEach(() => {
  stripe = stripeStandIn()
  vi.stubGlobal('fetch', network(stripe))
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A 3-D Secure card: the shopper is sent to Stripe's page; answers the PaymentIntent's id. */
async function sentToThreeDSecure(email: string) {
  const shopper = await payingShopper(STRIPE, { method: 'card', paymentMethodId: 'pm_card_threeDSecure2Required' }, { email })
  const pending = await shopper.submit()
  expect(pending).toMatchObject({ state: 'pending', redirectUrl: expect.stringContaining('https://hooks.stripe.test/3ds/') })
  const intentId = (await ledgerOf(shopper.checkout.id, email)).payments[0].provider_ref ?? ''
  return { ...shopper, intentId }
}

const intentEvent = (type: string, intentId: string) => stripeEvent(type, stripe.intent(intentId))

describe('payment_intent.amount_capturable_updated', () => {
  it('makes the order, captures once and mails one confirmation when the shopper authenticated and closed the tab', async () => {
    const email = uniqueEmail('closed-tab')
    const { checkout, intentId } = await sentToThreeDSecure(email)
    stripe.authenticate(intentId)

    const answer = await deliverStripe(intentEvent('payment_intent.amount_capturable_updated', intentId), STRIPE)
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ received: true, duplicate: false })

    const after = await ledgerOf(checkout.id, email)
    expect(after.orders).toHaveLength(1)
    expect(after.payments.map((payment) => payment.state)).toEqual(['succeeded'])
    expect(after.mail.map((mail) => mail.kind)).toEqual(['order-confirmation'])
    expect(after.checkout?.state).toBe('success')
    expect(stripe.captures()).toBe(1)
  })

  it('changes nothing when the same event is delivered again', async () => {
    const email = uniqueEmail('repeat')
    const { intentId } = await sentToThreeDSecure(email)
    stripe.authenticate(intentId)
    const event = intentEvent('payment_intent.amount_capturable_updated', intentId)
    await deliverStripe(event, STRIPE)
    const before = await databaseSnapshot()

    const again = await deliverStripe(event, STRIPE)
    expect(again.status).toBe(200)
    expect(again.json).toEqual({ received: true, duplicate: true })
    expect(await databaseSnapshot()).toEqual(before)
    expect(stripe.captures()).toBe(1)
  })

  it('is read back rather than believed: an event for an intent still waiting on 3-D Secure changes nothing', async () => {
    const email = uniqueEmail('early')
    const { checkout, intentId } = await sentToThreeDSecure(email)
    await deliverStripe(intentEvent('payment_intent.amount_capturable_updated', intentId), STRIPE)
    const after = await ledgerOf(checkout.id, email)
    expect(after.orders).toHaveLength(0)
    expect(after.payments.map((payment) => payment.state)).toEqual(['requires_action'])
  })

  it('reaches the store whatever host it is sent to, a gated store included', async () => {
    const email = uniqueEmail('gated-host')
    const { checkout, intentId } = await sentToThreeDSecure(email)
    stripe.authenticate(intentId)
    const answer = await deliverStripe(intentEvent('payment_intent.amount_capturable_updated', intentId), STRIPE, {
      host: 'vault.localhost',
    })
    expect(answer.status).toBe(200)
    expect((await ledgerOf(checkout.id, email)).orders).toHaveLength(1)
  })
})

describe('the answer and the work after it', () => {
  const readsOf = (intentId: string) =>
    stripe.requests.filter((request) => request.method === 'GET' && request.path === `/v1/payment_intents/${intentId}`).length

  it('answers 200 while the work is still waiting on Stripe, and the work finishes after the answer', async () => {
    const email = uniqueEmail('answer-first')
    const { checkout, intentId } = await sentToThreeDSecure(email)
    stripe.authenticate(intentId)
    const readBack = stripe.holdNext((call) => call.method === 'GET' && call.path === `/v1/payment_intents/${intentId}`)

    const ctx = createExecutionContext()
    const delivery = await stripeDelivery(intentEvent('payment_intent.amount_capturable_updated', intentId))
    const response = await app.fetch(delivery, { ...env, ...STRIPE }, ctx)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: true, duplicate: false })
    await readBack.reached
    expect((await ledgerOf(checkout.id, email)).orders).toHaveLength(0)

    readBack.release()
    await waitOnExecutionContext(ctx)
    expect((await ledgerOf(checkout.id, email)).orders).toHaveLength(1)
    expect(stripe.captures()).toBe(1)
  })

  it('does the work of an event delivered twice at once only once: one read-back, one order', async () => {
    const email = uniqueEmail('twice-at-once')
    const { checkout, intentId } = await sentToThreeDSecure(email)
    stripe.authenticate(intentId)
    const event = intentEvent('payment_intent.amount_capturable_updated', intentId)
    const reads = readsOf(intentId)
    const readBack = stripe.holdNext((call) => call.method === 'GET' && call.path === `/v1/payment_intents/${intentId}`)

    const ctx = createExecutionContext()
    const first = await app.fetch(await stripeDelivery(event), { ...env, ...STRIPE }, ctx)
    expect(first.status).toBe(200)
    await first.text()
    await readBack.reached
    // Stripe sends the event again while the first delivery's work is still running.
    const second = await deliverStripe(event, STRIPE)
    expect(second.status).toBe(200)
    expect(second.json).toEqual({ received: true, duplicate: true })

    readBack.release()
    await waitOnExecutionContext(ctx)
    expect(readsOf(intentId) - reads).toBe(1)
    expect((await ledgerOf(checkout.id, email)).orders).toHaveLength(1)
    expect(stripe.captures()).toBe(1)
  })
})

describe('payment_intent.succeeded', () => {
  it('records a capture whose answer was lost on the way (the read back failed too)', async () => {
    const email = uniqueEmail('succeeded')
    const shopper = await payingShopper(STRIPE, { method: 'card', paymentMethodId: 'pm_card_visa' }, { email })
    stripe.dropNext((call) => call.path.endsWith('/capture'), { after: true })
    stripe.dropNext((call) => call.method === 'GET')
    expect((await shopper.submit()).state).toBe('success')
    const intentId = (await ledgerOf(shopper.checkout.id, email)).payments[0].provider_ref ?? ''
    expect((await ledgerOf(shopper.checkout.id, email)).payments.map((payment) => payment.state)).toEqual(['authorized'])

    await deliverStripe(intentEvent('payment_intent.succeeded', intentId), STRIPE)
    expect((await ledgerOf(shopper.checkout.id, email)).payments.map((payment) => payment.state)).toEqual(['succeeded'])
    expect(stripe.captures()).toBe(1)
  })

  it('arriving before amount_capturable_updated (out of order) still makes one order; the late event changes nothing', async () => {
    const email = uniqueEmail('out-of-order')
    const { checkout, intentId } = await sentToThreeDSecure(email)
    stripe.authenticate(intentId)
    const capturable = intentEvent('payment_intent.amount_capturable_updated', intentId)
    await deliverStripe(intentEvent('payment_intent.succeeded', intentId), STRIPE)
    const before = await ledgerOf(checkout.id, email)
    expect(before.orders).toHaveLength(1)

    await deliverStripe(capturable, STRIPE)
    expect(await ledgerOf(checkout.id, email)).toEqual(before)
    expect(stripe.captures()).toBe(1)
  })
})

describe('payment_intent.payment_failed', () => {
  it("fails the checkout with Stripe's words when 3-D Secure failed and the tab was closed; no order, no mail", async () => {
    const email = uniqueEmail('failed')
    const { checkout, intentId } = await sentToThreeDSecure(email)
    Object.assign(stripe.intent(intentId) ?? {}, {
      status: 'requires_payment_method',
      next_action: null,
      last_payment_error: { code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' },
    })
    await deliverStripe(intentEvent('payment_intent.payment_failed', intentId), STRIPE)
    const after = await ledgerOf(checkout.id, email)
    expect(after.checkout).toMatchObject({ state: 'failure', display_message: 'We are unable to authenticate your payment method.' })
    expect(after.orders).toHaveLength(0)
    expect(after.mail).toEqual([])
  })

  it('of an earlier attempt, delivered after the order was paid (out of order), changes nothing', async () => {
    const email = uniqueEmail('late-failure')
    const { checkout, intentId } = await sentToThreeDSecure(email)
    const failedEarlier = stripeEvent('payment_intent.payment_failed', {
      ...stripe.intent(intentId),
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.' },
    })
    stripe.authenticate(intentId)
    await deliverStripe(intentEvent('payment_intent.amount_capturable_updated', intentId), STRIPE)
    const paid = await ledgerOf(checkout.id, email)

    expect((await deliverStripe(failedEarlier, STRIPE)).status).toBe(200)
    expect(await ledgerOf(checkout.id, email)).toEqual(paid)
  })
})

describe('payment_intent.canceled', () => {
  it('reopens the checkout for another payment when Stripe canceled the waiting intent', async () => {
    const email = uniqueEmail('canceled')
    const { checkout, intentId } = await sentToThreeDSecure(email)
    stripe.cancelAtStripe(intentId)
    const event = intentEvent('payment_intent.canceled', intentId)
    await deliverStripe(event, STRIPE)
    const after = await ledgerOf(checkout.id, email)
    expect(after.checkout).toMatchObject({ state: 'pending', payment_id: null })
    expect(after.payments.map((payment) => payment.state)).toEqual(['canceled'])

    const before = await databaseSnapshot()
    await deliverStripe(event, STRIPE)
    expect(await databaseSnapshot()).toEqual(before)
  })
})

describe('charge.refunded', () => {
  it('records a refund made in the Stripe dashboard once, by the total Stripe reports, whatever the order of events', async () => {
    const email = uniqueEmail('refunded')
    const { checkout, intentId, lookupNumber } = await payStripeByCard(email)
    const charge = (amountRefunded: number) => ({ id: 'ch_1', object: 'charge', payment_intent: intentId, amount_refunded: amountRefunded })
    const first = stripeEvent('charge.refunded', charge(500))
    const second = stripeEvent('charge.refunded', charge(1200))

    await deliverStripe(first, STRIPE)
    await deliverStripe(first, STRIPE)
    await deliverStripe(second, STRIPE)
    // An older event arriving last says less was refunded: nothing changes.
    await deliverStripe(stripeEvent('charge.refunded', charge(500)), STRIPE)

    const order = body<AdminOrder>(await adminCall(`/orders/${lookupNumber}`, STRIPE))
    expect(order.refunds.map((refund) => [refund.amountCents, refund.source, refund.state])).toEqual([
      [500, 'provider', 'succeeded'],
      [700, 'provider', 'succeeded'],
    ])
    expect((await ledgerOf(checkout.id, email)).orders).toHaveLength(1)
  })
})

describe('charge.dispute.created', () => {
  it('flags the order as disputed for the operator, once', async () => {
    const { intentId, lookupNumber } = await payStripeByCard(uniqueEmail('dispute'))
    const dispute = stripeEvent('charge.dispute.created', {
      id: 'dp_1',
      object: 'dispute',
      charge: 'ch_1',
      payment_intent: intentId,
      amount: 2500,
      reason: 'fraudulent',
      status: 'needs_response',
    })
    await deliverStripe(dispute, STRIPE)
    await deliverStripe(dispute, STRIPE)
    const order = body<AdminOrder>(await adminCall(`/orders/${lookupNumber}`, STRIPE))
    expect(order.disputes).toEqual([
      expect.objectContaining({ disputeId: 'dp_1', amountCents: 2500, reason: 'fraudulent', status: 'needs_response' }),
    ])
  })
})

describe('deliveries that are not Stripe’s', () => {
  it('refuse a forged signature with 400 and change nothing', async () => {
    const { intentId } = await sentToThreeDSecure(uniqueEmail('forged'))
    stripe.authenticate(intentId)
    const before = await databaseSnapshot()
    const answer = await deliverStripe(intentEvent('payment_intent.amount_capturable_updated', intentId), STRIPE, {
      secret: 'whsec_attacker_guess',
    })
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({ error: 'The signature does not match the body: refused as forged.' })
    expect(await databaseSnapshot()).toEqual(before)
  })

  it.each([
    ['ten minutes old', -600],
    ['ten minutes ahead', 600],
  ])('refuse a stale delivery (%s) with 400 and change nothing', async (_, offset) => {
    const { intentId } = await sentToThreeDSecure(uniqueEmail('stale'))
    stripe.authenticate(intentId)
    const before = await databaseSnapshot()
    const answer = await deliverStripe(intentEvent('payment_intent.amount_capturable_updated', intentId), STRIPE, {
      timestamp: nowSeconds() + offset,
    })
    expect(answer.status).toBe(400)
    expect(await databaseSnapshot()).toEqual(before)
  })

  it('refuse an unsigned delivery, and answer 404 where Stripe webhooks are not set up', async () => {
    const unsigned = await callApp(
      new Request('https://webhooks.example.com/webhooks/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(stripeEvent('payment_intent.succeeded', { id: 'pi_x' })),
      }),
      STRIPE,
    )
    expect(unsigned.status).toBe(400)
    expect(unsigned.json).toEqual({ error: 'The delivery is not signed.' })
    const { STRIPE_WEBHOOK_SECRET: _, ...withoutSecret } = STRIPE
    const off = await deliverStripe(stripeEvent('payment_intent.succeeded', { id: 'pi_x' }), withoutSecret)
    expect(off.status).toBe(404)
  })

  it('answer 200 "ignored" for a signed charge.refunded of a Charges-API charge (no PaymentIntent), and change nothing', async () => {
    await payStripeByCard(uniqueEmail('charges-api'))
    const before = await databaseSnapshot()
    const answer = await deliverStripe(
      stripeEvent('charge.refunded', { id: 'ch_from_another_app', object: 'charge', payment_intent: null, amount_refunded: 700 }),
      STRIPE,
    )
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ received: true, duplicate: false, ignored: true })
    expect(await databaseSnapshot()).toEqual(before)
  })

  it('answer 200 for an event about a payment that is not ours, and change nothing', async () => {
    await payStripeByCard(uniqueEmail('not-ours'))
    const before = await databaseSnapshot()
    const answer = await deliverStripe(
      stripeEvent('payment_intent.succeeded', { id: 'pi_from_another_app', object: 'payment_intent', metadata: {} }),
      STRIPE,
    )
    expect(answer.status).toBe(200)
    const after = await databaseSnapshot()
    expect({ ...after, webhook_events: [] }).toEqual({ ...before, webhook_events: [] })
  })
})
