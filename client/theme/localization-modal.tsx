import { type FormEvent, useEffect, useState } from 'react'
import type { Currency, Locale, Region } from '../../domain/constants'
import { localizedPath } from '../../domain/locale-path'
import type { LocalizationDetails } from '../../domain/schemas/localization'
import { Field } from '../components/field'
import { Modal } from '../components/modal'
import { Spinner } from '../components/spinner'
import { useT } from '../i18n'
import { apiFrom } from '../api/get-api'
import { builtInDetails, saveLocalization } from './localization-choice'
import { useShell } from '../app/shell'
import { REGION_LABEL } from './region-label'
import './localization-modal.css'

/**
 * The localization modal (`localization-modal`): language, currency and shipping region.
 * Submit keeps the choice in the buyerLocalization cookie and local storage and loads the
 * same page at the chosen language's address (`/de/cart`, `/cart` for the default), so the
 * server renders it in the choice; Cancel closes and discards what was picked. When the store's options cannot
 * be loaded the built-in ones are offered.
 */
export default function LocalizationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT()
  const { localization, basename } = useShell()
  const [details, setDetails] = useState<LocalizationDetails | null>(null)
  const [locale, setLocale] = useState<Locale>(localization.buyer_locale)
  const [currency, setCurrency] = useState<Currency>(localization.buyer_currency)
  const [region, setRegion] = useState<Region>(localization.buyer_region)
  const [saving, setSaving] = useState(false)

  // The modal stays mounted between openings: every opening starts from the stored choice,
  // so whatever was picked before a Cancel (or Escape) is discarded.
  useEffect(() => {
    if (!open) return
    setLocale(localization.buyer_locale)
    setCurrency(localization.buyer_currency)
    setRegion(localization.buyer_region)
  }, [open, localization])

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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSaving(true)
    saveLocalization({ buyer_locale: locale, buyer_currency: currency, buyer_region: region }, details?.available_regions ?? [])
    const here = window.location
    // Always a load, never a hash change: the hash is left behind.
    window.location.assign(localizedPath(locale, here.pathname.slice(basename.length) || '/') + here.search)
  }

  return (
    <Modal open={open} onClose={onClose} title={t('localization.title')} size="sm" id="localization-modal">
      {details ? (
        <form className="localization-form" onSubmit={onSubmit}>
          <Field id="localization-locale" label={t('localization.language')}>
            {({ id }) => (
              <select id={id} className="select" value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
                {details.available_locales.map((option) => (
                  <option key={option.local_code} value={option.local_code} lang={option.local_code}>
                    {option.local_name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="localization-currency" label={t('localization.currency')}>
            {({ id }) => (
              <select id={id} className="select" value={currency} onChange={(e) => setCurrency(e.target.value as Currency)}>
                {details.available_currencies.map((option) => (
                  <option key={option.currency} value={option.currency}>
                    {option.currency} ({option.symbol})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="localization-region" label={t('localization.region')}>
            {({ id }) => (
              <select id={id} className="select" value={region} onChange={(e) => setRegion(e.target.value as Region)}>
                {details.available_regions.map((option) => (
                  <option key={option.region} value={option.region}>
                    {t(REGION_LABEL[option.region])}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="localization-form__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('localization.cancel')}
            </button>
            <button type="submit" className="button" disabled={saving}>
              {t('localization.submit')}
            </button>
          </div>
        </form>
      ) : (
        <div className="localization-form__loading">
          <Spinner label={t('common.loading')} />
        </div>
      )}
    </Modal>
  )
}
