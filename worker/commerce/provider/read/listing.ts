import * as z from 'zod'
import {
  type Blank,
  type ListingAnswer,
  type Product,
  type ProductDetails,
  type Size,
  SizeChart,
  type Variation,
  type VariationImage,
} from '../../../../domain/schemas/catalog'
import { makeSku } from '../../../../domain/sku'
import { LISTING_NOT_FOUND, listingNotFound } from '../../port/answers'
import { amountIn, CurrencyCode, first, isRecord, LooseNumber, LooseText, listIn, maybe, NumericId, readEach } from './loose'
import { listingSlugOf, type PriceReading } from './tiles'

/** What reading a listing needs beyond the answer. */
export interface ListingReading extends PriceReading {
  /** The store the listing was asked for (the spec's answer does not repeat it). */
  storeSlug: string
  /** The slug asked for: an answer without one is that listing. */
  slug: string
}

/** A listing answer as read, and what it left out that other spec calls can fill in. */
export interface ListingRead {
  answer: ListingAnswer
  /** Only the primary product was given (`primaryProduct`, no `products`): GET /v0/listing/{slug} has the rest. */
  onlyPrimary: boolean
  /** Products the answer gave no details for: GET /v1/blanks?id= has them. */
  withoutDetails: number[]
}

const Text = maybe(z.string())
const VISIBILITY = maybe(
  z
    .string()
    .trim()
    .toLowerCase()
    .transform((value) => (value === 'private' || value === 'hidden' ? 'private' : 'public') as 'public' | 'private'),
)

const IMAGE_LABELS = ['primary', 'front', 'side'] as const

const RawImage = z.union([
  z.string().transform((src) => ({ src }) as Record<string, string | undefined>),
  z.object({
    label: Text,
    src: Text,
    url: Text,
    small: Text,
    full: Text,
    thumbsmall: Text,
    thumblarge: Text,
    side: Text,
  }),
])

/** Variation images: any of the renditions stands in for the others; unknown labels are front views. */
function readImages(values: unknown[]): VariationImage[] {
  return readEach(values, RawImage).flatMap((image, index) => {
    const src = first(image.src, image.url, image.full, image.thumblarge, image.small, image.thumbsmall)
    if (!src) return []
    const given = IMAGE_LABELS.find((label) => label === image.label?.toLowerCase())
    const label = given ?? (index === 0 ? 'primary' : 'front')
    return [
      {
        label,
        src,
        small: first(image.small, image.thumblarge, src) ?? src,
        full: first(image.full, src) ?? src,
        thumbsmall: first(image.thumbsmall, image.small, src) ?? src,
        thumblarge: first(image.thumblarge, image.full, src) ?? src,
        ...(image.side ? { side: image.side } : {}),
      },
    ]
  })
}

const RawSize = z.union([
  NumericId.transform((id) => ({ id, label: undefined, price: undefined as unknown })),
  z
    .object({ id: NumericId.optional(), sizeId: NumericId.optional(), label: Text, name: Text, size: Text, price: z.unknown().optional() })
    .transform((size) => ({ id: first(size.id, size.sizeId), label: first(size.label, size.name, size.size), price: size.price })),
])

const RawVariation = z.object({
  variationId: maybe(NumericId),
  id: maybe(NumericId),
  colorId: maybe(NumericId),
  productId: maybe(NumericId),
  productType: Text,
  title: Text,
  color: Text,
  colorName: Text,
  name: Text,
  attributes: maybe(z.object({ hex: Text })),
  hex: Text,
  currency: maybe(CurrencyCode),
  price: z.unknown().optional(),
  images: maybe(z.array(z.unknown())),
  inventoryCount: maybe(LooseNumber),
  inventory_count: maybe(LooseNumber),
  inventory: maybe(LooseNumber),
  sizes: maybe(z.array(z.unknown())),
  availableSizesWithId: maybe(z.array(z.unknown())),
  available_sizes: maybe(z.array(z.unknown())),
  visibility: VISIBILITY,
})

