import { type SizeChart, SizeChart as SizeChartSchema } from '../../../../domain/schemas/catalog'
import { MockupKind } from '../../../../domain/schemas/store-import'

/** The products aggregate: products of listings with their sizes and colour variations. */

interface SizeRow {
  id: number
  productId: number
  label: string
  priceCents: number
}

export interface VariationRow {
  id: number
  productId: number
  color: string
  hex: string
  visibility: 'public' | 'private'
  /** Product photos in gallery order; empty when the variation is shown by its mockups. */
  photos: string[]
}

export interface ProductRow {
  id: number
  listingId: number
  productType: string
  name: string
  mockup: MockupKind
  artwork: string
  deliveryType: 'physical' | 'other'
  estimatedShipDate: string | null
  description: string
  materials: string
  fit: string
  comparableBrands: string
  sizeChart: SizeChart | null
  sizes: SizeRow[]
  /** Only the colours the caller may see, in their order. */
  variations: VariationRow[]
}

interface RawProduct {
  id: number
  listing_id: number
  product_type: string
  name: string
  mockup: string
  artwork: string
  delivery_type: 'physical' | 'other'
  estimated_ship_date: string | null
  description: string
  materials: string
  fit: string
  comparable_brands: string
  size_chart: string | null
}

interface RawSize {
  id: number
  product_id: number
  label: string
  price_cents: number
}

interface RawVariation {
  id: number
  product_id: number
  color: string
  hex: string
  visibility: 'public' | 'private'
  photos: string
}

function parseSizeChart(json: string | null): SizeChart | null {
  if (!json) return null
  try {
    const parsed = SizeChartSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

function toProductRow(row: RawProduct, sizes: SizeRow[], variations: VariationRow[]): ProductRow {
  return {
    id: row.id,
    listingId: row.listing_id,
    productType: row.product_type,
    name: row.name,
    mockup: MockupKind.parse(row.mockup),
    artwork: row.artwork,
    deliveryType: row.delivery_type,
    estimatedShipDate: row.estimated_ship_date,
    description: row.description,
    materials: row.materials,
    fit: row.fit,
    comparableBrands: row.comparable_brands,
    sizeChart: parseSizeChart(row.size_chart),
    sizes,
    variations,
  }
}

const toSizeRow = (row: RawSize): SizeRow => ({ id: row.id, productId: row.product_id, label: row.label, priceCents: row.price_cents })

const toVariationRow = (row: RawVariation): VariationRow => ({
  id: row.id,
  productId: row.product_id,
  color: row.color,
  hex: row.hex,
  visibility: row.visibility,
  photos: JSON.parse(row.photos) as string[],
})

const PRODUCT_COLUMNS =
  'p.id, p.listing_id, p.product_type, p.name, p.mockup, p.artwork, p.delivery_type, p.estimated_ship_date, p.description, p.materials, p.fit, p.comparable_brands, p.size_chart'

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const row of rows) {
    const list = groups.get(key(row)) ?? []
    list.push(row)
    groups.set(key(row), list)
  }
  return groups
}

async function loadProducts(db: D1Database, where: string, bind: unknown, visibilityAny: boolean): Promise<ProductRow[]> {
  const any = visibilityAny ? 1 : 0
  const [products, sizes, variations] = await db.batch([
    db.prepare(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE ${where} ORDER BY p.listing_id, p.position, p.id`).bind(bind),
    db
      .prepare(
        `SELECT s.id, s.product_id, s.label, s.price_cents FROM sizes s JOIN products p ON p.id = s.product_id WHERE ${where} ORDER BY s.position, s.id`,
      )
      .bind(bind),
    db
      .prepare(
        `SELECT v.id, v.product_id, v.color, v.hex, v.visibility,
           (SELECT json_group_array(url) FROM (SELECT url FROM variation_images WHERE variation_id = v.id ORDER BY position)) AS photos
         FROM variations v JOIN products p ON p.id = v.product_id
         WHERE ${where} AND (v.visibility = 'public' OR ?2 = 1) ORDER BY v.position, v.id`,
      )
      .bind(bind, any),
  ])
  const sizesByProduct = groupBy((sizes.results as RawSize[]).map(toSizeRow), (s) => s.productId)
  const variationsByProduct = groupBy((variations.results as RawVariation[]).map(toVariationRow), (v) => v.productId)
  return (products.results as RawProduct[])
    .map((row) => toProductRow(row, sizesByProduct.get(row.id) ?? [], variationsByProduct.get(row.id) ?? []))
    .filter((product) => product.variations.length > 0 && product.sizes.length > 0)
}

/**
 * The products of these listings that have a colour the caller may see (all colours with
 * `visibilityAny`), in listing then product order.
 */
export function productsOfListings(db: D1Database, listingIds: number[], visibilityAny: boolean): Promise<ProductRow[]> {
  if (listingIds.length === 0) return Promise.resolve([])
  return loadProducts(db, 'p.listing_id IN (SELECT value FROM json_each(?1))', JSON.stringify(listingIds), visibilityAny)
}

/** One product with its public colours, whatever its listing, or null. */
export async function findProduct(db: D1Database, productId: number): Promise<ProductRow | null> {
  const [product] = await loadProducts(db, 'p.id = ?1', productId, false)
  return product ?? null
}
