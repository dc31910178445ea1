import { BACKEND_KEY } from '../../support/backend-key'
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Checkout, PaymentAnswer } from '../../../domain/schemas/checkout'
import { storeClient } from '../../support/harness/worker/checkout-api-client'
import { customer, freshStore, skuOf } from '../../support/fixtures/checkout-fixtures'
import { purchaseByCard, sandboxCardToken } from '../../support/harness/worker/card-purchase'
import { callApp, storeRequest } from '../../support/harness/reliability/harness'

/**
 * The probe of issue 12 as an attacker runs it: a browser on one store's host tries to buy
 * from a gated store (no access code) and to work another store's checkout, payment and
 * customers. Every attempt is a 4xx and changes nothing.
 */

const GATED_CODE = 'only-for-members'

async function checkoutsOf(storeSlug: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM checkouts c JOIN stores s ON s.id = c.store_id WHERE s.slug = ?1')
    .bind(storeSlug)
    .first<{ n: number }>()
  return row?.n ?? 0
}

async function mailTo(recipient: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?1').bind(recipient).first<{ n: number }>()
  return row?.n ?? 0
}

/** A checkout in `storeSlug` made by its own shopper (`api`, their browser), ready to pay. */
async function shopperCheckout(storeSlug: string, api = storeClient(storeSlug)): Promise<string> {
  const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
  const created = await api.post<Checkout>('/api/checkout', { storeSlug, lineItems: [{ sku, quantity: 1 }] })
  expect(created.status).toBe(201)
  await api.put('/api/v1/checkout', { id: created.body.id, data: { storeSlug, customer: customer(), deliveryOption: 'standard' } })
  return created.body.id
}

describe('a browser acts for the store of its Host only', () => {
  it('cannot open a checkout in a gated store from another store’s host', async () => {
    const gated = await freshStore({}, { accessCode: GATED_CODE })
    const attackerHost = await freshStore()
    const sku = await skuOf(gated, 'day-tee', 'White', 'M')
    const answer = await storeClient(attackerHost).post('/api/checkout', { storeSlug: gated, lineItems: [{ sku, quantity: 1 }] })
    expect(answer).toMatchObject({ status: 403, body: { error: 'This request is for another store.' } })
    expect(await checkoutsOf(gated)).toBe(0)
  })

  it('cannot read, change, price, pay for or submit another store’s checkout', async () => {
    const victim = await freshStore()
    const attackerHost = await freshStore()
    const id = await shopperCheckout(victim)
    const attacker = storeClient(attackerHost)
    const naming = [
      await attacker.get(`/api/checkout?id=${id}&storeSlug=${victim}`),
      await attacker.put('/api/v1/checkout', { id, data: { storeSlug: victim, promoCode: 'TEN' } }),
      await attacker.post('/api/deliveryOptions', { id, storeSlug: victim, stateCode: 'TX', countryCode: 'US' }),
      await attacker.post('/api/v1/checkout/submit', {
        checkoutId: id,
        storeSlug: victim,
        paymentId: 'pay_x',
        paymentToken: 'ptok_x',
        returnUrl: '/',
      }),
      await attacker.post(`/api/v1/initiatePayment?storeSlug=${victim}`, { checkoutId: id, paymentMethod: 'card' }),
    ]
    expect(naming.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403])
    // Naming its own store instead, the checkout is not found there.
    const own = [
      await attacker.get(`/api/checkout?id=${id}&storeSlug=${attackerHost}`),
      await attacker.post('/api/v1/initiatePayment', {
        checkoutId: id,
        paymentMethod: 'card',
        paymentMethodId: await sandboxCardToken(attacker),
      }),
    ]
    expect(own.map((answer) => answer.status)).toEqual([404, 404])
    const state = await env.DB.prepare('SELECT state, payment_id FROM checkouts WHERE id = ?1')
      .bind(id)
      .first<{ state: string; payment_id: string | null }>()
    expect(state).toEqual({ state: 'pending', payment_id: null })
  })

  it('cannot read or settle a payment of another store’s checkout', async () => {
    const victim = await freshStore()
    const attackerHost = await freshStore()
    const shopper = storeClient(victim)
    const id = await shopperCheckout(victim, shopper)
    const payment = await shopper.post<PaymentAnswer>('/api/v1/initiatePayment', { checkoutId: id, paymentMethod: 'paypal' })
    expect(payment.status).toBe(200)
    const { paymentId, paymentToken } = payment.body
    const attacker = storeClient(attackerHost)
    const answers = [
      await attacker.get(`/api/v1/payment?paymentId=${paymentId}&checkoutId=${id}`),
      await attacker.post('/api/v1/updatePayment', { paymentId, checkoutId: id, paymentToken }),
      await attacker.get(`/api/v1/payments/return?paymentId=${paymentId}&outcome=canceled`),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404])
    // The shopper's own store still sees it, untouched.
    const mine = await shopper.get<{ state: string }>(`/api/v1/payment?paymentId=${paymentId}&checkoutId=${id}`)
    expect(mine).toMatchObject({ status: 200, body: { state: 'requires_action' } })
  })

  it('cannot mail another store’s customers their orders from its own host', async () => {
    const victim = await freshStore()
    const attackerHost = await freshStore()
    const email = `recover-${victim}@example.com`
    const answer = await storeClient(attackerHost).post(`/api/v1/orders/recover?email=${encodeURIComponent(email)}&slug=${victim}`)
    expect(answer).toMatchObject({ status: 403, body: { success: false, error: 'This request is for another store.' } })
    expect(await mailTo(email)).toBe(0)
  })
})

