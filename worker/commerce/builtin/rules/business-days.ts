/**
 * Business-day arithmetic for delivery estimates: weekdays that are not US federal
 * holidays (as observed: a Saturday holiday is taken on the Friday before, a Sunday one
 * on the Monday after). Dates are plain ISO calendar dates (YYYY-MM-DD).
 */

/** The calendar date it is now in a time zone (carriers count days where they work). */
export function calendarDate(now: Date, timeZone = 'America/New_York'): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** The date `days` business days after `from` (from itself is never counted). */
export function addBusinessDays(from: string, days: number): string {
  let date = parseDate(from)
  let left = days
  while (left > 0) {
    date = new Date(date.getTime() + DAY_MS)
    if (isBusinessDay(date)) left -= 1
  }
  return formatDate(date)
}

export function isBusinessDay(date: Date | string): boolean {
  const day = typeof date === 'string' ? parseDate(date) : date
  const weekday = day.getUTCDay()
  if (weekday === 0 || weekday === 6) return false
  return !federalHolidays(day.getUTCFullYear()).has(formatDate(day))
}

const DAY_MS = 86_400_000
const holidayCache = new Map<number, Set<string>>()

/** Observed US federal holidays of a year, plus New Year's Day of the next observed early. */
export function federalHolidays(year: number): Set<string> {
  const cached = holidayCache.get(year)
  if (cached) return cached
  const fixed = [
    [1, 1], // New Year's Day
    [6, 19], // Juneteenth
    [7, 4], // Independence Day
    [11, 11], // Veterans Day
    [12, 25], // Christmas Day
  ].map(([month, day]) => observed(new Date(Date.UTC(year, month - 1, day))))
  const floating = [
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day: third Monday of January
    nthWeekday(year, 2, 1, 3), // Presidents' Day: third Monday of February
    lastWeekday(year, 5, 1), // Memorial Day: last Monday of May
    nthWeekday(year, 9, 1, 1), // Labor Day: first Monday of September
    nthWeekday(year, 10, 1, 2), // Columbus Day: second Monday of October
    nthWeekday(year, 11, 4, 4), // Thanksgiving: fourth Thursday of November
  ]
  // New Year's Day of next year on a Saturday is observed on 31 December of this year.
  const nextNewYear = observed(new Date(Date.UTC(year + 1, 0, 1)))
  const holidays = new Set([...fixed, ...floating, nextNewYear].map(formatDate))
  holidayCache.set(year, holidays)
  return holidays
}

function observed(date: Date): Date {
  const weekday = date.getUTCDay()
  if (weekday === 6) return new Date(date.getTime() - DAY_MS)
  if (weekday === 0) return new Date(date.getTime() + DAY_MS)
  return date
}

function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  const first = new Date(Date.UTC(year, month - 1, 1))
  const offset = (weekday - first.getUTCDay() + 7) % 7
  return new Date(Date.UTC(year, month - 1, 1 + offset + (n - 1) * 7))
}

function lastWeekday(year: number, month: number, weekday: number): Date {
  const last = new Date(Date.UTC(year, month, 0))
  const offset = (last.getUTCDay() - weekday + 7) % 7
  return new Date(Date.UTC(year, month - 1, last.getUTCDate() - offset))
}

function parseDate(iso: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) throw new RangeError(`Not an ISO calendar date: ${iso}`)
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
}

function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}
