import { Modal } from '../../components/modal'
import { useT } from '../../i18n'
import type { Removal } from '../../../machines/cart-lines'
import { machineText } from '../../i18n/machine-text'

/**
 * The cart-unavailable-items modal (spec section 4): which lines left the cart and why.
 * For lines of listings that answered with errors there is nothing to list.
 */
export function UnavailableItemsModal({ removal, open, onClose }: { removal: Removal | null; open: boolean; onClose: () => void }) {
  const t = useT()
  return (
    <Modal
      id="cart-unavailable-items"
      open={open}
      onClose={onClose}
      size="sm"
      title={t('cart.unavailableTitle')}
      footer={
        <button type="button" className="button" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      {removal ? <p>{machineText(t, removal.message)}</p> : null}
      {removal && removal.lines.length > 0 ? (
        <ul className="unavailable-items">
          {removal.lines.map((line) => (
            <li key={line.sku}>
              {line.title} · {line.colorName} · {line.selectedSize.label}
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  )
}
