import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router'
import type { ExpressMethod } from '../../../domain/constants'
import type { CartDisplayItem } from '../../../domain/schemas/cart'
import { AfterpayMessage } from '../../components/afterpay-message'
import { CostLines } from '../../components/cost-lines'
import { Spinner } from '../../components/spinner'
import { useT } from '../../i18n'
import { expressMethods } from '../../payments/express-methods'
import { walletFor } from '../../payments/wallet'
import { type ShellData, useShell } from '../../app/shell'
import { userToken } from '../../browser/user-token'
import type { WalletKind } from '../../../machines/payment-methods'

const EXPRESS_LABELS = {
  paypal: 'payment.paypal',
  afterpay: 'payment.afterpay',
  googlepay: 'payment.googlePay',
  applepay: 'payment.applePay',
  stripe: 'payment.card',
} as const satisfies Record<ExpressMethod, string>

export interface CartSummaryProps {
  lines: readonly CartDisplayItem[]
  cartRegion: string
  checkingOut: boolean
  onCheckout: () => void
}

/** The hosted checkout's query (spec section 7) for these lines, as the form without scripts sends it. */
function hostedCheckoutFields(lines: readonly CartDisplayItem[], shell: ShellData): Record<string, string> {
  return {
    currency: shell.localization.buyer_currency,
    locale: shell.localization.buyer_locale,
    payment_method: 'card',
    ship_method: 'standard',
    skus: lines.map((line) => `${line.sku}:${line.quantityInCart}`).join(','),
    store_id: String(shell.store.id),
    shipping: shell.localization.buyer_region,
  }
}

/** Subtotal and total, the checkout button and the express checkout buttons. */
export function CartSummary({ lines, cartRegion, checkingOut, onCheckout }: CartSummaryProps) {
  const t = useT()
  const shell = useShell()
  const noteId = useId()
  const currency = lines[0]?.variantData.currency ?? shell.localization.buyer_currency
  const subtotal = lines.reduce((sum, line) => sum + line.totalPrice, 0)
  const [wallet, setWallet] = useState<WalletKind | null>(null)
  // Read from local storage, so only in the browser.
  const [deviceId, setDeviceId] = useState<string | null>(null)
  useEffect(() => setDeviceId(userToken()), [])

  useEffect(() => {
    let current = true
    void walletFor(shell.payments.stripePublishableKey, { amount: subtotal, currency }).then((kind) => {
      if (current) setWallet(kind)
    })
    return () => {
      current = false
    }
  }, [shell.payments.stripePublishableKey, subtotal, currency])

  const express = expressMethods({
    buyerRegion: shell.localization.buyer_region,
    buyerCurrency: shell.localization.buyer_currency,
    cartRegion,
    hideCard: shell.store.flags.hideCard,
    hidePaypal: shell.store.flags.hidePaypal,
    wallet,
  })
  const disabled = shell.preview || checkingOut

  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t('cart.summary')}
      </h2>
      <CostLines costs={{ subtotal, total: subtotal }} currency={currency} />
      <AfterpayMessage amount={subtotal} currency={currency} />
      <p className="muted cart-summary__note">{t('cart.shippingAtCheckout')}</p>
      {/* A real form: before or without scripts it opens the hosted checkout with these lines; once hydrated, onCheckout (ADR 142). */}
      <form
        method="get"
        action="/buy/express_checkout"
        onSubmit={(event) => {
          event.preventDefault()
          onCheckout()
        }}
      >
        {Object.entries(hostedCheckoutFields(lines, shell)).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          className="button button--block"
          disabled={disabled}
          aria-busy={checkingOut || undefined}
          aria-describedby={shell.preview ? noteId : undefined}
        >
          {checkingOut ? <Spinner size="sm" label={t('common.loading')} /> : null}
          {t('cart.checkout')}
        </button>
      </form>
      {shell.preview ? (
        <p id={noteId} className="notice cart-summary__preview">
          {t('cart.previewDisabled')}
        </p>
      ) : null}
      {express.length > 0 ? (
        <section className="express" aria-labelledby="express-title">
          <h3 id="express-title" className="express__title">
            {t('cart.expressCheckout')}
          </h3>
          <ul className="express__list">
            {express.map((method) => (
              <li key={method}>
                {disabled ? (
                  <button type="button" className={`button button--block express__button express__button--${method}`} disabled>
                    {t('cart.payWith', { method: t(EXPRESS_LABELS[method]) })}
                  </button>
                ) : (
                  <Link
                    className={`button button--block express__button express__button--${method}`}
                    to={`/checkout/express?${new URLSearchParams(deviceId ? { method, deviceId } : { method })}`}
                  >
                    {t('cart.payWith', { method: t(EXPRESS_LABELS[method]) })}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  )
}
