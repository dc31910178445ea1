import * as z from 'zod'
import { CURRENCIES } from '../constants'

/** Answer shapes of the catalogue calls (spec sections 3 and 7). Amounts are integer cents. */

export const Currency = z.enum(CURRENCIES)
const Cents = z.number().int()

export const VariationImage = z.object({
  label: z.enum(['primary', 'front', 'side']),
  src: z.string(),
  small: z.string(),
  full: z.string(),
  thumbsmall: z.string(),
  thumblarge: z.string(),
  side: z.string().optional(),
})
export type VariationImage = z.infer<typeof VariationImage>

export const Size = z.object({ id: z.number().int(), label: z.string(), price: Cents })
export type Size = z.infer<typeof Size>

export const Variation = z.object({
  variationId: z.number().int(),
  productId: z.number().int(),
  productType: z.string(),
  title: z.string(),
  color: z.string(),
  attributes: z.object({ hex: z.string() }),
  currency: Currency,
  price: Cents,
  images: z.array(VariationImage),
  inventoryCount: z.number().int(),
  sizes: z.array(Size),
  availableSizesWithId: z.array(Size),
  visibility: z.enum(['public', 'private']),
})
export type Variation = z.infer<typeof Variation>

export const SizeChart = z.record(z.string(), z.record(z.string(), z.object({ inches: z.number(), cm: z.number() })))
export type SizeChart = z.infer<typeof SizeChart>

export const ProductDetails = z.object({
  description: z.string(),
  materials: z.string(),
  fit: z.string(),
  comparableBrands: z.string(),
  sizeChart: SizeChart.nullable(),
  sizeChartUrl: z.string().nullable(),
})
export type ProductDetails = z.infer<typeof ProductDetails>

export const Product = z.object({
  productId: z.number().int(),
  productType: z.string(),
  productName: z.string(),
  price: Cents,
  currency: Currency,
  thumbnail: z.string(),
  deliveryDetails: z.object({ type: z.enum(['physical', 'other']), estimatedShipDate: z.string().nullable() }),
  details: ProductDetails,
  variations: z.array(Variation),
  listingThumbnails: z.array(z.string()),
})
export type Product = z.infer<typeof Product>

export const Listing = z.object({
  listingId: z.number().int(),
  slug: z.string(),
  url: z.string(),
  title: z.string(),
  description: z.string(),
  itemGroupId: z.string(),
  primaryProductId: z.number().int(),
  products: z.array(Product),
  price: Cents,
  currency: Currency,
  visibility: z.enum(['public', 'private']),
  checkout_flow: z.number().int(),
  holidayDeliveryMessage: z.string().nullable(),
  storeSlug: z.string(),
})
export type Listing = z.infer<typeof Listing>

/** Answer of GET /v1/listings. A listing with errors is shown as 'Listing not found'. */
export const ListingAnswer = z.object({
  listing: Listing.nullable(),
  primaryProduct: z.array(z.object({ productId: z.number().int(), variationId: z.number().int() })),
  /** Per sku, as the backend gives them; passed back with the checkout's lines (their shape is not shown in the spec). */
  fulfillmentDetails: z.record(z.string(), z.unknown()),
  errors: z.array(z.string()).nullable(),
  visibility: z.enum(['public', 'private']).nullable(),
})
export type ListingAnswer = z.infer<typeof ListingAnswer>

const TileImage = z.object({ url: z.string(), primary: z.boolean() })

export const ProductTile = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  name: z.string(),
  productName: z.string(),
  title: z.string(),
  price: Cents,
  currency: Currency,
  url: z.string(),
  imageUrl: z.string(),
  images: z.array(TileImage),
  additionalImages: z.array(z.object({ src: z.string() })),
  collections: z.array(z.object({ name: z.string(), slug: z.string() })),
  productType: z.string(),
  external_id: z.string(),
})
export type ProductTile = z.infer<typeof ProductTile>

export const CollectionSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Full path of nested collections, e.g. apparel/hoodies. */
  path: z.string(),
  parentId: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  productCount: z.number().int(),
})
export type CollectionSummary = z.infer<typeof CollectionSummary>

export const CollectionPage = z.object({
  collection: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), path: z.string() }),
  products: z.array(ProductTile),
  total_count: z.number().int(),
  children: z.array(CollectionSummary),
})
export type CollectionPage = z.infer<typeof CollectionPage>

export const ProductPage = z.object({
  products: z.array(ProductTile),
  page: z.number().int(),
  per: z.number().int(),
  total_count: z.number().int(),
})
export type ProductPage = z.infer<typeof ProductPage>

const MarketingPixels = z.object({
  gmcMerchantId: z.string().nullable(),
  googleAnalytics: z.string().nullable(),
  facebook: z.string().nullable(),
})

export const StoreFlags = z.object({
  legacyCheckout: z.boolean(),
  checkoutV2: z.boolean(),
  hideCard: z.boolean(),
  hidePaypal: z.boolean(),
  support: z.boolean(),
  tracking: z.boolean(),
  /** Ask before any tracker everywhere, not only where the law asks (domain/consent.ts). */
  consentOptIn: z.boolean(),
})
export type StoreFlags = z.infer<typeof StoreFlags>

export const Store = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  sellerId: z.string(),
  region: z.string(),
  collections: z.array(CollectionSummary),
  marketingPixels: MarketingPixels,
  socialMedia: z.array(z.object({ id: z.string(), url: z.string(), icon: z.string() })),
  flags: StoreFlags,
  gated: z.boolean(),
  collectionsMode: z.boolean(),
})
export type Store = z.infer<typeof Store>

/** Answer of GET /v0/listing/{slug}: the listing's products. */
export const ListingProducts = z.object({ products_payload: z.array(Product) })
export type ListingProducts = z.infer<typeof ListingProducts>

/** Answer of GET /v1/blanks: the unprinted product (blank) a listing product is made on. */
export const Blank = z.object({
  id: z.number().int(),
  productType: z.string(),
  name: z.string(),
  details: ProductDetails,
  sizes: z.array(z.string()),
  colors: z.array(z.object({ name: z.string(), hex: z.string() })),
})
export type Blank = z.infer<typeof Blank>

/** Answer of GET /v1/inventory. */
export const InventoryAnswer = z.object({ inventoryCount: z.number().int() })
export type InventoryAnswer = z.infer<typeof InventoryAnswer>

/** Answer of the availability service's GET /v1/availability (NFT listings). */
export const AvailabilityAnswer = z.object({ count: z.number().int() })
export type AvailabilityAnswer = z.infer<typeof AvailabilityAnswer>
