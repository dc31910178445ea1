import { describe, expect, it } from 'vitest'
import { checkPromo, normalizePromoCode, type PromoTerms, promoDiscount } from './promo-codes'

const now = new Date('2026-03-02T12:00:00Z')
const tenPercent: PromoTerms = { code: 'TEN', type: 'percentage', percentage: 10, amountUsd: null, minSubtotalUsd: 0, expiresAt: null }
const fiveOff: PromoTerms = { code: 'FIVE', type: 'fixed', percentage: null, amountUsd: 500, minSubtotalUsd: 2000, expiresAt: null }

describe('promo codes', () => {
  it('takes a percentage off the goods', () => {
    expect(checkPromo(tenPercent, { subtotalUsd: 4599, now })).toEqual({ ok: true })
    expect(promoDiscount(tenPercent, 4599, 'USD')).toBe(460)
  })

  it('takes a fixed amount off, converted to the checkout currency', () => {
    expect(promoDiscount(fiveOff, 3000, 'USD')).toBe(500)
    // 5 USD at 0.79 is 3.95, priced as 3.99 GBP.
    expect(promoDiscount(fiveOff, 3000, 'GBP')).toBe(399)
  })

  it('never takes off more than the goods cost', () => {
    expect(promoDiscount(fiveOff, 300, 'USD')).toBe(300)
    expect(promoDiscount({ ...tenPercent, percentage: 150 }, 1000, 'USD')).toBe(1000)
  })

  it('stops working once expired', () => {
    const expiring = { ...tenPercent, expiresAt: '2026-03-02T12:00:00Z' }
    expect(checkPromo(expiring, { subtotalUsd: 5000, now })).toEqual({ ok: false, reason: 'expired' })
    expect(checkPromo(expiring, { subtotalUsd: 5000, now: new Date('2026-03-02T11:59:59Z') })).toEqual({ ok: true })
  })

  it('needs the minimum spend', () => {
    expect(checkPromo(fiveOff, { subtotalUsd: 1999, now })).toEqual({ ok: false, reason: 'below-minimum' })
    expect(checkPromo(fiveOff, { subtotalUsd: 2000, now })).toEqual({ ok: true })
  })

  it('matches codes typed in any case', () => {
    expect(normalizePromoCode('  save10 ')).toBe('SAVE10')
  })
})
