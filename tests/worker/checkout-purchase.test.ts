import { describe, expect, it } from 'vitest'
import type { Checkout, DeliveryQuotesAnswer, Order, PaymentAnswer, SubmitAnswer } from '../../domain/schemas/checkout'
import { sandboxCardToken } from '../support/harness/worker/card-purchase'
import { type StoreClient, storeClient } from '../support/harness/worker/checkout-api-client'
import { chargesFor, customer, freshStore, ordersFor, skuOf, stockOf } from '../support/fixtures/checkout-fixtures'

/** A checkout with a customer in California and standard delivery, ready to pay. */
async function readyCheckout(lines: { listing: string; color: string; size: string; quantity: number }[]) {
  const storeSlug = await freshStore()
  const api = storeClient(storeSlug)
  const lineItems = await Promise.all(
    lines.map(async (line) => ({ sku: await skuOf(storeSlug, line.listing, line.color, line.size), quantity: line.quantity })),
  )
  const created = await api.post<Checkout>('/api/checkout', { lineItems, storeSlug, cartId: `cart-${storeSlug}` })
  expect(created.status).toBe(201)
  const id = created.body.id
  const updated = await api.put<Checkout>('/api/v1/checkout', {
    id,
    data: { storeSlug, customer: customer(), deliveryOption: 'standard', paymentMethod: 'card' },
  })
  expect(updated.status).toBe(200)
  return { api, storeSlug, id, lineItems, checkout: updated.body }
}

async function payByCard(api: StoreClient, storeSlug: string, id: string, number: string) {
  const payment = await api.post<PaymentAnswer>('/api/v1/initiatePayment', {
    checkoutId: id,
    paymentMethod: 'card',
    paymentMethodId: await sandboxCardToken(api, number),
    amount: 1, // ignored: the amount is the checkout's total
  })
  expect(payment.status).toBe(200)
  const submit = () =>
    api.post<SubmitAnswer>('/api/v1/checkout/submit', {
      checkoutId: id,
      storeSlug,
      paymentId: payment.body.paymentId,
      paymentToken: payment.body.paymentToken,
      platform: 'card',
      returnUrl: `/checkout/${id}`,
    })
  return { payment: payment.body, submit }
}

