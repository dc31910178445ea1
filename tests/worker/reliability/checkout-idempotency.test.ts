import { env } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Checkout, Order, PaymentAnswer } from '../../../domain/schemas/checkout'
import { chargesFor, freshStore, ordersFor, skuOf, stockOf } from '../../support/fixtures/checkout-fixtures'
import {
  body,
  readyCheckout,
  sandboxCard,
  type Shopper,
  shopperAt,
  startCardPayment,
  submitAnswer,
  submitter,
} from '../../support/harness/reliability/shopper'
import { STRIPE_BINDINGS, StripeStandIn } from '../../support/harness/reliability/stripe-stand-in'

/**
 * Claim: one checkout makes one order and one charge, however often and however
 * concurrently it is submitted, and whatever answers are lost on the way. Idempotency
 * keys run end to end: the browser's repeated submit finds the checkout's order, and
 * every call to Stripe that moves money carries an Idempotency-Key that repeats with it.
 */

const UPSTREAM = 'We could not reach the payment provider. Please try again in a moment.'

let stripe: StripeStandIn

beforeEach(() => {
  stripe = new StripeStandIn()
  vi.stubGlobal('fetch', stripe.fetch)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

async function stripeCheckout(quantity = 1) {
  const storeSlug = await freshStore()
  const shopper = shopperAt(storeSlug, () => STRIPE_BINDINGS)
  const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
  const checkout = await readyCheckout(shopper, [{ sku, quantity }])
  const payment = await startCardPayment(shopper, checkout.id, 'pm_card_visa')
  expect(payment).toMatchObject({ platform: 'stripe', state: 'created' })
  return { shopper, sku, checkout, payment, submit: submitter(shopper, checkout.id, payment) }
}

async function paymentRows(checkoutId: string) {
  const { results } = await env.DB.prepare('SELECT state, amount_cents FROM payments WHERE checkout_id = ?1')
    .bind(checkoutId)
    .all<{ state: string; amount_cents: number }>()
  return results
}

const orderTotal = async (checkoutId: string) =>
  (await env.DB.prepare('SELECT total_cents FROM orders WHERE checkout_id = ?1').bind(checkoutId).first<{ total_cents: number }>())
    ?.total_cents

// Fifty requests at once, each with its payment calls and the sandbox's webhooks after
// them, take a few seconds in workerd on a busy machine.
describe('one checkout submitted 50 times at once', { timeout: 20_000 }, () => {
  it('makes exactly one order and one payment with the sandbox provider', async () => {
    const storeSlug = await freshStore()
    const shopper = shopperAt(storeSlug)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const checkout = await readyCheckout(shopper, [{ sku, quantity: 2 }])
    const payment = await startCardPayment(shopper, checkout.id, await sandboxCard(shopper))
    const submit = submitter(shopper, checkout.id, payment)

    const answers = await Promise.all(Array.from({ length: 50 }, submit))

    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200))
    expect(new Set(answers.map((answer) => submitAnswer(answer).orderLookupNumber)).size).toBe(1)
    expect(await ordersFor(checkout.id)).toBe(1)
    expect(await chargesFor(checkout.id)).toBe(1)
    expect((await paymentRows(checkout.id)).map((row) => row.state)).toEqual(['succeeded'])
    expect(await stockOf(sku)).toBe(8)
  })

  it('makes exactly one order, one authorization and one capture at Stripe, the others answering in progress', async () => {
    const { checkout, submit, sku, shopper } = await stripeCheckout()
    // The first authorization is still at Stripe when the others arrive, as over a real network.
    stripe.holdUntilContended((call) => call.method === 'POST' && call.path.endsWith('/confirm'))

    const answers = await Promise.all(Array.from({ length: 50 }, submit))

    // Requests that met another one still talking to Stripe with the same key answer the
    // spec's in-progress state (pending, no redirect), so the page polls; none is an error.
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200))
    const states = answers.map((answer) => submitAnswer(answer).state)
    expect(states.every((state) => state === 'success' || state === 'pending')).toBe(true)
    const succeeded = answers.filter((answer) => submitAnswer(answer).state === 'success')
    const inProgress = answers.filter((answer) => submitAnswer(answer).state === 'pending')
    expect(succeeded.length).toBeGreaterThan(0)
    expect(inProgress.length).toBeGreaterThan(0)
    for (const answer of inProgress)
      expect(submitAnswer(answer)).toEqual({ state: 'pending', redirectUrl: null, displayMessage: null, orderLookupNumber: null })
    const lookupNumber = submitAnswer(succeeded[0]).orderLookupNumber
    expect(new Set(succeeded.map((answer) => submitAnswer(answer).orderLookupNumber))).toEqual(new Set([lookupNumber]))

    // What the polling page reads next, and a submit repeated later, both give the one order.
    const polled = await shopper.get(`/api/checkout?id=${checkout.id}&storeSlug=${shopper.storeSlug}`)
    expect(body<Checkout>(polled)).toMatchObject({ state: 'success', orderLookupNumber: lookupNumber })
    expect(submitAnswer(await submit())).toMatchObject({ state: 'success', orderLookupNumber: lookupNumber })

    expect(await ordersFor(checkout.id)).toBe(1)
    expect(stripe.intents.size).toBe(1)
    expect(stripe.calls.filter((call) => call.path === '/v1/payment_intents' && call.method === 'POST')).toHaveLength(1)
    expect(stripe.authorizations).toHaveLength(1)
    expect(stripe.captures).toEqual([{ intent: [...stripe.intents.keys()][0], amount: await orderTotal(checkout.id) }])
    expect((await paymentRows(checkout.id)).map((row) => row.state)).toEqual(['succeeded'])
    expect(stripe.unkeyed).toEqual([])
    expect(await stockOf(sku)).toBe(9)
  })
})

