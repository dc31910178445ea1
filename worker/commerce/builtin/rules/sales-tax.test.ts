import { describe, expect, it } from 'vitest'
import { salesTax, taxableBase } from './sales-tax'

describe('sales tax', () => {
  it('applies the state rate to goods after discount plus delivery', () => {
    const base = taxableBase({ items: 5000, discount: 500, shipping: 599 })
    expect(base).toBe(5099)
    // 7.25% of 50.99 is 3.6968, rounded to 3.70.
    expect(salesTax(base, 725)).toBe(370)
  })

  it('rounds half a cent up', () => {
    // 5% of 0.10 is exactly half a cent.
    expect(salesTax(10, 500)).toBe(1)
    expect(salesTax(9, 500)).toBe(0)
  })

  it('charges nothing in a state without sales tax', () => {
    expect(salesTax(10_000, 0)).toBe(0)
  })

  it('never taxes a discount bigger than the goods', () => {
    expect(taxableBase({ items: 1000, discount: 1500, shipping: 599 })).toBe(599)
  })
})
