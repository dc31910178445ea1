import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createPaymentProviders } from '../../worker/commerce/builtin/payments'
import { PaymentProviderError } from '../../worker/commerce/builtin/payments/provider'
import { readConfig } from '../../worker/env'
import { tokenizeCard } from '../../worker/commerce/builtin/payments/sandbox/tokenize'
import {
  checkoutPort,
  chargesFor,
  customer,
  freshStore,
  NOW,
  ORIGIN,
  ordersFor,
  skuOf,
  stockOf,
} from '../support/fixtures/checkout-fixtures'

async function card(number: string): Promise<string> {
  const result = await tokenizeCard(env.DB, { number, expMonth: 12, expYear: 2030, cvc: '123' }, NOW)
  if (!result.ok) throw new Error(result.message)
  return result.paymentMethod.id
}

async function readyCheckout(storeSlug: string, lines: { sku: string; quantity: number }[], port = checkoutPort()) {
  const created = await port.createCheckout({ storeSlug, lineItems: lines, currency: 'USD', region: 'USA' })
  if (!created.ok) throw new Error(created.failure.message)
  const id = created.value.id
  const updated = await port.updateCheckout({ id, storeSlug, customer: customer(), deliveryOption: 'standard', paymentMethod: 'card' })
  if (!updated.ok) throw new Error(updated.failure.message)
  return { port, id, checkout: updated.value }
}

describe('built-in checkout port', () => {
  it('buys a hoodie with a test card: one order, one charge, stock taken', async () => {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'night-hoodie', 'Navy', 'M')
    const { port, id, checkout } = await readyCheckout(storeSlug, [{ sku, quantity: 2 }])
    expect(checkout.costs.lineItems.value).toBe(9000)

    const payment = await port.initiatePayment({
      checkoutId: id,
      storeSlug,
      paymentMethod: 'card',
      paymentMethodId: await card('4242424242424242'),
      origin: ORIGIN,
    })
    if (!payment.ok) throw new Error(payment.failure.message)
    expect(payment.value.amount.value).toBe(checkout.costs.total.value)

    const submitted = await port.submitCheckout({
      checkoutId: id,
      storeSlug,
      paymentId: payment.value.paymentId,
      paymentToken: payment.value.paymentToken,
      returnUrl: `${ORIGIN}/checkout/${id}`,
      origin: ORIGIN,
    })
    expect(submitted).toMatchObject({ ok: true, value: { state: 'success', redirectUrl: null } })
    expect(await ordersFor(id)).toBe(1)
    expect(await chargesFor(id)).toBe(1)
    expect(await stockOf(sku)).toBe(1)
  })
})

async function pay(port: ReturnType<typeof checkoutPort>, storeSlug: string, id: string, number = '4242424242424242') {
  const payment = await port.initiatePayment({
    checkoutId: id,
    storeSlug,
    paymentMethod: 'card',
    paymentMethodId: await card(number),
    origin: ORIGIN,
  })
  if (!payment.ok) throw new Error(payment.failure.message)
  return port.submitCheckout({
    checkoutId: id,
    storeSlug,
    paymentId: payment.value.paymentId,
    paymentToken: payment.value.paymentToken,
    returnUrl: `${ORIGIN}/checkout/${id}`,
    origin: ORIGIN,
  })
}

describe('delivery estimates', () => {
  it('counts business days from the clock, skipping the weekend', async () => {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    // Friday 6 March 2026: standard delivery is 5-8 business days, 13-18 March.
    const port = checkoutPort({ now: () => new Date('2026-03-06T15:00:00Z') })
    const { id } = await readyCheckout(storeSlug, [{ sku, quantity: 1 }], port)
    const quotes = await port.deliveryOptions({ id, storeSlug, stateCode: 'CA', countryCode: 'US' })
    expect(quotes.ok && quotes.value[0].estimatedDelivery).toEqual({ deliveryDate: '2026-03-13', arrivalDate: '2026-03-18' })
  })
})

describe('sandbox fulfilment', () => {
  it('ships an order a day after it is placed and delivers it by its arrival date', async () => {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    let now = NOW
    const port = checkoutPort({ now: () => now })
    const { id } = await readyCheckout(storeSlug, [{ sku, quantity: 1 }], port)
    const placed = await pay(port, storeSlug, id)
    const lookup = placed.ok ? (placed.value.orderLookupNumber ?? '') : ''

    const read = async () => {
      const order = await port.orderByLookupNumber(lookup)
      if (!order.ok) throw new Error(order.failure.message)
      return order.value
    }
    expect((await read()).status).toBe('processing')
    now = new Date(NOW.getTime() + 25 * 60 * 60 * 1000)
    const shipped = await read()
    expect(shipped.status).toBe('shipped')
    expect(shipped.shipments).toEqual([
      expect.objectContaining({ carrier: 'Sandbox Post', status: 'in_transit', shippedAt: '2026-03-03T15:00:00.000Z' }),
    ])
    now = new Date(`${shipped.arrivalEstimate}T19:00:00Z`)
    const delivered = await read()
    expect(delivered.status).toBe('delivered')
    expect(delivered.shipments[0]).toMatchObject({ status: 'delivered', deliveredAt: `${shipped.arrivalEstimate}T18:00:00.000Z` })
  })
})

