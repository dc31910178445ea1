import { describe, expect, it } from 'vitest'
import { cartCookieName, cartCountLabel, cartItemCount, parseCartCookie, serializeCartCookie } from './cart-cookie'

const cart = {
  id: 'cart-1',
  region: 'USA',
  items: {
    '3_7_12': { slug: 'midnight-hoodie', sku: '3_7_12', colorId: 7, sizeId: 12, productId: 3, quantity: 2, itemGroupId: '3' },
  },
}

describe('cart cookie', () => {
  it('round-trips a cart and counts its items', () => {
    const parsed = parseCartCookie(serializeCartCookie(cart))
    expect(parsed).toEqual(cart)
    expect(cartItemCount(parsed)).toBe(2)
    expect(cartCookieName(4)).toBe('cart_4')
  })

  it('treats a tampered cookie as an empty cart', () => {
    expect(parseCartCookie('%7Bnope')).toBeNull()
    expect(parseCartCookie(encodeURIComponent(JSON.stringify({ ...cart, items: { x: { quantity: -1 } } })))).toBeNull()
  })

  it('shows 99+ above 99', () => {
    expect(cartCountLabel(99)).toBe('99')
    expect(cartCountLabel(100)).toBe('99+')
  })
})
