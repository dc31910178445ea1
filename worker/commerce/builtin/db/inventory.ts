import { NFT_PRIMARY_PRODUCT_ID, NFT_PRODUCT_TYPE } from '../../../../domain/constants'

/** The inventory aggregate: stock per colour and size. A missing row means none in stock. */

/**
 * Stock of a colour and size, counted only when the colour is a product of the store's that
 * shoppers may see (a listed listing, a public listing and colour), or any of the store's
 * when `visibilityAny` (the owner previewing): a hidden colour's stock is no one else's to learn.
 */
export async function inventoryCount(
  db: D1Database,
  storeSlug: string,
  variationId: number,
  sizeId: number,
  { visibilityAny = false }: { visibilityAny?: boolean } = {},
): Promise<number> {
  const row = await db
    .prepare(
      `SELECT i.count FROM inventory i
       JOIN variations v ON v.id = i.variation_id JOIN products p ON p.id = v.product_id
       JOIN listings l ON l.id = p.listing_id JOIN stores s ON s.id = l.store_id
       WHERE i.variation_id = ?1 AND i.size_id = ?2 AND s.slug = ?3 AND l.archived = 0
         AND ((l.visibility = 'public' AND v.visibility = 'public') OR ?4 = 1)`,
    )
    .bind(variationId, sizeId, storeSlug.toLowerCase(), visibilityAny ? 1 : 0)
    .first<{ count: number }>()
  return row?.count ?? 0
}

export const stockKey = (variationId: number, sizeId: number): string => `${variationId}:${sizeId}`

/** Stock of every size of these colours, keyed by stockKey(variation, size). */
export async function inventoryOfVariations(db: D1Database, variationIds: number[]): Promise<Map<string, number>> {
  const stock = new Map<string, number>()
  if (variationIds.length === 0) return stock
  const { results } = await db
    .prepare('SELECT variation_id, size_id, count FROM inventory WHERE variation_id IN (SELECT value FROM json_each(?1))')
    .bind(JSON.stringify(variationIds))
    .all<{ variation_id: number; size_id: number; count: number }>()
  for (const row of results) stock.set(stockKey(row.variation_id, row.size_id), row.count)
  return stock
}

/** Units left of a listing's NFT products (product type nft, or all of them when its primary product is 1816), in public colours. */
export async function nftSupply(db: D1Database, listingId: number): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(i.count), 0) AS count FROM inventory i
       JOIN variations v ON v.id = i.variation_id JOIN products p ON p.id = v.product_id
       WHERE p.listing_id = ?1 AND v.visibility = 'public'
         AND (lower(p.product_type) = ?2 OR (SELECT id FROM products WHERE listing_id = ?1 ORDER BY position, id LIMIT 1) = ?3)`,
    )
    .bind(listingId, NFT_PRODUCT_TYPE, NFT_PRIMARY_PRODUCT_ID)
    .first<{ count: number }>()
  return row?.count ?? 0
}

/**
 * Sets the stock of one sku (product, colour, size) of a store, or of whichever store
 * sells it when `storeId` is null. Answers the store's slug, or null when no such sku is
 * stocked there. The store's catalogue version moves on, so no cached listing keeps the
 * old count.
 */
export async function setSkuStock(
  db: D1Database,
  sku: { productId: number; colorId: number; sizeId: number },
  count: number,
  storeId: number | null,
): Promise<{ storeSlug: string } | null> {
  const store = await db
    .prepare(
      `SELECT s.id, s.slug FROM inventory i JOIN variations v ON v.id = i.variation_id JOIN products p ON p.id = v.product_id
       JOIN listings l ON l.id = p.listing_id JOIN stores s ON s.id = l.store_id
       WHERE i.variation_id = ?1 AND i.size_id = ?2 AND p.id = ?3 AND (?4 IS NULL OR s.id = ?4)`,
    )
    .bind(sku.colorId, sku.sizeId, sku.productId, storeId)
    .first<{ id: number; slug: string }>()
  if (!store) return null
  await db.batch([
    db.prepare('UPDATE inventory SET count = ?3 WHERE variation_id = ?1 AND size_id = ?2').bind(sku.colorId, sku.sizeId, count),
    db.prepare('UPDATE stores SET catalogue_version = catalogue_version + 1 WHERE id = ?1').bind(store.id),
  ])
  return { storeSlug: store.slug }
}
