import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { Message } from '../../../machines/messages'
import { Field } from '../../components/field'
import { useT } from '../../i18n'
import { machineText } from '../../i18n/machine-text'

export interface PromoCodeProps {
  /** No address yet: the field is replaced by the reason. */
  locked: boolean
  /** The code the checkout carries, once accepted. */
  applied: string | null
  error: Message | null
  busy: boolean
  /** Bumped when the machine asks for the field to take focus (Change code). */
  focusRequest: number
  onApply: (code: string) => void
  onRemove: () => void
  onChange: () => void
}

/**
 * Promo code (spec section 4): Apply only with something typed; a refused code is cleared
 * and its error shown; an accepted one offers Remove and Change code.
 */
export function PromoCode({ locked, applied, error, busy, focusRequest, onApply, onRemove, onChange }: PromoCodeProps) {
  const t = useT()
  const [code, setCode] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const errorId = useId()

  // A refused code is cleared from the field as well as from the checkout; an accepted one
  // leaves the field too, so Remove and Change code bring it back empty.
  useEffect(() => {
    if (error || applied) setCode('')
  }, [error, applied])

  // Change code removes the code first; the field takes focus as soon as it is back.
  const focusedRequest = useRef(0)
  useEffect(() => {
    if (focusRequest === focusedRequest.current || !input.current) return
    focusedRequest.current = focusRequest
    input.current.focus()
  })

  if (locked) {
    return (
      <div className="promo-code">
        <p className="promo-code__label">{t('checkout.promoLabel')}</p>
        <p className="muted promo-code__locked">{error ? machineText(t, error) : null}</p>
      </div>
    )
  }

  if (applied) {
    return (
      <div className="promo-code promo-code--applied">
        <p className="promo-code__applied" role="status">
          {t('checkout.promoApplied', { code: applied })}
        </p>
        <div className="promo-code__actions">
          <button type="button" className="text-link" disabled={busy} onClick={onRemove}>
            {t('checkout.promoRemove')}
          </button>
          <button type="button" className="text-link" disabled={busy} onClick={onChange}>
            {t('checkout.promoChange')}
          </button>
        </div>
      </div>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim()) onApply(code)
  }

  return (
    <form className="promo-code" noValidate onSubmit={submit}>
      <Field
        id="promo-code"
        className="promo-code__field"
        label={t('checkout.promoLabel')}
        error={error ? machineText(t, error) : undefined}
        errorId={errorId}
        errorRole="alert"
      >
        {(control) => (
          <div className="promo-code__row">
            <input
              {...control}
              ref={input}
              className="input"
              autoComplete="off"
              autoCapitalize="characters"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <button type="submit" className="button button--secondary" disabled={!code.trim() || busy}>
              {t('checkout.promoApply')}
            </button>
          </div>
        )}
      </Field>
    </form>
  )
}
