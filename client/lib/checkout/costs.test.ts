import { describe, expect, it } from 'vitest'
import { costRows } from './costs'

describe('costRows', () => {
  it('hides sales tax and delivery while they are zero', () => {
    expect(costRows({ subtotal: 9000, shipping: 0, tax: 0, total: 9000 }).map((row) => row.kind)).toEqual(['subtotal', 'total'])
  })

  it('shows the discount as a negative amount, then delivery and tax', () => {
    expect(costRows({ subtotal: 9000, discount: 900, shipping: 599, tax: 584, total: 9283 })).toEqual([
      { kind: 'subtotal', amount: 9000 },
      { kind: 'discount', amount: -900 },
      { kind: 'shipping', amount: 599 },
      { kind: 'tax', amount: 584 },
      { kind: 'total', amount: 9283 },
    ])
  })
})
