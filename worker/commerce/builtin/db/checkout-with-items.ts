import { type CheckoutRow, findCheckoutStatement, readCheckoutRow } from './checkouts'
import { checkoutPaymentStatement, type PaymentRow, readPaymentRow } from './payments'
import { checkoutItemsStatement, type PurchasableItem, readPurchasableItems } from './purchasable-items'

/** A checkout with what pricing and showing it needs: its lines' catalogue rows and its payment. */
export interface CheckoutWithItems {
  row: CheckoutRow
  items: PurchasableItem[]
  payment: PaymentRow | null
}

/**
 * Reads a checkout, its lines' catalogue rows and its payment in one batch: one round trip
 * to D1 (and one transaction, so the three agree) where findCheckout, findPurchasableItems
 * and findPayment in turn would be three.
 */
export async function findCheckoutWithItems(db: D1Database, id: string): Promise<CheckoutWithItems | null> {
  const [checkout, items, payment] = await db.batch([
    findCheckoutStatement(db, id),
    checkoutItemsStatement(db, id),
    checkoutPaymentStatement(db, id),
  ])
  const row = readCheckoutRow(checkout?.results[0])
  if (!row) return null
  return { row, items: readPurchasableItems(items?.results ?? []), payment: readPaymentRow(payment?.results[0]) }
}
