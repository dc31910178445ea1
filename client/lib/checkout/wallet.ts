import type { Currency } from '../../../domain/constants'
import type { WalletKind } from '../../../machines/payment-methods'

export interface WalletTotal {
  amount: number
  currency: Currency
}

interface ApplePaySessionLike {
  canMakePayments(): boolean
}

interface WalletBrowser {
  isSecureContext?: boolean
  PaymentRequest?: unknown
  ApplePaySession?: ApplePaySessionLike
}

/**
 * The sandbox wallet (no Stripe keys): the shopper approves the payment on the sandbox
 * provider's own page, as with sandbox PayPal, so any browser that offers the Payment
 * Request API can pay. The API exists only in a secure context (https, or localhost).
 * Browsers no longer answer for `basic-card`, so asking them about it would hide the
 * wallet everywhere.
 */
export function sandboxWallet(browser: WalletBrowser | undefined): WalletKind | null {
  if (!browser?.isSecureContext) return null
  if (browser.ApplePaySession?.canMakePayments()) return 'apple-pay'
  return typeof browser.PaymentRequest === 'function' ? 'google-pay' : null
}

/** The wallet this browser can pay with in the sandbox (Apple Pay in Safari, else Google Pay), or null. */
export async function browserWallet(): Promise<WalletKind | null> {
  return sandboxWallet(typeof window === 'undefined' ? undefined : (window as unknown as WalletBrowser))
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
  if (!publishableKey) return browserWallet()
  const request = await stripePaymentRequest(publishableKey, total, label)
  const result = await request?.canMakePayment()
  if (result?.applePay) return 'apple-pay'
  if (result?.googlePay) return 'google-pay'
  return null
}
