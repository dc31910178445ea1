import { describe, expect, it } from 'vitest'
import { costRows, orderCosts } from './cost-rows'

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

describe('orderCosts', () => {
  const item = (amount: number, quantity: number) => ({ price: { amount }, quantity })
  it("adds up an order's items, delivery and tax to its total, the rest being its discount", () => {
    const order = {
      items: [item(5400, 1), item(2500, 2)],
      shippingCost: { amount: 799 },
      tax: { amount: 784 },
      totalCost: { amount: 10273 },
    }
    expect(orderCosts(order)).toEqual({ subtotal: 10400, discount: 1710, shipping: 799, tax: 784, total: 10273 })
  })

  it('has no discount when goods, delivery and tax make the total', () => {
    const order = { items: [item(5400, 1)], shippingCost: { amount: 599 }, tax: { amount: 240 }, totalCost: { amount: 6239 } }
    expect(costRows(orderCosts(order)).map((row) => row.kind)).toEqual(['subtotal', 'shipping', 'tax', 'total'])
  })
})
