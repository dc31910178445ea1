import { Modal } from '../../components/modal'
import { useT } from '../../i18n'
import { PreorderForm } from './preorder-form'

export interface PreorderModalProps {
  open: boolean
  onClose: () => void
  colorId: number
  sizeId: number | null
}

/** The pre-order form's modal (`preorderform-modal`), opened by a pre-order listing's button once hydrated. */
export function PreorderModal({ open, onClose, colorId, sizeId }: PreorderModalProps) {
  const t = useT()
  return (
    <Modal open={open} onClose={onClose} title={t('preorder.title')} id="preorderform-modal">
      <PreorderForm colorId={colorId} sizeId={sizeId} />
    </Modal>
  )
}
