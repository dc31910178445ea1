import type { Config } from '../../env'

/**
 * How a backend writes its amounts. The spec converts between cents and dollars (section 9)
 * and shows its amounts as dollars ($25 for a tee); this worker's own /api answers cents.
 * Inside the storefront every amount is integer cents either way.
 */
export type AmountUnit = Config['BACKEND_AMOUNTS']

/** A backend amount (25, 25.5, '25.50') as integer cents. */
export function toCents(amount: number, unit: AmountUnit): number {
  return unit === 'cents' ? Math.round(amount) : Math.round(amount * 100)
}

/** Integer cents as the backend writes amounts: 2550 → 25.5 in dollars. */
export function fromCents(cents: number, unit: AmountUnit): number {
  return unit === 'cents' ? cents : Math.round(cents) / 100
}
