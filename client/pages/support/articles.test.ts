import { describe, expect, it } from 'vitest'
import { addBusinessDays } from '../../../domain/business-days'
import { deliveryQuotes } from '../../../domain/delivery-quotes'
import en from '../../i18n/en'
import { SHIPPING_RATES, SUPPORT_ARTICLES, SUPPORT_CATEGORIES } from './articles'
import { SPEC_SUPPORT_ARTICLE_SLUGS } from '../../../tests/fixtures/support-articles'

const TODAY = '2026-03-02'
const DESTINATION = {
  domestic: { stateCode: 'OH', fulfillment: 'USA' },
  remote: { stateCode: 'AK', fulfillment: 'USA' },
  international: { stateCode: 'BE', fulfillment: 'EU' },
} as const

describe('support articles', () => {
  it('are the ten the spec names, each in one of the four categories', () => {
    expect(SUPPORT_ARTICLES.map((article) => article.slug).sort()).toEqual([...SPEC_SUPPORT_ARTICLE_SLUGS].sort())
    expect(SUPPORT_CATEGORIES.map((category) => en[category.nameKey])).toEqual([
      'About my order',
      'Shipping',
      'Billing',
      'Understanding our policies',
    ])
    expect(SUPPORT_CATEGORIES.flatMap((category) => category.posts).sort()).toEqual(SUPPORT_ARTICLES.map((article) => article.slug).sort())
  })

  it('link only to pages of the store', () => {
    for (const article of SUPPORT_ARTICLES) {
      const text = JSON.stringify(article.sections)
      for (const [, path] of text.matchAll(/\]\((\/[^)]*)\)/g)) expect(['/track', '/track/recover', '/contact']).toContain(path)
    }
  })

  it('quote the delivery prices and times the checkout charges', () => {
    for (const destination of ['domestic', 'remote', 'international'] as const) {
      const one = deliveryQuotes({ ...DESTINATION[destination], physicalUnits: 1, currency: 'USD', today: TODAY })
      const two = deliveryQuotes({ ...DESTINATION[destination], physicalUnits: 2, currency: 'USD', today: TODAY })
      const rates = SHIPPING_RATES.filter((rate) => rate.destination === destination)
      expect(rates.map((rate) => rate.tier)).toEqual(one.map((quote) => quote.id))
      rates.forEach((rate, i) => {
        expect(one[i].price).toBe(rate.firstItem)
        expect(two[i].price).toBe(rate.firstItem + rate.eachAdditional)
        expect(one[i].estimatedDelivery).toEqual({
          deliveryDate: addBusinessDays(TODAY, rate.businessDays[0]),
          arrivalDate: addBusinessDays(TODAY, rate.businessDays[1]),
        })
      })
    }
  })
})
