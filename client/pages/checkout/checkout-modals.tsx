import { type ReactNode, useEffect, useRef } from 'react'
import { Modal } from '../../components/modal'
import { useT } from '../../i18n'

/** The afterpay-unavailable modal: no delivery option reaches this address. */
export function DeliveryUnavailableModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT()
  return (
    <Modal
      id="afterpay-unavailable"
      open={open}
      onClose={onClose}
      size="sm"
      title={t('checkout.deliveryUnavailableTitle')}
      footer={
        <button type="button" className="button" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <p>{t('checkout.deliveryUnavailableBody')}</p>
    </Modal>
  )
}

/** The mobile cart summary modal (the page's OrderSummary as `children`); it opens scrolled to the bottom, where the total is. */
export function MobileSummaryModal({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const t = useT()
  const end = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const frame = window.requestAnimationFrame(() => {
      const body = end.current?.closest('.modal__body')
      if (body) body.scrollTop = body.scrollHeight
    })
    return () => window.cancelAnimationFrame(frame)
  }, [open])
  return (
    <Modal id="mobile-cart-summary" open={open} onClose={onClose} title={t('checkout.orderSummary')} hideTitle>
      {children}
      <div ref={end} />
    </Modal>
  )
}
