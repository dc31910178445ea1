import { describe, expect, it } from 'vitest'
import { computeCosts } from './checkout-costs'

const lines = [
  { unitPrice: 2500, quantity: 2 },
  { unitPrice: 1999, quantity: 1 },
]

describe('checkout costs', () => {
  it('shows only the goods before an address and delivery are known', () => {
    const costs = computeCosts({ currency: 'USD', lines, promo: null, shipping: null, taxRateBasisPoints: null })
    expect(costs.lineItems.value).toBe(6999)
    expect(costs.tax.value).toBe(0)
    expect(costs.shipping.value).toBe(0)
    expect(costs.total).toEqual({ value: 6999, currency: 'USD' })
  })

  it('adds delivery and the state sales tax', () => {
    const costs = computeCosts({ currency: 'USD', lines, promo: null, shipping: 999, taxRateBasisPoints: 625 })
    // 6.25% of (69.99 + 9.99) = 4.99875, rounded to 5.00.
    expect(costs.tax.value).toBe(500)
    expect(costs.total.value).toBe(6999 + 999 + 500)
  })

  it('takes the promo discount off before tax', () => {
    const promo = { code: 'TEN', type: 'percentage' as const, percentage: 10, amountUsd: null, minSubtotalUsd: 0, expiresAt: null }
    const costs = computeCosts({ currency: 'USD', lines, promo, shipping: 599, taxRateBasisPoints: 725 })
    expect(costs.discount).toEqual({ value: 700, type: 'percentage', percentage: 10, currency: 'USD' })
    // 7.25% of (69.99 - 7.00 + 5.99) = 5.00105, rounded to 5.00.
    expect(costs.tax.value).toBe(500)
    expect(costs.total.value).toBe(6999 - 700 + 599 + 500)
  })

  it('reports a fixed discount without a percentage', () => {
    const promo = { code: 'FIVE', type: 'fixed' as const, percentage: null, amountUsd: 500, minSubtotalUsd: 0, expiresAt: null }
    const costs = computeCosts({ currency: 'USD', lines, promo, shipping: null, taxRateBasisPoints: 0 })
    expect(costs.discount).toEqual({ value: 500, type: 'fixed', percentage: null, currency: 'USD' })
    expect(costs.total.value).toBe(6499)
  })
})
