import { describe, expect, it } from 'vitest'
import type { CartCookie } from '../../domain/schemas/cart'
import { addLine, cartQuantity, MIXED_REGION, parseCart } from './cart-store'

const hoodie = { slug: 'moon', colorId: 101, sizeId: 2, productId: 10, quantity: 2, itemGroupId: '55' }
const newId = () => 'cart-1'

describe('addLine', () => {
  it('starts a cart in the buyer region with the line under its sku', () => {
    const cart = addLine(null, hoodie, 'USA', newId)
    expect(cart).toEqual({ id: 'cart-1', region: 'USA', items: { '55_101_2': { ...hoodie, sku: '55_101_2' } } })
  })

  it('adds the quantity to a line of the same sku', () => {
    const cart = addLine(addLine(null, hoodie, 'USA', newId), { ...hoodie, quantity: 3 }, 'USA', newId)
    expect(cart.items['55_101_2'].quantity).toBe(5)
    expect(cartQuantity(cart)).toBe(5)
  })

  it('keeps another size as its own line', () => {
    const cart = addLine(addLine(null, hoodie, 'USA', newId), { ...hoodie, sizeId: 3 }, 'USA', newId)
    expect(Object.keys(cart.items)).toEqual(['55_101_2', '55_101_3'])
  })

  it('never holds more than 999 of a line', () => {
    const cart = addLine(addLine(null, { ...hoodie, quantity: 998 }, 'USA', newId), { ...hoodie, quantity: 5 }, 'USA', newId)
    expect(cart.items['55_101_2'].quantity).toBe(999)
  })

  it('marks the cart MIXED when lines come from different regions', () => {
    const cart = addLine(addLine(null, hoodie, 'USA', newId), { ...hoodie, sizeId: 3 }, 'EU', newId)
    expect(cart.region).toBe(MIXED_REGION)
  })
})

describe('parseCart', () => {
  it('reads back what was written and drops malformed lines', () => {
    const cart: CartCookie = addLine(null, hoodie, 'USA', newId)
    const raw = encodeURIComponent(JSON.stringify({ ...cart, items: { ...cart.items, junk: { sku: 'x' } } }))
    expect(parseCart(raw)).toEqual(cart)
    expect(parseCart('%7Bnope')).toBeNull()
    expect(parseCart(null)).toBeNull()
  })
})
