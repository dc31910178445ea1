import { useEffect, useRef, useState } from 'react'
import type { WalletKind } from '../../../../machines/payment-methods'
import { useT } from '../../../i18n'
import { loadStripeJs } from '../../../payments/wallet'
import type { WalletTotal } from '../../../payments/wallet-total'

/** The sandbox's stand-in for a wallet's payment method: the wallet page approves the payment. */
const SANDBOX_WALLET_METHOD = 'sandbox-wallet'

export interface WalletButtonProps {
  wallet: WalletKind
  publishableKey: string | null
  total: WalletTotal
  disabled: boolean
  /** Pays with the wallet's payment method; resolves with the store's answer (true when the order was placed). */
  onPaid: (paymentMethodId: string) => Promise<boolean>
}

/**
 * Apple Pay or Google Pay, shown only when the wallet can pay (the payment machine
 * decides). With Stripe, Stripe's Express Checkout Element draws the wallet's own button
 * and sheet; in the sandbox our button starts the payment, which the sandbox's wallet page
 * approves.
 */
export function WalletButton({ wallet, publishableKey, total, disabled, onPaid }: WalletButtonProps) {
  const t = useT()
  const label = t('checkout.totalCost')
  const container = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState(false)
  const onPaidRef = useRef(onPaid)
  onPaidRef.current = onPaid

  useEffect(() => {
    if (!publishableKey) return
    let current = true
    let teardown: (() => void) | null = null
    void Promise.all([loadStripeJs(publishableKey), import('../../../payments/express-checkout')]).then(
      ([stripe, { mountWalletButton }]) => {
        if (!current || !stripe || !container.current) return
        teardown = mountWalletButton(stripe, container.current, {
          wallet,
          total,
          label,
          onPaid: (paymentMethodId) => onPaidRef.current(paymentMethodId),
        })
        setReady(true)
      },
    )
    return () => {
      current = false
      teardown?.()
    }
  }, [publishableKey, wallet, total, label])

  const name = wallet === 'apple-pay' ? t('payment.applePay') : t('payment.googlePay')
  if (publishableKey) {
    return (
      <div
        ref={container}
        className={`wallet-element${disabled ? ' is-disabled' : ''}`}
        role="group"
        aria-label={t('cart.payWith', { method: name })}
        aria-busy={!ready || undefined}
        aria-disabled={disabled || undefined}
      />
    )
  }
  return (
    <button
      type="button"
      className={`button button--block wallet-button wallet-button--${wallet}`}
      disabled={disabled}
      onClick={() => {
        void onPaid(SANDBOX_WALLET_METHOD)
      }}
    >
      {t('cart.payWith', { method: name })}
    </button>
  )
}
