/**
 * PayPal and Afterpay take and give amounts as decimal strings ("12.34"); we keep integer
 * cents. These convert exactly, without floating point.
 */
export function decimalAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an integer amount of cents: ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** Cents from a decimal string, or null when it is not one. */
export function centsFromDecimal(value: string): number | null {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim())
  if (!match) return null
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'))
  return match[1] ? -cents : cents
}
