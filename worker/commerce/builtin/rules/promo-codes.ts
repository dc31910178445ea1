import type { Currency } from '../../../../domain/constants'
import { convertFromUsd, percentOf } from '../../../../domain/money'

/** A promo code as a store defines it; amounts in USD cents. */
export interface PromoTerms {
  code: string
  type: 'percentage' | 'fixed'
  /** Whole percent, for percentage codes. */
  percentage: number | null
  /** USD cents, for fixed codes. */
  amountUsd: number | null
  minSubtotalUsd: number
  /** ISO timestamp after which the code no longer works, or null. */
  expiresAt: string | null
}

export type PromoCheck = { ok: true } | { ok: false; reason: 'expired' | 'below-minimum' | 'misconfigured' }

/** Codes are printed in upper case; shoppers type them any way. */
export function normalizePromoCode(input: string): string {
  return input.trim().toUpperCase()
}

/** Whether a code applies to goods worth `subtotalUsd` at `now`. */
export function checkPromo(terms: PromoTerms, { subtotalUsd, now }: { subtotalUsd: number; now: Date }): PromoCheck {
  if (terms.expiresAt !== null && Date.parse(terms.expiresAt) <= now.getTime()) return { ok: false, reason: 'expired' }
  if (subtotalUsd < terms.minSubtotalUsd) return { ok: false, reason: 'below-minimum' }
  const amount = terms.type === 'percentage' ? terms.percentage : terms.amountUsd
  if (amount === null || amount <= 0) return { ok: false, reason: 'misconfigured' }
  return { ok: true }
}

/** The discount on goods worth `subtotal` (in `currency`); never more than the goods. */
export function promoDiscount(terms: PromoTerms, subtotal: number, currency: Currency): number {
  const raw =
    terms.type === 'percentage' ? percentOf(subtotal, Math.min(100, terms.percentage ?? 0)) : convertFromUsd(terms.amountUsd ?? 0, currency)
  return Math.min(Math.max(0, raw), subtotal)
}
