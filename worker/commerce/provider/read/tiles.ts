import * as z from 'zod'
import { type Currency, PAGE_SIZE } from '../../../../domain/constants'
import type { ProductTile } from '../../../../domain/schemas/catalog'
import type { AmountUnit } from '../amounts'
import { type BackendCollection, readCollections } from './collections'
import {
  amountIn,
  CurrencyCode,
  first,
  isRecord,
  LooseNumber,
  LooseText,
  listIn,
  maybe,
  NumericId,
  readEach,
  slugify,
  storefrontPath,
} from './loose'

/** What a reader of priced answers needs beyond the answer: the unit and the currency asked for. */
export interface PriceReading {
  unit: AmountUnit
  /** The currency the call asked for; an answer that names none is in it. */
  currency: Currency
}

const ImageUrl = z.union([
  z.string(),
  z.object({ url: z.string() }).transform((image) => image.url),
  z.object({ src: z.string() }).transform((image) => image.src),
])

const TileImage = z
  .object({ url: maybe(z.string()), src: maybe(z.string()), primary: maybe(z.boolean()), label: maybe(z.string()) })
  .transform((image) => ({ url: first(image.url, image.src) ?? '', primary: image.primary ?? image.label === 'primary' }))
  .refine((image) => image.url !== '')

const TileCollection = z
  .object({ name: maybe(z.string()), title: maybe(z.string()), slug: maybe(z.string()) })
  .transform((collection) => {
    const name = first(collection.name, collection.title, collection.slug) ?? ''
    return { name, slug: collection.slug ?? slugify(name) }
  })
  .refine((collection) => collection.name !== '')

/** The listing slug a tile or link names: its own `slug`, else the last part of its url. */
export function listingSlugOf(slug: string | undefined, url: string | undefined): string | undefined {
  if (slug) return slug
  const path = storefrontPath(url)
  return path?.split('/').filter(Boolean).at(-1)
}

const RawTile = z.object({
  id: NumericId,
  listingId: maybe(NumericId),
  listing_id: maybe(NumericId),
  name: maybe(z.string()),
  productName: maybe(z.string()),
  product_name: maybe(z.string()),
  title: maybe(z.string()),
  price: z.unknown().optional(),
  currency: maybe(CurrencyCode),
  url: maybe(z.string()),
  slug: maybe(z.string()),
  imageUrl: maybe(ImageUrl),
  image_url: maybe(z.string()),
  image: maybe(ImageUrl),
  thumbnail: maybe(z.string()),
  images: maybe(z.array(z.unknown())),
  additionalImages: maybe(z.array(z.unknown())),
  additional_images: maybe(z.array(z.unknown())),
  collections: maybe(z.array(z.unknown())),
  productType: maybe(z.string()),
  product_type: maybe(z.string()),
  type: maybe(z.string()),
  external_id: maybe(LooseText),
  externalId: maybe(LooseText),
})

/**
 * A product tile (spec section 3): an id, a name in any of the spec's spellings, a price
 * and a link (url or slug) are needed. The rest is derived: the image from `imageUrl` or
 * the primary image, `productType` empty when not given (the tile then shows none).
 */
function tileReader({ unit, currency }: PriceReading): z.ZodType<ProductTile> {
  const Amount = amountIn(unit)
  return RawTile.transform((raw, ctx): ProductTile => {
    const price = Amount.safeParse(raw.price)
    const name = first(raw.name, raw.title, raw.productName, raw.product_name)
    const slug = listingSlugOf(raw.slug, raw.url)
    if (!price.success || !name || !slug) {
      ctx.addIssue({ code: 'custom', message: 'A tile needs a price, a name and a url or slug' })
      return z.NEVER
    }
    const images = readEach(raw.images ?? [], TileImage)
    const imageUrl =
      first(raw.imageUrl, raw.image_url, raw.image, images.find((image) => image.primary)?.url, images[0]?.url, raw.thumbnail) ?? ''
    return {
      id: raw.id,
      listingId: first(raw.listingId, raw.listing_id) ?? raw.id,
      name,
      productName: first(raw.productName, raw.product_name, raw.name, raw.title) ?? name,
      title: first(raw.title, raw.name) ?? name,
      price: price.data,
      currency: raw.currency ?? currency,
      url: `/listing/${slug}`,
      imageUrl,
      images: images.length > 0 ? images : imageUrl ? [{ url: imageUrl, primary: true }] : [],
      additionalImages: readEach(first(raw.additionalImages, raw.additional_images) ?? [], ImageUrl).map((src) => ({ src })),
      collections: readEach(raw.collections ?? [], TileCollection),
      productType: first(raw.productType, raw.product_type, raw.type) ?? '',
      external_id: first(raw.external_id, raw.externalId) ?? String(raw.id),
    }
  })
}