describe('a retried submit after a network error', () => {
  it('answers the same order when the answer was lost on the way to the browser', async () => {
    const { checkout, submit } = await stripeCheckout()
    const lost = await submit()
    expect(submitAnswer(lost).state).toBe('success')

    const retried = submitAnswer(await submit())
    expect(retried).toMatchObject({ state: 'success', orderLookupNumber: submitAnswer(lost).orderLookupNumber })
    expect(await ordersFor(checkout.id)).toBe(1)
    expect(stripe.authorizations).toHaveLength(1)
    expect(stripe.captures).toHaveLength(1)
  })

  it('gives a shopper who pays again for a checkout already paid the payment that paid it, and the same order', async () => {
    const storeSlug = await freshStore()
    const shopper = shopperAt(storeSlug)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const checkout = await readyCheckout(shopper, [{ sku, quantity: 1 }])
    const first = await startCardPayment(shopper, checkout.id, await sandboxCard(shopper))
    const lost = submitAnswer(await submitter(shopper, checkout.id, first)())
    expect(lost.state).toBe('success')

    // The browser never heard: it makes a new card and asks again, as the checkout page does.
    const updated = await shopper.post('/api/v1/updatePayment', {
      paymentId: first.paymentId,
      checkoutId: checkout.id,
      paymentToken: first.paymentToken,
      paymentMethodId: await sandboxCard(shopper),
    })
    expect(updated.status).toBe(200)
    expect(body<PaymentAnswer>(updated)).toMatchObject({ paymentId: first.paymentId, state: 'succeeded' })
    const initiated = await startCardPayment(shopper, checkout.id, await sandboxCard(shopper))
    expect(initiated).toMatchObject({ paymentId: first.paymentId, state: 'succeeded' })

    const again = submitAnswer(await submitter(shopper, checkout.id, initiated)())
    expect(again).toMatchObject({ state: 'success', orderLookupNumber: lost.orderLookupNumber })
    expect(await ordersFor(checkout.id)).toBe(1)
    expect(await chargesFor(checkout.id)).toBe(1)
  })

  it('reads a Stripe confirmation whose answer was lost back, places the order at once and charges once', async () => {
    const { checkout, submit } = await stripeCheckout()
    stripe.inject({ match: (call) => call.path.endsWith('/confirm'), kind: 'drop-after', times: 1 })

    // Stripe did authorize though the worker never heard: it asks before deciding, finds
    // the money held, and the shopper's one submit ends on their order.
    const answered = submitAnswer(await submit())
    expect(answered.state).toBe('success')
    const confirm = stripe.calls.findIndex((call) => call.path.endsWith('/confirm'))
    expect(stripe.calls[confirm + 1]).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${[...stripe.intents.keys()][0]}` })
    expect(stripe.authorizations).toHaveLength(1)

    const retried = submitAnswer(await submit())
    expect(retried).toMatchObject({ state: 'success', orderLookupNumber: answered.orderLookupNumber })
    expect(stripe.calls.filter((call) => call.path.endsWith('/confirm'))).toHaveLength(1)
    expect(stripe.captures).toHaveLength(1)
    expect(await ordersFor(checkout.id)).toBe(1)
    expect(stripe.unkeyed).toEqual([])
  })

  it('answers upstream trouble, and charges nothing, when Stripe cannot be reached to confirm at all', async () => {
    const { checkout, submit } = await stripeCheckout()
    stripe.inject({ match: (call) => call.path.endsWith('/confirm'), kind: 'drop-before', times: 1 })
    stripe.inject({ match: (call) => call.method === 'GET', kind: 'drop-before', times: 1 })

    const failed = await submit()
    expect(failed.status).toBe(502)
    expect(submitAnswer(failed).error).toBe(UPSTREAM)
    expect(stripe.authorizations).toHaveLength(0)

    expect(submitAnswer(await submit()).state).toBe('success')
    expect(stripe.authorizations).toHaveLength(1)
    expect(stripe.captures).toHaveLength(1)
    expect(await ordersFor(checkout.id)).toBe(1)
  })

  it('reads a capture whose answer was lost back: the order stands and the money is taken once', async () => {
    const { checkout, submit, shopper } = await stripeCheckout()
    stripe.inject({ match: (call) => call.path.endsWith('/capture'), kind: 'drop-after', times: 1 })

    const submitted = submitAnswer(await submit())
    expect(submitted.state).toBe('success')
    expect(stripe.captures).toHaveLength(1)
    expect((await paymentRows(checkout.id)).map((row) => row.state)).toEqual(['succeeded'])

    const order = await shopper.get(`/api/v1/orders?cartId=${checkout.cartId}`)
    expect(order.status).toBe(200)
    expect(body<Order>(order).lookupNumber).toBe(submitted.orderLookupNumber)
    expect(stripe.calls.filter((call) => call.path.endsWith('/capture'))).toHaveLength(1)
    expect(stripe.captures).toHaveLength(1)
  })

  it('keeps the order when Stripe cannot be reached to capture or to ask, and captures once with the same key on the next read', async () => {
    const { checkout, submit, shopper } = await stripeCheckout()
    stripe.inject({ match: (call) => call.path.endsWith('/capture'), kind: 'drop-after', times: 1 })
    stripe.inject({ match: (call) => call.method === 'GET', kind: 'drop-before', times: 1 })

    const submitted = submitAnswer(await submit())
    expect(submitted.state).toBe('success')
    expect((await paymentRows(checkout.id)).map((row) => row.state)).toEqual(['authorized'])

    const order = await shopper.get(`/api/v1/orders?cartId=${checkout.cartId}`)
    expect(body<Order>(order).lookupNumber).toBe(submitted.orderLookupNumber)
    const captures = stripe.calls.filter((call) => call.path.endsWith('/capture'))
    expect(captures).toHaveLength(2)
    expect(captures[1]).toMatchObject({ idempotencyKey: captures[0].idempotencyKey, replayed: true })
    expect(stripe.captures).toHaveLength(1)
    expect((await paymentRows(checkout.id)).map((row) => row.state)).toEqual(['succeeded'])
  })

  it('makes one PaymentIntent when the answer to creating it was lost and the shopper starts again', async () => {
    const storeSlug = await freshStore()
    const shopper: Shopper = shopperAt(storeSlug, () => STRIPE_BINDINGS)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const checkout = await readyCheckout(shopper, [{ sku, quantity: 1 }])
    stripe.inject({ match: (call) => call.method === 'POST' && call.path === '/v1/payment_intents', kind: 'drop-after', times: 1 })

    const lost = await shopper.post('/api/v1/initiatePayment', {
      checkoutId: checkout.id,
      paymentMethod: 'card',
      paymentMethodId: 'pm_card_visa',
    })
    expect(lost.status).toBe(502)
    const payment = await startCardPayment(shopper, checkout.id, 'pm_card_visa')
    expect(submitAnswer(await submitter(shopper, checkout.id, payment)()).state).toBe('success')

    expect(stripe.intents.size).toBe(1)
    expect(stripe.captures).toHaveLength(1)
    expect((await paymentRows(checkout.id)).map((row) => row.state)).toEqual(['succeeded'])
  })
})
