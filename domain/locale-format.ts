/**
 * Locale-aware date formatting shared by the worker (SSR, emails) and the client.
 * Dates are formatted in UTC unless a time zone is given: the worker renders in UTC, and
 * the same zone on the client keeps hydration from changing the text. Date-only values
 * such as '2026-12-01' are midnight UTC, so any other zone could show the previous day.
 */

export type DateInput = Date | string | number

const DEFAULT_DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const resolved = { timeZone: 'UTC', ...options }
  const key = `${locale}|${JSON.stringify(resolved)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, resolved)
    formatters.set(key, formatter)
  }
  return formatter
}

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`)
  return date
}

/** True when the value parses to a real date (the spec shows a ship-by date only then). */
export function isValidDate(value: DateInput | null | undefined): boolean {
  if (value === null || value === undefined || value === '') return false
  const date = value instanceof Date ? value : new Date(value)
  return !Number.isNaN(date.getTime())
}

export function formatDate(value: DateInput, locale: string, options: Intl.DateTimeFormatOptions = DEFAULT_DATE_OPTIONS): string {
  return formatterFor(locale, options).format(toDate(value))
}

/** A date range as the locale writes it, e.g. "Dec 1 – 5, 2026". */
export function formatDateRange(
  from: DateInput,
  to: DateInput,
  locale: string,
  options: Intl.DateTimeFormatOptions = DEFAULT_DATE_OPTIONS,
): string {
  return formatterFor(locale, options).formatRange(toDate(from), toDate(to))
}
