import * as z from 'zod'
import { MOCKUP_KINDS } from '../images'
import { Theme } from './theme'

/**
 * The file a creator loads with `npm run store:import -- store.json`. Ids are not part of
 * the file: rows are matched on natural keys (store slug, listing slug, product type,
 * colour name, size label), so importing the same file twice changes nothing and keeps ids
 * (and so shoppers' carts) stable.
 */

const Slug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slugs are lower-case words joined by hyphens')
const Cents = z.number().int('Cents are whole numbers').min(0).max(10_000_000)
const Hundredths = /^(\d{1,5})(?:\.(\d{1,2}))?$/

/**
 * Money in the file is written one of two unambiguous ways: `price: "18.00"` (USD, a
 * decimal string read digit by digit, never as a float) or `priceCents: 1800`. A bare
 * number under the plain name is refused: JSON cannot tell `18.0` from `18`, and a creator
 * who meant dollars would sell the mug for 18 cents (ADR 125).
 */
const Dollars = (name: string) =>
  z
    .string({
      error: (issue) =>
        typeof issue.input === 'number'
          ? `${issue.input} is ambiguous: write ${name}: "${issue.input.toFixed(2)}" for $${issue.input.toFixed(2)}, or ${name}Cents: ${issue.input} for ${issue.input} cents`
          : `Write ${name} in USD as a decimal string like "18.00"`,
    })
    .regex(Hundredths, `Write ${name} in USD as a decimal string like "18.00" (no $ sign or thousands separator)`)
    .transform((text) => {
      const [, whole, fraction = ''] = Hundredths.exec(text) as RegExpExecArray
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
    })

/** Reads `name` ("18.00") or `nameCents` (1800) into cents; both or (when required) neither is an error. */
function oneAmount<T extends Record<string, unknown>>(value: T, ctx: z.core.$RefinementCtx<T>, name: string, required: boolean): void {
  const given = [name, `${name}Cents`].filter((key) => value[key] !== undefined)
  if (given.length === 2) ctx.addIssue({ code: 'custom', path: [name], message: `Give ${name} or ${name}Cents, not both` })
  if (given.length === 0 && required)
    ctx.addIssue({ code: 'custom', path: [name], message: `Needs ${name} ("18.00", USD) or ${name}Cents (1800)` })
}
const Hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours are hex like #1a2b3c')

export const MockupKind = z.enum(MOCKUP_KINDS)
export type MockupKind = z.infer<typeof MockupKind>

const ImportSize = z
  .object({
    label: z.string().min(1).max(20),
    /** Price in USD for this size, "18.00"; other currencies are derived. */
    price: Dollars('price').optional(),
    /** Or the same price in whole USD cents, 1800. */
    priceCents: Cents.optional(),
  })
  .superRefine((size, ctx) => oneAmount(size, ctx, 'price', true))
  .transform(({ price, priceCents, ...size }) => ({ ...size, price: (priceCents ?? price) as number }))

const ImportVariation = z.object({
  color: z.string().min(1).max(60),
  hex: Hex,
  visibility: z.enum(['public', 'private']).default('public'),
  /** Stock per size label; a label missing here has none. */
  inventory: z.record(z.string(), z.number().int().min(0).max(1_000_000)),
  /** Product photos (https), in gallery order; without them the drawn mockups are shown. */
  images: z
    .array(z.object({ url: z.string().url().startsWith('https://', 'Photos are https URLs'), alt: z.string().max(200).default('') }))
    .max(12)
    .default([]),
})

const ImportSizeChart = z.record(z.string(), z.record(z.string(), z.object({ inches: z.number(), cm: z.number() })))

