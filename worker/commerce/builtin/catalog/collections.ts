import { COLLECTION_PAGE_SIZE } from '../../../../domain/constants'
import type { CollectionPage } from '../../../../domain/schemas/catalog'
import type { CollectionContext, PriceContext } from '../../port/catalog'
import { type CollectionRow, childCollections, findCollectionById, findCollectionByPath, listCollections } from '../db/collections'
import { type ListingFilter, pageListings } from '../db/listings'
import { findStoreById, findStoreBySlug, type StoreRow } from '../db/stores'
import { pageOffset, tilesOf } from './products'
import { toCollectionSummary } from './to-domain'

async function collectionPage(db: D1Database, store: StoreRow, row: CollectionRow, ctx: CollectionContext): Promise<CollectionPage> {
  const per = Math.min(ctx.per ?? COLLECTION_PAGE_SIZE, COLLECTION_PAGE_SIZE)
  const filter: ListingFilter = { storeId: store.id, visibilityAny: ctx.visibilityAny === true, collectionId: row.id }
  const [{ rows, total }, children] = await Promise.all([
    pageListings(db, filter, { limit: per, offset: pageOffset(ctx.page ?? 1, per) }),
    childCollections(db, row.id),
  ])
  return {
    collection: { id: row.id, name: row.name, slug: row.slug, path: row.path },
    products: await tilesOf(db, rows, ctx),
    total_count: total,
    children: children.map(toCollectionSummary),
  }
}

export async function collections(db: D1Database, storeSlug: string) {
  const store = await findStoreBySlug(db, storeSlug)
  return store ? (await listCollections(db, store.id)).map(toCollectionSummary) : []
}

/** A collection by its path in the store, with a page of its listings. */
export async function collection(db: D1Database, storeSlug: string, path: string, ctx: CollectionContext) {
  const store = await findStoreBySlug(db, storeSlug)
  const row = store ? await findCollectionByPath(db, store.id, path) : null
  return store && row ? collectionPage(db, store, row, ctx) : null
}

/** A page of a collection's listings, by the collection's id. */
export async function collectionItems(db: D1Database, collectionId: number, page: number, ctx: PriceContext) {
  const row = await findCollectionById(db, collectionId)
  const store = row ? await findStoreById(db, row.storeId) : null
  return store && row ? collectionPage(db, store, row, { ...ctx, page }) : null
}
