import { describe, expect, it } from 'vitest'
import { formatDate, formatDateRange, isValidDate } from './locale-format'

describe('locale date formatting', () => {
  it('writes a date the way the locale does', () => {
    expect(formatDate('2026-12-01', 'en')).toBe('Dec 1, 2026')
    expect(formatDate('2026-12-01', 'en-GB')).toBe('1 Dec 2026')
    expect(formatDate('2026-12-01', 'de')).toBe('01.12.2026')
  })

  it('keeps a date-only value on its day whatever the options', () => {
    expect(formatDate('2026-12-01', 'en', { weekday: 'long' })).toBe('Tuesday')
  })

  it('writes a delivery window as one range', () => {
    // Intl puts thin spaces around the dash; compare with plain ones.
    const range = formatDateRange('2026-12-01', '2026-12-05', 'en').replace(/\u2009|\u202f/g, ' ')
    expect(range).toBe('Dec 1 – 5, 2026')
  })

  it('rejects a value that is not a date', () => {
    expect(() => formatDate('soon', 'en')).toThrow(RangeError)
    expect(isValidDate('soon')).toBe(false)
    expect(isValidDate('')).toBe(false)
    expect(isValidDate(undefined)).toBe(false)
    expect(isValidDate('2026-12-01')).toBe(true)
  })
})
