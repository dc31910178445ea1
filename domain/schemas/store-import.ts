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
const Cents = z.number().int('Prices are whole cents').min(0).max(10_000_000)
const Hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours are hex like #1a2b3c')

export const MockupKind = z.enum(MOCKUP_KINDS)
export type MockupKind = z.infer<typeof MockupKind>

const ImportSize = z.object({
  label: z.string().min(1).max(20),
  /** Price in USD cents for this size; other currencies are derived. */
  price: Cents,
})

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

const ImportPromoCode = z.object({
  code: z.string().regex(/^[A-Z0-9_-]{2,32}$/, 'Promo codes are 2-32 upper-case letters, digits, _ or -'),
  type: z.enum(['percentage', 'fixed']),
  /** Whole percent for percentage codes. */
  percentage: z.number().int().min(1).max(100).optional(),
  /** USD cents for fixed codes. */
  amount: Cents.optional(),
  minSubtotal: Cents.default(0),
  expiresAt: z.string().datetime().optional(),
})

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
