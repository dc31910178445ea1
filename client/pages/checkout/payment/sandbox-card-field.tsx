import { type ChangeEvent, useEffect, useId, useState } from 'react'
import { Field } from '../../../components/field'
import { useT } from '../../../i18n'
import { fetchWithRetry } from '../../../api/network'
import type { CardFieldSlot } from '../../../payments/card-field'
import { type CardPart, type CardPartErrors, CardPartsRefused, cardPartErrors, type TokenizeRefusal } from './card-field-errors'
import { formatCardNumber, formatCvc, formatExpiry, parseExpiry } from './card-input'
import { useWideScreen } from '../use-wide-screen'

interface TokenizeAnswer extends TokenizeRefusal {
  id?: string
}

const PARTS: readonly CardPart[] = ['number', 'expiry', 'cvc']

const PART_INPUT = {
  number: { label: 'payment.cardNumber', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234', format: formatCardNumber },
  expiry: { label: 'payment.cardExpiry', autoComplete: 'cc-exp', placeholder: 'MM / YY', format: formatExpiry },
  cvc: { label: 'payment.cardCvc', autoComplete: 'cc-csc', placeholder: 'CVC', format: formatCvc },
} as const

export interface SandboxCardFieldProps {
  slot: CardFieldSlot
  /** The card provider's message that names no part (shown under the whole field). */
  error: string | null
}

/**
 * The sandbox provider's card field, posted to its tokenizer, which answers a pm_ id or
 * its own messages, each shown under the part it is about. Below 768 px it is one combined
 * field (number, MM / YY and CVC in one row under one label, like Stripe's card element);
 * wider, three labelled fields.
 */
export function SandboxCardField({ slot, error }: SandboxCardFieldProps) {
  const t = useT()
  const wide = useWideScreen()
  const id = useId()
  const [values, setValues] = useState<Record<CardPart, string>>({ number: '', expiry: '', cvc: '' })
  const [partErrors, setPartErrors] = useState<CardPartErrors>({})

  useEffect(() => {
    slot.current = {
      async createPaymentMethod() {
        setPartErrors({})
        const response = await fetchWithRetry('Payment', '/api/v1/payments/sandbox/tokenize', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ number: values.number.replace(/\s/g, ''), cvc: values.cvc, ...parseExpiry(values.expiry) }),
        })
        const answer = (await response.json().catch(() => ({}))) as TokenizeAnswer
        if (response.ok && answer.id) return { paymentMethodId: answer.id }
        const parts = cardPartErrors(answer)
        setPartErrors(parts)
        if (Object.keys(parts).length > 0) throw new CardPartsRefused(parts)
        throw new Error(answer.error ?? '')
      },
    }
    return () => {
      slot.current = null
    }
  }, [slot, values])

  const errorId = (part: CardPart) => `${id}-${part}-error`
  const generalErrorId = `${id}-error`
  const shownError = Object.keys(partErrors).length > 0 ? null : error

  const input = (part: CardPart, labelled: { 'aria-label': string } | { id: string }) => (
    <input
      {...labelled}
      className="input"
      inputMode="numeric"
      autoComplete={PART_INPUT[part].autoComplete}
      placeholder={PART_INPUT[part].placeholder}
      value={values[part]}
      aria-invalid={partErrors[part] ? true : undefined}
      aria-describedby={partErrors[part] ? errorId(part) : shownError ? generalErrorId : undefined}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const value = PART_INPUT[part].format(event.target.value)
        setValues((current) => ({ ...current, [part]: value }))
        // An edited part is no longer the one refused.
        setPartErrors(({ [part]: _edited, ...rest }) => rest)
      }}
    />
  )

  const partError = (part: CardPart) =>
    partErrors[part] ? (
      <p id={errorId(part)} className="field__error card-field__error" role="alert">
        {partErrors[part]}
      </p>
    ) : null

  return (
    <div className="card-field">
      {wide ? (
        <fieldset className="card-field__parts">
          <legend className="card-field__legend">{t('payment.cardDetails')}</legend>
          {PARTS.map((part) => (
            <Field
              key={part}
              id={`card-${part}`}
              className={`card-field__part card-field__part--${part}`}
              label={t(PART_INPUT[part].label)}
              error={partErrors[part]}
              errorId={errorId(part)}
              errorRole="alert"
            >
              {/* The part's own ARIA also points at the error about the whole card. */}
              {({ id: partId }) => input(part, { id: partId })}
            </Field>
          ))}
        </fieldset>
      ) : (
        <div className="card-field__single">
          <span id={`${id}-label`} className="card-field__legend">
            {t('payment.cardDetails')}
          </span>
          <div role="group" aria-labelledby={`${id}-label`} className="input card-field__combined">
            {PARTS.map((part) => (
              <span key={part} className={`card-field__slot card-field__slot--${part}`}>
                {input(part, { 'aria-label': t(PART_INPUT[part].label) })}
              </span>
            ))}
          </div>
          {PARTS.map(partError)}
        </div>
      )}
      {shownError ? (
        <p id={generalErrorId} className="field__error card-field__error" role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  )
}