describe('money that cannot be taken', () => {
  it('cancels the order and puts the stock back when the capture is refused', async () => {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'night-hoodie', 'Navy', 'M')
    const real = createPaymentProviders({ db: env.DB, config: readConfig(env) })
    const refusing = {
      ...real,
      forPlatform: (platform: Parameters<typeof real.forPlatform>[0]) => ({
        ...real.forPlatform(platform),
        capture: async () => {
          throw new PaymentProviderError('Capture refused', false)
        },
      }),
    }
    const port = checkoutPort({ payments: refusing })
    const { id } = await readyCheckout(storeSlug, [{ sku, quantity: 2 }], port)
    const answer = await pay(port, storeSlug, id)
    expect(answer).toMatchObject({
      ok: true,
      value: {
        state: 'failure',
        displayMessage: 'Your payment could not be completed, so the order was canceled. Please return to your cart and try again.',
      },
    })
    expect(await stockOf(sku)).toBe(3)
    const order = await env.DB.prepare('SELECT status FROM orders WHERE checkout_id = ?1').bind(id).first<{ status: string }>()
    expect(order?.status).toBe('canceled')
    expect(await chargesFor(id)).toBe(0)
  })

  it('keeps the order when the provider cannot be reached, and captures on the next read', async () => {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const real = createPaymentProviders({ db: env.DB, config: readConfig(env) })
    let down = true
    const flaky = {
      ...real,
      forPlatform: (platform: Parameters<typeof real.forPlatform>[0]) => {
        const provider = real.forPlatform(platform)
        return {
          ...provider,
          capture: async (...args: Parameters<typeof provider.capture>) => {
            if (down) throw new PaymentProviderError('Timed out', true)
            return provider.capture(...args)
          },
        }
      },
    }
    const port = checkoutPort({ payments: flaky })
    const { id } = await readyCheckout(storeSlug, [{ sku, quantity: 1 }], port)
    const answer = await pay(port, storeSlug, id)
    expect(answer).toMatchObject({ ok: true, value: { state: 'success' } })
    expect(await chargesFor(id)).toBe(0)
    down = false
    await port.orderByLookupNumber(answer.ok ? (answer.value.orderLookupNumber ?? '') : '')
    expect(await chargesFor(id)).toBe(1)
  })

  it('fails, and clears the code, when the promo code expired while the shopper was paying', async () => {
    const storeSlug = await freshStore({
      promoCodes: [{ code: 'SOON', type: 'percentage', percentage: 20, expiresAt: '2026-03-02T15:30:00Z' }],
    })
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    let now = NOW
    const port = checkoutPort({ now: () => now })
    const { id } = await readyCheckout(storeSlug, [{ sku, quantity: 1 }], port)
    expect((await port.updateCheckout({ id, storeSlug, promoCode: 'SOON' })).ok).toBe(true)
    const payment = await port.initiatePayment({
      checkoutId: id,
      storeSlug,
      paymentMethod: 'card',
      paymentMethodId: await card('4242424242424242'),
      origin: ORIGIN,
    })
    if (!payment.ok) throw new Error(payment.failure.message)
    now = new Date('2026-03-02T16:00:00Z')
    const answer = await port.submitCheckout({
      checkoutId: id,
      storeSlug,
      paymentId: payment.value.paymentId,
      paymentToken: payment.value.paymentToken,
      returnUrl: `${ORIGIN}/`,
      origin: ORIGIN,
    })
    // The total without the code differs from the payment: it is replaced, then the order refuses the stale code.
    expect(answer).toMatchObject({ ok: true, value: { state: 'failure' } })
    const checkout = await port.getCheckout({ id, storeSlug })
    expect(checkout.ok && checkout.value).toMatchObject({
      state: 'failure',
      promoCode: null,
      error: "Sorry, this promo code isn't valid. Please check and try again.",
    })
    expect(await ordersFor(id)).toBe(0)
    expect(await chargesFor(id)).toBe(0)
  })

  it('pays the new total when the delivery option changed after the payment was started', async () => {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const port = checkoutPort()
    const { id } = await readyCheckout(storeSlug, [{ sku, quantity: 1 }], port)
    const payment = await port.initiatePayment({
      checkoutId: id,
      storeSlug,
      paymentMethod: 'card',
      paymentMethodId: await card('4242424242424242'),
      origin: ORIGIN,
    })
    if (!payment.ok) throw new Error(payment.failure.message)
    const rush = await port.updateCheckout({ id, storeSlug, deliveryOption: 'rush' })
    const total = rush.ok ? rush.value.costs.total.value : 0
    expect(total).toBeGreaterThan(payment.value.amount.value)
    const answer = await port.submitCheckout({
      checkoutId: id,
      storeSlug,
      paymentId: payment.value.paymentId,
      paymentToken: payment.value.paymentToken,
      returnUrl: `${ORIGIN}/`,
      origin: ORIGIN,
    })
    expect(answer).toMatchObject({ ok: true, value: { state: 'success' } })
    const charged = await env.DB.prepare(
      'SELECT c.amount_cents FROM sandbox_charges c JOIN payments p ON p.provider_ref = c.intent_id WHERE p.checkout_id = ?1',
    )
      .bind(id)
      .all<{ amount_cents: number }>()
    expect(charged.results).toEqual([{ amount_cents: total }])
  })
})
