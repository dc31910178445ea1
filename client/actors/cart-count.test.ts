import { describe, expect, it } from 'vitest'
import { cartCountLabel } from './cart-count'

describe('cartCountLabel', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect(cartCountLabel(0)).toBe('0')
    expect(cartCountLabel(99)).toBe('99')
    expect(cartCountLabel(100)).toBe('99+')
  })
})
