import type { HTMLAttributes } from 'react'
import { useEffect } from 'react'
import type { Currency } from '../../domain/constants'
import { useFormatMoney, useT } from '../i18n'
import { afterpayAmount, afterpayInstalment } from '../payments/afterpay/price-message'
import { useShell } from '../app/shell'
import './afterpay-message.css'

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** Afterpay's price message, defined by its messaging script. */
      'afterpay-placement': HTMLAttributes<HTMLElement> & { 'data-locale': string; 'data-currency': string; 'data-amount': string }
    }
  }
}

/**
 * 'or 4 interest-free payments of $13.50 with Afterpay' under a price (spec section 7),
 * for a US store's USD prices within Afterpay's limits: Afterpay's own placement when the
 * store has an Afterpay merchant account, the store's own words in the sandbox. Listing
 * and cart only; checkout pages never show it.
 */
export function AfterpayMessage({ amount, currency }: { amount: number; currency: Currency }) {
  const t = useT()
  const shell = useShell()
  const formatMoney = useFormatMoney()
  const instalment = afterpayInstalment({ storeRegion: shell.store.region, currency, amount })
  const afterpays = shell.payments.afterpayMessaging && instalment !== null

  useEffect(() => {
    // Afterpay's script and its loader come only to stores with an Afterpay account.
    if (afterpays) void import('../payments/afterpay/messaging-script').then(({ loadAfterpayMessaging }) => loadAfterpayMessaging())
  }, [afterpays])

  if (instalment === null) return null
  if (afterpays) {
    return (
      <afterpay-placement className="afterpay-message" data-locale="en_US" data-currency={currency} data-amount={afterpayAmount(amount)} />
    )
  }
  return <p className="afterpay-message">{t('afterpay.priceMessage', { amount: formatMoney(instalment, currency) })}</p>
}
