import { describe, expect, it } from 'vitest'
import { buyerCountry } from './buyer-country'

describe('buyerCountry', () => {
  it('is the country the request came from', () => {
    expect(buyerCountry('de', 'EU')).toBe('DE')
  })

  it("is the buyer's region's country when the request's is unknown (XX) or Tor (T1)", () => {
    expect(buyerCountry('XX', 'Canada')).toBe('CA')
    expect(buyerCountry('T1', 'USA')).toBe('US')
    expect(buyerCountry(undefined, 'Australia')).toBe('AU')
  })

  it('is none for regions of many countries', () => {
    expect(buyerCountry(null, 'EU')).toBeUndefined()
    expect(buyerCountry(null, 'Rest of the world')).toBeUndefined()
  })
})
