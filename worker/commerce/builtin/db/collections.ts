import { MockupKind } from '../../../../domain/schemas/store-import'
import { visibleListingSql } from './listings'

/** The collections aggregate: a store's (nested) collections. */

interface CollectionImage {
  kind: MockupKind
  hex: string
  artwork: string
}

export interface CollectionRow {
  id: number
  storeId: number
  parentId: number | null
  slug: string
  path: string
  name: string
  /** Listings a shopper sees in it. */
  productCount: number
  /** The mockup of the collection's image listing, if it names one that can be shown. */
  image: CollectionImage | null
}

interface RawCollection {
  id: number
  store_id: number
  parent_id: number | null
  slug: string
  path: string
  name: string
  product_count: number
  image: string | null
}

function parseImage(json: string | null): CollectionImage | null {
  if (!json) return null
  const raw = JSON.parse(json) as { kind: string; hex: string; artwork: string }
  const kind = MockupKind.safeParse(raw.kind)
  return kind.success ? { kind: kind.data, hex: raw.hex, artwork: raw.artwork } : null
}

function toCollectionRow(row: RawCollection): CollectionRow {
  return {
    id: row.id,
    storeId: row.store_id,
    parentId: row.parent_id,
    slug: row.slug,
    path: row.path,
    name: row.name,
    productCount: row.product_count,
    image: parseImage(row.image),
  }
}

const COLLECTION_SELECT = `SELECT c.id, c.store_id, c.parent_id, c.slug, c.path, c.name,
  (SELECT COUNT(*) FROM listing_collections lc JOIN listings l ON l.id = lc.listing_id
    WHERE lc.collection_id = c.id AND ${visibleListingSql('l', '0')}) AS product_count,
  (SELECT json_object('kind', p.mockup, 'hex', v.hex, 'artwork', p.artwork)
     FROM listings il JOIN products p ON p.listing_id = il.id JOIN variations v ON v.product_id = p.id
    WHERE il.store_id = c.store_id AND il.slug = c.image_listing_slug AND il.archived = 0 AND v.visibility = 'public'
    ORDER BY p.position, p.id, v.position, v.id LIMIT 1) AS image
  FROM collections c`

export async function listCollections(db: D1Database, storeId: number): Promise<CollectionRow[]> {
  const { results } = await db
    .prepare(`${COLLECTION_SELECT} WHERE c.store_id = ?1 ORDER BY c.position, c.id`)
    .bind(storeId)
    .all<RawCollection>()
  return results.map(toCollectionRow)
}

export async function findCollectionByPath(db: D1Database, storeId: number, path: string): Promise<CollectionRow | null> {
  const row = await db.prepare(`${COLLECTION_SELECT} WHERE c.store_id = ?1 AND c.path = ?2`).bind(storeId, path).first<RawCollection>()
  return row ? toCollectionRow(row) : null
}

export async function findCollectionById(db: D1Database, id: number): Promise<CollectionRow | null> {
  const row = await db.prepare(`${COLLECTION_SELECT} WHERE c.id = ?1`).bind(id).first<RawCollection>()
  return row ? toCollectionRow(row) : null
}

export async function childCollections(db: D1Database, parentId: number): Promise<CollectionRow[]> {
  const { results } = await db
    .prepare(`${COLLECTION_SELECT} WHERE c.parent_id = ?1 ORDER BY c.position, c.id`)
    .bind(parentId)
    .all<RawCollection>()
  return results.map(toCollectionRow)
}
