import { Link } from 'react-router'
import type { CartDisplayItem } from '../../../domain/schemas/cart'
import { useFormatMoney, useT } from '../../i18n'
import { QuantityControl } from './quantity-control'
import { ResponsiveImage } from '../../components/responsive-image'

/** One cart line: image, title, colour, size, quantity, line total and Remove. */
export function CartLine({
  line,
  onQuantity,
  onRemove,
}: {
  line: CartDisplayItem
  onQuantity: (quantity: number) => void
  onRemove: () => void
}) {
  const t = useT()
  const formatMoney = useFormatMoney()
  const currency = line.variantData.currency
  return (
    <li className="cart-line">
      <ResponsiveImage
        className="cart-line__image"
        src={line.primaryImages.thumblarge}
        layout="line"
        width={96}
        height={96}
        loading="lazy"
      />
      <div className="cart-line__details">
        <h2 className="cart-line__title">
          <Link to={`/listing/${line.slug}`}>{line.title}</Link>
        </h2>
        <p className="cart-line__meta">
          <span>{t('cart.color', { color: line.colorName })}</span>
          <span>{t('cart.size', { size: line.selectedSize.label })}</span>
        </p>
        <p className="cart-line__unit muted">{formatMoney(line.price, currency)}</p>
      </div>
      <div className="cart-line__actions">
        {/* Real forms the worker answers before or without scripts (ADR 107); once hydrated the handlers take over. */}
        <form
          method="post"
          className="cart-line__quantity"
          onSubmit={(event) => {
            event.preventDefault()
          }}
        >
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="sku" value={line.sku} />
          <QuantityControl key={line.quantityInCart} title={line.title} value={line.quantityInCart} onChange={onQuantity} />
          <button
            type="submit"
            className="button button--secondary cart-line__apply"
            aria-label={t('cart.updateQuantity', { title: line.title })}
          >
            {t('common.apply')}
          </button>
        </form>
        <p className="cart-line__total">{formatMoney(line.totalPrice, currency)}</p>
        <form
          method="post"
          onSubmit={(event) => {
            event.preventDefault()
            onRemove()
          }}
        >
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="sku" value={line.sku} />
          <button type="submit" className="text-link cart-line__remove" aria-label={t('cart.removeItem', { title: line.title })}>
            {t('cart.remove')}
          </button>
        </form>
      </div>
    </li>
  )
}
