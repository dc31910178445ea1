import { describe, expect, it } from 'vitest'
import type { CartCookie } from '../../domain/schemas/cart'
import { cartCookieKey, parseCart } from './cart-store'

const cart: CartCookie = {
  id: 'cart-1',
  region: 'USA',
  items: { '55_101_2': { sku: '55_101_2', slug: 'moon', colorId: 101, sizeId: 2, productId: 10, quantity: 2, itemGroupId: '55' } },
}

describe('cart cookie', () => {
  it('is named by the store id', () => {
    expect(cartCookieKey(7)).toBe('cart_7')
  })

  it('reads back what was written and drops malformed lines', () => {
    const raw = encodeURIComponent(JSON.stringify({ ...cart, items: { ...cart.items, junk: { sku: 'x' } } }))
    expect(parseCart(raw)).toEqual(cart)
  })

  it('treats an unreadable cookie as no cart', () => {
    expect(parseCart('%7Bnope')).toBeNull()
    expect(parseCart(encodeURIComponent(JSON.stringify({ id: 3 })))).toBeNull()
    expect(parseCart(null)).toBeNull()
  })
})
