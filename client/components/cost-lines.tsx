import type { Currency } from '../../domain/constants'
import { useFormatMoney, useT } from '../i18n'
import './cost-lines.css'
import { type CostAmounts, type CostRowKind, costRows } from './cost-rows'

const LABELS = {
  subtotal: 'checkout.subtotal',
  discount: 'checkout.discount',
  shipping: 'checkout.delivery',
  tax: 'checkout.salesTax',
  total: 'checkout.total',
} as const satisfies Record<CostRowKind, string>

/** Subtotal, discount, Delivery, Sales Tax and Total as a description list. */
export function CostLines({ costs, currency }: { costs: CostAmounts; currency: Currency }) {
  const t = useT()
  const formatMoney = useFormatMoney()
  return (
    <dl className="cost-lines">
      {costRows(costs).map((row) => (
        <div key={row.kind} className={`cost-lines__row cost-lines__row--${row.kind}`}>
          <dt>{t(LABELS[row.kind])}</dt>
          <dd>{row.amount < 0 ? `−${formatMoney(-row.amount, currency)}` : formatMoney(row.amount, currency)}</dd>
        </div>
      ))}
    </dl>
  )
}
