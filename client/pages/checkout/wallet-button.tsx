import { useEffect, useRef, useState } from 'react'
import type { PaymentRequest as StripePaymentRequest, PaymentRequestPaymentMethodEvent } from '@stripe/stripe-js'
import type { WalletKind } from '../../../machines/payment-methods'
import { useT } from '../../i18n'
import { stripePaymentRequest, type WalletTotal } from '../../lib/checkout/wallet'

/** The sandbox's stand-in for a wallet's payment method: the wallet page approves the payment. */
export const SANDBOX_WALLET_METHOD = 'sandbox-wallet'

export interface WalletButtonProps {
  wallet: WalletKind
  publishableKey: string | null
  total: WalletTotal
  disabled: boolean
  onPaid: (paymentMethodId: string) => void
  /** Set by the button: closes the wallet sheet with the attempt's outcome. */
  settle: { current: ((ok: boolean) => void) | null }
}

/**
 * Apple Pay or Google Pay, shown only when the payment request can pay (the payment
 * machine decides). With Stripe, the button opens the wallet sheet; in the sandbox it
 * starts the payment, which the sandbox's wallet page approves.
 */
export function WalletButton({ wallet, publishableKey, total, disabled, onPaid, settle }: WalletButtonProps) {
  const t = useT()
  const label = t('checkout.totalCost')
  const [request, setRequest] = useState<StripePaymentRequest | null>(null)
  const onPaidRef = useRef(onPaid)
  onPaidRef.current = onPaid

  useEffect(() => {
    if (!publishableKey) return
    let current = true
    let created: StripePaymentRequest | null = null
    void stripePaymentRequest(publishableKey, total, label).then((next) => {
      if (!current || !next) return
      created = next
      next.on('paymentmethod', (event: PaymentRequestPaymentMethodEvent) => {
        settle.current = (ok) => event.complete(ok ? 'success' : 'fail')
        onPaidRef.current(event.paymentMethod.id)
      })
      setRequest(next)
    })
    return () => {
      current = false
      created?.off('paymentmethod')
    }
  }, [publishableKey, total, label, settle])

  const name = wallet === 'apple-pay' ? t('payment.applePay') : t('payment.googlePay')
  return (
    <button
      type="button"
      className={`button button--block wallet-button wallet-button--${wallet}`}
      disabled={disabled || (publishableKey !== null && request === null)}
      onClick={() => {
        if (request) request.show()
        else onPaid(SANDBOX_WALLET_METHOD)
      }}
    >
      {t('cart.payWith', { method: name })}
    </button>
  )
}
