import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { centsFromDecimal, decimalAmount } from './decimal-amount'

describe('decimal amounts for payment providers', () => {
  it('writes cents as a two-decimal string', () => {
    expect(decimalAmount(1234)).toBe('12.34')
    expect(decimalAmount(5)).toBe('0.05')
    expect(decimalAmount(100)).toBe('1.00')
  })

  it('reads one or two decimals back', () => {
    expect(centsFromDecimal('12.3')).toBe(1230)
    expect(centsFromDecimal('12')).toBe(1200)
    expect(centsFromDecimal('abc')).toBeNull()
  })

  it('round-trips every amount exactly', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => centsFromDecimal(decimalAmount(cents)) === cents))
  })
})