const TILE_LISTS = ['products', 'data', 'items', 'results'] as const

const Count = maybe(LooseNumber)
const PageFacts = z.object({
  total_count: Count,
  totalCount: Count,
  total: Count,
  count: Count,
  per: Count,
  per_page: Count,
  perPage: Count,
})

/** The tiles of a list answer (bare or under `products`); tiles it cannot read are left out. */
export function readTiles(answer: unknown, reading: PriceReading): ProductTile[] {
  return readEach(listIn(answer, TILE_LISTS) ?? [], tileReader(reading))
}

/**
 * The total a list answer gives, else one that keeps a pager going while pages come back
 * full: what was read so far, plus one more when this page is full.
 */
export function readTotal(answer: unknown, page: number, per: number, read: number): number {
  return readGivenTotal(answer) ?? (page - 1) * per + read + (read >= per ? 1 : 0)
}

/** The total a list answer states (total_count and its variants), undefined when it states none. */
export function readGivenTotal(answer: unknown): number | undefined {
  const facts = PageFacts.safeParse(isRecord(answer) ? answer : {})
  const given = facts.success ? first(facts.data.total_count, facts.data.totalCount, facts.data.total, facts.data.count) : undefined
  return given === undefined ? undefined : Math.max(0, Math.round(given))
}

const RawIndexEntry = z
  .object({
    url: maybe(z.string()),
    slug: maybe(z.string()),
    visibility: maybe(z.string()),
    updated_at: maybe(z.union([z.string(), z.number()])),
    updatedAt: maybe(z.union([z.string(), z.number()])),
  })
  .transform((raw) => {
    const date = first(raw.updatedAt, raw.updated_at)
    const time = typeof date === 'number' ? date * (date < 1e12 ? 1000 : 1) : date ? Date.parse(date) : Number.NaN
    return {
      slug: listingSlugOf(raw.slug, raw.url) ?? '',
      visible: raw.visibility === undefined || raw.visibility === 'public',
      updatedAt: Number.isFinite(time) ? new Date(time).toISOString() : null,
    }
  })
  .refine((entry) => entry.slug !== '')

/** How many items a list answer holds, readable or not: how a pager tells a full page from the last. */
export function readListLength(answer: unknown): number {
  return (listIn(answer, TILE_LISTS) ?? []).length
}

/**
 * The listings a list answer names, for an index of the catalogue: slug (or url) and, when
 * the tile says, when it last changed. A tile the answer marks as anything but public is left out.
 */
export function readIndexEntries(answer: unknown): { slug: string; updatedAt: string | null }[] {
  return readEach(listIn(answer, TILE_LISTS) ?? [], RawIndexEntry)
    .filter((entry) => entry.visible)
    .map(({ slug, updatedAt }) => ({ slug, updatedAt }))
}

/** The page size a list answer names, else the spec's 12. */
export function readPer(answer: unknown, fallback: number = PAGE_SIZE): number {
  const facts = PageFacts.safeParse(isRecord(answer) ? answer : {})
  const per = facts.success ? first(facts.data.per, facts.data.per_page, facts.data.perPage) : undefined
  return per !== undefined && per > 0 ? Math.round(per) : fallback
}

/** What a collection answer says about the collection itself: its name, maybe its id and path. */
export interface CollectionHead {
  id?: string
  name?: string
  slug?: string
  path?: string
  /** Undefined when the answer does not list the sub-collections. */
  children?: BackendCollection[]
}

const RawHead = z.object({
  id: maybe(LooseText),
  name: maybe(z.string()),
  title: maybe(z.string()),
  slug: maybe(z.string()),
  path: maybe(z.string()),
})

/**
 * The spec's Collection answer: `collection` (a name, or an object with one), `products`,
 * `total_count`; `children` when the backend lists sub-collections.
 */
export function readCollectionHead(answer: unknown): CollectionHead {
  if (!isRecord(answer)) return {}
  const given = answer.collection
  const children = Array.isArray(answer.children) ? readCollections(answer.children) : undefined
  if (typeof given === 'string') return { name: given, children }
  const head = RawHead.safeParse(given ?? {})
  if (!head.success) return { children }
  const { id, name, title, slug, path } = head.data
  return { id, name: first(name, title), slug, path: path?.replace(/^\/+|\/+$/g, ''), children }
}
