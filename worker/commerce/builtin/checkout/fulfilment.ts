import { DIGITAL_SIZE_LABEL, NFT_PRODUCT_TYPE } from '../../../../domain/constants'
import { dueStatus, type FulfilmentStatus, isLater, nextStatus } from '../rules/fulfilment-schedule'
import { deliverShipmentsStatement, insertShipmentStatement } from '../db/shipments'
import { orderItems, setOrderStatusStatement } from '../db/orders'
import type { OrderItemRecord, OrderRecord } from '../../port/operations'

/**
 * The built-in backend's stand-in for a fulfilment partner: orders move processing →
 * shipped → delivered on the schedule in worker/commerce/builtin/rules/fulfilment-schedule.ts, caught up
 * whenever an order is read; a shipped order with physical goods gets a shipment with a
 * tracking number. In development POST /dev/orders/{lookup}/advance moves one step now.
 */

const SHIP_AFTER_MS = 24 * 60 * 60 * 1000

/**
 * Brings an order up to the status its age calls for; answers the order as it now is.
 * With `operatorShips` (an operator runs the store with the admin CLI) nothing ships by
 * itself: the operator ships with the carrier's tracking number, and a shipped order is
 * then delivered on its estimated arrival date.
 */
export async function catchUp(
  db: D1Database,
  order: OrderRecord,
  now: Date,
  { operatorShips = false }: { operatorShips?: boolean } = {},
): Promise<OrderRecord> {
  if (order.status === 'canceled' || (operatorShips && order.status === 'processing')) return order
  const due = dueStatus({ createdAt: order.createdAt, arrivalDate: order.arrivalEstimate }, now)
  let current: OrderRecord = order
  while (current.status !== 'canceled' && isLater(due, current.status)) {
    const to = nextStatus(current.status)
    if (!to) break
    // Stamped with when it was due, not when someone looked.
    const at = to === 'shipped' ? new Date(Date.parse(order.createdAt) + SHIP_AFTER_MS) : arrivalTime(order, now)
    current = await step(db, current, to, at)
  }
  return current
}

/** Moves an order one status on now (the dev endpoint); null when it cannot move. */
export async function advance(db: D1Database, order: OrderRecord, now: Date): Promise<OrderRecord | null> {
  if (order.status === 'canceled') return null
  const to = nextStatus(order.status)
  return to ? step(db, order, to, now) : null
}

async function step(db: D1Database, order: OrderRecord, to: FulfilmentStatus, at: Date): Promise<OrderRecord> {
  const stamp = at.toISOString()
  const statements = [setOrderStatusStatement(db, order.id, order.status, to, stamp)]
  if (to === 'shipped' && ships(await orderItems(db, order.id))) {
    statements.push(
      insertShipmentStatement(db, order.id, {
        carrier: 'Sandbox Post',
        trackingNumber: trackingNumber(),
        trackingUrl: `/track?orderNumber=${encodeURIComponent(order.lookupNumber)}`,
        shippedAt: stamp,
      }),
    )
  }
  if (to === 'delivered') statements.push(deliverShipmentsStatement(db, order.id, stamp))
  await db.batch(statements)
  return { ...order, status: to, updatedAt: stamp }
}

function arrivalTime(order: OrderRecord, now: Date): Date {
  return order.arrivalEstimate ? new Date(`${order.arrivalEstimate}T18:00:00Z`) : now
}

/** Digital goods and NFTs are delivered without a parcel. */
export function ships(items: readonly OrderItemRecord[]): boolean {
  return items.some((item) => item.size !== DIGITAL_SIZE_LABEL && item.productType.toLowerCase() !== NFT_PRODUCT_TYPE)
}

/** A 20-digit number in the style of a postal tracking number. */
function trackingNumber(): string {
  const digits = crypto.getRandomValues(new Uint8Array(18)).reduce((text, byte) => text + (byte % 10), '')
  return `94${digits}`
}
