import { useEffect, useRef } from 'react'
import { type Currency, WALLET_BUTTON } from '../../../../domain/constants'
import { useT } from '../../../i18n'
import { type PaypalApprovalOutcome, paypalButtonOptions } from '../../../payments/paypal-buttons'

export interface PayPalButtonProps {
  /** The PayPal client id; null means the sandbox provider's own approval page. */
  clientId: string | null
  currency: Currency
  disabled: boolean
  /** Starts the payment; resolves with PayPal's order id once the store has made it. */
  createOrder: () => Promise<string>
  /**
   * Places the approved order; resolves with the store's answer. `inPopup`: approved in
   * PayPal's own window (the SDK button), else the sandbox's page comes next.
   */
  onApprove: (approval: { inPopup: boolean }) => Promise<PaypalApprovalOutcome>
  onCancel: () => void
  onError: () => void
}

/**
 * PayPal: the PayPal JS SDK's button when a client id is configured (loaded only here),
 * else the sandbox button, which starts the payment and approves it on the sandbox's
 * PayPal page the shopper is sent to.
 */
export function PayPalButton(props: PayPalButtonProps) {
  const t = useT()
  if (!props.clientId) {
    return (
      <button
        type="button"
        className="button button--block wallet-button paypal-button"
        disabled={props.disabled}
        onClick={() => {
          void props.createOrder().then(() => props.onApprove({ inPopup: false }), props.onError)
        }}
      >
        {t('checkout.payWithPaypal')}
      </button>
    )
  }
  return <PayPalSdkButton {...props} clientId={props.clientId} />
}

function PayPalSdkButton({ clientId, currency, createOrder, onApprove, onCancel, onError }: PayPalButtonProps & { clientId: string }) {
  const container = useRef<HTMLDivElement>(null)
  const handlers = useRef({ createOrder, onApprove, onCancel, onError })
  handlers.current = { createOrder, onApprove, onCancel, onError }

  useEffect(() => {
    let cancelled = false
    let close: (() => Promise<void>) | null = null
    void import('@paypal/paypal-js').then(
      async ({ loadScript }) => {
        const paypal = await loadScript({ clientId, currency, intent: 'authorize' })
        if (cancelled || !paypal?.Buttons || !container.current) return
        const buttons = paypal.Buttons(
          paypalButtonOptions(
            {
              createOrder: () => handlers.current.createOrder(),
              onApprove: () => handlers.current.onApprove({ inPopup: true }),
              onCancel: () => handlers.current.onCancel(),
              onError: () => handlers.current.onError(),
            },
            { layout: 'horizontal', height: WALLET_BUTTON.checkoutHeight, shape: 'pill', tagline: false },
          ),
        )
        close = () => buttons.close()
        await buttons.render(container.current)
      },
      () => handlers.current.onError(),
    )
    return () => {
      cancelled = true
      void close?.()
    }
  }, [clientId, currency])

  return <div ref={container} className="paypal-sdk-button" />
}
