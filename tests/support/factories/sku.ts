import { makeSku } from '../../../domain/sku'

/** The sku of a listing's colour and size in a seeded store, as the cart cookie would carry it. */
export async function skuIn(db: D1Database, storeSlug: string, listingSlug: string, color: string, size: string): Promise<string> {
  const row = await db
    .prepare(
      `SELECT p.id AS product_id, v.id AS variation_id, s.id AS size_id
       FROM stores st JOIN listings l ON l.store_id = st.id JOIN products p ON p.listing_id = l.id
       JOIN variations v ON v.product_id = p.id JOIN sizes s ON s.product_id = p.id
       WHERE st.slug = ?1 AND l.slug = ?2 AND v.color = ?3 AND s.label = ?4`,
    )
    .bind(storeSlug, listingSlug, color, size)
    .first<{ product_id: number; variation_id: number; size_id: number }>()
  if (!row) throw new Error(`No ${listingSlug} ${color} ${size} in ${storeSlug}`)
  return makeSku({ itemGroupId: String(row.product_id), colorId: row.variation_id, sizeId: row.size_id })
}
