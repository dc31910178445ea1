import { describe, expect, it } from 'vitest'
import { isPossiblePhone } from './phone'

describe('isPossiblePhone', () => {
  it("takes a number of the country's length, as typed", () => {
    expect(isPossiblePhone('(415) 555-0100', 'US')).toBe(true)
    expect(isPossiblePhone('+44 20 7946 0958', 'GB')).toBe(true)
  })

  it('refuses a number too short or too long for the country', () => {
    expect(isPossiblePhone('555-0100', 'US')).toBe(false)
    expect(isPossiblePhone('415 555 0100 9999', 'US')).toBe(false)
  })
})
