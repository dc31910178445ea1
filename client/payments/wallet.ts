import type { WalletTotal } from './wallet-total'
import type { WalletKind } from '../../machines/payment-methods'

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
async function browserWallet(): Promise<WalletKind | null> {
  return sandboxWallet(typeof window === 'undefined' ? undefined : (window as unknown as WalletBrowser))
}

/** Stripe.js for a publishable key, loaded only when a wallet or card needs it. */
export async function loadStripeJs(publishableKey: string) {
  const { loadStripe } = await import('@stripe/stripe-js')
  return loadStripe(publishableKey)
}

/**
 * The wallet that can pay: the one Stripe's Express Checkout Element offers in this
 * browser when Stripe is on, else the browser's (the sandbox).
 */
export async function walletFor(publishableKey: string | null, total: WalletTotal): Promise<WalletKind | null> {
  if (!publishableKey) return browserWallet()
  const stripe = await loadStripeJs(publishableKey)
  if (!stripe || typeof document === 'undefined') return null
  const { detectWallet } = await import('./express-checkout')
  const element = document.createElement('div')
  element.setAttribute('aria-hidden', 'true')
  element.style.cssText = 'position:absolute;left:-10000px;top:0;width:320px'
  document.body.appendChild(element)
  return detectWallet(stripe, total, { element, remove: () => element.remove() })
}
