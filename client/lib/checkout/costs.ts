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
