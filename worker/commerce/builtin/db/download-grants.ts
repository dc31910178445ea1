import type { MockupKind } from '../../../../domain/schemas/store-import'

/**
 * Download grants: the secret link to each digital or NFT line of an order. Written with
 * the order; read by GET /downloads/{token} and by the owner's view of the order.
 */

/** Download tokens are randomId(DOWNLOAD_TOKEN_PREFIX) (commerce/builtin/random-id.ts): 120 random bits. */
export const DOWNLOAD_TOKEN_PREFIX = 'dl'

type DownloadKind = 'file' | 'certificate'

export interface NewDownloadGrant {
  token: string
  /** The order is found by its checkout, so the grant can be written in the order's batch. */
  checkoutId: string
  storeId: number
  position: number
  listingId: number
  productId: number
  variationId: number
  title: string
  listingSlug: string
  color: string
  hex: string
  mockup: MockupKind
  artwork: string
  kind: DownloadKind
  createdAt: string
  expiresAt: string
}

export interface DownloadGrant extends Omit<NewDownloadGrant, 'checkoutId'> {
  storeSlug: string
  orderLookupNumber: string
  /** Paid for (the payment was captured) and not canceled. */
  orderPaid: boolean
  downloadCount: number
}

interface Row {
  token: string
  store_id: number
  position: number
  listing_id: number
  product_id: number
  variation_id: number
  title: string
  listing_slug: string
  color: string
  hex: string
  mockup: MockupKind
  artwork: string
  kind: DownloadKind
  download_count: number
  created_at: string
  expires_at: string
  store_slug: string
  lookup_number: string
  paid: number
}

const SELECT = `SELECT g.token, g.store_id, g.position, g.listing_id, g.product_id, g.variation_id, g.title, g.listing_slug, g.color,
    g.hex, g.mockup, g.artwork, g.kind, g.download_count, g.created_at, g.expires_at, s.slug AS store_slug, o.lookup_number,
    (o.status != 'canceled' AND p.state = 'succeeded') AS paid
  FROM download_grants g
  JOIN orders o ON o.id = g.order_id
  JOIN payments p ON p.id = o.payment_id
  JOIN stores s ON s.id = g.store_id`

function toGrant(row: Row): DownloadGrant {
  return {
    token: row.token,
    storeId: row.store_id,
    position: row.position,
    listingId: row.listing_id,
    productId: row.product_id,
    variationId: row.variation_id,
    title: row.title,
    listingSlug: row.listing_slug,
    color: row.color,
    hex: row.hex,
    mockup: row.mockup,
    artwork: row.artwork,
    kind: row.kind,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    storeSlug: row.store_slug,
    orderLookupNumber: row.lookup_number,
    orderPaid: row.paid === 1,
    downloadCount: row.download_count,
  }
}

export function insertDownloadGrantStatement(db: D1Database, grant: NewDownloadGrant): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO download_grants (token, order_id, store_id, position, listing_id, product_id, variation_id, title, listing_slug,
         color, hex, mockup, artwork, kind, created_at, expires_at)
       VALUES (?1, (SELECT id FROM orders WHERE checkout_id = ?2), ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)`,
    )
    .bind(
      grant.token,
      grant.checkoutId,
      grant.storeId,
      grant.position,
      grant.listingId,
      grant.productId,
      grant.variationId,
      grant.title,
      grant.listingSlug,
      grant.color,
      grant.hex,
      grant.mockup,
      grant.artwork,
      grant.kind,
      grant.createdAt,
      grant.expiresAt,
    )
}

export async function findDownloadGrant(db: D1Database, token: string): Promise<DownloadGrant | null> {
  const row = await db.prepare(`${SELECT} WHERE g.token = ?1`).bind(token).first<Row>()
  return row ? toGrant(row) : null
}

export async function downloadGrantsOfOrder(db: D1Database, orderId: number): Promise<DownloadGrant[]> {
  const { results } = await db.prepare(`${SELECT} WHERE g.order_id = ?1 ORDER BY g.position`).bind(orderId).all<Row>()
  return results.map(toGrant)
}

export async function countDownload(db: D1Database, token: string): Promise<void> {
  await db.prepare('UPDATE download_grants SET download_count = download_count + 1 WHERE token = ?1').bind(token).run()
}
