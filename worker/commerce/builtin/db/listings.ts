/** The listings aggregate: listing rows, their visibility rules and their collections. */

export interface ListingRow {
  id: number
  storeId: number
  slug: string
  title: string
  description: string
  visibility: 'public' | 'private'
  checkoutFlow: number
  holidayDeliveryMessage: string | null
}

interface RawListing {
  id: number
  store_id: number
  slug: string
  title: string
  description: string
  visibility: 'public' | 'private'
  checkout_flow: number
  holiday_delivery_message: string | null
}

function toListingRow(row: RawListing): ListingRow {
  return {
    id: row.id,
    storeId: row.store_id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    visibility: row.visibility,
    checkoutFlow: row.checkout_flow,
    holidayDeliveryMessage: row.holiday_delivery_message,
  }
}

const LISTING_COLUMNS = 'l.id, l.store_id, l.slug, l.title, l.description, l.visibility, l.checkout_flow, l.holiday_delivery_message'

/**
 * A listing shoppers may see: not archived, public (unless `anyParam` is 1, preview), and
 * with at least one colour they may see, so that no listing shows up without an image.
 */
export function visibleListingSql(alias: string, anyParam: string): string {
  return `${alias}.archived = 0 AND (${alias}.visibility = 'public' OR ${anyParam} = 1)
    AND EXISTS (SELECT 1 FROM products vp JOIN variations vv ON vv.product_id = vp.id
                WHERE vp.listing_id = ${alias}.id AND (vv.visibility = 'public' OR ${anyParam} = 1))`
}

export interface ListingFilter {
  storeId: number
  visibilityAny: boolean
  /** Only listings in this collection, in the collection's own order. */
  collectionId?: number
}

export interface ListingWindow {
  limit: number
  offset: number
}

function filterSql(filter: ListingFilter): { from: string; where: string; order: string; binds: number[] } {
  const any = filter.visibilityAny ? 1 : 0
  if (filter.collectionId === undefined) {
    return {
      from: 'listings l',
      where: `l.store_id = ?1 AND ${visibleListingSql('l', '?2')}`,
      order: 'l.position, l.id',
      binds: [filter.storeId, any],
    }
  }
  return {
    from: 'listing_collections lc JOIN listings l ON l.id = lc.listing_id',
    where: `l.store_id = ?1 AND ${visibleListingSql('l', '?2')} AND lc.collection_id = ?3`,
    order: 'lc.position, l.position, l.id',
    binds: [filter.storeId, any, filter.collectionId],
  }
}

/** One window of visible listings and how many there are in all, in one round trip. */
export async function pageListings(
  db: D1Database,
  filter: ListingFilter,
  window: ListingWindow,
): Promise<{ rows: ListingRow[]; total: number }> {
  const { from, where, order, binds } = filterSql(filter)
  const next = binds.length + 1
  const [page, count] = await db.batch([
    db
      .prepare(`SELECT ${LISTING_COLUMNS} FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ?${next} OFFSET ?${next + 1}`)
      .bind(...binds, window.limit, window.offset),
    db.prepare(`SELECT COUNT(*) AS total FROM ${from} WHERE ${where}`).bind(...binds),
  ])
  const rows = (page.results as RawListing[]).map(toListingRow)
  const total = (count.results as { total: number }[])[0]?.total ?? 0
  return { rows, total }
}

/**
 * Slugs of one window of a store's public listings in store order, how many there are, and
 * when its catalogue was last imported (stores.updated_at: listings carry no date of their own).
 */
export async function publicListingSlugs(
  db: D1Database,
  storeId: number,
  window: ListingWindow,
): Promise<{ slugs: string[]; total: number; updatedAt: string | null }> {
  const where = `l.store_id = ?1 AND ${visibleListingSql('l', '?2')}`
  const [page, count] = await db.batch([
    db
      .prepare(`SELECT l.slug FROM listings l WHERE ${where} ORDER BY l.position, l.id LIMIT ?3 OFFSET ?4`)
      .bind(storeId, 0, window.limit, window.offset),
    db
      .prepare(`SELECT COUNT(*) AS total, (SELECT updated_at FROM stores WHERE id = ?1) AS updated_at FROM listings l WHERE ${where}`)
      .bind(storeId, 0),
  ])
  const totals = (count.results as { total: number; updated_at: string | null }[])[0]
  return {
    slugs: (page.results as { slug: string }[]).map((row) => row.slug),
    total: totals?.total ?? 0,
    updatedAt: totals?.updated_at ?? null,
  }
}

/** Every visible listing of a store, in store order. */
export async function allListings(db: D1Database, filter: ListingFilter): Promise<ListingRow[]> {
  const { from, where, order, binds } = filterSql(filter)
  const { results } = await db
    .prepare(`SELECT ${LISTING_COLUMNS} FROM ${from} WHERE ${where} ORDER BY ${order}`)
    .bind(...binds)
    .all<RawListing>()
  return results.map(toListingRow)
}

/** A listing by slug if shoppers (or, with `visibilityAny`, the previewing owner) may see it. */
export async function findVisibleListing(
  db: D1Database,
  storeId: number,
  slug: string,
  visibilityAny: boolean,
): Promise<ListingRow | null> {
  const row = await db
    .prepare(`SELECT ${LISTING_COLUMNS} FROM listings l WHERE l.store_id = ?1 AND l.slug = ?3 AND ${visibleListingSql('l', '?2')}`)
    .bind(storeId, visibilityAny ? 1 : 0, slug)
    .first<RawListing>()
  return row ? toListingRow(row) : null
}

/** A listing by id, whatever its store or visibility. */
export async function findListingById(db: D1Database, id: number): Promise<ListingRow | null> {
  const row = await db.prepare(`SELECT ${LISTING_COLUMNS} FROM listings l WHERE l.id = ?1`).bind(id).first<RawListing>()
  return row ? toListingRow(row) : null
}

/** A public listing by id, whatever its store. */
export async function findPublicListingById(db: D1Database, id: number): Promise<ListingRow | null> {
  const row = await db
    .prepare(`SELECT ${LISTING_COLUMNS} FROM listings l WHERE l.id = ?1 AND ${visibleListingSql('l', '?2')}`)
    .bind(id, 0)
    .first<RawListing>()
  return row ? toListingRow(row) : null
}

export interface ListingCollection {
  name: string
  slug: string
}

/** The collections each listing belongs to, keyed by listing id. */
export async function collectionsOfListings(db: D1Database, listingIds: number[]): Promise<Map<number, ListingCollection[]>> {
  const byListing = new Map<number, ListingCollection[]>()
  if (listingIds.length === 0) return byListing
  const { results } = await db
    .prepare(
      `SELECT lc.listing_id, c.name, c.slug FROM listing_collections lc JOIN collections c ON c.id = lc.collection_id
       WHERE lc.listing_id IN (SELECT value FROM json_each(?1)) ORDER BY c.position, c.id`,
    )
    .bind(JSON.stringify(listingIds))
    .all<{ listing_id: number; name: string; slug: string }>()
  for (const row of results) {
    const list = byListing.get(row.listing_id) ?? []
    list.push({ name: row.name, slug: row.slug })
    byListing.set(row.listing_id, list)
  }
  return byListing
}
