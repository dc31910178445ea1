import { Link } from 'react-router'
import { Modal } from '../../components/modal'
import { ResponsiveImage } from '../../components/responsive-image'
import { useFormatMoney, useT } from '../../i18n'

export interface AddedLine {
  title: string
  productType: string
  color: string
  size: string | null
  quantity: number
  /** Cents per item in `currency`. */
  price: number
  currency: Parameters<ReturnType<typeof useFormatMoney>>[1]
  image: string
}

/** `cart-confirmation`: 'N item(s) added to my cart', with the line and the way to the cart. */
export function CartConfirmationModal({ line, onClose }: { line: AddedLine | null; onClose: () => void }) {
  const t = useT()
  const formatMoney = useFormatMoney()
  return (
    <Modal
      open={line !== null}
      onClose={onClose}
      title={line ? t('cart.added', { count: line.quantity }) : ''}
      size="sm"
      id="cart-confirmation"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('cart.continueShopping')}
          </button>
          <Link className="button" to="/cart" onClick={onClose}>
            {t('cart.viewCart')}
          </Link>
        </>
      }
    >
      {line ? (
        <div className="added-line">
          <ResponsiveImage src={line.image} layout="line" width={96} height={96} />
          <div>
            <p className="added-line__title">{line.title}</p>
            <p className="muted">
              {[line.productType, line.color, line.size].filter(Boolean).join(' · ')}
              <br />
              {t('common.labelValue', { label: t('cart.quantity'), value: line.quantity })}
            </p>
            <p className="added-line__price">{formatMoney(line.price * line.quantity, line.currency)}</p>
          </div>
        </div>
      ) : null}
    </Modal>
  )
}
