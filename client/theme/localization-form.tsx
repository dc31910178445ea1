import { type FormEvent, type ReactNode, useState } from 'react'
import { useHref } from 'react-router'
import type { Currency, Locale, Region } from '../../domain/constants'
import { localizedPath } from '../../domain/locale-path'
import type { BuyerLocalization, LocalizationDetails } from '../../domain/schemas/localization'
import { Field } from '../components/field'
import { useT } from '../i18n'
import { saveLocalization } from './localization-choice'
import { REGION_LABEL } from './region-label'
import './localization-modal.css'

interface LocalizationFormProps {
  details: LocalizationDetails
  /** The choice the selects start from: the buyer's current one. */
  initial: BuyerLocalization
  /** The page to load in the chosen language once saved, without its locale prefix (`/cart?x=1`). */
  returnTo: string
  /** The Cancel control: a button in the modal, a link back on the page. */
  cancel: ReactNode
}

/**
 * Language, currency and shipping region. A real form: posted without scripts (or before
 * they arrive), the worker keeps the choice in the buyerLocalization cookie and answers a
 * 303 to `returnTo` in the chosen language (the localization page's action, ADR 149); once
 * hydrated the page keeps it in the cookie and local storage itself and loads that page.
 */
export function LocalizationForm({ details, initial, returnTo, cancel }: LocalizationFormProps) {
  const t = useT()
  const action = useHref('/localization')
  const [locale, setLocale] = useState<Locale>(initial.buyer_locale)
  const [currency, setCurrency] = useState<Currency>(initial.buyer_currency)
  const [region, setRegion] = useState<Region>(initial.buyer_region)
  const [saving, setSaving] = useState(false)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSaving(true)
    saveLocalization({ buyer_locale: locale, buyer_currency: currency, buyer_region: region }, details.available_regions)
    // Always a load, never a hash change: the server renders the page in the choice.
    window.location.assign(localizedPath(locale, returnTo))
  }

  return (
    <form className="localization-form" method="post" action={action} onSubmit={onSubmit}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <Field id="localization-locale" label={t('localization.language')}>
        {({ id }) => (
          <select id={id} name="buyer_locale" className="select" value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
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
          <select
            id={id}
            name="buyer_currency"
            className="select"
            value={currency}
            onChange={(e) => setCurrency(e.target.value as Currency)}
          >
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
          <select id={id} name="buyer_region" className="select" value={region} onChange={(e) => setRegion(e.target.value as Region)}>
            {details.available_regions.map((option) => (
              <option key={option.region} value={option.region}>
                {t(REGION_LABEL[option.region])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="localization-form__actions">
        {cancel}
        <button type="submit" className="button" disabled={saving}>
          {t('localization.submit')}
        </button>
      </div>
    </form>
  )
}
