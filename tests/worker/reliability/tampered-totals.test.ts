import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Checkout, Costs, PaymentAnswer } from '../../../domain/schemas/checkout'
import { customer, freshStore, skuOf } from '../../support/fixtures/checkout-fixtures'
import { databaseSnapshot, rowCounts } from '../../support/harness/reliability/harness'
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

/**
 * Claim: money is worked out on the server from the catalogue at every step, and again
 * at submit. Whatever a request says about prices, quantities, currency or discounts
 * beyond the shopper's real choices changes nothing: not the checkout's costs, not the
 * amount authorized, not the order, not the charge.
 */

const TAMPERED_MONEY = {
  price: 1,
  unitPrice: 1,
  totalPrice: 1,
  amount: 1,
  total: 1,
  costs: {
    total: { value: 1, currency: 'USD' },
    lineItems: { value: 1 },
    tax: { value: 0 },
    shipping: { value: 0 },
    discount: { value: 999_999, type: 'fixed' },
  },
  discount: { value: 999_999, type: 'fixed', percentage: 100 },
}

async function chargedFor(checkoutId: string): Promise<number | undefined> {
  const row = await env.DB.prepare(
    'SELECT c.amount_cents FROM sandbox_charges c JOIN payments p ON p.provider_ref = c.intent_id WHERE p.checkout_id = ?1',
  )
    .bind(checkoutId)
    .first<{ amount_cents: number }>()
  return row?.amount_cents
}

async function orderOf(checkoutId: string) {
  return env.DB.prepare('SELECT total_cents, discount_cents, subtotal_cents, currency FROM orders WHERE checkout_id = ?1')
    .bind(checkoutId)
    .first<{ total_cents: number; discount_cents: number; subtotal_cents: number; currency: string }>()
}

/** The costs an honest shopper gets for two Day Tees to California, standard delivery. */
async function honestCosts(shopper: Shopper, sku: string): Promise<Costs> {
  return (await readyCheckout(shopper, [{ sku, quantity: 2 }], 'honest@example.com')).costs
}

describe('a tampered request', () => {
  it('changes nothing about the money from create to charge', async () => {
    const storeSlug = await freshStore()
    const shopper = shopperAt(storeSlug)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const honest = await honestCosts(shopper, sku)
    expect(honest.total.value).toBeGreaterThan(5000)

    const created = await shopper.post('/api/checkout', {
      ...TAMPERED_MONEY,
      storeSlug,
      lineItems: [{ sku, quantity: 2, ...TAMPERED_MONEY, currency: 'USD' }],
    })
    expect(created.status).toBe(201)
    const id = body<Checkout>(created).id
    expect(body<Checkout>(created).costs.lineItems.value).toBe(5000)

    const updated = await shopper.put('/api/v1/checkout', {
      id,
      ...TAMPERED_MONEY,
      data: {
        storeSlug,
        customer: customer(),
        deliveryOption: { id: 'standard', price: 0, label: 'Free delivery' },
        paymentMethod: 'card',
        lineItems: [{ sku, quantity: 200, price: 1 }],
        currency: 'JPY',
        ...TAMPERED_MONEY,
      },
    })
    expect(updated.status, updated.text).toBe(200)
    expect(body<Checkout>(updated).costs).toEqual(honest)

    const initiated = await shopper.post('/api/v1/initiatePayment', {
      checkoutId: id,
      paymentMethod: 'card',
      paymentMethodId: await sandboxCard(shopper),
      currency: 'JPY',
      ...TAMPERED_MONEY,
    })
    expect(initiated.status).toBe(200)
    const payment = body<PaymentAnswer>(initiated)
    expect(payment.amount).toEqual({ value: honest.total.value, currency: 'USD' })

    const submitted = await shopper.post('/api/v1/checkout/submit', {
      checkoutId: id,
      storeSlug,
      paymentId: payment.paymentId,
      paymentToken: payment.paymentToken,
      returnUrl: `/checkout/${id}`,
      currency: 'JPY',
      ...TAMPERED_MONEY,
    })
    expect(submitAnswer(submitted).state).toBe('success')
    expect(await orderOf(id)).toEqual({ total_cents: honest.total.value, discount_cents: 0, subtotal_cents: 5000, currency: 'USD' })
    expect(await chargedFor(id)).toBe(honest.total.value)
  })

  it('cannot give itself a discount: an unknown promo code is refused and costs stay whole', async () => {
    const storeSlug = await freshStore()
    const shopper = shopperAt(storeSlug)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const checkout = await readyCheckout(shopper, [{ sku, quantity: 2 }])
    const refused = await shopper.put('/api/v1/checkout', {
      id: checkout.id,
      data: { storeSlug, promoCode: 'FREE100', discount: { value: 5000 } },
    })
    expect(refused.status).toBe(422)
    expect(refused.json).toMatchObject({
      error: "Sorry, this promo code isn't valid. Please check and try again.",
      message: { errors: [{ source: { pointer: '/data/promoCode' } }] },
    })
    const now = body<Checkout>(await shopper.get(`/api/checkout?id=${checkout.id}&storeSlug=${storeSlug}`))
    expect(now.costs).toEqual(checkout.costs)
    expect(now.promoCode).toBeNull()
  })

  it('refuses quantities and currencies outside the rules, creating nothing', async () => {
    const storeSlug = await freshStore()
    const shopper = shopperAt(storeSlug)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const before = rowCounts(await databaseSnapshot())
    for (const lineItems of [
      [{ sku, quantity: -2 }],
      [{ sku, quantity: 0 }],
      [{ sku, quantity: 1.5 }],
      [{ sku, quantity: 1_000_000 }],
      [{ sku, quantity: '2' }],
    ]) {
      const answer = await shopper.post('/api/checkout', { storeSlug, lineItems })
      expect(answer.status, JSON.stringify(lineItems)).toBe(400)
      expect(answer.json).toMatchObject({ error: expect.any(String) })
    }
    const badCurrency = await shopper.post('/api/checkout', { storeSlug, lineItems: [{ sku, quantity: 1 }], currency: 'BTC' })
    expect(badCurrency.status).toBe(400)
    // Ten of the only ten in stock is fine; eleven is more than there is.
    const tooMany = await shopper.post('/api/checkout', { storeSlug, lineItems: [{ sku, quantity: 11 }] })
    expect(tooMany.status).toBe(409)
    expect(tooMany.json).toMatchObject({ error: 'Sorry, only 10 of Day Tee (White, M) are left.' })
    expect(rowCounts(await databaseSnapshot())).toEqual(before)
  })
})

describe('totals at submit', () => {
  it('are worked out again: a price that changed after the payment started is what is charged', async () => {
    const storeSlug = await freshStore()
    const shopper = shopperAt(storeSlug)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const checkout = await readyCheckout(shopper, [{ sku, quantity: 1 }])
    const payment = await startCardPayment(shopper, checkout.id, await sandboxCard(shopper))
    expect(payment.amount.value).toBe(checkout.costs.total.value)

    const sizeId = Number(sku.split('_')[2])
    await env.DB.prepare('UPDATE sizes SET price_cents = 3500 WHERE id = ?1').bind(sizeId).run()

    const submitted = await submitter(shopper, checkout.id, payment)()
    expect(submitAnswer(submitted).state).toBe('success')
    const order = await orderOf(checkout.id)
    expect(order?.subtotal_cents).toBe(3500)
    expect(order?.total_cents).toBeGreaterThan(checkout.costs.total.value)
    expect(await chargedFor(checkout.id)).toBe(order?.total_cents)
  })
})
