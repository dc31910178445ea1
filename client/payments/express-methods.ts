import type { ExpressMethod, PaymentMethod } from '../../domain/constants'
import { EXPRESS_METHODS } from '../../domain/constants'
import type { WalletKind } from '../../machines/payment-methods'

export interface ExpressConditions {
  buyerRegion: string
  buyerCurrency: string
  /** The cart's region: MIXED when lines were added from different regions. */
  cartRegion: string
  hideCard: boolean
  hidePaypal: boolean
  /** The wallet the browser can pay with, or null. */
  wallet: WalletKind | null
}

/**
 * The express checkout buttons (spec section 5): Afterpay only for a buyer whose cart is
 * wholly in the USA and who pays in USD; PayPal and card unless hidden; a wallet only
 * when the browser can pay with it.
 */
export function expressMethods(conditions: ExpressConditions): ExpressMethod[] {
  const methods: ExpressMethod[] = []
  if (!conditions.hidePaypal) methods.push('paypal')
  if (conditions.wallet === 'apple-pay') methods.push('applepay')
  if (conditions.wallet === 'google-pay') methods.push('googlepay')
  const usaOnly = conditions.buyerRegion === 'USA' && conditions.cartRegion === 'USA'
  if (usaOnly && conditions.buyerCurrency === 'USD') methods.push('afterpay')
  return methods
}

const PAYMENT_METHOD_OF: Record<ExpressMethod, PaymentMethod> = {
  afterpay: 'afterpay',
  stripe: 'card',
  paypal: 'paypal',
  googlepay: 'google-pay',
  applepay: 'apple-pay',
}

/** The checkout payment method an express method pays with. */
export function paymentMethodOf(method: ExpressMethod): PaymentMethod {
  return PAYMENT_METHOD_OF[method]
}

/** `?method=` of /checkout/express: one of the express methods, afterpay when missing or unknown. */
export function readExpressMethod(raw: string | null): ExpressMethod {
  return EXPRESS_METHODS.find((method) => method === raw) ?? 'afterpay'
}
