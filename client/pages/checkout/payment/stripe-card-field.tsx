import { useEffect, useRef, useState } from 'react'
import type { StripeCardElement, StripeCardNumberElement } from '@stripe/stripe-js'
import { Spinner } from '../../../components/spinner'
import { useT } from '../../../i18n'
import type { CardFieldSlot } from '../../../payments/card-field'
import { useWideScreen } from '../use-wide-screen'

/**
 * Stripe Elements when a publishable key is configured: one combined card element below
 * 768 px, separate number, expiry and CVC elements wider. Stripe.js loads only here.
 */
export function StripeCardField({
  publishableKey,
  slot,
  describedBy,
}: {
  publishableKey: string
  slot: CardFieldSlot
  describedBy?: string
}) {
  const t = useT()
  const wide = useWideScreen()
  const [ready, setReady] = useState(false)
  const combined = useRef<HTMLDivElement>(null)
  const number = useRef<HTMLDivElement>(null)
  const expiry = useRef<HTMLDivElement>(null)
  const cvc = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let cancelled = false
    const cleanups: (() => void)[] = []
    void import('@stripe/stripe-js').then(async ({ loadStripe }) => {
      const stripe = await loadStripe(publishableKey)
      if (!stripe || cancelled) return
      const elements = stripe.elements()
      let card: StripeCardElement | StripeCardNumberElement
      if (wide && number.current && expiry.current && cvc.current) {
        const numberElement = elements.create('cardNumber')
        const expiryElement = elements.create('cardExpiry')
        const cvcElement = elements.create('cardCvc')
        numberElement.mount(number.current)
        expiryElement.mount(expiry.current)
        cvcElement.mount(cvc.current)
        cleanups.push(
          () => numberElement.destroy(),
          () => expiryElement.destroy(),
          () => cvcElement.destroy(),
        )
        card = numberElement
      } else if (combined.current) {
        const cardElement = elements.create('card', { hidePostalCode: true })
        cardElement.mount(combined.current)
        cleanups.push(() => cardElement.destroy())
        card = cardElement
      } else {
        return
      }
      slot.current = {
        async createPaymentMethod(cardholderName) {
          const result = await stripe.createPaymentMethod({
            type: 'card',
            card,
            billing_details: { name: cardholderName, address: { country: 'US' } },
          })
          if (result.error) throw new Error(result.error.message ?? '')
          return { paymentMethodId: result.paymentMethod.id }
        },
      }
      setReady(true)
    })
    return () => {
      cancelled = true
      slot.current = null
      for (const cleanup of cleanups) cleanup()
    }
  }, [publishableKey, slot, wide])

  return (
    <fieldset className="card-field card-field--stripe" aria-describedby={describedBy} aria-busy={!ready || undefined}>
      <legend className="card-field__legend">{t('payment.cardDetails')}</legend>
      {ready ? null : <Spinner size="sm" label={t('common.loading')} />}
      {wide ? (
        <div className="card-field__inputs">
          <div className="card-field__part card-field__part--number">
            <span className="field__label">{t('payment.cardNumber')}</span>
            <div ref={number} className="input card-field__element" />
          </div>
          <div className="card-field__part card-field__part--expiry">
            <span className="field__label">{t('payment.cardExpiry')}</span>
            <div ref={expiry} className="input card-field__element" />
          </div>
          <div className="card-field__part card-field__part--cvc">
            <span className="field__label">{t('payment.cardCvc')}</span>
            <div ref={cvc} className="input card-field__element" />
          </div>
        </div>
      ) : (
        <div ref={combined} className="input card-field__element" />
      )}
    </fieldset>
  )
}
