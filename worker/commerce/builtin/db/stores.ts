import { StoreFlags } from '../../../../domain/schemas/catalog'

/** The stores aggregate: a store row and the custom domains that point at it. */

export interface StoreRow {
  id: number
  slug: string
  name: string
  sellerId: string
  region: string
  accessCode: string | null
  previewKey: string
  collectionsMode: boolean
  /** Only the flags the store sets itself; the rest come from the environment. */
  flags: Partial<StoreFlags>
  catalogueVersion: number
}

interface RawStore {
  id: number
  slug: string
  name: string
  seller_id: string
  region: string
  access_code: string | null
  preview_key: string
  collections_mode: number
  flags: string
  catalogue_version: number
}

const StoredFlags = StoreFlags.partial()

function parseFlags(json: string): Partial<StoreFlags> {
  try {
    const parsed = StoredFlags.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

function toStoreRow(row: RawStore): StoreRow {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sellerId: row.seller_id,
    region: row.region,
    accessCode: row.access_code,
    previewKey: row.preview_key,
    collectionsMode: row.collections_mode === 1,
    flags: parseFlags(row.flags),
    catalogueVersion: row.catalogue_version,
  }
}

const STORE_COLUMNS = 'id, slug, name, seller_id, region, access_code, preview_key, collections_mode, flags, catalogue_version'

export async function findStoreBySlug(db: D1Database, slug: string): Promise<StoreRow | null> {
  const row = await db.prepare(`SELECT ${STORE_COLUMNS} FROM stores WHERE slug = ?1`).bind(slug.toLowerCase()).first<RawStore>()
  return row ? toStoreRow(row) : null
}

export async function findStoreById(db: D1Database, id: number): Promise<StoreRow | null> {
  const row = await db.prepare(`SELECT ${STORE_COLUMNS} FROM stores WHERE id = ?1`).bind(id).first<RawStore>()
  return row ? toStoreRow(row) : null
}

/** The custom domains that point at a store. */
export async function findStoreHosts(db: D1Database, storeId: number): Promise<string[]> {
  const { results } = await db.prepare('SELECT host FROM domains WHERE store_id = ?1 ORDER BY host').bind(storeId).all<{ host: string }>()
  return results.map((row) => row.host)
}

export async function findStoreSlugByHost(db: D1Database, host: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT s.slug FROM domains d JOIN stores s ON s.id = d.store_id WHERE d.host = ?1')
    .bind(host.toLowerCase())
    .first<{ slug: string }>()
  return row?.slug ?? null
}