const RawDetails = z.object({
  description: Text,
  materials: Text,
  fit: Text,
  comparableBrands: Text,
  comparable_brands: Text,
  sizeChart: maybe(SizeChart),
  size_chart: maybe(SizeChart),
  sizeChartUrl: Text,
  size_chart_url: Text,
})
type RawDetails = z.infer<typeof RawDetails>

const DETAIL_FIELDS = ['description', 'materials', 'fit', 'comparableBrands', 'comparable_brands', 'sizeChart', 'sizeChartUrl'] as const

const RawProduct = z.object({
  productId: maybe(NumericId),
  id: maybe(NumericId),
  productType: Text,
  product_type: Text,
  type: Text,
  productName: Text,
  product_name: Text,
  name: Text,
  title: Text,
  price: z.unknown().optional(),
  currency: maybe(CurrencyCode),
  thumbnail: Text,
  deliveryDetails: z.unknown().optional(),
  delivery_details: z.unknown().optional(),
  details: maybe(RawDetails),
  variations: maybe(z.array(z.unknown())),
  listingThumbnails: maybe(z.array(z.string())),
})
type RawProduct = z.infer<typeof RawProduct>

const DeliveryDetails = z.object({ type: Text, estimatedShipDate: Text, estimated_ship_date: Text }).transform((details) => ({
  type: (details.type === undefined || details.type === 'physical' ? 'physical' : 'other') as 'physical' | 'other',
  estimatedShipDate: first(details.estimatedShipDate, details.estimated_ship_date) ?? null,
}))

function toDetails(raw: RawDetails, fallbackDescription: string): ProductDetails {
  return {
    description: raw.description ?? fallbackDescription,
    materials: raw.materials ?? '',
    fit: raw.fit ?? '',
    comparableBrands: first(raw.comparableBrands, raw.comparable_brands) ?? '',
    sizeChart: first(raw.sizeChart, raw.size_chart) ?? null,
    sizeChartUrl: first(raw.sizeChartUrl, raw.size_chart_url) ?? null,
  }
}

