import { describe, expect, it } from 'vitest'
import { FULFILLMENT_REGION } from '../../domain/constants'
import { BuyerLocalization } from '../../domain/schemas/localization'
import { parseLocalizationCookie } from './localization'

describe('parseLocalizationCookie', () => {
  it('reads a stored choice and derives the fulfilment region', () => {
    const raw = JSON.stringify({ buyer_locale: 'de', buyer_currency: 'EUR', buyer_region: 'EU' })
    expect(parseLocalizationCookie(raw)).toEqual({
      buyer_locale: 'de',
      buyer_currency: 'EUR',
      buyer_region: 'EU',
      fulfillment_region: 'EU',
    })
  })

  it('ignores a tampered or unknown choice', () => {
    expect(parseLocalizationCookie('{not json')).toBeNull()
    expect(parseLocalizationCookie(JSON.stringify({ buyer_locale: 'xx', buyer_currency: 'USD', buyer_region: 'USA' }))).toBeNull()
    expect(parseLocalizationCookie(undefined)).toBeNull()
  })

  it('accepts and answers exactly what the BuyerLocalization schema does', () => {
    const cookies = [
      { buyer_locale: 'pt-BR', buyer_currency: 'CAD', buyer_region: 'Canada' },
      { buyer_locale: 'en-GB', buyer_currency: 'GBP', buyer_region: 'Rest of the world', theme: 'dark' },
      { buyer_locale: 'de', buyer_currency: 'eur', buyer_region: 'EU' },
      { buyer_locale: 'de', buyer_currency: 'EUR' },
      [{ buyer_locale: 'de', buyer_currency: 'EUR', buyer_region: 'EU' }],
      null,
      'de',
      42,
    ]
    for (const cookie of cookies) {
      const schema = BuyerLocalization.safeParse(cookie)
      const expected = schema.success ? { ...schema.data, fulfillment_region: FULFILLMENT_REGION[schema.data.buyer_region] } : null
      expect(parseLocalizationCookie(JSON.stringify(cookie))).toEqual(expected)
    }
    expect(parseLocalizationCookie(JSON.stringify(cookies[1]))).not.toHaveProperty('theme')
  })
})
