import { PAGE_SIZE } from '../../../../domain/constants'
import type { ProductTile } from '../../../../domain/schemas/catalog'
import { LISTING_INDEX_MAX_PAGE, type PriceContext } from '../../port/catalog'
import { allListings, collectionsOfListings, type ListingRow, pageListings, publicListingSlugs } from '../db/listings'
import { productsOfListings } from '../db/products'
import { findStoreBySlug } from '../db/stores'
import { toProductTiles } from './to-domain'

export const pageOffset = (page: number, per: number): number => (Math.max(1, page) - 1) * per

/** The tiles of these listings, with their products and collections. */
export async function tilesOf(db: D1Database, listings: ListingRow[], ctx: PriceContext): Promise<ProductTile[]> {
  const ids = listings.map((listing) => listing.id)
  const [products, collections] = await Promise.all([
    productsOfListings(db, ids, ctx.visibilityAny === true),
    collectionsOfListings(db, ids),
  ])
  return toProductTiles(listings, products, collections, ctx.currency)
}

/** A page of the store's listings as tiles. */
export async function productPage(db: D1Database, storeSlug: string, page: number, ctx: PriceContext) {
  const store = await findStoreBySlug(db, storeSlug)
  if (!store) return { products: [], page, per: PAGE_SIZE, total_count: 0 }
  const filter = { storeId: store.id, visibilityAny: ctx.visibilityAny === true }
  const { rows, total } = await pageListings(db, filter, { limit: PAGE_SIZE, offset: pageOffset(page, PAGE_SIZE) })
  return { products: await tilesOf(db, rows, ctx), page, per: PAGE_SIZE, total_count: total }
}

/** Every public listing as tiles: the cache file is public, so hidden products never go into it, even in preview. */
export async function productCache(db: D1Database, storeSlug: string, ctx: PriceContext): Promise<ProductTile[]> {
  const store = await findStoreBySlug(db, storeSlug)
  if (!store) return []
  const publicOnly = { ...ctx, visibilityAny: false }
  return tilesOf(db, await allListings(db, { storeId: store.id, visibilityAny: false }), publicOnly)
}

/** A page of the public listings' slugs, for the sitemap. */
export async function listingIndex(db: D1Database, storeSlug: string, page: number) {
  const store = await findStoreBySlug(db, storeSlug)
  if (!store) return { listings: [], pages: 0 }
  const window = { limit: LISTING_INDEX_MAX_PAGE, offset: pageOffset(page, LISTING_INDEX_MAX_PAGE) }
  const { slugs, total, updatedAt } = await publicListingSlugs(db, store.id, window)
  return { listings: slugs.map((slug) => ({ slug, updatedAt })), pages: Math.ceil(total / LISTING_INDEX_MAX_PAGE) }
}
