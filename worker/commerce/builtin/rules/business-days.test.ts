import { describe, expect, it } from 'vitest'
import { addBusinessDays, calendarDate, federalHolidays, isBusinessDay } from './business-days'

describe('business days', () => {
  it('skips the weekend', () => {
    // Friday 2026-03-06 + 1 business day is Monday 2026-03-09.
    expect(addBusinessDays('2026-03-06', 1)).toBe('2026-03-09')
    expect(addBusinessDays('2026-03-06', 5)).toBe('2026-03-13')
  })

  it('counts from the next day when the order is placed on a weekend', () => {
    expect(addBusinessDays('2026-03-07', 1)).toBe('2026-03-09')
  })

  it('skips Thanksgiving and Christmas', () => {
    // Thanksgiving 2026 is Thursday 26 November.
    expect(addBusinessDays('2026-11-25', 1)).toBe('2026-11-27')
    // Christmas 2026 is a Friday.
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28')
  })

  it('takes a Saturday holiday on the Friday before and a Sunday one on the Monday after', () => {
    // Independence Day 2026 is a Saturday: observed Friday 3 July.
    expect(isBusinessDay('2026-07-03')).toBe(false)
    // Juneteenth 2022 was a Sunday: observed Monday 20 June.
    expect(isBusinessDay('2022-06-20')).toBe(false)
    // New Year's Day 2028 is a Saturday: observed Friday 31 December 2027.
    expect(isBusinessDay('2027-12-31')).toBe(false)
  })

  it('knows the floating holidays of a year', () => {
    expect([...federalHolidays(2026)]).toEqual(
      expect.arrayContaining(['2026-01-19', '2026-02-16', '2026-05-25', '2026-09-07', '2026-10-12', '2026-11-26']),
    )
  })

  it('uses the calendar date in the carrier time zone', () => {
    // 02:00 UTC on 10 March is still 9 March in New York.
    expect(calendarDate(new Date('2026-03-10T02:00:00Z'))).toBe('2026-03-09')
    expect(calendarDate(new Date('2026-03-10T02:00:00Z'), 'UTC')).toBe('2026-03-10')
  })
})
