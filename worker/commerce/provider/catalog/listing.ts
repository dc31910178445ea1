import type { Product } from '../../../../domain/schemas/catalog'
import { listingNotFound } from '../../port/answers'
import type { ListingContext } from '../../port/catalog'
import { readBlank, readListing, readListingProducts, withBlankDetails, withThumbnails } from '../read/listing'
import { anything, dataOrNull, logged, type ProviderCatalogContext } from './context'

/** Product details the storefront asks for one blank at a time, at most this many per listing. */
const MAX_BLANKS = 8

/** GET /v0/listing/{slug}: the listing's products. */
const listingProductsUrl = (ctx: ProviderCatalogContext, storeSlug: string, slug: string, listing: ListingContext) =>
  ctx.backend(`/v0/listing/${encodeURIComponent(slug)}`, {
    store_slug: storeSlug,
    currency: listing.currency,
    region: listing.region,
    country_code: listing.countryCode,
  })

/** The listing's other products when the answer gave only its primary one (GET /v0/listing/{slug}). */
async function withOtherProducts(
  ctx: ProviderCatalogContext,
  storeSlug: string,
  slug: string,
  price: ListingContext,
  primary: Product,
  listing: { title: string; description: string },
) {
  try {
    const url = listingProductsUrl(ctx, storeSlug, slug, price)
    const body = dataOrNull('Listing products', await ctx.get('Listing products', url, anything))
    const others = body
      ? readListingProducts(body, { ...ctx.reading(price), listingTitle: listing.title, listingDescription: listing.description })
      : []
    return [primary, ...others.filter((product) => product.productId !== primary.productId)]
  } catch (error) {
    logged('provider.listing', { slug, message: `the listing's other products were not read: ${String(error)}` })
    return [primary]
  }
}

/** Details from each product's blank (GET /v1/blanks?id=) when the listing gave none. */
async function withBlanks(ctx: ProviderCatalogContext, products: Product[], ids: number[]): Promise<Product[]> {
  const wanted = new Set(ids.slice(0, MAX_BLANKS))
  return Promise.all(
    products.map(async (product) => {
      if (!wanted.has(product.productId)) return product
      try {
        const blank = dataOrNull('Blank', await ctx.get('Blank', ctx.backend('/v1/blanks', { id: product.productId }), anything))
        const read = blank === null ? null : readBlank(blank, product.productId)
        return read ? withBlankDetails(product, read) : product
      } catch {
        return product
      }
    }),
  )
}

/** GET /v1/listings, with what the answer left out (the other products, the blanks' details) asked for. */
export async function listing(ctx: ProviderCatalogContext, storeSlug: string, slug: string, price: ListingContext) {
  const url = ctx.backend('/v1/listings', {
    slug,
    ...ctx.priceQuery(price),
    country_code: price.countryCode,
    storeSlug,
    productId: price.productId,
  })
  const read = dataOrNull('Listing', await ctx.get('Listing', url, (body) => readListing(body, { ...ctx.reading(price), storeSlug, slug })))
  if (!read?.answer.listing) return read?.answer ?? listingNotFound()
  const found = read.answer.listing
  const [primary] = found.products
  const products = read.onlyPrimary ? await withOtherProducts(ctx, storeSlug, slug, price, primary, found) : found.products
  const detailed = read.withoutDetails.length > 0 ? await withBlanks(ctx, products, read.withoutDetails) : products
  return { ...read.answer, listing: { ...found, products: withThumbnails(detailed) } }
}

export async function listingProducts(ctx: ProviderCatalogContext, storeSlug: string, slug: string, price: ListingContext) {
  const url = listingProductsUrl(ctx, storeSlug, slug, price)
  const body = dataOrNull('Listing products', await ctx.get('Listing products', url, anything))
  return body === null
    ? null
    : withThumbnails(readListingProducts(body, { ...ctx.reading(price), listingTitle: '', listingDescription: '' }))
}

/** The store goes along as storeSlug: the spec's query has none, a backend of ours scopes by it. */
export async function blank(ctx: ProviderCatalogContext, storeSlug: string, productId: number) {
  const body = dataOrNull('Blank', await ctx.get('Blank', ctx.backend('/v1/blanks', { id: productId, storeSlug }), anything))
  return body === null ? null : readBlank(body, productId)
}
