import type { HTMLAttributes } from 'react'
import { useEffect } from 'react'
import { AFTERPAY_MAX_CENTS, AFTERPAY_MIN_CENTS, type Currency } from '../../domain/constants'
import { useFormatMoney, useT } from '../i18n'
import { afterpayInstalment } from '../lib/afterpay/price-message'
import { injectScript } from '../lib/inject-script'
import { useShell } from '../lib/shell'
import './afterpay-message.css'

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** Afterpay's price message, defined by its messaging script. */
      'afterpay-placement': HTMLAttributes<HTMLElement> & { 'data-locale': string; 'data-currency': string; 'data-amount': string }
    }
  }
}

const AFTERPAY_SCRIPT = 'https://js.afterpay.com/afterpay-1.x.js'
const decimal = (cents: number) => (cents / 100).toFixed(2)

let scriptLoaded = false
/** Afterpay's messaging script, once per page, told the US limits it shows the message within. */
function loadAfterpayMessaging(): void {
  if (scriptLoaded) return
  scriptLoaded = true
  injectScript(document, AFTERPAY_SCRIPT, { min: decimal(AFTERPAY_MIN_CENTS), max: decimal(AFTERPAY_MAX_CENTS) })
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
    if (afterpays) loadAfterpayMessaging()
  }, [afterpays])

  if (instalment === null) return null
  if (afterpays) {
    return <afterpay-placement className="afterpay-message" data-locale="en_US" data-currency={currency} data-amount={decimal(amount)} />
  }
  return <p className="afterpay-message">{t('afterpay.priceMessage', { amount: formatMoney(instalment, currency) })}</p>
}
