import { useEffect, useState } from 'react'
import { useT } from '../../i18n'
import type { CardFieldSlot } from '../../lib/checkout/card-field'
import { fetchWithRetry } from '../../lib/api/network'
import { formatCardNumber, formatCvc, formatExpiry, parseExpiry } from '../../lib/checkout/card-input'

interface TokenizeAnswer {
  id?: string
  error?: string
}

/**
 * The sandbox provider's card field: number, expiry and CVC, posted to its tokenizer, which
 * answers a pm_ id or the provider's own message. Below 768 px the three inputs sit in one
 * combined box; wider, they are separate fields (see checkout.css).
 */
export function SandboxCardField({ slot, describedBy }: { slot: CardFieldSlot; describedBy?: string }) {
  const t = useT()
  const [number, setNumber] = useState('')
  const [expiry, setExpiry] = useState('')
  const [cvc, setCvc] = useState('')

  useEffect(() => {
    slot.current = {
      async createPaymentMethod() {
        const response = await fetchWithRetry('Payment', '/api/v1/payments/sandbox/tokenize', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ number: number.replace(/\s/g, ''), cvc, ...parseExpiry(expiry) }),
        })
        const answer = (await response.json().catch(() => ({}))) as TokenizeAnswer
        if (!response.ok || !answer.id) throw new Error(answer.error ?? '')
        return { paymentMethodId: answer.id }
      },
    }
    return () => {
      slot.current = null
    }
  }, [slot, number, expiry, cvc])

  return (
    <fieldset className="card-field" aria-describedby={describedBy}>
      <legend className="card-field__legend">{t('payment.cardDetails')}</legend>
      <div className="card-field__inputs">
        <div className="card-field__part card-field__part--number">
          <label className="field__label" htmlFor="card-number">
            {t('payment.cardNumber')}
          </label>
          <input
            id="card-number"
            className="input"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={number}
            onChange={(event) => setNumber(formatCardNumber(event.target.value))}
          />
        </div>
        <div className="card-field__part card-field__part--expiry">
          <label className="field__label" htmlFor="card-expiry">
            {t('payment.cardExpiry')}
          </label>
          <input
            id="card-expiry"
            className="input"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={expiry}
            onChange={(event) => setExpiry(formatExpiry(event.target.value))}
          />
        </div>
        <div className="card-field__part card-field__part--cvc">
          <label className="field__label" htmlFor="card-cvc">
            {t('payment.cardCvc')}
          </label>
          <input
            id="card-cvc"
            className="input"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(event) => setCvc(formatCvc(event.target.value))}
          />
        </div>
      </div>
    </fieldset>
  )
}
