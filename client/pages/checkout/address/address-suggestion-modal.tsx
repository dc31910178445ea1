import type { ReactNode } from 'react'
import { Modal } from '../../../components/modal'
import { useT } from '../../../i18n'

export interface AddressSuggestionModalProps {
  open: boolean
  /** The address as typed, and as the validation service suggests it, each drawn by the page (AddressLines). */
  original: ReactNode
  suggestion: ReactNode
  onOriginal: () => void
  onSuggestion: () => void
  onCancel: () => void
}

/** The address-suggestion modal: keep the address as typed, take the suggested one, or go back. */
export function AddressSuggestionModal({ open, original, suggestion, onOriginal, onSuggestion, onCancel }: AddressSuggestionModalProps) {
  const t = useT()
  return (
    <Modal
      id="address-suggestion"
      open={open}
      onClose={onCancel}
      title={t('checkout.suggestionTitle')}
      footer={
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      }
    >
      <p>{t('checkout.suggestionBody')}</p>
      <div className="address-choices">
        {original ? (
          <div className="address-choice">
            <h3 className="address-choice__title">{t('checkout.addressEntered')}</h3>
            {original}
            <button type="button" className="button button--secondary button--block" onClick={onOriginal}>
              {t('checkout.suggestionOriginal')}
            </button>
          </div>
        ) : null}
        {suggestion ? (
          <div className="address-choice address-choice--suggested">
            <h3 className="address-choice__title">{t('checkout.addressSuggested')}</h3>
            {suggestion}
            <button type="button" className="button button--block" onClick={onSuggestion}>
              {t('checkout.suggestionSuggested')}
            </button>
          </div>
        ) : null}
      </div>
    </Modal>
  )
}
