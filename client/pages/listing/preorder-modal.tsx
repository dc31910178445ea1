import { type FormEvent, useState } from 'react'
import { COUNTRIES } from '../../../domain/reference/countries'
import { US_STATES } from '../../../domain/reference/us-states'
import { CheckIcon } from '../../components/icons'
import { Field } from '../../components/field'
import { Modal } from '../../components/modal'
import { useT } from '../../i18n'
import type { PlainMessageKey } from '../../i18n'
import { translateDynamic } from '../../i18n/dynamic-message'
import { EMPTY_PREORDER, type PreorderField, type PreorderValues, usesStateList, validatePreorder } from './preorder-validation'

export interface PreorderModalProps {
  open: boolean
  onClose: () => void
  colorId: number
  sizeId: number | null
}

/** The spec's endpoint: the form is posted to the store's own root; its answer is not used. */
const PREORDER_ENDPOINT = '/'

/**
 * The pre-order form (`preorderform-modal`) for listings with checkout_flow 1. The state
 * is a list for the United States and a free-text region elsewhere; the submit button
 * looks disabled until the form is valid, and pressing it then shows what is missing.
 */
export function PreorderModal({ open, onClose, colorId, sizeId }: PreorderModalProps) {
  const t = useT()
  const [values, setValues] = useState<PreorderValues>(EMPTY_PREORDER)
  const [touched, setTouched] = useState<Partial<Record<PreorderField, boolean>>>({})
  const [attempted, setAttempted] = useState(false)
  const [sent, setSent] = useState(false)
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
    props: { type?: string; autoComplete?: string; inputMode?: 'numeric' } = {},
  ) => {
    return (
      <Field id={`preorder-${field}`} label={t(label)} error={errorFor(field)}>
        {(control) => (
          <input
            {...control}
            name={field}
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
  }

  return (
    <Modal open={open} onClose={onClose} title={t('preorder.title')} id="preorderform-modal">
      {sent ? (
        <p className="preorder__sent" role="status">
          <CheckIcon />
          {t('preorder.success')}
        </p>
      ) : (
        <form className="preorder" onSubmit={onSubmit} noValidate>
          <p className="muted">{t('preorder.intro')}</p>
          {input('email', 'preorder.email', { type: 'email', autoComplete: 'email' })}
          {input('fullname', 'preorder.fullName', { autoComplete: 'name' })}
          <Field id="preorder-country" label={t('preorder.country')} error={errorFor('country')}>
            {(control) => (
              <select
                {...control}
                name="country"
                className="select"
                autoComplete="country"
                value={values.country}
                onChange={(event) => set('country', event.target.value)}
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
          {input('street', 'preorder.street', { autoComplete: 'address-line1' })}
          {input('street2', 'preorder.street2', { autoComplete: 'address-line2' })}
          <div className="preorder__row">
            {input('city', 'preorder.city', { autoComplete: 'address-level2' })}
            {usesStateList(values.country) ? (
              <Field id="preorder-state" label={t('preorder.state')} error={errorFor('state')}>
                {(control) => (
                  <select
                    {...control}
                    name="state"
                    className="select"
                    autoComplete="address-level1"
                    value={values.state}
                    onChange={(event) => set('state', event.target.value)}
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
            ) : (
              input('state', 'preorder.region', { autoComplete: 'address-level1' })
            )}
          </div>
          {input('zip', 'preorder.zip', { autoComplete: 'postal-code', inputMode: 'numeric' })}
          <button type="submit" className={`button button--block${valid ? '' : ' is-inactive'}`} aria-disabled={valid ? undefined : true}>
            {t('preorder.submit')}
          </button>
        </form>
      )}
    </Modal>
  )
}