/** The checkout row as the database holds it: what a refused write must leave as it was. */
async function checkoutRow(id: string) {
  return env.DB.prepare('SELECT state, customer, delivery_option, promo_code, payment_id FROM checkouts WHERE id = ?1').bind(id).first()
}

describe('a checkout belongs to the browser that started it', () => {
  it('is not found by another browser on the same store: no change, no quote, no payment, no submit', async () => {
    const storeSlug = await freshStore()
    const shopper = storeClient(storeSlug)
    const id = await shopperCheckout(storeSlug, shopper)
    const before = await checkoutRow(id)
    // Another browser on the same store, holding the checkout's id (it travels in URLs).
    const stranger = storeClient(storeSlug)
    const attempts = [
      await stranger.put('/api/v1/checkout', { id, data: { storeSlug, customer: { ...customer(), email: 'attacker@example.com' } } }),
      await stranger.post('/api/deliveryOptions', { id, storeSlug, stateCode: 'TX', countryCode: 'US' }),
      await stranger.post('/api/v1/initiatePayment', {
        checkoutId: id,
        paymentMethod: 'card',
        paymentMethodId: await sandboxCardToken(stranger),
      }),
      await stranger.post('/api/v1/initiatePayment', { checkoutId: id, paymentMethod: 'paypal' }),
      await stranger.post('/api/v1/checkout/submit', {
        checkoutId: id,
        storeSlug,
        paymentId: 'pay_x',
        paymentToken: 'ptok_x',
        returnUrl: '/',
      }),
    ]
    expect(attempts.map((answer) => [answer.status, answer.body])).toEqual(attempts.map(() => [404, { error: 'Checkout not found' }]))
    expect(await checkoutRow(id)).toEqual(before)
    const seen = await stranger.get<Checkout>(`/api/checkout?id=${id}&storeSlug=${storeSlug}`)
    expect(seen.body.customer).toBeNull()

    // Its own shopper goes on: a payment, then the stranger cannot read or change that either.
    const payment = await shopper.post<PaymentAnswer>('/api/v1/initiatePayment', { checkoutId: id, paymentMethod: 'paypal' })
    expect(payment.status).toBe(200)
    const { paymentId, paymentToken } = payment.body
    const onPayment = [
      await stranger.get(`/api/v1/payment?paymentId=${paymentId}&checkoutId=${id}`),
      await stranger.post('/api/v1/updatePayment', { paymentId, checkoutId: id, paymentToken }),
    ]
    expect(onPayment.map((answer) => answer.status)).toEqual([404, 404])
    expect((await shopper.put<Checkout>('/api/v1/checkout', { id, data: { storeSlug, promoCode: null } })).body.customer).toMatchObject({
      email: 'ada@example.com',
    })
  })

  it('once paid, shows another browser neither its shopper nor its order number, on the API or its page', async () => {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const { submitted, checkoutId, shopper } = await purchaseByCard(storeSlug, 'ada@example.com', [{ sku, quantity: 1 }])
    const orderNumber = submitted.orderLookupNumber ?? ''
    expect(orderNumber).not.toBe('')
    const path = `/api/checkout?id=${checkoutId}&storeSlug=${storeSlug}`
    expect((await shopper.get<Checkout>(path)).body).toMatchObject({
      orderLookupNumber: orderNumber,
      customer: { email: 'ada@example.com' },
    })

    const stranger = storeClient(storeSlug)
    const seen = await stranger.get<Checkout>(path)
    expect(seen.status).toBe(200)
    expect(seen.body).toMatchObject({ id: checkoutId, state: submitted.state, customer: null, cartId: '', orderLookupNumber: null })
    const page = await stranger.get<string>(`/checkout/${checkoutId}`)
    expect(page.status).toBe(200)
    expect(page.body).not.toContain(orderNumber)
    expect(page.body).not.toContain('ada@example.com')
    expect((await shopper.get<string>(`/checkout/${checkoutId}`)).body).toContain(orderNumber)
  })

  it('is still worked on by a trusted server naming it (BACKEND_API_KEY)', async () => {
    const storeSlug = await freshStore()
    const id = await shopperCheckout(storeSlug)
    const server = await callApp(
      storeRequest(`${storeSlug}.localhost`, '/api/v1/checkout', {
        method: 'PUT',
        body: { id, data: { storeSlug, deliveryOption: 'rush' } },
        headers: { 'x-api-key': BACKEND_KEY },
      }),
      { BACKEND_API_KEY: BACKEND_KEY },
    )
    expect(server.status).toBe(200)
    expect((await checkoutRow(id))?.delivery_option).toBe('rush')
  })
})