const ImportProduct = z.object({
  productType: z.string().min(1).max(60),
  name: z.string().min(1).max(120),
  mockup: MockupKind,
  /** Artwork drawn on the mockup: a short text. */
  artwork: z.string().max(40).default(''),
  delivery: z.enum(['physical', 'other']).default('physical'),
  estimatedShipDate: z.string().date().optional(),
  sizes: z.array(ImportSize).min(1).max(20),
  variations: z.array(ImportVariation).min(1).max(30),
  details: z
    .object({
      description: z.string().max(4000).default(''),
      materials: z.string().max(2000).default(''),
      fit: z.string().max(2000).default(''),
      comparableBrands: z.string().max(500).default(''),
      sizeChart: ImportSizeChart.optional(),
    })
    .default({ description: '', materials: '', fit: '', comparableBrands: '' }),
  /** A fixed product id for products whose id carries meaning (1816 marks NFTs). */
  fixedProductId: z.number().int().positive().optional(),
})

const ImportListing = z.object({
  slug: Slug,
  title: z.string().min(1).max(120),
  description: z.string().max(4000).default(''),
  visibility: z.enum(['public', 'private']).default('public'),
  /** 1 means pre-order: the listing shows the pre-order form instead of add to cart. */
  checkoutFlow: z.union([z.literal(0), z.literal(1)]).default(0),
  holidayDeliveryMessage: z.string().max(300).optional(),
  collections: z.array(z.string()).default([]),
  products: z.array(ImportProduct).min(1).max(10),
})

const ImportCollection = z.object({
  slug: Slug,
  name: z.string().min(1).max(80),
  parent: Slug.optional(),
  imageListing: Slug.optional(),
})

const ImportPromoCode = z
  .object({
    code: z.string().regex(/^[A-Z0-9_-]{2,32}$/, 'Promo codes are 2-32 upper-case letters, digits, _ or -'),
    type: z.enum(['percentage', 'fixed']),
    /** Whole percent for percentage codes. */
    percentage: z.number().int().min(1).max(100).optional(),
    /** What a fixed code takes off, in USD ("5.00"), or in cents as amountCents (500). */
    amount: Dollars('amount').optional(),
    amountCents: Cents.optional(),
    /** The smallest subtotal the code applies to, "20.00" or minSubtotalCents: 2000; none by default. */
    minSubtotal: Dollars('minSubtotal').optional(),
    minSubtotalCents: Cents.optional(),
    expiresAt: z.string().datetime().optional(),
  })
  .superRefine((promo, ctx) => {
    oneAmount(promo, ctx, 'amount', false)
    oneAmount(promo, ctx, 'minSubtotal', false)
  })
  .transform(({ amount, amountCents, minSubtotal, minSubtotalCents, ...promo }) => ({
    ...promo,
    amount: amountCents ?? amount,
    minSubtotal: minSubtotalCents ?? minSubtotal ?? 0,
  }))

const ImportFlags = z
  .object({
    legacyCheckout: z.boolean().optional(),
    checkoutV2: z.boolean().optional(),
    hideCard: z.boolean().optional(),
    hidePaypal: z.boolean().optional(),
    support: z.boolean().optional(),
    tracking: z.boolean().optional(),
    consentOptIn: z.boolean().optional(),
  })
  .default({})

export const StoreImport = z.object({
  store: z.object({
    slug: Slug,
    name: z.string().min(1).max(80),
    sellerId: z.string().min(1).max(60),
    /** The region the store sells from; Afterpay is offered only for 'USA'. */
    region: z.enum(['USA', 'EU']).default('USA'),
    domains: z.array(z.string().toLowerCase()).default([]),
    accessCode: z.string().min(4).max(64).optional(),
    /** Secret for store-owner preview links (AES-GCM); generated when absent. */
    previewKey: z.string().min(16).max(128).optional(),
    collectionsMode: z.boolean().default(false),
    flags: ImportFlags,
  }),
  theme: Theme,
  /** Unpublished theme, seen only through a preview link. */
  draftTheme: Theme.optional(),
  collections: z.array(ImportCollection).default([]),
  listings: z.array(ImportListing).default([]),
  promoCodes: z.array(ImportPromoCode).default([]),
})
export type StoreImport = z.infer<typeof StoreImport>
export type StoreImportInput = z.input<typeof StoreImport>
