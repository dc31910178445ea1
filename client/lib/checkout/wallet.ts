import type { Currency } from '../../../domain/constants'
import { centsToDecimal } from '../../../domain/money'
import type { WalletKind } from '../../../machines/payment-methods'

/**
 * The sandbox asks the browser about `basic-card` (one of the spec's payment methods): it
 * needs no merchant set-up or network, and a browser that can pay with a stored card says
 * so. With Stripe configured, Stripe's payment request asks about Apple Pay and Google Pay.
 */
export const SANDBOX_WALLET_METHOD_ID = 'basic-card'

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
      [{ supportedMethods: SANDBOX_WALLET_METHOD_ID }],
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
