import type { PromoTerms } from '../rules/promo-codes'

/** A store's promo code by its (upper-case) code, or null. */
export async function findPromoCode(db: D1Database, storeId: number, code: string): Promise<PromoTerms | null> {
  const row = await db
    .prepare(
      'SELECT code, type, percentage, amount_cents, min_subtotal_cents, expires_at FROM promo_codes WHERE store_id = ?1 AND code = ?2',
    )
    .bind(storeId, code)
    .first<{
      code: string
      type: 'percentage' | 'fixed'
      percentage: number | null
      amount_cents: number | null
      min_subtotal_cents: number
      expires_at: string | null
    }>()
  if (!row) return null
  return {
    code: row.code,
    type: row.type,
    percentage: row.percentage,
    amountUsd: row.amount_cents,
    minSubtotalUsd: row.min_subtotal_cents,
    expiresAt: row.expires_at,
  }
}
