import { centsToDecimal } from '../../domain/money'
import type { Listing } from '../../domain/schemas/catalog'
import type { DeliveryOption } from '../../domain/schemas/checkout'
import { apparelFacts } from './feed-category'
import { type ListingVariant, listingVariants } from './listing-variants'
import { escapeXml } from './sitemap-xml'

/**
 * The store's product feed for Google Merchant Center (and Meta catalogues, which read the
 * same file): RSS 2.0 with Google's `g:` namespace, one item per colour and size a shopper
 * can buy now or pre-order, written to Google's product data specification (limits and
 * values in `FEED_LIMITS` and below). Pure: the caller gives absolute addresses, images and
 * shipping as it knows them.
 */

const G_NS = 'http://base.google.com/ns/1.0'
const ATOM_NS = 'http://www.w3.org/2005/Atom'

/** Google's limits, in characters (product data specification). */
const FEED_LIMITS = { id: 50, title: 150, description: 5000, brand: 70, color: 100, size: 100, productType: 750 } as const
/** additional_image_link: at most this many besides image_link. */
const MAX_ADDITIONAL_IMAGES = 10

export interface FeedStore {
  /** The store's origin, e.g. https://moonlit.example.com. */
  origin: string
  name: string
}

export interface FeedOptions {
  /**
   * A store image as the feed names it: an absolute raster (JPEG, PNG, WebP…) address, or
   * null when there is none (a drawn mockup where nothing can rasterise it).
   */
  image: (src: string) => string | null
  /** Where the feed's items are delivered to and what delivery costs there; null when the backend does not say. */
  shipping: { country: string; tiers: readonly DeliveryOption[] } | null
}

/** One item of the feed, attribute by attribute as Google names them. */
export interface FeedItem {
  id: string
  item_group_id: string
  title: string
  description: string
  link: string
  image_link: string
  additional_image_link: string[]
  availability: 'in_stock' | 'preorder'
  /** Required with preorder: when it ships (ISO 8601). */
  availability_date: string | null
  price: string
  brand: string
  condition: 'new'
  identifier_exists: 'no'
  color: string
  size: string | null
  product_type: string
  google_product_category: string | null
  age_group: string | null
  gender: string | null
  shipping: { country: string; service: string; price: string }[]
}

/** Whole characters, never a surrogate half; an ellipsis marks a cut. */
function clip(text: string, max: number): string {
  const chars = [...text]
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
}

/** Plain text: no tags, no control characters XML 1.0 refuses, one space for each run of spaces. */
const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/\s+/g, ' ')
    .trim()

const money = (cents: number, currency: string) => `${centsToDecimal(cents).toFixed(2)} ${currency}`

/** A YYYY-MM-DD or full ISO date as ISO 8601, null for anything else. */
function isoDate(value: string | null): string | null {
  if (!value) return null
  const time = Date.parse(value)
  return Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10) : null
}

const IMAGE_ORDER = { primary: 0, front: 1, side: 2 } as const

/** The variation's pictures, the primary one first, then the front, then the side. */
const picturesOf = ({ variation }: ListingVariant): string[] =>
  [...variation.images].sort((a, b) => IMAGE_ORDER[a.label] - IMAGE_ORDER[b.label]).map((image) => image.src)

