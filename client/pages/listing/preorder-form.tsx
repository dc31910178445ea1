import { type FormEvent, useEffect, useState } from 'react'
import { COUNTRIES } from '../../../domain/reference/countries'
import { US_STATES } from '../../../domain/reference/us-states'
import { CheckIcon } from '../../components/icons'
import { Field } from '../../components/field'
import { useT } from '../../i18n'
import type { PlainMessageKey } from '../../i18n'
import { translateDynamic } from '../../i18n/dynamic-message'
import { EMPTY_PREORDER, type PreorderField, type PreorderValues, usesStateList, validatePreorder } from './preorder-validation'
import './preorder.css'

/** The spec's endpoint: the form is posted to the store's own root; its answer is not used. */
const PREORDER_ENDPOINT = '/'

export interface PreorderFormProps {
  colorId: number
  sizeId: number | null
  /** What the worker answered a form posted without scripts: the values as sent, shown with what is missing. */
  refused?: { values: PreorderValues; message?: string }
  /** The worker took a form posted without scripts. */
  sent?: boolean
}

/**
 * The pre-order form (spec section 5) for listings with checkout_flow 1: in the listing's
 * modal once the page has hydrated, and on the listing's pre-order page before or without
 * scripts (ADR 155), where it is a real form the page's action answers. The state is a
 * list for the United States and a free-text region elsewhere: until the scripts have
 * hydrated both are in the form and CSS shows the one the picked country wants (the
 * worker reads that one). The submit button looks disabled until the form is valid, and
 * pressing it then shows what is missing.
 */
export function PreorderForm({ colorId, sizeId, refused, sent: sentByForm = false }: PreorderFormProps) {
  const t = useT()
  const [values, setValues] = useState<PreorderValues>(refused?.values ?? EMPTY_PREORDER)
  const [touched, setTouched] = useState<Partial<Record<PreorderField, boolean>>>({})
  const [attempted, setAttempted] = useState(refused !== undefined)
  const [sent, setSent] = useState(sentByForm)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const errors = validatePreorder(values)
  const valid = Object.keys(errors).length === 0

  const set = (field: PreorderField, value: string) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'country' ? { state: '' } : {}) }))
    setTouched((current) => ({ ...current, [field]: true }))
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setAttempted(true)
    if (!valid) return
    const body = new URLSearchParams({ ...values, colorId: String(colorId), ...(sizeId === null ? {} : { sizeId: String(sizeId) }) })
    void fetch(PREORDER_ENDPOINT, { method: 'POST', body, credentials: 'same-origin' }).catch(() => undefined)
    setSent(true)
  }

  const errorFor = (field: PreorderField) => {
    const error = errors[field]
    if (!error || !(attempted || touched[field])) return null
    return translateDynamic(t, error.key, error.params)
  }

  const input = (
    field: PreorderField,
    label: PlainMessageKey,
    props: { type?: string; autoComplete?: string; inputMode?: 'numeric'; id?: string; name?: string; className?: string } = {},
  ) => (
    <Field id={props.id ?? `preorder-${field}`} label={t(label)} error={errorFor(field)} className={props.className}>
      {(control) => (
        <input
          {...control}
          name={props.name ?? field}
          className="input"
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
        />
      )}
    </Field>
  )

  const stateList = (
    <StateListField value={values.state} error={errorFor('state')} onChange={(value) => set('state', value)} label={t('preorder.state')} />
  )
  const regionText = input('state', 'preorder.region', {
    autoComplete: 'address-level1',
    id: 'preorder-region',
    name: 'region',
    className: 'preorder__state-text',
  })

  if (sent) {
    return (
      <p className="preorder__sent" role="status">
        <CheckIcon />
        {t('preorder.success')}
      </p>
    )
  }

  return (
    <form className="preorder" method="post" onSubmit={onSubmit} noValidate>
      <p className="muted">{t('preorder.intro')}</p>
      {refused?.message ? (
        <p className="notice notice--warning" role="alert">
          {refused.message}
        </p>
      ) : null}
      <input type="hidden" name="colorId" value={colorId} />
      {sizeId === null ? null : <input type="hidden" name="sizeId" value={sizeId} />}
      {input('email', 'preorder.email', { type: 'email', autoComplete: 'email' })}
      {input('fullname', 'preorder.fullName', { autoComplete: 'name' })}
      <CountryField value={values.country} error={errorFor('country')} onChange={(value) => set('country', value)} />
      {input('street', 'preorder.street', { autoComplete: 'address-line1' })}
      {input('street2', 'preorder.street2', { autoComplete: 'address-line2' })}
      <div className="preorder__row">
        {input('city', 'preorder.city', { autoComplete: 'address-level2' })}
        {hydrated ? (
          usesStateList(values.country) ? (
            stateList
          ) : (
            regionText
          )
        ) : (
          <>
            {stateList}
            {regionText}
          </>
        )}
      </div>
      {input('zip', 'preorder.zip', { autoComplete: 'postal-code', inputMode: 'numeric' })}
      <button
        type="submit"
        className={`button button--block${!hydrated || valid ? '' : ' is-inactive'}`}
        aria-disabled={!hydrated || valid ? undefined : true}
      >
        {t('preorder.submit')}
      </button>
    </form>
  )
}

interface SelectFieldProps {
  value: string
  error: string | null
  onChange: (value: string) => void
}

function CountryField({ value, error, onChange }: SelectFieldProps) {
  const t = useT()
  return (
    <Field id="preorder-country" label={t('preorder.country')} error={error}>
      {(control) => (
        <select
          {...control}
          name="country"
          className="select"
          autoComplete="country"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('address.selectCountry')}</option>
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

function StateListField({ value, error, onChange, label }: SelectFieldProps & { label: string }) {
  const t = useT()
  return (
    <Field id="preorder-state" label={label} error={error} className="preorder__state-list">
      {(control) => (
        <select
          {...control}
          name="state"
          className="select"
          autoComplete="address-level1"
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
