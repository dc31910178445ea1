import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import type { LocalizationDetails } from '../../domain/schemas/localization'
import { Modal } from '../components/modal'
import { Spinner } from '../components/spinner'
import { useT } from '../i18n'
import { apiFrom } from '../api/get-api'
import { builtInDetails } from './localization-choice'
import { LocalizationForm } from './localization-form'
import { useShell } from '../app/shell'

/**
 * The localization modal (`localization-modal`): language, currency and shipping region.
 * Submit keeps the choice and loads the same page at the chosen language's address
 * (`/de/cart`, `/cart` for the default), so the server renders it in the choice; Cancel
 * closes and discards what was picked. When the store's options cannot be loaded the
 * built-in ones are offered.
 */
export default function LocalizationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT()
  const { localization } = useShell()
  const location = useLocation()
  const [details, setDetails] = useState<LocalizationDetails | null>(null)
  // The modal stays mounted between openings: every opening starts a fresh form from the
  // stored choice, so whatever was picked before a Cancel (or Escape) is discarded.
  const [opening, setOpening] = useState(0)
  useEffect(() => {
    if (open) setOpening((count) => count + 1)
  }, [open])

  useEffect(() => {
    if (!open || details) return
    let active = true
    const current = {
      buyer_locale: localization.buyer_locale,
      buyer_currency: localization.buyer_currency,
      buyer_region: localization.buyer_region,
    }
    void apiFrom(undefined)
      .localizationDetails()
      .catch(() => builtInDetails(current))
      .then((answer) => {
        if (active) setDetails(answer.available_locales.length > 0 ? answer : builtInDetails(current))
      })
    return () => {
      active = false
    }
  }, [open, details, localization])

  return (
    <Modal open={open} onClose={onClose} title={t('localization.title')} size="sm" id="localization-modal">
      {details ? (
        <LocalizationForm
          key={opening}
          details={details}
          initial={localization}
          returnTo={location.pathname + location.search}
          cancel={
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('localization.cancel')}
            </button>
          }
        />
      ) : (
        <div className="localization-form__loading">
          <Spinner label={t('common.loading')} />
        </div>
      )}
    </Modal>
  )
}
