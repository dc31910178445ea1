import { describe, expect, it } from 'vitest'
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
})
