import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../../domain/schemas/fields'
import type { CheckoutPort } from '../../../worker/commerce/port/checkout'
import type { PortResult } from '../../../worker/commerce/port/failures'
import { chargesFor, customer, freshStore, ORIGIN, ordersFor, skuOf } from '../fixtures/checkout-fixtures'

/**
 * The behaviour every CheckoutPort adapter must show, run by one runner per adapter: the
 * built-in D1 adapter in-process, and the provider adapter over HTTP to the built-in
 * backend. Stores are fresh per test, so no test sees another's stock, orders or mail.
 */

function value<T>(result: PortResult<T>): T {
  if (!result.ok) throw new Error(`${result.failure.kind}: ${result.failure.message}`)
  return result.value
}

/** The slug of the store a row of an after-sales table was written for. */
async function storeOf(table: 'contact_messages' | 'preorders' | 'newsletter_signups' | 'outbox', email: string): Promise<string[]> {
  const column = table === 'outbox' ? 'recipient' : 'email'
  const { results } = await env.DB.prepare(`SELECT s.slug FROM ${table} t JOIN stores s ON s.id = t.store_id WHERE t.${column} = ?1`)
    .bind(email)
    .all<{ slug: string }>()
  return results.map((row) => row.slug)
}

export function checkoutContract(adapter: string, makePort: () => Promise<CheckoutPort>): void {
  let port: CheckoutPort

  beforeAll(async () => {
    port = await makePort()
  })

  /** A sandbox test card, tokenized where the adapter takes payments. */
  async function card(number: string): Promise<string> {
    const result = await port.tokenizeCard({ number, expMonth: 12, expYear: 2035, cvc: '123' })
    if (!result.ok) throw new Error(result.message)
    return result.paymentMethod.id
  }

  /** A fresh store's checkout of one Day Tee (25.00), with a customer in California and standard delivery. */
  async function readyCheckout(quantity = 1) {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const created = value(
      await port.createCheckout({ storeSlug, lineItems: [{ sku, quantity }], cartId: `cart-${storeSlug}`, currency: 'USD', region: 'USA' }),
    )
    const checkout = value(
      await port.updateCheckout({ id: created.id, storeSlug, customer: customer(), deliveryOption: 'standard', paymentMethod: 'card' }),
    )
    return { storeSlug, sku, id: created.id, checkout }
  }

  async function payByCard(storeSlug: string, checkoutId: string, number: string) {
    const payment = value(
      await port.initiatePayment({ checkoutId, storeSlug, paymentMethod: 'card', paymentMethodId: await card(number), origin: ORIGIN }),
    )
    const submit = () =>
      port.submitCheckout({
        checkoutId,
        storeSlug,
        paymentId: payment.paymentId,
        paymentToken: payment.paymentToken,
        returnUrl: `${ORIGIN}/checkout/${checkoutId}`,
        origin: ORIGIN,
      })
    return { payment, submit }
  }

  describe(`${adapter}: checkouts`, () => {
    it('refuses sold-out and unknown skus, naming each one', async () => {
      const storeSlug = await freshStore()
      const soldOut = await skuOf(storeSlug, 'night-hoodie', 'Black', 'M')
      const result = await port.createCheckout({
        storeSlug,
        lineItems: [
          { sku: soldOut, quantity: 1 },
          { sku: 'banana', quantity: 1 },
        ],
        currency: 'USD',
        region: 'USA',
      })
      expect(result).toEqual({
        ok: false,
        failure: {
          kind: 'unavailable',
          message: 'Sorry, Night Hoodie (Black, M) is out of stock; banana is not sold in this store.',
          items: [
            expect.objectContaining({ sku: soldOut, name: 'Night Hoodie (Black, M)', reason: 'out-of-stock' }),
            expect.objectContaining({ sku: 'banana', name: 'banana', reason: 'unknown' }),
          ],
        },
      })
    })

    it('prices a new checkout from the catalogue and loads it by id for its own store only', async () => {
      const storeSlug = await freshStore()
      const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
      const created = value(await port.createCheckout({ storeSlug, lineItems: [{ sku, quantity: 2 }], currency: 'USD', region: 'USA' }))
      expect(created).toMatchObject({ state: 'created', storeSlug, currency: 'USD', costs: { lineItems: { value: 5000 } } })
      expect(created.lineItems).toEqual([expect.objectContaining({ sku, quantity: 2, title: 'Day Tee', unitPrice: 2500 })])
      expect(value(await port.getCheckout({ id: created.id, storeSlug }))).toEqual(created)
      const elsewhere = await port.getCheckout({ id: created.id, storeSlug: await freshStore() })
      expect(elsewhere).toMatchObject({ ok: false, failure: { kind: 'not-found' } })
    })

    it('saves the customer with state pending', async () => {
      const { checkout } = await readyCheckout()
      expect(checkout.state).toBe('pending')
      expect(checkout.customer).toMatchObject({ email: 'ada@example.com', address: { stateCode: 'CA', zip: '94105' } })
      expect(checkout.deliveryOption).toMatchObject({ id: 'standard', label: 'Standard delivery' })
    })

    it('refuses an address whose zip is in another state, pointing at the zip', async () => {
      const { storeSlug, id } = await readyCheckout()
      const result = await port.updateCheckout({ id, storeSlug, customer: customer({ zip: '10001' }) })
      expect(result.ok).toBe(false)
      if (result.ok || result.failure.kind !== 'invalid') throw new Error('expected invalid')
      expect(result.failure.errors?.[0]?.source.pointer).toBe('/data/customer/address/zip')
    })

    it('suggests a tidier address and refuses an impossible one', async () => {
      const suggestion = await port.validateAddress({ ...customer().address, city: 'SAN FRANCISCO', zip: '941051234' })
      expect(suggestion).toMatchObject({ status: 'suggestion', suggestion: { city: 'San Francisco', zip: '94105-1234' } })
      expect(await port.validateAddress({ ...customer().address, zip: '10001' })).toMatchObject({ status: 'error', field: 'zip' })
    })

    it("quotes every delivery tier, labelled '{name} delivery'", async () => {
      const { storeSlug, id } = await readyCheckout()
      const quotes = value(await port.deliveryOptions({ id, storeSlug, stateCode: 'CA', countryCode: 'US' }))
      expect(quotes.map((quote) => [quote.id, quote.label])).toEqual([
        ['standard', 'Standard delivery'],
        ['rush', 'Rush delivery'],
        ['super_rush', 'Super rush delivery'],
      ])
      expect(quotes[0].estimatedDelivery.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    })

    it('answers a bad promo code with an error pointing at promoCode, and applies a good one', async () => {
      const { storeSlug, id } = await readyCheckout()
      const refused = await port.updateCheckout({ id, storeSlug, promoCode: 'NOPE' })
      expect(refused).toMatchObject({ ok: false, failure: { kind: 'invalid', message: MESSAGES.promoInvalid } })
      const errors = !refused.ok && refused.failure.kind === 'invalid' ? (refused.failure.errors ?? []) : []
      expect(errors.map((error) => error.source.pointer)).toEqual([expect.stringContaining('promoCode')])
      const applied = value(await port.updateCheckout({ id, storeSlug, promoCode: 'ten' }))
      expect(applied).toMatchObject({ promoCode: 'TEN', costs: { discount: { value: 250, type: 'percentage' } } })
    })
  })

  describe(`${adapter}: payments and orders`, () => {
    it('starts a payment for the checkout’s current total', async () => {
      const { storeSlug, id, checkout } = await readyCheckout(2)
      const payment = value(
        await port.initiatePayment({
          checkoutId: id,
          storeSlug,
          paymentMethod: 'card',
          paymentMethodId: await card('4242424242424242'),
          origin: ORIGIN,
        }),
      )
      expect(payment).toMatchObject({ platform: 'sandbox', paymentMethod: 'card', state: 'created', amount: checkout.costs.total })
      expect(value(await port.paymentState({ paymentId: payment.paymentId, checkoutId: id }))).toMatchObject({ state: 'created' })
    })

    it('buys with 4242: one order, found by cart and by number, and a repeated submit is the same order', async () => {
      const { storeSlug, id, checkout } = await readyCheckout()
      const { payment, submit } = await payByCard(storeSlug, id, '4242424242424242')
      const first = value(await submit())
      expect(first).toMatchObject({ state: 'success', redirectUrl: null, displayMessage: null })
      expect(first.orderLookupNumber).toMatch(/^ORD-/)
      expect(value(await submit()).orderLookupNumber).toBe(first.orderLookupNumber)
      expect(await ordersFor(id)).toBe(1)
      expect(await chargesFor(id)).toBe(1)
      expect(value(await port.paymentState({ paymentId: payment.paymentId, checkoutId: id }))).toMatchObject({
        state: 'succeeded',
        checkoutState: 'success',
      })

      const byCart = value(await port.orderByCart(checkout.cartId))
      expect(byCart).toMatchObject({ lookupNumber: first.orderLookupNumber, status: 'processing', customer: { email: 'ada@example.com' } })
      const byNumber = value(await port.orderByLookupNumber(first.orderLookupNumber ?? ''))
      expect(byNumber).toMatchObject({ lookupNumber: first.orderLookupNumber, totalCost: { amount: checkout.costs.total.value } })
      expect(byNumber.customer.email).toBe('ada@example.com')
      expect(await port.orderByLookupNumber('ORD-0000-0000-0000')).toMatchObject({ ok: false, failure: { kind: 'not-found' } })
    })

    it("finds an order within its own store's scope only", async () => {
      const { storeSlug, id, checkout } = await readyCheckout()
      const { submit } = await payByCard(storeSlug, id, '4242424242424242')
      const lookupNumber = value(await submit()).orderLookupNumber ?? ''
      const own = { storeSlug }
      const other = { storeSlug: await freshStore() }
      expect(value(await port.orderByCart(checkout.cartId, own)).lookupNumber).toBe(lookupNumber)
      expect(value(await port.orderByLookupNumber(lookupNumber, own)).lookupNumber).toBe(lookupNumber)
      expect(await port.orderByCart(checkout.cartId, other)).toMatchObject({ ok: false, failure: { kind: 'not-found' } })
      expect(await port.orderByLookupNumber(lookupNumber, other)).toMatchObject({ ok: false, failure: { kind: 'not-found' } })
    })

    it('answers a declined card (0002) with a failure and its displayMessage', async () => {
      const { storeSlug, id } = await readyCheckout()
      const { submit } = await payByCard(storeSlug, id, '4000000000000002')
      expect(value(await submit())).toEqual({
        state: 'failure',
        redirectUrl: null,
        displayMessage: 'Your card was declined.',
        orderLookupNumber: null,
      })
      expect(value(await port.getCheckout({ id, storeSlug }))).toMatchObject({ state: 'failure', error: 'Your card was declined.' })
      expect(await ordersFor(id)).toBe(0)
    })

    it('sends a card needing 3-D Secure (3184) to a redirect, and a cancel back to the checkout', async () => {
      const { storeSlug, id } = await readyCheckout()
      const { payment, submit } = await payByCard(storeSlug, id, '4000002760003184')
      const pending = value(await submit())
      expect(pending).toMatchObject({ state: 'pending', displayMessage: null, orderLookupNumber: null })
      expect(pending.redirectUrl).toMatch(/\/dev\/sandbox\/pay\/sbx_/)

      const back = value(await port.paymentReturn({ paymentId: payment.paymentId, outcome: 'canceled' }))
      expect(back.redirectTo).toBe(`${ORIGIN}/checkout/${id}`)
      expect(value(await port.getCheckout({ id, storeSlug }))).toMatchObject({ state: 'pending', paymentId: null })
      expect(await ordersFor(id)).toBe(0)
    })

    it('keeps a sandbox test card as a payment method, and names the field of a card it refuses', async () => {
      expect(await port.tokenizeCard({ number: '4242 4242 4242 4242', expMonth: 12, expYear: 2035, cvc: '123' })).toEqual({
        ok: true,
        paymentMethod: { id: expect.stringMatching(/^pm_/), card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2035 } },
      })
      expect(await port.tokenizeCard({ number: '4242 4242 4242 4241', expMonth: 12, expYear: 2035, cvc: '123' })).toEqual({
        ok: false,
        field: 'number',
        message: 'Your card number is invalid.',
      })
    })

    it('registers a wallet domain', async () => {
      expect(value(await port.verifyPaymentDomain({ domainName: 'shop.example.com' }))).toEqual({ domainName: 'shop.example.com' })
    })
  })

  describe(`${adapter}: after-sales`, () => {
    it("mails a shopper the store's recent orders, and knows no unknown store", async () => {
      const storeSlug = await freshStore()
      const email = `recover-${storeSlug}@example.com`
      expect(await port.recoverOrders({ storeSlug, email })).toEqual({ ok: true, value: null })
      expect(await storeOf('outbox', email)).toEqual([storeSlug])
      expect(await port.recoverOrders({ storeSlug: 'no-such-store', email })).toMatchObject({
        ok: false,
        failure: { kind: 'not-found', message: 'Store not found' },
      })
    })

    it('keeps a contact message for the store it was written to', async () => {
      const storeSlug = await freshStore()
      const email = `contact-${storeSlug}@example.com`
      const message = {
        'contact-ordernumber': 'ORD-1234-5678-9ABC',
        'contact-email': email,
        'contact-fullname': 'Ask Me',
        'contact-reason': 'order',
        'contact-reason-message': 'Where is my tee?',
      } as const
      expect(await port.sendContactMessage({ storeSlug, message })).toEqual({ ok: true, value: null })
      expect(await storeOf('contact_messages', email)).toEqual([storeSlug])
    })

    it('signs up for the newsletter of the store named, once', async () => {
      const storeSlug = await freshStore()
      const email = `news-${storeSlug}@example.com`
      expect(await port.signUpForNewsletter({ storeSlug, email })).toEqual({ ok: true, value: null })
      expect(await port.signUpForNewsletter({ storeSlug, email })).toEqual({ ok: true, value: null })
      expect(await storeOf('newsletter_signups', email)).toEqual([storeSlug])
    })

    it('takes a pre-order for the store named', async () => {
      const storeSlug = await freshStore()
      const email = `early-${storeSlug}@example.com`
      const form = {
        email,
        fullname: 'Early Bird',
        country: 'United States',
        street: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      }
      expect(await port.createPreorder({ storeSlug, form })).toEqual({ ok: true, value: null })
      expect(await storeOf('preorders', email)).toEqual([storeSlug])
    })

    it('records a campaign view for the store named', async () => {
      const storeSlug = await freshStore()
      const campaign = `spring-${storeSlug}`
      const view = { campaign_id: campaign, referrer: 'https://social.example/', get_vars: { utm_source: 'TTEC' } }
      expect(await port.trackCampaignView({ storeSlug, view })).toEqual({ ok: true, value: null })
      const row = await env.DB.prepare('SELECT s.slug FROM tracking_events t JOIN stores s ON s.id = t.store_id WHERE t.payload LIKE ?1')
        .bind(`%${campaign}%`)
        .first<{ slug: string }>()
      expect(row?.slug).toBe(storeSlug)
    })
  })
}
