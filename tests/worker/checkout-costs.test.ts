import { describe, expect, it } from 'vitest'
import type { Checkout, CheckoutErrorAnswer, DeliveryQuotesAnswer } from '../../domain/schemas/checkout'
import { MESSAGES } from '../../domain/schemas/fields'
import { storeClient } from '../support/harness/worker/checkout-api-client'
import { customer, freshStore, skuOf } from '../support/fixtures/checkout-fixtures'

const PROMOS = {
  promoCodes: [
    { code: 'TEN', type: 'percentage' as const, percentage: 10 },
    { code: 'FIVEOFF', type: 'fixed' as const, amountCents: 500, minSubtotalCents: 5000 },
    { code: 'OLD', type: 'percentage' as const, percentage: 50, expiresAt: '2020-01-01T00:00:00Z' },
  ],
}

/** A checkout for one Night Hoodie (Navy, S: 45.00) in a store with promo codes. */
async function hoodieCheckout(quantity = 1, body: Record<string, unknown> = {}) {
  const storeSlug = await freshStore(PROMOS)
  const api = storeClient(storeSlug)
  const sku = await skuOf(storeSlug, 'night-hoodie', 'Navy', 'S')
  const created = await api.post<Checkout>('/api/checkout', { lineItems: [{ sku, quantity }], storeSlug, ...body })
  expect(created.status).toBe(201)
  const id = created.body.id
  const update = (data: Record<string, unknown>) =>
    api.put<Checkout & CheckoutErrorAnswer>('/api/v1/checkout', { id, data: { storeSlug, ...data } })
  return { api, storeSlug, id, sku, update }
}

const promoError = (detail: string) => ({ error: detail, message: { errors: [{ detail, source: { pointer: '/data/promoCode' } }] } })

describe('promo codes', () => {
  it('asks for the address before a promo code', async () => {
    const { update } = await hoodieCheckout()
    const answer = await update({ promoCode: 'TEN' })
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual(promoError(MESSAGES.promoBeforeAddress))
  })

  it('takes 10% off with TEN, typed in any case', async () => {
    const { update } = await hoodieCheckout(2)
    await update({ customer: customer() })
    const answer = await update({ promoCode: ' ten ' })
    expect(answer.body.costs.discount).toEqual({ value: 900, type: 'percentage', percentage: 10, currency: 'USD' })
    expect(answer.body.promoCode).toBe('TEN')
    expect(answer.body.promoCodeErrors).toEqual([])
  })

  it('refuses a code the store does not have, and keeps the rest of the change out too', async () => {
    const { update } = await hoodieCheckout()
    await update({ customer: customer() })
    const answer = await update({ promoCode: 'NOPE', deliveryOption: 'rush' })
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual(promoError(MESSAGES.promoInvalid))
    const unchanged = await update({ marketingOptIn: true })
    expect(unchanged.body.deliveryOption).toBeNull()
  })

  it('refuses an expired code', async () => {
    const { update } = await hoodieCheckout()
    await update({ customer: customer() })
    expect((await update({ promoCode: 'OLD' })).body).toEqual(promoError(MESSAGES.promoInvalid))
  })

  it('needs the minimum spend for FIVEOFF', async () => {
    const below = await hoodieCheckout(1)
    await below.update({ customer: customer() })
    expect((await below.update({ promoCode: 'FIVEOFF' })).body).toEqual(promoError(MESSAGES.promoInvalid))

    const above = await hoodieCheckout(2)
    await above.update({ customer: customer() })
    expect((await above.update({ promoCode: 'FIVEOFF' })).body.costs.discount).toMatchObject({
      value: 500,
      type: 'fixed',
      percentage: null,
    })
  })

  it('removes a code with null', async () => {
    const { update } = await hoodieCheckout()
    await update({ customer: customer(), promoCode: 'TEN' })
    const answer = await update({ promoCode: null })
    expect(answer.body.promoCode).toBeNull()
    expect(answer.body.costs.discount.value).toBe(0)
  })
})

