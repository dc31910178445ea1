import { DIGITAL_SIZE_LABEL } from '../../../../domain/constants'
import { isNftListing } from '../../../../domain/product-type'
import type { MockupKind } from '../../../../domain/schemas/store-import'

/**
 * Catalogue rows as the checkout needs them: one per colour and size asked for, with the
 * listing it belongs to, its USD price and the stock left. Read straight from the
 * catalogue tables so prices and stock are never taken from the browser.
 */
export interface PurchasableItem {
  variationId: number
  sizeId: number
  productId: number
  /** The listing's primary (first) product: 1816 there makes the whole listing an NFT. */
  primaryProductId: number
  listingId: number
  storeId: number
  listingSlug: string
  listingTitle: string
  /** False when the listing, or the colour, is private or the listing is archived. */
  onSale: boolean
  /** 1 marks a pre-order listing: it is bought through the pre-order form, not checkout. */
  checkoutFlow: number
  productType: string
  productName: string
  mockup: MockupKind
  artwork: string
  color: string
  hex: string
  /** The colour's first product photo, when it is shown by photos rather than mockups. */
  photo: string | null
  sizeLabel: string
  priceUsd: number
  stock: number
  /** Digital items and NFTs ship nothing. */
  physical: boolean
}

interface Row {
  variation_id: number
  size_id: number
  product_id: number
  primary_product_id: number
  listing_id: number
  store_id: number
  slug: string
  title: string
  listing_visibility: string
  archived: number
  checkout_flow: number
  product_type: string
  product_name: string
  mockup: MockupKind
  artwork: string
  delivery_type: string
  color: string
  hex: string
  variation_visibility: string
  label: string
  price_cents: number
  stock: number
  photo: string | null
}

/** The catalogue rows for a JSON array of [colour id, size id] pairs given by `keysJson` (SQL). */
const itemsFrom = (keysJson: string) =>
  `SELECT v.id AS variation_id, s.id AS size_id, p.id AS product_id, l.id AS listing_id, l.store_id, l.slug, l.title,
          l.visibility AS listing_visibility, l.archived, l.checkout_flow, p.product_type, p.name AS product_name,
          p.mockup, p.artwork, p.delivery_type, v.color, v.hex, v.visibility AS variation_visibility, s.label,
          s.price_cents, COALESCE(i.count, 0) AS stock,
          (SELECT url FROM variation_images WHERE variation_id = v.id ORDER BY position LIMIT 1) AS photo,
          (SELECT id FROM products WHERE listing_id = l.id ORDER BY position, id LIMIT 1) AS primary_product_id
   FROM json_each(${keysJson}) AS k
   JOIN variations v ON v.id = json_extract(k.value, '$[0]')
   JOIN sizes s ON s.id = json_extract(k.value, '$[1]') AND s.product_id = v.product_id
   JOIN products p ON p.id = v.product_id
   JOIN listings l ON l.id = p.listing_id
   LEFT JOIN inventory i ON i.variation_id = v.id AND i.size_id = s.id`

// The [colour, size] of each stored line's sku (`{itemGroupId}_{colorId}_{sizeId}`), split
// in SQL so the items can be read in the same batch as the checkout. A sku of another shape
// may fetch a row no line asks for: resolveLines matches rows to lines by the parsed sku.
const CHECKOUT_KEYS = `(SELECT json_group_array(json_array(
      CAST(substr(rest, 1, instr(rest, '_') - 1) AS INTEGER), CAST(substr(rest, instr(rest, '_') + 1) AS INTEGER)))
    FROM (SELECT substr(json_extract(line.value, '$.sku'), instr(json_extract(line.value, '$.sku'), '_') + 1) AS rest
          FROM checkouts c, json_each(c.line_items) AS line WHERE c.id = ?1))`

export async function findPurchasableItems(
  db: D1Database,
  keys: readonly { variationId: number; sizeId: number }[],
): Promise<PurchasableItem[]> {
  if (keys.length === 0) return []
  const { results } = await db
    .prepare(itemsFrom('?1'))
    .bind(JSON.stringify(keys.map((key) => [key.variationId, key.sizeId])))
    .all<Row>()
  return readPurchasableItems(results)
}

/** The catalogue rows for the lines of checkout `checkoutId`, for a batch beside the checkout's own read. */
export function checkoutItemsStatement(db: D1Database, checkoutId: string): D1PreparedStatement {
  return db.prepare(itemsFrom(CHECKOUT_KEYS)).bind(checkoutId)
}

export function readPurchasableItems(rows: readonly unknown[]): PurchasableItem[] {
  return (rows as Row[]).map(toPurchasableItem)
}

function toPurchasableItem(row: Row): PurchasableItem {
  const digital =
    row.label === DIGITAL_SIZE_LABEL ||
    row.delivery_type !== 'physical' ||
    isNftListing({ productType: row.product_type, primaryProductId: row.primary_product_id })
  return {
    variationId: row.variation_id,
    sizeId: row.size_id,
    productId: row.product_id,
    primaryProductId: row.primary_product_id,
    listingId: row.listing_id,
    storeId: row.store_id,
    listingSlug: row.slug,
    listingTitle: row.title,
    onSale: row.listing_visibility === 'public' && row.variation_visibility === 'public' && row.archived === 0,
    checkoutFlow: row.checkout_flow,
    productType: row.product_type,
    productName: row.product_name,
    mockup: row.mockup,
    artwork: row.artwork,
    color: row.color,
    hex: row.hex,
    photo: row.photo,
    sizeLabel: row.label,
    priceUsd: row.price_cents,
    stock: row.stock,
    physical: !digital,
  }
}
