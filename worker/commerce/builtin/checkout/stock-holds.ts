import type { UnavailableItem } from '../../port/failures'
import type { StockReservations } from '../stock/stock-reservations'
import { log } from '../../../lib/logger'
import { itemName, type PricedLine } from './line-items'

/**
 * The checkout's side of the store's StockReservations object: a checkout holds its units
 * from just before its payment is authorized until its order is written in D1. Without the
 * binding, or when the object cannot be reached, D1's guarded decrement in the order batch
 * decides alone (a loser's authorization is then made and voided, as before drops had one place).
 */
export interface StockHolds {
  /** Holds the checkout's lines, or answers those short of stock named for the shopper. */
  reserve(holder: Holder, lines: readonly PricedLine[]): Promise<{ ok: true } | { ok: false; soldOut: UnavailableItem[] }>
  /** The holder's order is written: its holds are part of D1's count now. */
  confirm(holder: Holder): Promise<void>
  /** The holder will not buy: its units are free. `resync` when D1 refused a sale the object allowed. */
  release(holder: Holder, options?: { resync?: boolean }): Promise<void>
}

/** A checkout as the object knows it: its id holds, its store picks the object. */
interface Holder {
  id: string
  storeId: number
}

/** Holds nothing and refuses nothing: D1's order batch is the only guard. */
const noStockHolds: StockHolds = {
  reserve: async () => ({ ok: true }),
  confirm: async () => {},
  release: async () => {},
}

/** The object deciding one store's stock (one per store: docs/decisions/080-stock-reservations-in-a-durable-object.md). */
const reservationsOf = (namespace: DurableObjectNamespace<StockReservations>, storeId: number) =>
  namespace.get(namespace.idFromName(`store:${storeId}`))

export function durableStockHolds(namespace: DurableObjectNamespace<StockReservations> | undefined): StockHolds {
  if (!namespace) return noStockHolds
  return {
    async reserve(holder, lines) {
      try {
        const answer = await reservationsOf(namespace, holder.storeId).reserve(
          holder.id,
          lines.map((line) => ({ variationId: line.item.variationId, sizeId: line.item.sizeId, quantity: line.quantity })),
        )
        if (answer.ok) return { ok: true }
        const soldOut = answer.short.flatMap((short) => {
          const line = lines.find((l) => l.item.variationId === short.variationId && l.item.sizeId === short.sizeId)
          return line ? [{ sku: line.sku, name: itemName(line.item), reason: 'out-of-stock' as const, available: short.available }] : []
        })
        return { ok: false, soldOut }
      } catch (error) {
        // Overloaded or unreachable: selling goes on with D1's guard alone rather than stopping.
        log.warn('stock.reserve', { checkoutId: holder.id, message: String(error) })
        return { ok: true }
      }
    },
    async confirm(holder) {
      try {
        await reservationsOf(namespace, holder.storeId).confirm(holder.id)
      } catch (error) {
        // The hold expires and the object reads D1 again, where the order is counted.
        log.warn('stock.confirm', { checkoutId: holder.id, message: String(error) })
      }
    },
    async release(holder, options) {
      try {
        await reservationsOf(namespace, holder.storeId).release(holder.id, options)
      } catch (error) {
        log.warn('stock.release', { checkoutId: holder.id, message: String(error) })
      }
    },
  }
}
