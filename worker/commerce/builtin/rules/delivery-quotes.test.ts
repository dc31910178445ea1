import { describe, expect, it } from 'vitest'
import { SHIPPING_RATES } from '../../../../client/pages/support/articles'
import { addBusinessDays } from './business-days'
import { deliveryQuotes, shippingZone } from './delivery-quotes'

// Monday 2 March 2026.
const today = '2026-03-02'

describe('delivery quotes', () => {
  it('offers the three tiers with the spec labels to a mainland address', () => {
    const quotes = deliveryQuotes({ stateCode: 'CA', fulfillment: 'USA', physicalUnits: 1, currency: 'USD', today })
    expect(quotes.map((q) => q.label)).toEqual(['Standard delivery', 'Rush delivery', 'Super rush delivery'])
    expect(quotes.map((q) => q.price)).toEqual([599, 1499, 2499])
  })

  it('charges each further item a little more', () => {
    const quotes = deliveryQuotes({ stateCode: 'NY', fulfillment: 'USA', physicalUnits: 3, currency: 'USD', today })
    expect(quotes.map((q) => q.price)).toEqual([599 + 2 * 200, 1499 + 2 * 300, 2499 + 2 * 400])
  })

  it('gives an arrival range counted in business days', () => {
    const [standard, rush, superRush] = deliveryQuotes({ stateCode: 'TX', fulfillment: 'USA', physicalUnits: 1, currency: 'USD', today })
    expect(standard.estimatedDelivery).toEqual({ deliveryDate: '2026-03-09', arrivalDate: '2026-03-12' })
    expect(rush.estimatedDelivery).toEqual({ deliveryDate: '2026-03-05', arrivalDate: '2026-03-06' })
    expect(superRush.estimatedDelivery).toEqual({ deliveryDate: '2026-03-03', arrivalDate: '2026-03-04' })
  })

  it('costs more and offers no super rush to Alaska, Hawaii, territories and military addresses', () => {
    for (const stateCode of ['AK', 'HI', 'PR', 'AP']) {
      const quotes = deliveryQuotes({ stateCode, fulfillment: 'USA', physicalUnits: 1, currency: 'USD', today })
      expect(quotes.map((q) => q.id)).toEqual(['standard', 'rush'])
      expect(quotes[0].price).toBe(1399)
    }
  })

  it('prices parcels sent from the EU centre as international', () => {
    expect(shippingZone('CA', 'EU')).toBe('international')
    const quotes = deliveryQuotes({ stateCode: 'CA', fulfillment: 'EU', physicalUnits: 1, currency: 'EUR', today })
    expect(quotes.map((q) => [q.id, q.currency])).toEqual([
      ['standard', 'EUR'],
      ['rush', 'EUR'],
    ])
    // 14.99 USD at 0.92 is 13.79, priced up to 13.99 EUR.
    expect(quotes[0].price).toBe(1399)
  })

  it('delivers digital-only orders free and at once', () => {
    expect(deliveryQuotes({ stateCode: 'CA', fulfillment: 'USA', physicalUnits: 0, currency: 'USD', today })).toEqual([
      {
        id: 'standard',
        label: 'Standard delivery',
        price: 0,
        currency: 'USD',
        estimatedDelivery: { deliveryDate: today, arrivalDate: today },
      },
    ])
  })
})

// The support area's 'Shipping costs' and 'Shipping time frames' articles (client/pages/support)
// state this backend's prices and times in words: they must be the ones it charges.
const ARTICLES_TODAY = '2026-03-02'
const ARTICLE_DESTINATIONS = {
  domestic: { stateCode: 'OH', fulfillment: 'USA' },
  remote: { stateCode: 'AK', fulfillment: 'USA' },
  international: { stateCode: 'BE', fulfillment: 'EU' },
} as const

describe('the support articles', () => {
  it('quote the delivery prices and times the checkout charges', () => {
    for (const destination of ['domestic', 'remote', 'international'] as const) {
      const one = deliveryQuotes({ ...ARTICLE_DESTINATIONS[destination], physicalUnits: 1, currency: 'USD', today: ARTICLES_TODAY })
      const two = deliveryQuotes({ ...ARTICLE_DESTINATIONS[destination], physicalUnits: 2, currency: 'USD', today: ARTICLES_TODAY })
      const rates = SHIPPING_RATES.filter((rate) => rate.destination === destination)
      expect(rates.map((rate) => rate.tier)).toEqual(one.map((quote) => quote.id))
      rates.forEach((rate, i) => {
        expect(one[i].price).toBe(rate.firstItem)
        expect(two[i].price).toBe(rate.firstItem + rate.eachAdditional)
        expect(one[i].estimatedDelivery).toEqual({
          deliveryDate: addBusinessDays(ARTICLES_TODAY, rate.businessDays[0]),
          arrivalDate: addBusinessDays(ARTICLES_TODAY, rate.businessDays[1]),
        })
      })
    }
  })
})
