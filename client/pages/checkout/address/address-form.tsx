import { type FormEvent, useId, useRef, useState } from 'react'
import { COUNTRIES, UNITED_STATES } from '../../../../domain/reference/countries'
import { US_STATES } from '../../../../domain/reference/us-states'
import type { Customer } from '../../../../domain/schemas/checkout'
import type { Message } from '../../../../machines/messages'
import { Field } from '../../../components/field'
import { Spinner } from '../../../components/spinner'
import { useT } from '../../../i18n'
import {
  type AddressErrors,
  type AddressField,
  type AddressFormValues,
  firstInvalid,
  fromCustomer,
  isInternational,
  toCustomer,
  validateAddress,
} from './address-values'
import { machineText } from '../../../i18n/machine-text'
import { loadPhoneCheck, usePhoneCheck } from './use-phone-check'

const COUNTRY_OPTIONS = [UNITED_STATES, ...COUNTRIES.filter((country) => country.code !== UNITED_STATES.code)]

export interface AddressFormProps {
  /** What the shopper typed last, kept through every error. */
  customer: Omit<Customer, 'id'> | null
  /** 'Email me with news and offers' as last saved or ticked; unchecked for a new checkout. */
  marketingOptIn: boolean
  /** The address validation service's alert, shown above the street field. */
  addressError: Message | null
  busy: boolean
  /** Back to the saved address, when there is one to go back to. */
  onCancel: (() => void) | null
  onSubmit: (customer: Omit<Customer, 'id'>, marketingOptIn: boolean) => void
  /** Buyers outside the United States finish on the hosted checkout, with what they typed. */
  onInternational: (typed: AddressFormValues) => void
}

interface FieldProps {
  field: AddressField
  label: string
  values: AddressFormValues
  errors: AddressErrors
  shown: ReadonlySet<AddressField>
  autoComplete: string
  type?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
  onChange: (field: AddressField, value: string) => void
  onBlur?: (field: AddressField) => void
  onFocus?: () => void
  optional?: boolean
}

function TextField({
  field,
  label,
  values,
  errors,
  shown,
  autoComplete,
  type = 'text',
  inputMode,
  onChange,
  onBlur,
  onFocus,
  optional,
}: FieldProps) {
  const t = useT()
  const error = shown.has(field) ? errors[field] : undefined
  return (
    <Field id={`address-${field}`} label={label} error={error ? t(error) : undefined} className={`field--${field}`}>
      {(control) => (
        <input
          {...control}
          name={field}
          className="input"
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          value={values[field]}
          required={!optional}
          onChange={(event) => onChange(field, event.target.value)}
          onFocus={onFocus}
          onBlur={onBlur ? () => onBlur(field) : undefined}
        />
      )}
    </Field>
  )
}

function CountryField({ value, invalid, onChange }: { value: string; invalid: boolean; onChange: (value: string) => void }) {
  const t = useT()
  return (
    <Field id="address-country" label={t('address.country')} className="field--country">
      {({ id }) => (
        <select
          id={id}
          name="country"
          className="select"
          autoComplete="country"
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'address-country-error' : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {COUNTRY_OPTIONS.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

function StateField({ value, error, onChange }: { value: string; error: string | undefined; onChange: (value: string) => void }) {
  const t = useT()
  return (
    <Field id="address-state" label={t('address.state')} error={error} className="field--state">
      {(control) => (
        <select
          {...control}
          name="state"
          className="select"
          autoComplete="address-level1"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('address.selectState')}</option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/**
 * Customer details (spec section 5): every field validated as it changes with the spec's
 * messages; the email trimmed when it loses focus; the phone checked by libphonenumber with
 * US as the default country; outside the United States, the international message and the
 * 'Complete my purchase' button instead of the state.
 */
export function AddressForm({ customer, marketingOptIn, addressError, busy, onCancel, onSubmit, onInternational }: AddressFormProps) {
  const t = useT()
  const formId = useId()
  const phoneCheck = usePhoneCheck()
  const [values, setValues] = useState<AddressFormValues>(() => fromCustomer(customer))
  const [shown, setShown] = useState<ReadonlySet<AddressField>>(() => new Set())
  const [optIn, setOptIn] = useState(marketingOptIn)
  const form = useRef<HTMLFormElement>(null)
  const errors = validateAddress(values, phoneCheck.check)
  const international = isInternational(values)

  const change = (field: AddressField, value: string) => {
    // Autofill can fill the phone without focusing it.
    if (field === 'phone') phoneCheck.prepare()
    setValues((current) => ({ ...current, [field]: value }))
    setShown((current) => (current.has(field) ? current : new Set(current).add(field)))
  }
  const trimOnBlur = (field: AddressField) => setValues((current) => ({ ...current, [field]: current[field].trim() }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const final = validateAddress(values, await loadPhoneCheck())
    const invalid = firstInvalid(final)
    if (invalid) {
      setShown(new Set(Object.keys(final) as AddressField[]))
      form.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus()
      return
    }
    onSubmit(toCustomer(values), optIn)
  }

  const common = { values, errors, shown, onChange: change }
  const countryError = shown.has('country') || international ? errors.country : undefined

  return (
    <form ref={form} id={formId} className="address-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <div className="address-form__row">
        <TextField {...common} field="firstname" label={t('address.firstName')} autoComplete="given-name" />
        <TextField {...common} field="lastname" label={t('address.lastName')} autoComplete="family-name" />
      </div>
      <TextField
        {...common}
        field="email"
        label={t('address.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        onBlur={trimOnBlur}
      />
      <label className="address-form__opt-in">
        <input type="checkbox" name="marketingOptIn" checked={optIn} onChange={(event) => setOptIn(event.target.checked)} />
        <span>{t('checkout.marketingOptIn')}</span>
      </label>
      {addressError ? (
        <p className="notice notice--danger address-form__alert" role="alert">
          {machineText(t, addressError)}
        </p>
      ) : null}
      <TextField {...common} field="address" label={t('address.street')} autoComplete="address-line1" />
      <TextField {...common} field="address2" label={t('address.street2')} autoComplete="address-line2" optional />
      <TextField {...common} field="city" label={t('address.city')} autoComplete="address-level2" />
      <div className="address-form__row">
        {/* The country's error is the international notice under the row, which says what to do. */}
        <CountryField value={values.country} invalid={Boolean(countryError)} onChange={(value) => change('country', value)} />
        {international ? null : (
          <StateField
            value={values.state}
            error={shown.has('state') && errors.state ? t(errors.state) : undefined}
            onChange={(value) => change('state', value)}
          />
        )}
        <TextField
          {...common}
          field="zip"
          label={t('address.zip')}
          autoComplete="postal-code"
          inputMode={international ? 'text' : 'numeric'}
        />
      </div>
      {countryError ? (
        <div className="notice notice--warning address-form__international">
          <p id="address-country-error">{t(countryError)}</p>
          <button type="button" className="button" onClick={() => onInternational(values)}>
            {t('checkout.completePurchase')}
          </button>
        </div>
      ) : null}
      <TextField
        {...common}
        field="phone"
        label={t('address.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        onFocus={phoneCheck.prepare}
      />
      {international ? null : (
        <div className="address-form__actions">
          <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
            {busy ? <Spinner size="sm" label={t('common.loading')} /> : null}
            {t('checkout.saveAddress')}
          </button>
          {onCancel ? (
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {t('common.cancel')}
            </button>
          ) : null}
        </div>
      )}
    </form>
  )
}
