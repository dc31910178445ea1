import { AFTERPAY_MAX_CENTS, AFTERPAY_MIN_CENTS } from '../../../domain/constants'
import { injectScript } from '../../browser/inject-script'
import { afterpayAmount } from './price-message'

const AFTERPAY_SCRIPT = 'https://js.afterpay.com/afterpay-1.x.js'

let loaded = false

/** Afterpay's messaging script, once per page, told the US limits it shows the message within. */
export function loadAfterpayMessaging(doc: Document = document): void {
  if (loaded) return
  loaded = true
  injectScript(doc, AFTERPAY_SCRIPT, { min: afterpayAmount(AFTERPAY_MIN_CENTS), max: afterpayAmount(AFTERPAY_MAX_CENTS) })
}
