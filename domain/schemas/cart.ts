import * as z from 'zod'
import { CART_COOKIE_LIMITS } from '../cart-cookie-limits'
import { Currency } from './catalog'

/** One cart line as kept in the cart cookie (named by store id). Keyed by sku. */
export const CartEntry = z.object({
  slug: z.string().max(CART_COOKIE_LIMITS.line.slug),
  sku: z.string().max(CART_COOKIE_LIMITS.line.sku),
  colorId: z.number().int().positive(),
  sizeId: z.number().int().positive(),
  productId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(CART_COOKIE_LIMITS.line.quantity),
  itemGroupId: z.string().max(CART_COOKIE_LIMITS.line.itemGroupId),
})
export type CartEntry = z.infer<typeof CartEntry>

/** The cart cookie's content: entries keyed by sku, and the buyer region or MIXED (its codec: domain/cart-cookie.ts). */
export const CartCookie = z.object({
  id: z.string().max(CART_COOKIE_LIMITS.id),
  items: z.record(z.string(), CartEntry),
  region: z.string().max(CART_COOKIE_LIMITS.region),
})
export type CartCookie = z.infer<typeof CartCookie>

/** A cart line resolved against live listing data, for display. Prices are cents. */
export const CartDisplayItem = z.object({
  sku: z.string(),
  slug: z.string(),
  title: z.string(),
  productType: z.string(),
  colorName: z.string(),
  selectedSize: z.object({ id: z.number().int(), label: z.string() }),
  quantityInCart: z.number().int(),
  price: z.number().int(),
  totalPrice: z.number().int(),
  primaryImages: z.object({ thumblarge: z.string() }),
  variantData: z.object({ productId: z.number().int(), variationId: z.number().int(), currency: Currency, color: z.string() }),
  fromUnavailableListing: z.boolean(),
  /** False when the line may not be shown: variation gone or private, no stock, size gone. */
  available: z.boolean(),
})
export type CartDisplayItem = z.infer<typeof CartDisplayItem>

/** A whole number as a form posts it: digits only, never a sign, a point or an exponent. */
const FormNumber = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number)

/**
 * The listing's Add to cart form as a browser posts it before or without scripts
 * (client/pages/listing/listing-form.tsx): the product, colour and size ids and the quantity.
 * An NFT's form has no quantity: one.
 */
export const AddToCartForm = z.object({
  product: FormNumber,
  color: FormNumber,
  size: FormNumber.optional(),
  quantity: FormNumber.pipe(z.number().int().min(1).max(CART_COOKIE_LIMITS.line.quantity)).default(1),
})
export type AddToCartForm = z.infer<typeof AddToCartForm>

/**
 * A cart line's quantity or Remove as a browser posts it before or without scripts
 * (client/pages/cart/cart-line.tsx): the line's sku and, to change it, the new quantity
 * (0 removes the line, as the quantity field does).
 */
export const CartLineForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('remove'), sku: z.string().min(1).max(CART_COOKIE_LIMITS.line.sku) }),
  z.object({
    intent: z.literal('update'),
    sku: z.string().min(1).max(CART_COOKIE_LIMITS.line.sku),
    quantity: FormNumber.pipe(z.number().int().min(0).max(CART_COOKIE_LIMITS.line.quantity)),
  }),
])
export type CartLineForm = z.infer<typeof CartLineForm>
