import { FULFILLMENT_REGION, type Currency, type Region } from '../../../../domain/constants'
import { IMAGE_WIDTHS, mockupUrl, photoImages, variationImages } from '../../../../domain/images'
import { convertFromUsd } from '../../../../domain/money'
import type {
  Blank,
  CollectionSummary,
  Listing,
  ListingAnswer,
  Product,
  ProductDetails,
  ProductTile,
  Size,
  Variation,
} from '../../../../domain/schemas/catalog'
import { makeSku } from '../../../../domain/sku'
import type { CollectionRow } from '../db/collections'
import { stockKey } from '../db/inventory'
import type { ListingCollection, ListingRow } from '../db/listings'
import type { ProductRow, VariationRow } from '../db/products'

/** Pure mappers from catalogue rows to the answer shapes of spec section 3. */

const listingUrl = (slug: string): string => `/listing/${slug}`

// A variation with photos is shown by them; otherwise by its drawn mockups.
const frontImage = (product: ProductRow, variation: VariationRow): string =>
  variation.photos[0] ??
  mockupUrl({ kind: product.mockup, view: 'front', hex: variation.hex, artwork: product.artwork, width: IMAGE_WIDTHS.thumblarge })

const sideImage = (product: ProductRow, variation: VariationRow): string =>
  variation.photos[1] ??
  variation.photos[0] ??
  mockupUrl({ kind: product.mockup, view: 'side', hex: variation.hex, artwork: product.artwork, width: IMAGE_WIDTHS.thumblarge })

/** A product's price is its cheapest size, in the buyer's currency. */
function productPrice(product: ProductRow, currency: Currency): number {
  const cheapest = Math.min(...product.sizes.map((size) => size.priceCents))
  return convertFromUsd(cheapest, currency)
}

function toSizes(product: ProductRow, currency: Currency): Size[] {
  return product.sizes.map((size) => ({ id: size.id, label: size.label, price: convertFromUsd(size.priceCents, currency) }))
}

function toDetails(product: ProductRow): ProductDetails {
  return {
    description: product.description,
    materials: product.materials,
    fit: product.fit,
    comparableBrands: product.comparableBrands,
    sizeChart: product.sizeChart,
    sizeChartUrl: null,
  }
}

function toVariation(
  listing: ListingRow,
  product: ProductRow,
  variation: VariationRow,
  stock: Map<string, number>,
  currency: Currency,
): Variation {
  const sizes = toSizes(product, currency)
  const counts = sizes.map((size) => stock.get(stockKey(variation.id, size.id)) ?? 0)
  return {
    variationId: variation.id,
    productId: product.id,
    productType: product.productType,
    title: listing.title,
    color: variation.color,
    attributes: { hex: variation.hex },
    currency,
    price: productPrice(product, currency),
    images:
      variation.photos.length > 0
        ? photoImages(variation.photos)
        : variationImages({ kind: product.mockup, hex: variation.hex, artwork: product.artwork }),
    inventoryCount: counts.reduce((total, count) => total + Math.max(0, count), 0),
    sizes,
    availableSizesWithId: sizes.filter((_, index) => counts[index] > 0),
    visibility: variation.visibility,
  }
}

function toProduct(
  listing: ListingRow,
  product: ProductRow,
  listingThumbnails: string[],
  stock: Map<string, number>,
  currency: Currency,
): Product {
  return {
    productId: product.id,
    productType: product.productType,
    productName: product.name,
    price: productPrice(product, currency),
    currency,
    thumbnail: frontImage(product, product.variations[0]),
    deliveryDetails: { type: product.deliveryType, estimatedShipDate: product.estimatedShipDate },
    details: toDetails(product),
    variations: product.variations.map((variation) => toVariation(listing, product, variation, stock, currency)),
    listingThumbnails,
  }
}

/** The products of one listing, each knowing the thumbnails of all of them. */
export function toProducts(listing: ListingRow, products: ProductRow[], stock: Map<string, number>, currency: Currency): Product[] {
  const thumbnails = products.map((product) => frontImage(product, product.variations[0]))
  return products.map((product) => toProduct(listing, product, thumbnails, stock, currency))
}

