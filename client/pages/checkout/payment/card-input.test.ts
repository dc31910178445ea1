import { describe, expect, it } from 'vitest'
import { formatCardNumber, formatCvc, formatExpiry, parseExpiry } from './card-input'

describe('card typing help', () => {
  it('groups the card number by four', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4242-42a')).toBe('4242 42')
  })

  it('writes the expiry as MM / YY and reads it back', () => {
    expect(formatExpiry('1234')).toBe('12 / 34')
    expect(formatExpiry('1')).toBe('1')
    expect(parseExpiry('12 / 34')).toEqual({ expMonth: 12, expYear: 34 })
    expect(parseExpiry('0930')).toEqual({ expMonth: 9, expYear: 30 })
    expect(parseExpiry('12/2031')).toEqual({ expMonth: 12, expYear: 2031 })
    expect(parseExpiry('nope')).toEqual({ expMonth: 0, expYear: 0 })
  })

  it('keeps up to four CVC digits', () => {
    expect(formatCvc('12a345')).toBe('1234')
  })
})
