const WHOLE = Number.MAX_SAFE_INTEGER

/**
 * The cart cookie's limits, read by its schema and by its zod-free parser alike (the parser
 * runs on every first visit, where zod must not load): a text's length, a whole number's
 * highest value.
 */
export const CART_COOKIE_LIMITS = {
  id: 64,
  region: 40,
  line: { slug: 80, sku: 40, itemGroupId: 40, colorId: WHOLE, sizeId: WHOLE, productId: WHOLE, quantity: 999 },
} as const