export interface ListingAnswerInput {
  storeSlug: string
  listing: ListingRow
  /** The listing's products the caller may see; never empty. */
  products: ProductRow[]
  stock: Map<string, number>
  currency: Currency
  region: Region
  productId?: number
}

export function toListingAnswer({ storeSlug, listing, products, stock, currency, region, productId }: ListingAnswerInput): ListingAnswer {
  const primary = products.find((product) => product.id === productId) ?? products[0]
  const shipsFrom = FULFILLMENT_REGION[region]
  const fulfillmentDetails: ListingAnswer['fulfillmentDetails'] = {}
  for (const product of products) {
    for (const variation of product.variations) {
      for (const size of product.sizes) {
        fulfillmentDetails[makeSku({ itemGroupId: String(product.id), colorId: variation.id, sizeId: size.id })] = { region, shipsFrom }
      }
    }
  }
  const answer: Listing = {
    listingId: listing.id,
    slug: listing.slug,
    url: listingUrl(listing.slug),
    title: listing.title,
    description: listing.description,
    itemGroupId: String(primary.id),
    primaryProductId: primary.id,
    products: toProducts(listing, products, stock, currency),
    price: productPrice(primary, currency),
    currency,
    visibility: listing.visibility,
    checkout_flow: listing.checkoutFlow,
    holidayDeliveryMessage: listing.holidayDeliveryMessage,
    storeSlug,
  }
  return {
    listing: answer,
    primaryProduct: primary.variations.map((variation) => ({ productId: primary.id, variationId: variation.id })),
    fulfillmentDetails,
    errors: null,
    visibility: listing.visibility,
  }
}

/** A product tile: the listing shown through its first product and that product's first colour. */
function toProductTile(listing: ListingRow, products: ProductRow[], collections: ListingCollection[], currency: Currency): ProductTile {
  const [primary, ...others] = products
  const [first, ...otherColours] = primary.variations
  const imageUrl = frontImage(primary, first)
  return {
    id: primary.id,
    listingId: listing.id,
    name: listing.title,
    productName: primary.name,
    title: listing.title,
    price: productPrice(primary, currency),
    currency,
    url: listingUrl(listing.slug),
    imageUrl,
    images: [
      { url: imageUrl, primary: true },
      { url: sideImage(primary, first), primary: false },
    ],
    additionalImages: [
      ...otherColours.map((variation) => ({ src: frontImage(primary, variation) })),
      ...others.map((product) => ({ src: frontImage(product, product.variations[0]) })),
    ],
    collections,
    productType: primary.productType,
    external_id: String(primary.id),
  }
}

/** Tiles of these listings, skipping any whose products are all hidden from the caller. */
export function toProductTiles(
  listings: ListingRow[],
  products: ProductRow[],
  collections: Map<number, ListingCollection[]>,
  currency: Currency,
): ProductTile[] {
  const byListing = new Map<number, ProductRow[]>()
  for (const product of products) byListing.set(product.listingId, [...(byListing.get(product.listingId) ?? []), product])
  return listings.flatMap((listing) => {
    const own = byListing.get(listing.id)
    return own ? [toProductTile(listing, own, collections.get(listing.id) ?? [], currency)] : []
  })
}

export function toCollectionSummary(row: CollectionRow): CollectionSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    path: row.path,
    parentId: row.parentId,
    imageUrl: row.image ? mockupUrl({ ...row.image, view: 'front', width: IMAGE_WIDTHS.thumblarge }) : null,
    productCount: row.productCount,
  }
}

export function toBlank(product: ProductRow): Blank {
  return {
    id: product.id,
    productType: product.productType,
    name: product.name,
    details: toDetails(product),
    sizes: product.sizes.map((size) => size.label),
    colors: product.variations.map((variation) => ({ name: variation.color, hex: variation.hex })),
  }
}
