import type { StoreImport } from '../../../../domain/schemas/store-import'
import { collectionPaths } from './store-import-validate'

export { storeImportTable, storeImportWarnings } from './store-import-report'
export { formatPath, parseStoreImport, type StoreImportResult } from './store-import-validate'

/**
 * Compiles a validated store import into plain SQL statements with every value inlined as
 * an escaped literal. The same statements run through `wrangler d1 execute --file` and
 * through `db.batch()`, and are idempotent: rows are matched on natural keys (store slug,
 * listing slug, product type, colour, size label, collection path, promo code, host) with
 * subqueries and upserted, so ids stay stable across imports, and rows of the store that
 * the file no longer names are deleted. Every import bumps the store's catalogue_version,
 * which the caches key on.
 */

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
/** A fresh 32-hex secret, drawn by SQLite so the compiled SQL itself holds no secret. */
const RANDOM_KEY = 'lower(hex(randomblob(16)))'

export function sqlString(value: string): string {
  // A NUL would end the literal early in some SQLite paths; no text field needs one.
  if (value.includes('\u0000')) throw new RangeError('Text values cannot contain NUL characters')
  return `'${value.replaceAll("'", "''")}'`
}

export function sqlInt(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer: ${value}`)
  return String(value)
}

function sqlText(value: string | null | undefined): string {
  return value === null || value === undefined ? 'NULL' : sqlString(value)
}

function sqlList(values: readonly string[]): string {
  return `(${values.map(sqlString).join(', ')})`
}

/** `column NOT IN (...)`, or a condition that is always true when the file names none. */
function notIn(column: string, values: readonly string[]): string {
  return values.length ? `${column} NOT IN ${sqlList(values)}` : '1 = 1'
}

type Listing = StoreImport['listings'][number]
type Product = Listing['products'][number]

/** What every part of an import's SQL is written with: the store's id subquery and the statements so far. */
interface ImportSql {
  data: StoreImport
  store: StoreImport['store']
  storeId: string
  listingId: (slug: string) => string
  productId: (listing: string, type: string) => string
  paths: Map<string, string>
  add: (sql: string) => void
}

/** The store: a new one starts at version 0 and is bumped to 1 at the end like any import. */
function storeSql({ store, add }: ImportSql): void {
  const previewKey = store.previewKey === undefined ? RANDOM_KEY : sqlString(store.previewKey)
  add(
    `INSERT INTO stores (slug, name, seller_id, region, access_code, preview_key, collections_mode, flags, catalogue_version) VALUES (${[
      sqlString(store.slug),
      sqlString(store.name),
      sqlString(store.sellerId),
      sqlString(store.region),
      sqlText(store.accessCode),
      previewKey,
      store.collectionsMode ? '1' : '0',
      sqlString(JSON.stringify(store.flags)),
      '0',
    ].join(
      ', ',
    )}) ON CONFLICT (slug) DO UPDATE SET name = excluded.name, seller_id = excluded.seller_id, region = excluded.region, access_code = excluded.access_code, ${
      // An existing preview key is kept unless the file sets one: live preview links stay valid.
      store.previewKey === undefined ? '' : 'preview_key = excluded.preview_key, '
    }collections_mode = excluded.collections_mode, flags = excluded.flags, updated_at = ${NOW}`,
  )
}

/** Custom domains. */
function domainSql({ store, storeId, add }: ImportSql): void {
  add(`DELETE FROM domains WHERE store_id = ${storeId} AND ${notIn('host', store.domains)}`)
  if (store.domains.length) {
    const rows = store.domains.map((host) => `(${sqlString(host)}, ${storeId})`).join(', ')
    add(`INSERT INTO domains (host, store_id) VALUES ${rows} ON CONFLICT (host) DO UPDATE SET store_id = excluded.store_id`)
  }
}

/** Themes: the published one always, the draft only while the file has one. */
function themeSql({ data, storeId, add }: ImportSql): void {
  const upsertTheme = (kind: 'published' | 'draft', theme: unknown) =>
    add(
      `INSERT INTO themes (store_id, kind, data) VALUES (${storeId}, ${sqlString(kind)}, ${sqlString(JSON.stringify(theme))}) ON CONFLICT (store_id, kind) DO UPDATE SET data = excluded.data, updated_at = ${NOW}`,
    )
  upsertTheme('published', data.theme)
  if (data.draftTheme) upsertTheme('draft', data.draftTheme)
  else add(`DELETE FROM themes WHERE store_id = ${storeId} AND kind = 'draft'`)
}

/** What the file no longer names goes first; deleting a listing takes its products, colours, sizes, stock and collection memberships with it (ON DELETE CASCADE). */
function deletionSql({ data, storeId, paths, add }: ImportSql): void {
  add(
    `DELETE FROM listings WHERE store_id = ${storeId} AND ${notIn(
      'slug',
      data.listings.map((l) => l.slug),
    )}`,
  )
  add(`DELETE FROM collections WHERE store_id = ${storeId} AND ${notIn('path', [...paths.values()])}`)
  add(
    `DELETE FROM promo_codes WHERE store_id = ${storeId} AND ${notIn(
      'code',
      data.promoCodes.map((p) => p.code),
    )}`,
  )
}

/** Collections, parents before children so a child's parent_id subquery finds its parent. */
function collectionSql({ data, storeId, paths, add }: ImportSql): void {
  const byDepth = data.collections
    .map((collection, position) => ({ collection, position, path: paths.get(collection.slug) ?? collection.slug }))
    .sort((a, b) => a.path.split('/').length - b.path.split('/').length)
  for (const { collection, position, path } of byDepth) {
    const parentPath = collection.parent === undefined ? undefined : paths.get(collection.parent)
    const parentId =
      parentPath === undefined ? 'NULL' : `(SELECT id FROM collections WHERE store_id = ${storeId} AND path = ${sqlString(parentPath)})`
    add(
      `INSERT INTO collections (store_id, parent_id, slug, path, name, image_listing_slug, position) VALUES (${[
        storeId,
        parentId,
        sqlString(collection.slug),
        sqlString(path),
        sqlString(collection.name),
        sqlText(collection.imageListing),
        sqlInt(position),
      ].join(
        ', ',
      )}) ON CONFLICT (store_id, path) DO UPDATE SET parent_id = excluded.parent_id, slug = excluded.slug, name = excluded.name, image_listing_slug = excluded.image_listing_slug, position = excluded.position`,
    )
  }
}

/** The listings, in the file's order. */
function listingSql({ data, storeId, add }: ImportSql): void {
  data.listings.forEach((listing, position) => {
    add(
      `INSERT INTO listings (store_id, slug, title, description, visibility, checkout_flow, holiday_delivery_message, position, archived) VALUES (${[
        storeId,
        sqlString(listing.slug),
        sqlString(listing.title),
        sqlString(listing.description),
        sqlString(listing.visibility),
        sqlInt(listing.checkoutFlow),
        sqlText(listing.holidayDeliveryMessage),
        sqlInt(position),
        '0',
      ].join(
        ', ',
      )}) ON CONFLICT (store_id, slug) DO UPDATE SET title = excluded.title, description = excluded.description, visibility = excluded.visibility, checkout_flow = excluded.checkout_flow, holiday_delivery_message = excluded.holiday_delivery_message, position = excluded.position, archived = 0`,
    )
  })
}

/** Collection memberships carry no ids, so they are simply rewritten. */
function membershipSql({ data, storeId, listingId, paths, add }: ImportSql): void {
  add(`DELETE FROM listing_collections WHERE listing_id IN (SELECT id FROM listings WHERE store_id = ${storeId})`)
  const memberships = new Map<string, string[]>()
  const pathBySlug = (ref: string) => paths.get(ref) ?? ref
  for (const listing of data.listings) {
    for (const path of new Set(listing.collections.map(pathBySlug))) {
      memberships.set(path, [...(memberships.get(path) ?? []), listing.slug])
    }
  }
  for (const [path, slugs] of memberships) {
    const collectionId = `(SELECT id FROM collections WHERE store_id = ${storeId} AND path = ${sqlString(path)})`
    const rows = slugs.map((slug, position) => `(${listingId(slug)}, ${collectionId}, ${sqlInt(position)})`).join(', ')
    add(`INSERT INTO listing_collections (listing_id, collection_id, position) VALUES ${rows}`)
  }
}

/** Each listing's products, with their sizes, colours, photos and stock. */
function productSql({ data, listingId, productId, add }: ImportSql): void {
  for (const listing of data.listings) {
    add(
      `DELETE FROM products WHERE listing_id = ${listingId(listing.slug)} AND ${notIn(
        'product_type',
        listing.products.map((p) => p.productType),
      )}`,
    )
    listing.products.forEach((product, position) => {
      compileProduct(
        product,
        position,
        { listingId: listingId(listing.slug), productId: productId(listing.slug, product.productType) },
        add,
      )
    })
  }
}

/** Promo codes, upserted by code. */
function promoCodeSql({ data, storeId, add }: ImportSql): void {
  data.promoCodes.forEach((promo) => {
    add(
      `INSERT INTO promo_codes (store_id, code, type, percentage, amount_cents, min_subtotal_cents, expires_at) VALUES (${[
        storeId,
        sqlString(promo.code),
        sqlString(promo.type),
        promo.percentage === undefined ? 'NULL' : sqlInt(promo.percentage),
        promo.amount === undefined ? 'NULL' : sqlInt(promo.amount),
        sqlInt(promo.minSubtotal),
        sqlText(promo.expiresAt),
      ].join(
        ', ',
      )}) ON CONFLICT (store_id, code) DO UPDATE SET type = excluded.type, percentage = excluded.percentage, amount_cents = excluded.amount_cents, min_subtotal_cents = excluded.min_subtotal_cents, expires_at = excluded.expires_at`,
    )
  })
}

export function compileStoreImport(data: StoreImport): string[] {
  const { store } = data
  const storeId = `(SELECT id FROM stores WHERE slug = ${sqlString(store.slug)})`
  const listingId = (slug: string) => `(SELECT id FROM listings WHERE store_id = ${storeId} AND slug = ${sqlString(slug)})`
  const productId = (listing: string, type: string) =>
    `(SELECT id FROM products WHERE listing_id = ${listingId(listing)} AND product_type = ${sqlString(type)})`
  const statements: string[] = []
  const sql: ImportSql = {
    data,
    store,
    storeId,
    listingId,
    productId,
    paths: collectionPaths(data.collections),
    add: (statement) => statements.push(statement),
  }
  for (const part of [storeSql, domainSql, themeSql, deletionSql, collectionSql, listingSql, membershipSql, productSql, promoCodeSql])
    part(sql)
  sql.add(`UPDATE stores SET catalogue_version = catalogue_version + 1, updated_at = ${NOW} WHERE slug = ${sqlString(store.slug)}`)
  return statements
}

const PRODUCT_COLUMNS = [
  'listing_id',
  'product_type',
  'name',
  'mockup',
  'artwork',
  'delivery_type',
  'estimated_ship_date',
  'description',
  'materials',
  'fit',
  'comparable_brands',
  'size_chart',
  'position',
] as const
const PRODUCT_UPDATES = PRODUCT_COLUMNS.filter((c) => c !== 'listing_id' && c !== 'product_type')
  .map((c) => `${c} = excluded.${c}`)
  .join(', ')

function compileProduct(
  product: Product,
  position: number,
  ids: { listingId: string; productId: string },
  add: (sql: string) => void,
): void {
  const { details } = product
  const values = [
    ids.listingId,
    sqlString(product.productType),
    sqlString(product.name),
    sqlString(product.mockup),
    sqlString(product.artwork),
    sqlString(product.delivery),
    sqlText(product.estimatedShipDate),
    sqlString(details.description),
    sqlString(details.materials),
    sqlString(details.fit),
    sqlString(details.comparableBrands),
    details.sizeChart ? sqlString(JSON.stringify(details.sizeChart)) : 'NULL',
    sqlInt(position),
  ]

  if (product.fixedProductId === undefined) {
    add(
      `INSERT INTO products (${PRODUCT_COLUMNS.join(', ')}) VALUES (${values.join(', ')}) ON CONFLICT (listing_id, product_type) DO UPDATE SET ${PRODUCT_UPDATES}`,
    )
  } else {
    // Ids are global: a fixed id held by another store's product must fail the import
    // (UNIQUE constraint failed: products.id), not move that product over here.
    const id = sqlInt(product.fixedProductId)
    add(`DELETE FROM products WHERE listing_id = ${ids.listingId} AND product_type = ${sqlString(product.productType)} AND id <> ${id}`)
    add(
      `INSERT INTO products (id, ${PRODUCT_COLUMNS.join(', ')}) SELECT ${id}, ${values.join(', ')} WHERE NOT EXISTS (SELECT 1 FROM products WHERE id = ${id} AND listing_id = ${ids.listingId})`,
    )
    const sets = PRODUCT_COLUMNS.filter((c) => c !== 'listing_id').map((c, i) => `${c} = ${values[i + 1]}`)
    add(`UPDATE products SET ${sets.join(', ')} WHERE id = ${id} AND listing_id = ${ids.listingId}`)
  }

  const pid = ids.productId
  const labels = product.sizes.map((s) => s.label)
  const colours = product.variations.map((v) => v.color)
  add(`DELETE FROM sizes WHERE product_id = ${pid} AND ${notIn('label', labels)}`)
  add(
    `INSERT INTO sizes (product_id, label, price_cents, position) VALUES ${product.sizes
      .map((size, i) => `(${pid}, ${sqlString(size.label)}, ${sqlInt(size.price)}, ${sqlInt(i)})`)
      .join(', ')} ON CONFLICT (product_id, label) DO UPDATE SET price_cents = excluded.price_cents, position = excluded.position`,
  )
  add(`DELETE FROM variations WHERE product_id = ${pid} AND ${notIn('color', colours)}`)
  add(
    `INSERT INTO variations (product_id, color, hex, visibility, position) VALUES ${product.variations
      .map((v, i) => `(${pid}, ${sqlString(v.color)}, ${sqlString(v.hex.toLowerCase())}, ${sqlString(v.visibility)}, ${sqlInt(i)})`)
      .join(
        ', ',
      )} ON CONFLICT (product_id, color) DO UPDATE SET hex = excluded.hex, visibility = excluded.visibility, position = excluded.position`,
  )

  // Photos are replaced as a whole per colour: the import names the gallery it wants.
  add(`DELETE FROM variation_images WHERE variation_id IN (SELECT id FROM variations WHERE product_id = ${pid})`)
  const photos = product.variations.flatMap((v) =>
    v.images.map((image, i) => `(${sqlString(v.color)}, ${sqlInt(i)}, ${sqlString(image.url)}, ${sqlString(image.alt)})`),
  )
  if (photos.length > 0) {
    add(
      `INSERT INTO variation_images (variation_id, position, url, alt) SELECT v.id, photo.column2, photo.column3, photo.column4 FROM (VALUES ${photos.join(', ')}) AS photo JOIN variations v ON v.product_id = ${pid} AND v.color = photo.column1 WHERE true`,
    )
  }

  // Stock for every colour and size; a size missing from a colour's inventory has none.
  const stock = product.variations.flatMap((v) =>
    product.sizes.map((s) => `(${sqlString(v.color)}, ${sqlString(s.label)}, ${sqlInt(v.inventory[s.label] ?? 0)})`),
  )
  add(
    `INSERT INTO inventory (variation_id, size_id, count) SELECT v.id, s.id, stock.column3 FROM (VALUES ${stock.join(', ')}) AS stock JOIN variations v ON v.product_id = ${pid} AND v.color = stock.column1 JOIN sizes s ON s.product_id = ${pid} AND s.label = stock.column2 WHERE true ON CONFLICT (variation_id, size_id) DO UPDATE SET count = excluded.count`,
  )
}
