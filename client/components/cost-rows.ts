/** The rows of an order summary (spec section 3: costs labels and their display rules). */

export type CostRowKind = 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total'

export interface CostRow {
  kind: CostRowKind
  /** Integer cents as shown: the discount is negative. */
  amount: number
}

export interface CostAmounts {
  subtotal: number
  discount?: number
  shipping?: number
  tax?: number
  total: number
}

/**
 * Subtotal and total always; the discount shown negative; delivery ('Delivery') and tax
 * ('Sales Tax') only when there is something to pay. Zero or missing lines are hidden.
 */
export function costRows(costs: CostAmounts): CostRow[] {
  const rows: CostRow[] = [{ kind: 'subtotal', amount: costs.subtotal }]
  if (costs.discount) rows.push({ kind: 'discount', amount: -Math.abs(costs.discount) })
  if (costs.shipping) rows.push({ kind: 'shipping', amount: costs.shipping })
  if (costs.tax) rows.push({ kind: 'tax', amount: costs.tax })
  rows.push({ kind: 'total', amount: costs.total })
  return rows
}

/** The amounts of an order answer (domain/schemas/checkout.ts Order), in its currency's cents. */
export interface OrderAmounts {
  items: readonly { price: { amount: number }; quantity: number }[]
  tax: { amount: number }
  shippingCost: { amount: number }
  totalCost: { amount: number }
}

/**
 * An order's rows as its checkout showed them. The order answer (spec section 3) carries
 * the total, tax and delivery; the goods are its items, and the discount is what the
 * total falls short of goods plus delivery plus tax, so the rows always add up.
 */
export function orderCosts(order: OrderAmounts): CostAmounts {
  const subtotal = order.items.reduce((sum, item) => sum + item.price.amount * item.quantity, 0)
  const shipping = order.shippingCost.amount
  const tax = order.tax.amount
  const total = order.totalCost.amount
  return { subtotal, discount: Math.max(0, subtotal + shipping + tax - total), shipping, tax, total }
}