describe('a purchase through the API', () => {
  it('goes from cart to order: create, address, delivery, promo, pay, order, track', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    const sku = await skuOf(storeSlug, 'night-hoodie', 'Navy', 'S')

    const created = await api.post<Checkout>('/api/checkout', {
      lineItems: [{ sku, quantity: 2 }],
      storeSlug,
      cartId: 'cart-42',
      trafficSource: 'organic',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      state: 'created',
      cartId: 'cart-42',
      currency: 'USD',
      costs: { lineItems: { value: 9000 }, total: { value: 9000 } },
    })
    expect(created.body.lineItems[0]).toMatchObject({
      sku,
      title: 'Night Hoodie',
      color: 'Navy',
      size: 'S',
      unitPrice: 4500,
      totalPrice: 9000,
    })
    const id = created.body.id

    const withAddress = await api.put<Checkout>('/api/v1/checkout', { id, data: { storeSlug, customer: customer() } })
    expect(withAddress.body.state).toBe('pending')
    // California 7.25% on the goods before delivery is chosen.
    expect(withAddress.body.costs.tax.value).toBe(653)

    const quotes = await api.post<DeliveryQuotesAnswer>('/api/deliveryOptions', { id, storeSlug, stateCode: 'CA', countryCode: 'US' })
    expect(quotes.body.data.attributes.quotes.map((quote) => [quote.label, quote.price])).toEqual([
      ['Standard delivery', 799],
      ['Rush delivery', 1799],
      ['Super rush delivery', 2899],
    ])

    const priced = await api.put<Checkout>('/api/v1/checkout', {
      id,
      data: { storeSlug, deliveryOption: 'rush', promoCode: 'ten', paymentMethod: 'card' },
    })
    expect(priced.status).toBe(200)
    // 90.00 - 9.00 (TEN) + 17.99 delivery = 98.99; tax 7.25% = 7.18.
    expect(priced.body.costs).toMatchObject({
      lineItems: { value: 9000 },
      discount: { value: 900, type: 'percentage', percentage: 10 },
      shipping: { value: 1799 },
      tax: { value: 718 },
      total: { value: 9000 - 900 + 1799 + 718, currency: 'USD' },
    })
    expect(priced.body.promoCode).toBe('TEN')
    expect(priced.body.deliveryOption).toMatchObject({ id: 'rush', label: 'Rush delivery', price: 1799 })

    const { payment, submit } = await payByCard(api, storeSlug, id, '4242 4242 4242 4242')
    expect(payment).toMatchObject({ platform: 'sandbox', state: 'created', amount: { value: 10617, currency: 'USD' } })
    const submitted = await submit()
    expect(submitted.status).toBe(200)
    expect(submitted.body).toMatchObject({ state: 'success', redirectUrl: null, displayMessage: null })
    const lookupNumber = submitted.body.orderLookupNumber ?? ''
    expect(lookupNumber).toMatch(/^ORD-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)

    const order = await api.get<Order>('/api/v1/orders?cartId=cart-42')
    expect(order.status).toBe(200)
    expect(order.body).toMatchObject({
      lookupNumber,
      status: 'processing',
      shippingMethod: 'Rush delivery',
      totalCost: { amount: 10617, currency: 'USD' },
      tax: { amount: 718 },
      shippingCost: { amount: 1799 },
      promo: 'TEN',
      paymentMethod: 'card',
      customer: { email: 'ada@example.com', firstName: 'Ada' },
      items: [{ title: 'Night Hoodie', color: 'Navy', size: 'S', quantity: 2, price: { amount: 4500 }, productType: 'Hoodie' }],
      shipments: [],
    })
    expect((await api.get<Checkout>(`/api/checkout?id=${id}&storeSlug=${storeSlug}`)).body.state).toBe('completed')

    const tracked = await api.get<Order>(`/api/v1/orders?lookupNumber=${lookupNumber.toLowerCase().replaceAll('-', ' ')}`)
    expect(tracked.body.lookupNumber).toBe(lookupNumber)
    expect(await stockOf(sku)).toBe(1)
    expect(await chargesFor(id)).toBe(1)
  })

  it('shows the decline and takes a second card', async () => {
    const { api, storeSlug, id } = await readyCheckout([{ listing: 'day-tee', color: 'White', size: 'M', quantity: 1 }])
    const { payment, submit } = await payByCard(api, storeSlug, id, '4000 0000 0000 0002')
    const declined = await submit()
    expect(declined.status).toBe(402)
    expect(declined.body).toMatchObject({ state: 'failure', displayMessage: 'Your card was declined.' })
    expect((await api.get<Checkout>(`/api/checkout?id=${id}&storeSlug=${storeSlug}`)).body).toMatchObject({
      state: 'failure',
      error: 'Your card was declined.',
    })

    const again = await submit()
    expect(again.body).toMatchObject({ state: 'failure', displayMessage: 'Your card was declined.' })

    const updated = await api.post<PaymentAnswer>('/api/v1/updatePayment', {
      id: payment.paymentId,
      checkoutId: id,
      paymentToken: payment.paymentToken,
      paymentMethodId: await sandboxCardToken(api),
    })
    expect(updated.body.state).toBe('created')
    expect((await submit()).body).toMatchObject({ state: 'success' })
    expect(await ordersFor(id)).toBe(1)
    expect(await chargesFor(id)).toBe(1)
  })

  it('sends a card that needs 3-D Secure to the check, and pays once it is approved', async () => {
    const { api, storeSlug, id } = await readyCheckout([{ listing: 'day-tee', color: 'White', size: 'M', quantity: 1 }])
    const { submit } = await payByCard(api, storeSlug, id, '4000 0027 6000 3184')
    const pending = await submit()
    expect(pending.body).toMatchObject({ state: 'pending', displayMessage: null })
    const redirectUrl = pending.body.redirectUrl ?? ''
    expect(redirectUrl).toMatch(/^\/dev\/sandbox\/pay\/sbx_/)

    const page = await api.get<string>(redirectUrl)
    expect(page.status).toBe(200)
    expect(page.body).toContain('Confirm your card (3-D Secure)')
    expect(page.body).toContain('Approve')
    expect(page.body).toContain('Fail')

    const approved = await api.form(`${redirectUrl}/approve`, {})
    expect(approved.status).toBe(303)
    const back = approved.headers.get('location') ?? ''
    expect(back).toContain('/api/v1/payments/return?paymentId=')

    const returned = await api.get(new URL(back, api.origin).pathname + new URL(back, api.origin).search)
    expect(returned.status).toBe(303)
    expect(returned.headers.get('location')).toBe(`${api.origin}/checkout/${id}`)
    expect((await api.get<Checkout>(`/api/checkout?id=${id}&storeSlug=${storeSlug}`)).body.state).toBe('success')
    expect(await chargesFor(id)).toBe(1)
  })

  it('fails the checkout when the 3-D Secure check fails', async () => {
    const { api, storeSlug, id } = await readyCheckout([{ listing: 'day-tee', color: 'White', size: 'M', quantity: 1 }])
    const { submit } = await payByCard(api, storeSlug, id, '4000002760003184')
    const redirectUrl = (await submit()).body.redirectUrl ?? ''
    const failed = await api.form(`${redirectUrl}/fail`, {})
    const back = new URL(failed.headers.get('location') ?? '', api.origin)
    await api.get(back.pathname + back.search)
    const checkout = await api.get<Checkout>(`/api/checkout?id=${id}&storeSlug=${storeSlug}`)
    expect(checkout.body).toMatchObject({
      state: 'failure',
      error: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    })
    expect(await ordersFor(id)).toBe(0)
  })

  it('settles an approved payment when the checkout page polls, even if the shopper never came back', async () => {
    const { api, storeSlug, id } = await readyCheckout([{ listing: 'day-tee', color: 'White', size: 'M', quantity: 1 }])
    const { submit } = await payByCard(api, storeSlug, id, '4000002760003184')
    const redirectUrl = (await submit()).body.redirectUrl ?? ''
    await api.form(`${redirectUrl}/approve`, {})
    expect((await api.get<Checkout>(`/api/checkout?id=${id}&storeSlug=${storeSlug}`)).body.state).toBe('success')
  })

  it('pays with sandbox PayPal after a cancel and a second try', async () => {
    const { api, storeSlug, id } = await readyCheckout([{ listing: 'day-tee', color: 'White', size: 'M', quantity: 1 }])
    const start = async () => {
      const payment = await api.post<PaymentAnswer>('/api/v1/initiatePayment', { checkoutId: id, paymentMethod: 'paypal' })
      expect(payment.body).toMatchObject({ platform: 'sandbox', state: 'requires_action', paymentMethod: 'paypal' })
      const submitted = await api.post<SubmitAnswer>('/api/v1/checkout/submit', {
        checkoutId: id,
        storeSlug,
        paymentId: payment.body.paymentId,
        paymentToken: payment.body.paymentToken,
        platform: 'paypal',
        returnUrl: `${api.origin}/checkout/${id}?paid=1`,
      })
      expect(submitted.body.state).toBe('pending')
      return submitted.body.redirectUrl ?? ''
    }
    const follow = async (path: string) => {
      const answer = await api.form(path, {})
      const back = new URL(answer.headers.get('location') ?? '', api.origin)
      return api.get(back.pathname + back.search)
    }

    const first = await start()
    expect((await api.get<string>(first)).body).toContain('Pay with PayPal')
    const canceled = await follow(`${first}/cancel`)
    expect(canceled.headers.get('location')).toBe(`${api.origin}/checkout/${id}?paid=1`)
    expect((await api.get<Checkout>(`/api/checkout?id=${id}&storeSlug=${storeSlug}`)).body).toMatchObject({
      state: 'pending',
      paymentId: null,
    })

    const second = await start()
    expect(second).not.toBe(first)
    await follow(`${second}/approve`)
    expect((await api.get<Checkout>(`/api/checkout?id=${id}&storeSlug=${storeSlug}`)).body.state).toBe('success')
    expect(await chargesFor(id)).toBe(1)
  })

  it('refuses to send the shopper back to another site after paying', async () => {
    const { api, storeSlug, id } = await readyCheckout([{ listing: 'day-tee', color: 'White', size: 'M', quantity: 1 }])
    const payment = await api.post<PaymentAnswer>('/api/v1/initiatePayment', { checkoutId: id, paymentMethod: 'paypal' })
    const answer = await api.post('/api/v1/checkout/submit', {
      checkoutId: id,
      storeSlug,
      paymentId: payment.body.paymentId,
      paymentToken: payment.body.paymentToken,
      returnUrl: 'https://evil.example/phish',
    })
    expect(answer.status).toBe(400)
  })
})
