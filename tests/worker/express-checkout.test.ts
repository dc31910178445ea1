import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Checkout, PaymentAnswer, SubmitAnswer } from '../../domain/schemas/checkout'
import { storeClient } from '../support/harness/worker/checkout-api-client'
import { freshStore, ordersFor, skuOf } from '../support/fixtures/checkout-fixtures'

/**
 * Express checkout with the sandbox's PayPal and Afterpay (spec section 2: the express
 * checkout auto-starts payment): a new shopper goes straight to the provider's page, which
 * collects the address; the checkout takes it and charges the final total.
 */

const SHOPPER = {
  firstName: 'Rosa',
  lastName: 'Parks',
  email: 'Rosa.Parks@example.com',
  phone: '(213) 555-0199',
  address1: '350 S Grand Ave',
  city: 'Los Angeles',
  stateCode: 'CA',
  zip: '90071',
}

async function expressStart(method: 'paypal' | 'afterpay') {
  const storeSlug = await freshStore()
  const api = storeClient(storeSlug)
  const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
  const { body: created } = await api.post<Checkout>('/api/checkout', { storeSlug, lineItems: [{ sku, quantity: 2 }] })
  const id = created.id
  expect((await api.put('/api/v1/checkout', { id, data: { storeSlug, paymentMethod: method } })).status).toBe(200)
  const payment = await api.post<PaymentAnswer>('/api/v1/initiatePayment', { checkoutId: id, paymentMethod: method })
  expect(payment.status).toBe(200)
  const submitted = await api.post<SubmitAnswer>('/api/v1/checkout/submit', {
    checkoutId: id,
    storeSlug,
    paymentId: payment.body.paymentId,
    paymentToken: payment.body.paymentToken,
    returnUrl: `${api.origin}/checkout/${id}?payment=returned`,
  })
  return { api, storeSlug, id, payment: payment.body, submitted: submitted.body }
}

/** Follows the provider's redirect back to the store, as the browser would. */
async function follow(api: ReturnType<typeof storeClient>, location: string | null) {
  const back = new URL(location ?? '', api.origin)
  return api.get(back.pathname + back.search)
}

describe('express checkout with a new shopper', () => {
  for (const method of ['paypal', 'afterpay'] as const) {
    it(`goes straight to ${method}'s page, takes the address it collected and charges the final total with tax`, async () => {
      const { api, storeSlug, id, payment, submitted } = await expressStart(method)
      // Two $25.00 tees and standard delivery in the contiguous states; tax waits for the address.
      expect(payment.amount).toEqual({ value: 2 * 2500 + 599 + 200, currency: 'USD' })
      expect(submitted).toMatchObject({ state: 'pending', redirectUrl: expect.stringMatching(/^\/dev\/sandbox\/pay\/sbx_/) })

      const page = await api.get<string>(submitted.redirectUrl ?? '')
      expect(page.body).toContain('<legend>Ship to</legend>')
      expect(page.body).toContain('Estimated: the store adds sales tax for the address you choose.')

      const approved = await api.form(`${submitted.redirectUrl}/approve`, SHOPPER)
      expect(approved.status).toBe(303)
      const returned = await follow(api, approved.headers.get('location'))
      expect(returned.headers.get('location')).toBe(`${api.origin}/checkout/${id}?payment=returned`)

      const checkout = (await api.get<Checkout>(`/api/checkout?id=${id}&storeSlug=${storeSlug}`)).body
      expect(checkout.state).toBe('success')
      expect(checkout.customer).toMatchObject({
        firstName: 'Rosa',
        lastName: 'Parks',
        email: 'rosa.parks@example.com',
        address: { address1: '350 S Grand Ave', city: 'Los Angeles', stateCode: 'CA', zip: '90071', countryCode: 'US' },
      })
      expect(checkout.deliveryOption?.id).toBe('standard')
      const tax = Math.round((5000 + 799) * 0.0725)
      expect(checkout.costs).toMatchObject({ shipping: { value: 799 }, tax: { value: tax }, total: { value: 5000 + 799 + tax } })
      const charged = await env.DB.prepare(
        'SELECT c.amount_cents FROM sandbox_charges c JOIN payments p ON p.provider_ref = c.intent_id WHERE p.checkout_id = ?1',
      )
        .bind(id)
        .first<{ amount_cents: number }>()
      expect(charged?.amount_cents).toBe(checkout.costs.total.value)
      expect(await ordersFor(id)).toBe(1)
    })
  }

  it('leaves the checkout to the address form when the shopper cancels at the provider', async () => {
    const { api, storeSlug, id, submitted } = await expressStart('paypal')
    const canceled = await api.form(`${submitted.redirectUrl}/cancel`, {})
    await follow(api, canceled.headers.get('location'))
    const checkout = (await api.get<Checkout>(`/api/checkout?id=${id}&storeSlug=${storeSlug}`)).body
    expect(checkout).toMatchObject({ state: 'pending', customer: null, paymentId: null })
    expect(await ordersFor(id)).toBe(0)
  })

  it('takes no payment when the provider gives an address the checkout cannot deliver to', async () => {
    const { api, storeSlug, id, submitted } = await expressStart('paypal')
    const approved = await api.form(`${submitted.redirectUrl}/approve`, { ...SHOPPER, zip: '10001' })
    await follow(api, approved.headers.get('location'))
    const checkout = (await api.get<Checkout>(`/api/checkout?id=${id}&storeSlug=${storeSlug}`)).body
    expect(checkout).toMatchObject({
      state: 'failure',
      customer: null,
      error: 'We could not use the address PayPal gave us. Please enter your delivery address to finish your order.',
    })
    expect(await ordersFor(id)).toBe(0)
  })

  it('still asks for an address before a card or wallet payment', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const { body: created } = await api.post<Checkout>('/api/checkout', { storeSlug, lineItems: [{ sku, quantity: 1 }] })
    for (const paymentMethod of ['card', 'google-pay']) {
      const refused = await api.post('/api/v1/initiatePayment', { checkoutId: created.id, paymentMethod })
      expect(refused).toMatchObject({
        status: 422,
        body: { error: 'Please enter your address and choose a delivery option before you pay.' },
      })
    }
  })
})
