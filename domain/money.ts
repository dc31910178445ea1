import type { Currency } from './constants'

/** Integer cents in a currency. Every amount in the product is one of these. */
export interface Money {
  amount: number
  currency: Currency
}

/**
 * Catalogue prices are kept in USD cents; other currencies are derived with fixed rates
 * and rounded up to the next whole unit less one cent (x.99), as merchants price.
 */
const USD_RATES: Record<Currency, number> = {
  USD: 1,
  GBP: 0.79,
  EUR: 0.92,
  AUD: 1.52,
  CAD: 1.37,
}

export function convertFromUsd(usdCents: number, currency: Currency): number {
  assertCents(usdCents)
  if (currency === 'USD') return usdCents
  const raw = usdCents * USD_RATES[currency]
  const charm = Math.ceil(raw / 100) * 100 - 1
  return Math.max(0, charm)
}

function assertCents(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer amount of cents: ${value}`)
}

export function centsToDecimal(cents: number): number {
  return Math.round(cents) / 100
}

export function decimalToCents(decimal: number): number {
  return Math.round(decimal * 100)
}

export function sumCents(values: readonly number[]): number {
  return values.reduce((total, v) => total + v, 0)
}

/** A percentage of an amount, rounded half up to a whole cent. */
export function percentOf(cents: number, percentage: number): number {
  return Math.round((cents * percentage) / 100)
}

const formatters = new Map<string, Intl.NumberFormat>()

export function formatMoney(cents: number, currency: Currency, locale: string): string {
  const key = `${locale}|${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency })
    formatters.set(key, formatter)
  }
  return formatter.format(cents / 100)
}