function feedItem(store: FeedStore, listing: Listing, variant: ListingVariant, options: FeedOptions): FeedItem | null {
  const { product, variation, size } = variant
  if (variant.availability === 'outOfStock' || variant.nft) return null
  const availabilityDate = variant.availability === 'preOrder' ? isoDate(product.deliveryDetails.estimatedShipDate) : null
  // Google refuses a pre-order without the date it ships.
  if (variant.availability === 'preOrder' && !availabilityDate) return null
  const images = [
    ...new Set(
      picturesOf(variant)
        .map(options.image)
        .filter((src): src is string => src !== null),
    ),
  ]
  const [imageLink, ...more] = images
  if (!imageLink) return null
  const apparel = variant.digital ? null : apparelFacts(product.productType)
  const title = variant.digital
    ? `${listing.title} - ${variation.color} (digital)`
    : `${listing.title} - ${variation.color} / ${size.label}`
  const description = plain(listing.description) || plain(product.details.description) || plain(listing.title)
  const to = options.shipping
  // A download costs nothing to deliver, wherever the buyer is.
  const shipping = !to
    ? []
    : variant.digital
      ? [{ country: to.country, service: 'Download', price: money(0, variation.currency) }]
      : to.tiers.map((tier) => ({ country: to.country, service: tier.label, price: money(tier.price, tier.currency) }))
  return {
    id: variant.sku,
    // Google's group is one product in its variants: a listing of several products is several groups.
    item_group_id: listing.products.length > 1 ? `${listing.itemGroupId}_${product.productId}` : listing.itemGroupId,
    title: clip(plain(title), FEED_LIMITS.title),
    description: clip(description, FEED_LIMITS.description),
    link: new URL(variant.path, `${store.origin}/`).href,
    image_link: imageLink,
    additional_image_link: more.slice(0, MAX_ADDITIONAL_IMAGES),
    availability: variant.availability === 'preOrder' ? 'preorder' : 'in_stock',
    availability_date: availabilityDate,
    price: money(size.price, variation.currency),
    brand: clip(plain(store.name), FEED_LIMITS.brand),
    condition: 'new',
    // A creator's own design printed on demand has no GTIN and no manufacturer part number.
    identifier_exists: 'no',
    color: clip(plain(variation.color), FEED_LIMITS.color),
    size: variant.digital ? null : clip(plain(size.label), FEED_LIMITS.size),
    product_type: clip(plain(product.productType), FEED_LIMITS.productType),
    google_product_category: apparel?.category ?? null,
    age_group: apparel?.ageGroup ?? null,
    gender: apparel?.gender ?? null,
    shipping,
  }
}

/**
 * A listing's items: every public colour and size in stock or on pre-order (with its ship
 * date), with a raster picture. Out-of-stock sizes and NFTs (Merchant Center takes no virtual
 * assets) are left out.
 */
export function feedItems(store: FeedStore, listing: Listing, options: FeedOptions): FeedItem[] {
  return listingVariants(listing).flatMap((variant) => feedItem(store, listing, variant, options) ?? [])
}

const element = (name: string, value: string | null) => (value === null || value === '' ? '' : `<g:${name}>${escapeXml(value)}</g:${name}>`)

/** The item's one-value attributes, in the order the feed writes them; each is its own g: element. */
const ATTRIBUTES = [
  'availability',
  'availability_date',
  'price',
  'brand',
  'condition',
  'identifier_exists',
  'color',
  'size',
  'product_type',
  'google_product_category',
  'age_group',
  'gender',
] as const satisfies readonly (keyof FeedItem)[]

function itemXml(item: FeedItem): string {
  const parts = [
    element('id', item.id),
    element('item_group_id', item.item_group_id),
    `<title>${escapeXml(item.title)}</title>`,
    `<link>${escapeXml(item.link)}</link>`,
    `<description>${escapeXml(item.description)}</description>`,
    element('image_link', item.image_link),
    ...item.additional_image_link.map((link) => element('additional_image_link', link)),
    ...ATTRIBUTES.map((name) => element(name, item[name])),
    ...item.shipping.map(
      (rate) =>
        `<g:shipping>${element('country', rate.country)}${element('service', rate.service)}${element('price', rate.price)}</g:shipping>`,
    ),
  ]
  return `<item>${parts.join('')}</item>`
}

export interface FeedChannel {
  title: string
  /** The store's home, absolute. */
  link: string
  description: string
  /** This file's own address, absolute. */
  self: string
  /** The next file of the feed (RFC 5005 paging), null for the last. */
  next: string | null
}

/** The feed file: an RSS 2.0 channel of items. */
export function productFeedXml(channel: FeedChannel, items: readonly FeedItem[]): string {
  const links = [
    `<atom:link rel="self" type="application/rss+xml" href="${escapeXml(channel.self)}"/>`,
    ...(channel.next ? [`<atom:link rel="next" type="application/rss+xml" href="${escapeXml(channel.next)}"/>`] : []),
  ]
  const head = `<title>${escapeXml(plain(channel.title))}</title><link>${escapeXml(channel.link)}</link><description>${escapeXml(plain(channel.description))}</description>${links.join('')}`
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="${G_NS}" xmlns:atom="${ATOM_NS}">\n<channel>${head}\n${items.map(itemXml).join('\n')}\n</channel>\n</rss>\n`
}