describe('sales tax by state', () => {
  const totalsIn = async (address: Parameters<typeof customer>[0]) => {
    const { update } = await hoodieCheckout()
    return (await update({ customer: customer(address), deliveryOption: 'standard' })).body.costs
  }

  it('charges each state its own rate on goods and delivery', async () => {
    // 45.00 + 5.99 delivery = 50.99 taxable.
    expect((await totalsIn({})).tax.value).toBe(370) // California 7.25%
    expect((await totalsIn({ city: 'New York', state: 'New York', stateCode: 'NY', zip: '10001' })).tax.value).toBe(204) // 4%
    expect((await totalsIn({ city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '78701' })).tax.value).toBe(319) // 6.25%
  })

  it('charges none in a state without sales tax', async () => {
    const costs = await totalsIn({ city: 'Portland', state: 'Oregon', stateCode: 'OR', zip: '97201' })
    expect(costs.tax.value).toBe(0)
    expect(costs.total.value).toBe(4500 + 599)
  })
})

describe('delivery options', () => {
  it('quotes the three tiers with dates for a US state', async () => {
    const { api, id, storeSlug } = await hoodieCheckout()
    const answer = await api.post<DeliveryQuotesAnswer>('/api/deliveryOptions', { id, storeSlug, stateCode: 'ny', countryCode: 'US' })
    const quotes = answer.body.data.attributes.quotes
    expect(quotes.map((quote) => quote.id)).toEqual(['standard', 'rush', 'super_rush'])
    for (const quote of quotes) {
      expect(quote.estimatedDelivery.deliveryDate <= quote.estimatedDelivery.arrivalDate).toBe(true)
    }
  })

  it('offers no super rush to Alaska and refuses it there', async () => {
    const { api, id, storeSlug, update } = await hoodieCheckout()
    const answer = await api.post<DeliveryQuotesAnswer>('/api/deliveryOptions', { id, storeSlug, stateCode: 'AK', countryCode: 'US' })
    expect(answer.body.data.attributes.quotes.map((quote) => quote.id)).toEqual(['standard', 'rush'])
    const refused = await update({
      customer: customer({ city: 'Anchorage', state: 'Alaska', stateCode: 'AK', zip: '99501' }),
      deliveryOption: 'super_rush',
    })
    expect(refused.status).toBe(422)
    expect(refused.body.error).toBe('Super rush delivery is not available for this address.')
  })

  it('sends shoppers outside the United States to the international checkout', async () => {
    const { api, id, storeSlug } = await hoodieCheckout()
    const answer = await api.post('/api/deliveryOptions', { id, storeSlug, stateCode: 'ON', countryCode: 'CA' })
    expect(answer.status).toBe(422)
    expect(answer.body.error).toBe(MESSAGES.international)
  })

  it('needs the state code', async () => {
    const { api, id, storeSlug } = await hoodieCheckout()
    const answer = await api.post('/api/deliveryOptions', { id, storeSlug, countryCode: 'US' })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ issues: [{ path: 'stateCode' }] })
    expect(answer.body.error).not.toMatch(/^stateCode: /)
  })
})

describe('checkout currency', () => {
  it('prices a checkout in the buyer currency from the localization cookie', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    const sku = await skuOf(storeSlug, 'night-hoodie', 'Navy', 'S')
    const cookie = `buyerLocalization=${encodeURIComponent(JSON.stringify({ buyer_locale: 'en-GB', buyer_currency: 'GBP', buyer_region: 'EU' }))}`
    const created = await api.post<Checkout>('/api/checkout', { lineItems: [{ sku, quantity: 1 }], storeSlug }, { cookie })
    // 45.00 USD at 0.79 is 35.55, priced as 35.99 GBP.
    expect(created.body).toMatchObject({ currency: 'GBP', costs: { lineItems: { value: 3599 }, total: { currency: 'GBP' } } })
  })
})

describe('address checks', () => {
  it('suggests a tidier address and refuses an impossible one', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    const suggestion = await api.post('/api/v1/address/validate', {
      address: { ...customer().address, city: 'SAN FRANCISCO', zip: '941051234' },
    })
    expect(suggestion.body).toMatchObject({ status: 'suggestion', suggestion: { city: 'San Francisco', zip: '94105-1234' } })
    const impossible = await api.post('/api/v1/address/validate', { address: { ...customer().address, zip: '10001' } })
    expect(impossible.body).toMatchObject({ status: 'error', field: 'zip' })
  })

  it('will not save an address whose zip is in another state', async () => {
    const { update } = await hoodieCheckout()
    const answer = await update({ customer: customer({ zip: '10001' }) })
    expect(answer.status).toBe(422)
    expect(answer.body.message.errors[0].source.pointer).toBe('/data/customer/address/zip')
  })
})
