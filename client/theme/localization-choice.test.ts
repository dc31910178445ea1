import { describe, expect, it } from 'vitest'
import { builtInDetails, encodeLocalization, storedLocalization } from './localization-choice'

describe('builtInDetails', () => {
  it('offers every locale, currency and region with the current choice', () => {
    const details = builtInDetails({ buyer_locale: 'en', buyer_currency: 'USD', buyer_region: 'EU' })
    expect(details.buyer_region).toBe('EU')
    expect(details.fulfillment_region).toBe('EU')
    expect(details.available_locales.map((l) => l.local_code)).toEqual(['en', 'de', 'nl', 'fr', 'it', 'es', 'pt-BR', 'en-GB'])
    expect(details.available_currencies.map((c) => [c.currency, c.symbol])).toEqual([
      ['USD', '$'],
      ['GBP', '£'],
      ['EUR', '€'],
      ['AUD', 'A$'],
      ['CAD', 'CA$'],
    ])
    expect(details.available_regions).toEqual([
      { region: 'USA', fulfillment_region: 'USA' },
      { region: 'EU', fulfillment_region: 'EU' },
      { region: 'Canada', fulfillment_region: 'USA' },
      { region: 'Australia', fulfillment_region: 'USA' },
      { region: 'Rest of the world', fulfillment_region: 'USA' },
    ])
  })
})

describe('encodeLocalization', () => {
  it('stores the choice as JSON the worker can read back', () => {
    const stored = { buyer_locale: 'de', buyer_currency: 'EUR', buyer_region: 'EU', fulfillment_region: 'EU' } as const
    const value = encodeLocalization(stored)
    expect(value).not.toMatch(/[;,\s"]/)
    expect(JSON.parse(decodeURIComponent(value))).toEqual(stored)
  })
})

describe('storedLocalization', () => {
  it('adds the fulfilment region the store names for the chosen region', () => {
    const regions = [{ region: 'Canada', fulfillment_region: 'EU' }] as const
    expect(storedLocalization({ buyer_locale: 'fr', buyer_currency: 'CAD', buyer_region: 'Canada' }, regions)).toEqual({
      buyer_locale: 'fr',
      buyer_currency: 'CAD',
      buyer_region: 'Canada',
      fulfillment_region: 'EU',
    })
  })

  it('falls back to the built-in mapping when the store does not list the region', () => {
    expect(storedLocalization({ buyer_locale: 'en', buyer_currency: 'EUR', buyer_region: 'EU' }, []).fulfillment_region).toBe('EU')
    expect(storedLocalization({ buyer_locale: 'en', buyer_currency: 'AUD', buyer_region: 'Australia' }, []).fulfillment_region).toBe('USA')
  })
})