/** The details a product gives, in `details` or beside its other fields; undefined when none. */
function givenDetails(value: unknown, product: RawProduct): RawDetails | undefined {
  if (product.details) return product.details
  if (!isRecord(value) || !DETAIL_FIELDS.some((field) => value[field] !== undefined && value[field] !== null)) return undefined
  const parsed = RawDetails.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

interface ProductContext extends PriceReading {
  listingTitle: string
  listingDescription: string
}

interface ProductRead {
  product: Product
  hasDetails: boolean
}

function readVariation(
  value: unknown,
  product: { id: number; type: string; price: number | undefined },
  ctx: ProductContext,
): Variation | null {
  const parsed = RawVariation.safeParse(value)
  if (!parsed.success) return null
  const raw = parsed.data
  const variationId = first(raw.variationId, raw.id, raw.colorId)
  if (variationId === undefined) return null
  const Amount = amountIn(ctx.unit)
  const ownPrice = Amount.safeParse(raw.price)
  const price = ownPrice.success ? ownPrice.data : product.price
  const sizes: Size[] = readEach(raw.sizes ?? [], RawSize).flatMap((size) => {
    const sizePrice = Amount.safeParse(size.price)
    const known = sizePrice.success ? sizePrice.data : price
    return size.id !== undefined && size.label && known !== undefined ? [{ id: size.id, label: size.label, price: known }] : []
  })
  const lowest = price ?? (sizes.length > 0 ? Math.min(...sizes.map((size) => size.price)) : undefined)
  if (lowest === undefined || sizes.length === 0) return null
  const availableGiven = first(raw.availableSizesWithId, raw.available_sizes)
  const inventory = first(raw.inventoryCount, raw.inventory_count, raw.inventory)
  // Sizes in stock: those named (a size entry or just its id, with or without a price),
  // else every size while the colour has stock.
  const available = availableGiven
    ? readEach(availableGiven, RawSize).flatMap((entry) => sizes.filter((size) => size.id === entry.id))
    : inventory === undefined || inventory > 0
      ? sizes
      : []
  return {
    variationId,
    productId: raw.productId ?? product.id,
    productType: raw.productType ?? product.type,
    title: raw.title ?? ctx.listingTitle,
    color: first(raw.color, raw.colorName, raw.name) ?? '',
    attributes: { hex: first(raw.attributes?.hex, raw.hex) ?? '#000000' },
    currency: raw.currency ?? ctx.currency,
    price: lowest,
    images: readImages(raw.images ?? []),
    inventoryCount: Math.round(inventory ?? available.length),
    sizes,
    availableSizesWithId: available,
    visibility: raw.visibility ?? 'public',
  }
}

function readProduct(value: unknown, ctx: ProductContext): ProductRead | null {
  const parsed = RawProduct.safeParse(value)
  if (!parsed.success) return null
  const raw = parsed.data
  const productId = first(raw.productId, raw.id)
  if (productId === undefined) return null
  const priced = amountIn(ctx.unit).safeParse(raw.price)
  const type = first(raw.productType, raw.product_type, raw.type) ?? ''
  const base = { id: productId, type, price: priced.success ? priced.data : undefined }
  const variations = (raw.variations ?? []).flatMap((variation) => readVariation(variation, base, ctx) ?? [])
  if (variations.length === 0) return null
  const details = givenDetails(value, raw)
  const delivery = DeliveryDetails.safeParse(first(raw.deliveryDetails, raw.delivery_details) ?? {})
  const thumbnail = first(raw.thumbnail, variations[0].images[0]?.thumblarge) ?? ''
  return {
    hasDetails: details !== undefined,
    product: {
      productId,
      productType: type,
      productName: first(raw.productName, raw.product_name, raw.name, raw.title) ?? ctx.listingTitle,
      price: base.price ?? Math.min(...variations.map((variation) => variation.price)),
      currency: raw.currency ?? ctx.currency,
      thumbnail,
      deliveryDetails: delivery.success ? delivery.data : { type: 'physical', estimatedShipDate: null },
      details: toDetails(details ?? {}, ctx.listingDescription),
      variations,
      listingThumbnails: raw.listingThumbnails ?? [],
    },
  }
}

/** Each product knows every product's thumbnail (the listing's gallery strip) unless the backend gave its own. */
export function withThumbnails(products: Product[]): Product[] {
  const thumbnails = products.map((product) => product.thumbnail).filter(Boolean)
  return products.map((product) => (product.listingThumbnails.length > 0 ? product : { ...product, listingThumbnails: thumbnails }))
}

const RawListing = z.object({
  listingId: maybe(NumericId),
  id: maybe(NumericId),
  slug: Text,
  url: Text,
  title: Text,
  name: Text,
  description: Text,
  itemGroupId: maybe(LooseText),
  item_group_id: maybe(LooseText),
  primaryProductId: maybe(NumericId),
  primary_product_id: maybe(NumericId),
  primaryProduct: z.unknown().optional(),
  products: maybe(z.array(z.unknown())),
  variations: maybe(z.array(z.unknown())),
  price: z.unknown().optional(),
  currency: maybe(CurrencyCode),
  visibility: VISIBILITY,
  checkout_flow: maybe(NumericId),
  checkoutFlow: maybe(NumericId),
  holidayDeliveryMessage: Text,
  fulfillmentDetails: z.unknown().optional(),
  errors: z.unknown().optional(),
})

/** `errors` as the spec's list of texts: a list, one text, or an object of texts; null when none. */
function readErrors(...values: unknown[]): string[] | null {
  const texts = values.flatMap((value): string[] => {
    if (value === null || value === undefined) return []
    if (typeof value === 'string') return value ? [value] : []
    if (Array.isArray(value)) return value.flatMap((item) => readErrors(item) ?? [])
    if (isRecord(value)) return Object.values(value).flatMap((item) => readErrors(item) ?? [])
    return []
  })
  return texts.length > 0 ? texts : null
}

const SKU_KEY = /^\d+_\d+_\d+$/

/**
 * Fulfilment details are kept per sku and passed back with the checkout's lines; their
 * shape is not shown in the spec, so they are carried as they come. Details keyed by sku
 * stay so; anything else applies to every sku of the listing.
 */
function readFulfillment(given: unknown, skus: string[]): Record<string, unknown> {
  if (given === null || given === undefined) return {}
  if (isRecord(given) && Object.keys(given).length > 0 && Object.keys(given).every((key) => SKU_KEY.test(key))) return { ...given }
  return Object.fromEntries(skus.map((sku) => [sku, given]))
}

/** The primary product the spec's answer may give beside the listing: one product, a list, or id pairs. */
function primaryCandidates(...values: unknown[]): unknown[] {
  return values.flatMap((value) => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]))
}

