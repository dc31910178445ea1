import type { Currency } from '../../../domain/constants'
import { centsToDecimal } from '../../../domain/money'
import type { WalletKind } from '../../../machines/payment-methods'

export const GOOGLE_PAY_METHOD = 'https://google.com/pay'

/** Google Pay's request data in its test environment: card networks the sandbox accepts. */
const GOOGLE_PAY_DATA = {
  environment: 'TEST',
  apiVersion: 2,
  apiVersionMinor: 0,
  merchantInfo: { merchantName: 'Storefront sandbox' },
  allowedPaymentMethods: [
    {
      type: 'CARD',
      parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['AMEX', 'DISCOVER', 'MASTERCARD', 'VISA'] },
      tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'example', gatewayMerchantId: 'sandbox' } },
    },
  ],
}

export interface WalletTotal {
  amount: number
  currency: Currency
}

/**
 * The browser's payment request for a total (spec section 7: label 'Total cost', payer
 * name and email requested, country US), or null where the browser has none.
 */
export function walletPaymentRequest(total: WalletTotal, label: string): PaymentRequest | null {
  if (typeof window === 'undefined' || typeof window.PaymentRequest !== 'function') return null
  try {
    return new PaymentRequest(
      [{ supportedMethods: GOOGLE_PAY_METHOD, data: GOOGLE_PAY_DATA }],
      { total: { label, amount: { currency: total.currency, value: centsToDecimal(total.amount).toFixed(2) } } },
      { requestPayerName: true, requestPayerEmail: true },
    )
  } catch {
    return null
  }
}

interface ApplePaySessionLike {
  canMakePayments(): boolean
}

/** The wallet this browser can pay with now (Apple Pay in Safari, else Google Pay), or null. */
export async function browserWallet(total: WalletTotal, label: string): Promise<WalletKind | null> {
  if (typeof window === 'undefined') return null
  const applePay = (window as unknown as { ApplePaySession?: ApplePaySessionLike }).ApplePaySession
  if (applePay?.canMakePayments()) return 'apple-pay'
  const request = walletPaymentRequest(total, label)
  if (!request) return null
  try {
    return (await request.canMakePayment()) ? 'google-pay' : null
  } catch {
    return null
  }
}

/** Stripe's payment request for a total, as the wallet sheet shows it. */
export async function stripePaymentRequest(publishableKey: string, total: WalletTotal, label: string) {
  const { loadStripe } = await import('@stripe/stripe-js')
  const stripe = await loadStripe(publishableKey)
  if (!stripe) return null
  return stripe.paymentRequest({
    country: 'US',
    currency: total.currency.toLowerCase(),
    total: { label, amount: total.amount },
    requestPayerName: true,
    requestPayerEmail: true,
  })
}

/** The wallet that can pay: through Stripe's payment request when Stripe is on, else the browser's. */
export async function walletFor(publishableKey: string | null, total: WalletTotal, label: string): Promise<WalletKind | null> {
  if (!publishableKey) return browserWallet(total, label)
  const request = await stripePaymentRequest(publishableKey, total, label)
  const result = await request?.canMakePayment()
  if (result?.applePay) return 'apple-pay'
  if (result?.googlePay) return 'google-pay'
  return null
}
