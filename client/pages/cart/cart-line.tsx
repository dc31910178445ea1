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
        <QuantityControl key={line.quantityInCart} title={line.title} value={line.quantityInCart} onChange={onQuantity} />
        <p className="cart-line__total">{formatMoney(line.totalPrice, currency)}</p>
        <button
          type="button"
          className="text-link cart-line__remove"
          onClick={onRemove}
          aria-label={t('cart.removeItem', { title: line.title })}
        >
          {t('cart.remove')}
        </button>
      </div>
    </li>
  )
}