const IdPair = z.object({ productId: NumericId, variationId: NumericId })

/**
 * GET /v1/listings (spec sections 3 and 7): `listing` with its products (`products`, or
 * only `primaryProduct`, or bare `variations`), plus the answer's `primaryProduct`,
 * `fulfillmentDetails`, `errors` and `visibility`. Ids may be numbers or digit strings,
 * the item group a number; sizes in `availableSizesWithId` may come without prices (the
 * size's own price is used). A listing with errors, or none, is the spec's 'Listing not
 * found'. Throws a zod error when the answer is not an object at all.
 */
export function readListing(answer: unknown, ctx: ListingReading): ListingRead {
  const outer = z.record(z.string(), z.unknown()).parse(answer)
  const listingValue = isRecord(outer.listing) ? outer.listing : outer.listingId !== undefined && outer.products ? outer : null
  const errors = readErrors(outer.errors, isRecord(listingValue) ? listingValue.errors : undefined)
  const notFound = { answer: { ...listingNotFound(), errors: errors ?? [LISTING_NOT_FOUND] }, onlyPrimary: false, withoutDetails: [] }
  if (!listingValue || errors) return notFound
  const parsed = RawListing.safeParse(listingValue)
  if (!parsed.success) return notFound
  const raw = parsed.data
  const title = first(raw.title, raw.name) ?? ''
  const productCtx: ProductContext = {
    ...ctx,
    currency: raw.currency ?? ctx.currency,
    listingTitle: title,
    listingDescription: raw.description ?? '',
  }
  const listed = (raw.products ?? []).map((value) => readProduct(value, productCtx))
  const primaryGiven = primaryCandidates(raw.primaryProduct, outer.primaryProduct).map((value) => readProduct(value, productCtx))
  const bare =
    raw.variations && raw.variations.length > 0
      ? [
          readProduct(
            { productId: first(raw.primaryProductId, raw.primary_product_id), price: raw.price, variations: raw.variations },
            productCtx,
          ),
        ]
      : []
  const fromProducts = listed.filter((read) => read !== null)
  const reads = fromProducts.length > 0 ? fromProducts : [...primaryGiven, ...bare].filter((read) => read !== null).slice(0, 1)
  if (reads.length === 0) return notFound
  // The gallery strip is filled in once the listing's products are all known (see withThumbnails).
  const products = reads.map((read) => read.product)
  const primaryId = first(raw.primaryProductId, raw.primary_product_id)
  const primary = products.find((product) => product.productId === primaryId) ?? products[0]
  const listingId = first(raw.listingId, raw.id)
  const slug = listingSlugOf(raw.slug, raw.url) ?? ctx.slug
  if (listingId === undefined) return notFound
  const listingPrice = amountIn(ctx.unit).safeParse(raw.price)
  const itemGroupId = first(raw.itemGroupId, raw.item_group_id) ?? String(primary.productId)
  const skus = primary.variations.flatMap((variation) =>
    variation.sizes.map((size) => makeSku({ itemGroupId, colorId: variation.variationId, sizeId: size.id })),
  )
  const pairs = readEach(Array.isArray(outer.primaryProduct) ? outer.primaryProduct : [], IdPair)
  const visibility = raw.visibility ?? 'public'
  return {
    onlyPrimary: fromProducts.length === 0,
    withoutDetails: reads.filter((read) => !read.hasDetails).map((read) => read.product.productId),
    answer: {
      listing: {
        listingId,
        slug,
        url: `/listing/${slug}`,
        title,
        description: raw.description ?? '',
        itemGroupId,
        primaryProductId: primary.productId,
        products,
        price: listingPrice.success ? listingPrice.data : primary.price,
        currency: productCtx.currency,
        visibility,
        checkout_flow: first(raw.checkout_flow, raw.checkoutFlow) ?? 0,
        holidayDeliveryMessage: raw.holidayDeliveryMessage ?? null,
        storeSlug: ctx.storeSlug,
      },
      primaryProduct:
        pairs.length > 0
          ? pairs
          : primary.variations.map((variation) => ({ productId: primary.productId, variationId: variation.variationId })),
      fulfillmentDetails: readFulfillment(first(outer.fulfillmentDetails, raw.fulfillmentDetails), skus),
      errors: null,
      visibility: VISIBILITY.parse(outer.visibility) ?? visibility,
    },
  }
}

