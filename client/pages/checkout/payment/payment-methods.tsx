import { type FormEvent, type ReactNode, useId, useState } from 'react'
import type { Currency, PaymentMethod } from '../../../../domain/constants'
import type { Message } from '../../../../machines/messages'
import type { WalletKind } from '../../../../machines/payment-methods'
import { Field } from '../../../components/field'
import { Spinner } from '../../../components/spinner'
import { useT } from '../../../i18n'
import type { CardFieldSlot } from '../../../payments/card-field'
import type { PaypalApprovalOutcome } from '../../../payments/paypal-buttons'
import type { WalletTotal } from '../../../payments/wallet-total'
import { machineText } from '../../../i18n/machine-text'
import { PayPalButton } from './paypal-button'
import { SandboxCardField } from './sandbox-card-field'
import { StripeCardField } from './stripe-card-field'
import { WalletButton } from './wallet-button'

const METHOD_LABELS = {
  card: 'payment.card',
  'basic-card': 'payment.card',
  paypal: 'payment.paypal',
  'google-pay': 'payment.googlePay',
  'apple-pay': 'payment.applePay',
  afterpay: 'payment.afterpay',
} as const satisfies Record<PaymentMethod, string>

export interface PaymentMethodsProps {
  offered: readonly PaymentMethod[]
  selected: PaymentMethod | null
  onSelect: (method: PaymentMethod) => void
  busy: boolean
  cardError: Message | null
  /** An attempt's failure (a declined card: its title over the text), shown under the card field. */
  cardPaymentError: ReactNode
  cardSlot: CardFieldSlot
  stripeKey: string | null
  paypalClientId: string | null
  currency: Currency
  total: WalletTotal
  wallet: WalletKind | null
  onCardSubmit: (cardholderName: string) => void
  onPaypalOrder: () => Promise<string>
  onPaypalApprove: (approval: { inPopup: boolean }) => Promise<PaypalApprovalOutcome>
  onPaypalCancel: () => void
  onPaypalError: () => void
  /** Resolves with the store's answer to the wallet's order (true when it was placed). */
  onWalletPaid: (paymentMethodId: string) => Promise<boolean>
  onAfterpay: () => void
}

/** The offered payment methods as a radio group; the chosen one shows how to pay with it. */
export function PaymentMethods(props: PaymentMethodsProps) {
  const t = useT()
  const { offered, selected, busy } = props
  const [holder, setHolder] = useState('')
  const [holderMissing, setHolderMissing] = useState(false)
  const cardErrorId = useId()
  const holderErrorId = useId()

  const submitCard = (event: FormEvent) => {
    event.preventDefault()
    if (!holder.trim()) {
      setHolderMissing(true)
      document.getElementById('card-holder')?.focus()
      return
    }
    props.onCardSubmit(holder.trim())
  }

  return (
    <div className="payment-methods">
      <fieldset className="payment-methods__choices">
        <legend className="visually-hidden">{t('checkout.stepPayment')}</legend>
        {offered.map((method) => (
          <label key={method} className={`payment-choice${selected === method ? ' is-chosen' : ''}`}>
            <input type="radio" name="paymentMethod" value={method} checked={selected === method} onChange={() => props.onSelect(method)} />
            <span>{t(METHOD_LABELS[method])}</span>
          </label>
        ))}
      </fieldset>

      {selected === 'card' ? (
        <form className="payment-panel" noValidate onSubmit={submitCard} aria-busy={busy || undefined}>
          <Field
            id="card-holder"
            label={t('payment.cardHolder')}
            error={holderMissing && !holder.trim() ? t('payment.cardHolderRequired') : undefined}
            errorId={holderErrorId}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                autoComplete="cc-name"
                required
                value={holder}
                onChange={(event) => setHolder(event.target.value)}
              />
            )}
          </Field>
          {props.stripeKey ? (
            <>
              <StripeCardField
                publishableKey={props.stripeKey}
                slot={props.cardSlot}
                describedBy={props.cardError ? cardErrorId : undefined}
              />
              {props.cardError ? (
                <p id={cardErrorId} className="field__error card-field__error" role="alert">
                  {machineText(t, props.cardError)}
                </p>
              ) : null}
            </>
          ) : (
            <SandboxCardField slot={props.cardSlot} error={props.cardError ? machineText(t, props.cardError) : null} />
          )}
          {props.cardPaymentError}
          <button type="submit" className="button button--block place-order" disabled={busy} aria-busy={busy || undefined}>
            {busy ? <Spinner size="sm" label={t('checkout.placingOrder')} /> : null}
            {t('checkout.placeOrder')}
          </button>
        </form>
      ) : null}

      {selected === 'paypal' ? (
        <div className="payment-panel">
          <PayPalButton
            clientId={props.paypalClientId}
            currency={props.currency}
            disabled={busy}
            createOrder={props.onPaypalOrder}
            onApprove={props.onPaypalApprove}
            onCancel={props.onPaypalCancel}
            onError={props.onPaypalError}
          />
        </div>
      ) : null}

      {props.wallet && selected === props.wallet ? (
        <div className="payment-panel">
          <WalletButton
            wallet={props.wallet}
            publishableKey={props.stripeKey}
            total={props.total}
            disabled={busy}
            onPaid={props.onWalletPaid}
          />
        </div>
      ) : null}

      {selected === 'afterpay' ? (
        <div className="payment-panel">
          <button type="button" className="button button--block wallet-button afterpay-button" disabled={busy} onClick={props.onAfterpay}>
            {busy ? <Spinner size="sm" label={t('payment.processing')} /> : null}
            {t('cart.payWith', { method: t('payment.afterpay') })}
          </button>
        </div>
      ) : null}
    </div>
  )
}
