import { describe, expect, it } from 'vitest'
import { cartCountText } from './cart-count'

describe('cartCountText', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect(cartCountText(0)).toBe('0')
    expect(cartCountText(99)).toBe('99')
    expect(cartCountText(100)).toBe('99+')
  })
})
