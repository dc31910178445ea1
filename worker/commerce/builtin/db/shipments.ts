import type { ShipmentRecord } from '../../port/operations'
/** Shipments of an order: carrier, tracking number and link, shipped and delivered times. */

export function insertShipmentStatement(
  db: D1Database,
  orderId: number,
  shipment: Omit<ShipmentRecord, 'deliveredAt' | 'status'>,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO shipments (order_id, carrier, tracking_number, tracking_url, status, shipped_at)
       SELECT ?1, ?2, ?3, ?4, 'in_transit', ?5 WHERE NOT EXISTS (SELECT 1 FROM shipments WHERE order_id = ?1)`,
    )
    .bind(orderId, shipment.carrier, shipment.trackingNumber, shipment.trackingUrl, shipment.shippedAt)
}

export function deliverShipmentsStatement(db: D1Database, orderId: number, deliveredAt: string): D1PreparedStatement {
  return db
    .prepare("UPDATE shipments SET status = 'delivered', delivered_at = ?2 WHERE order_id = ?1 AND delivered_at IS NULL")
    .bind(orderId, deliveredAt)
}

export async function shipmentsOf(db: D1Database, orderId: number): Promise<ShipmentRecord[]> {
  const { results } = await db
    .prepare(
      'SELECT carrier, tracking_number, tracking_url, status, shipped_at, delivered_at FROM shipments WHERE order_id = ?1 ORDER BY id',
    )
    .bind(orderId)
    .all<{
      carrier: string
      tracking_number: string
      tracking_url: string
      status: ShipmentRecord['status']
      shipped_at: string
      delivered_at: string | null
    }>()
  return results.map((row) => ({
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    trackingUrl: row.tracking_url,
    status: row.status,
    shippedAt: row.shipped_at,
    deliveredAt: row.delivered_at,
  }))
}