/** GET /v0/listing/{slug}: `products_payload` (or `products`, or a bare list), each read like a listing's product. */
export function readListingProducts(answer: unknown, ctx: PriceReading & { listingTitle: string; listingDescription: string }): Product[] {
  const values = listIn(answer, ['products_payload', 'productsPayload', 'products', 'data']) ?? []
  return values.flatMap((value) => readProduct(value, ctx)?.product ?? [])
}

const RawBlank = z.object({
  id: maybe(NumericId),
  productId: maybe(NumericId),
  productType: Text,
  product_type: Text,
  type: Text,
  name: Text,
  title: Text,
  details: maybe(RawDetails),
  sizes: maybe(z.array(z.unknown())),
  colors: maybe(z.array(z.unknown())),
})

const BlankColor = z
  .union([
    z.string().transform((name) => ({ name, hex: undefined as string | undefined })),
    z.object({ name: Text, color: Text, hex: Text }).transform((color) => ({ name: first(color.name, color.color), hex: color.hex })),
  ])
  .transform((color) => ({ name: color.name ?? '', hex: color.hex ?? '#000000' }))
  .refine((color) => color.name !== '')

const BlankSize = z.union([
  z.string(),
  z.object({ label: Text, name: Text, size: Text }).transform((size) => first(size.label, size.name, size.size) ?? ''),
])

/** GET /v1/blanks?id=: the blank's details (in `details` or beside the other fields), sizes and colours. */
export function readBlank(answer: unknown, id: number): Blank | null {
  const value = isRecord(answer) && isRecord(answer.blank) ? answer.blank : answer
  const parsed = RawBlank.safeParse(value)
  if (!parsed.success) return null
  const raw = parsed.data
  const details = raw.details ?? RawDetails.safeParse(value).data ?? {}
  return {
    id: first(raw.id, raw.productId) ?? id,
    productType: first(raw.productType, raw.product_type, raw.type) ?? '',
    name: first(raw.name, raw.title) ?? '',
    details: toDetails(details, ''),
    sizes: readEach(raw.sizes ?? [], BlankSize).filter(Boolean),
    colors: readEach(raw.colors ?? [], BlankColor),
  }
}

/** A product's details filled in from its blank. */
export function withBlankDetails(product: Product, blank: Blank): Product {
  const own = product.details
  const details: ProductDetails = {
    description: own.description || blank.details.description,
    materials: own.materials || blank.details.materials,
    fit: own.fit || blank.details.fit,
    comparableBrands: own.comparableBrands || blank.details.comparableBrands,
    sizeChart: own.sizeChart ?? blank.details.sizeChart,
    sizeChartUrl: own.sizeChartUrl ?? blank.details.sizeChartUrl,
  }
  return { ...product, details }
}
