import { describe, expect, it } from 'vitest'
import { cartsInCookieHeader } from './cart-cookie'

const cart = (id: string) => ({
  id,
  region: 'USA',
  items: { '3_7_12': { slug: 'midnight-hoodie', sku: '3_7_12', colorId: 7, sizeId: 12, productId: 3, quantity: 2, itemGroupId: '3' } },
})
const cookie = (name: string, value: unknown) => `${name}=${encodeURIComponent(JSON.stringify(value))}`

describe('cartsInCookieHeader', () => {
  it('finds the cart cookies by name and ignores the rest', () => {
    const header = [cookie('cart_1', cart('a')), 'aid=partner', cookie('cart_x', cart('b')), 'buyerLocalization=%7B%7D'].join('; ')
    expect(cartsInCookieHeader(header)).toEqual({ cart_1: cart('a') })
  })

  it('drops a cart cookie that does not parse', () => {
    expect(cartsInCookieHeader('cart_1=%7Bnot-json')).toEqual({})
    expect(cartsInCookieHeader('')).toEqual({})
  })
})
