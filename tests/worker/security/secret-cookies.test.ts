import { describe, expect, it } from 'vitest'
import type { Checkout, PaymentAnswer } from '../../../domain/schemas/checkout'
import { sandboxCardToken } from '../../support/harness/worker/card-purchase'
import { storeClient } from '../../support/harness/worker/checkout-api-client'
import { customer, freshStore, skuOf } from '../../support/fixtures/checkout-fixtures'

/**
 * Claim: cookies that carry secrets are the worker's, HttpOnly: no script on a page (a
 * pixel, a merchant's widget) can read them. The payment cookie (payment id and token),
 * the kept checkout cart, the record of the checkouts it started, the gate's session and the
 * preview token are all set by the worker.
 */

function setCookies(headers: Headers): Record<string, string> {
  return Object.fromEntries(headers.getSetCookie().map((cookie) => [cookie.split('=')[0], cookie]))
}

describe('the payment cookie', () => {
  it('is set by the worker, HttpOnly, with each payment it answers, and cleared once the order is placed', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const { body: checkout } = await api.post<Checkout>('/api/checkout', { storeSlug, lineItems: [{ sku, quantity: 1 }] })
    await api.put('/api/v1/checkout', { id: checkout.id, data: { storeSlug, customer: customer(), deliveryOption: 'standard' } })
    const payment = await api.post<PaymentAnswer>('/api/v1/initiatePayment', {
      checkoutId: checkout.id,
      paymentMethod: 'card',
      paymentMethodId: await sandboxCardToken(api),
    })
    const cookie = setCookies(payment.headers).checkout_payment ?? ''
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(decodeURIComponent(cookie)).toContain(payment.body.paymentToken)

    await api.post('/api/v1/checkout/submit', {
      checkoutId: checkout.id,
      storeSlug,
      paymentId: payment.body.paymentId,
      paymentToken: payment.body.paymentToken,
      returnUrl: '/',
    })
    const finished = await api.get<Checkout>(`/api/checkout?id=${checkout.id}&storeSlug=${storeSlug}`)
    expect(finished.body.state).toBe('success')
    const after = setCookies(finished.headers)
    expect(after.checkout_payment).toMatch(/Max-Age=0/i)
    expect(Object.entries(after).find(([name]) => name.startsWith('checkout_cart_'))?.[1]).toMatch(/HttpOnly/i)
    expect(api.cookies().has('checkout_payment')).toBe(false)
  })
})

describe('the record of the checkouts a browser started', () => {
  it('is set by the worker with the checkout, HttpOnly and sealed: the checkout id is not in it', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const created = await api.post<Checkout>('/api/checkout', { storeSlug, lineItems: [{ sku, quantity: 1 }] })
    const cookie = Object.entries(setCookies(created.headers)).find(([name]) => name.startsWith('checkouts_'))?.[1] ?? ''
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toContain(created.body.id)
    expect(cookie).not.toContain(api.cartId)
  })
})
