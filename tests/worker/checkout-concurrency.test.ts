import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Checkout, PaymentAnswer, SubmitAnswer } from '../../domain/schemas/checkout'
import { sandboxCardToken } from '../support/harness/worker/card-purchase'
import { type StoreClient, storeClient } from '../support/harness/worker/checkout-api-client'
import { chargesFor, customer, freshStore, ordersFor, skuOf, stockOf } from '../support/fixtures/checkout-fixtures'

async function paidCheckout(api: StoreClient, storeSlug: string, sku: string, quantity: number, email: string) {
  const created = await api.post<Checkout>('/api/checkout', { lineItems: [{ sku, quantity }], storeSlug })
  expect(created.status).toBe(201)
  const id = created.body.id
  const shopper = { ...customer(), email }
  await api.put('/api/v1/checkout', { id, data: { storeSlug, customer: shopper, deliveryOption: 'standard', paymentMethod: 'card' } })
  const payment = await api.post<PaymentAnswer>('/api/v1/initiatePayment', {
    checkoutId: id,
    paymentMethod: 'card',
    paymentMethodId: await sandboxCardToken(api),
  })
  const submit = () =>
    api.post<SubmitAnswer>('/api/v1/checkout/submit', {
      checkoutId: id,
      storeSlug,
      paymentId: payment.body.paymentId,
      paymentToken: payment.body.paymentToken,
      returnUrl: `/checkout/${id}`,
    })
  return { id, submit }
}

describe('submitting at the same time', () => {
  it('makes one order and one charge from a double click', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const { id, submit } = await paidCheckout(api, storeSlug, sku, 1, 'double@example.com')
    const [first, second] = [await submit(), await submit()]
    expect(first.body.state).toBe('success')
    expect(second.body).toMatchObject({ state: 'success', orderLookupNumber: first.body.orderLookupNumber })
    expect(await ordersFor(id)).toBe(1)
    expect(await chargesFor(id)).toBe(1)
    expect(await stockOf(sku)).toBe(9)
  })

  it('makes one order and one charge from 50 submits at once', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const { id, submit } = await paidCheckout(api, storeSlug, sku, 2, 'fifty@example.com')
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit()))
    const lookups = new Set(answers.map((answer) => answer.body.orderLookupNumber))
    expect(answers.every((answer) => answer.status === 200 && answer.body.state === 'success')).toBe(true)
    expect(lookups.size).toBe(1)
    expect(await ordersFor(id)).toBe(1)
    expect(await chargesFor(id)).toBe(1)
    expect(await stockOf(sku)).toBe(8)
  })

  it('sells the last units to one of two shoppers and tells the other they are gone', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    // Night Hoodie in Black, XL: 2 left.
    const sku = await skuOf(storeSlug, 'night-hoodie', 'Black', 'XL')
    const [ann, bob] = await Promise.all([
      paidCheckout(api, storeSlug, sku, 2, 'ann@example.com'),
      paidCheckout(api, storeSlug, sku, 2, 'bob@example.com'),
    ])
    const answers = await Promise.all([ann.submit(), bob.submit()])
    const states = answers.map((answer) => answer.body.state).sort()
    expect(states).toEqual(['failure', 'success'])
    const lost = answers.find((answer) => answer.body.state === 'failure')
    expect(lost?.status).toBe(402)
    expect(lost?.body.displayMessage).toBe('Sorry, Night Hoodie (Black, XL) is out of stock. Your payment was not taken.')
    expect(await stockOf(sku)).toBe(0)
    expect((await ordersFor(ann.id)) + (await ordersFor(bob.id))).toBe(1)
    expect((await chargesFor(ann.id)) + (await chargesFor(bob.id))).toBe(1)
    // The loser's authorization was released, not left holding money.
    const loserId = answers[0].body.state === 'failure' ? ann.id : bob.id
    const held = await env.DB.prepare(
      `SELECT s.status FROM sandbox_intents s JOIN payments p ON p.provider_ref = s.id WHERE p.checkout_id = ?1`,
    )
      .bind(loserId)
      .first<{ status: string }>()
    expect(held?.status).toBe('canceled')
  })

  it('never oversells: ten shoppers racing for five units buy exactly five', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    const sku = await skuOf(storeSlug, 'night-hoodie', 'Black', 'S')
    const shoppers = await Promise.all(Array.from({ length: 10 }, (_, i) => paidCheckout(api, storeSlug, sku, 1, `racer${i}@example.com`)))
    const answers = await Promise.all(shoppers.map((shopper) => shopper.submit()))
    expect(answers.filter((answer) => answer.body.state === 'success')).toHaveLength(5)
    expect(answers.filter((answer) => answer.body.state === 'failure')).toHaveLength(5)
    expect(await stockOf(sku)).toBe(0)
  })
})
