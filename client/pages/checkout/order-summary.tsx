import type { Checkout } from '../../../domain/schemas/checkout'
import { CostLines } from '../../components/cost-lines'
import { ResponsiveImage } from '../../components/responsive-image'
import { useFormatMoney, useT } from '../../i18n'

/** The checkout's lines and costs: Sales Tax and Delivery only when due, the discount negative. */
export function OrderSummary({ checkout, headingId }: { checkout: Checkout; headingId: string }) {
  const t = useT()
  const formatMoney = useFormatMoney()
  const { costs } = checkout
  return (
    <div className="order-summary">
      <h2 id={headingId} className="order-summary__title">
        {t('checkout.orderSummary')}
      </h2>
      <ul className="order-summary__lines">
        {checkout.lineItems.map((line) => (
          <li key={line.sku} className="summary-line">
            <span className="summary-line__image">
              <ResponsiveImage src={line.image} layout="line" width={64} height={64} loading="lazy" />
              <span className="summary-line__quantity" aria-hidden="true">
                {line.quantity}
              </span>
            </span>
            <span className="summary-line__text">
              <span className="summary-line__title">{line.title}</span>
              <span className="muted summary-line__meta">
                {line.color} · {line.size} · {t('cart.itemCount', { count: line.quantity })}
              </span>
            </span>
            <span className="summary-line__price">{formatMoney(line.totalPrice, checkout.currency)}</span>
          </li>
        ))}
      </ul>
      <CostLines
        currency={checkout.currency}
        costs={{
          subtotal: costs.lineItems.value,
          discount: costs.discount.value,
          shipping: costs.shipping.value,
          tax: costs.tax.value,
          total: costs.total.value,
        }}
      />
    </div>
  )
}
