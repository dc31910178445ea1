import { describe, expect, it } from 'vitest'
import { COUNTRIES, UNITED_STATES, countryByCode, countryByName } from './countries'

describe('countries', () => {
  it('offers about 200 shippable countries', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(190)
    expect(COUNTRIES.length).toBeLessThanOrEqual(230)
  })

  it('lists countries sorted by English name with unique ISO alpha-2 codes', () => {
    const names = COUNTRIES.map((country) => country.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    const codes = COUNTRIES.map((country) => country.code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/)
  })

  it('uses only codes the platform recognises as regions', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' })
    for (const { code } of COUNTRIES) expect(names.of(code)).not.toBe(code)
  })

  it('knows the United States as US', () => {
    expect(countryByCode('us')).toEqual({ code: 'US', name: 'United States' })
    expect(countryByCode('US')).toEqual(UNITED_STATES)
    expect(countryByName('united states')).toEqual(UNITED_STATES)
  })

  it('does not ship to embargoed places or places without post', () => {
    for (const code of ['KP', 'IR', 'CU', 'SY', 'AQ', 'BV']) expect(countryByCode(code)).toBeUndefined()
  })

  it('leaves US territories to the state list', () => {
    for (const code of ['PR', 'GU', 'VI', 'AS', 'MP']) expect(countryByCode(code)).toBeUndefined()
  })
})
