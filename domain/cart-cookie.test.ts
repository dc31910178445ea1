import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CART_COOKIE_LIMITS } from './cart-cookie-limits'
import { cartCookieName, cartItemCount, cartSetCookie, parseCartCookie, serializeCartCookie } from './cart-cookie'
import { CartCookie } from './schemas/cart'

const cart = {
  id: 'cart-1',
  region: 'USA',
  items: {
    '3_7_12': { slug: 'midnight-hoodie', sku: '3_7_12', colorId: 7, sizeId: 12, productId: 3, quantity: 2, itemGroupId: '3' },
  },
}

describe('cart cookie', () => {
  it('is set by the worker as the page writes it: 30 days, SameSite=Lax, Secure on https; an empty cart removes it', () => {
    const cart = {
      id: 'c1',
      region: 'USA',
      items: { '1_2_3': { slug: 't', sku: '1_2_3', colorId: 2, sizeId: 3, productId: 1, quantity: 2, itemGroupId: '1' } },
    }
    const set = cartSetCookie(7, cart, { secure: true })
    expect(set).toBe(`cart_7=${serializeCartCookie(cart)}; Path=/; Max-Age=2592000; SameSite=Lax; Secure`)
    expect(parseCartCookie(set.slice('cart_7='.length, set.indexOf(';')))).toEqual(cart)
    expect(cartSetCookie(7, { ...cart, items: {} }, { secure: false })).toBe('cart_7=; Path=/; Max-Age=0; SameSite=Lax')
  })

  it('round-trips a cart and counts its items', () => {
    const parsed = parseCartCookie(serializeCartCookie(cart))
    expect(parsed).toEqual(cart)
    expect(cartItemCount(parsed)).toBe(2)
    expect(cartCookieName(4)).toBe('cart_4')
  })

  it('is named by the store id', () => {
    expect(cartCookieName(7)).toBe('cart_7')
  })

  it('treats a tampered cookie as an empty cart', () => {
    expect(parseCartCookie('%7Bnope')).toBeNull()
    expect(parseCartCookie(encodeURIComponent(JSON.stringify({ ...cart, items: { x: { quantity: -1 } } })))).toBeNull()
  })

  it('reads back what was written and drops malformed lines', () => {
    const raw = encodeURIComponent(JSON.stringify({ ...cart, items: { ...cart.items, junk: { sku: 'x' } } }))
    expect(parseCartCookie(raw)).toEqual(cart)
  })

  it('ignores a line keyed __proto__, as the schema does, and keeps the others', () => {
    const raw = `{"id":"a","region":"USA","items":{"__proto__":${JSON.stringify(cart.items['3_7_12'])}}}`
    expect(parseCartCookie(encodeURIComponent(raw))).toEqual({ id: 'a', items: {}, region: 'USA' })
    const withLine = raw.replace('{"__proto__"', `{"3_7_12":${JSON.stringify(cart.items['3_7_12'])},"__proto__"`)
    expect(parseCartCookie(encodeURIComponent(withLine))).toEqual({ id: 'a', items: cart.items, region: 'USA' })
  })

  it('treats an unreadable cookie as no cart', () => {
    expect(parseCartCookie('%7Bnope')).toBeNull()
    expect(parseCartCookie(encodeURIComponent(JSON.stringify({ id: 3 })))).toBeNull()
    expect(parseCartCookie(null)).toBeNull()
  })
})

/** Values around the schema's edges: valid carts, and carts with a field broken here or there. */
const text = (max: number) => fc.oneof(fc.string({ maxLength: max }), fc.string({ minLength: max + 1, maxLength: max + 3 }))
const count = fc.oneof(fc.integer({ min: 1, max: 5000 }), fc.constantFrom(0, -1, 1.5, '2', null))
const line = fc.record(
  {
    slug: text(CART_COOKIE_LIMITS.line.slug),
    sku: text(CART_COOKIE_LIMITS.line.sku),
    colorId: count,
    sizeId: count,
    productId: count,
    quantity: fc.oneof(fc.integer({ min: 1, max: CART_COOKIE_LIMITS.line.quantity }), count),
    itemGroupId: text(CART_COOKIE_LIMITS.line.itemGroupId),
    extra: fc.string(),
  },
  { requiredKeys: ['slug', 'sku', 'colorId', 'sizeId', 'productId', 'quantity', 'itemGroupId'] },
)
const cookieValue = fc.oneof(
  fc.record({ id: text(CART_COOKIE_LIMITS.id), region: text(CART_COOKIE_LIMITS.region), items: fc.dictionary(fc.string(), line) }),
  fc.anything(),
)

const positive = fc.integer({ min: 1, max: 2 ** 31 })
const validCart = fc.record({
  id: fc.string({ maxLength: CART_COOKIE_LIMITS.id }),
  region: fc.string({ maxLength: CART_COOKIE_LIMITS.region }),
  items: fc.dictionary(
    fc.string(),
    fc.record({
      slug: fc.string({ maxLength: CART_COOKIE_LIMITS.line.slug }),
      sku: fc.string({ maxLength: CART_COOKIE_LIMITS.line.sku }),
      colorId: positive,
      sizeId: positive,
      productId: positive,
      quantity: fc.integer({ min: 1, max: CART_COOKIE_LIMITS.line.quantity }),
      itemGroupId: fc.string({ maxLength: CART_COOKIE_LIMITS.line.itemGroupId }),
      extra: fc.string(),
    }),
  ),
})

describe('cart cookie codec against the domain schema', () => {
  it('reads every cart the schema accepts exactly as the schema does', () => {
    fc.assert(
      fc.property(fc.oneof(validCart, cookieValue), (value) => {
        const schema = CartCookie.safeParse(value)
        fc.pre(schema.success)
        expect(parseCartCookie(encodeURIComponent(JSON.stringify(value)))).toEqual(schema.data)
      }),
    )
  })

  it('answers only carts the schema accepts, whatever the cookie holds', () => {
    fc.assert(
      fc.property(cookieValue, (value) => {
        const parsed = parseCartCookie(encodeURIComponent(JSON.stringify(value) ?? ''))
        if (parsed) expect(CartCookie.safeParse(parsed).success).toBe(true)
      }),
    )
  })
})
