import type { PaymentMethod } from '../domain/constants'
import type { FallbackCheckout } from './afterpay-fallback.machine'

export type WalletKind = Extract<PaymentMethod, 'apple-pay' | 'google-pay'>

export interface OfferConditions {
  /** The store's region; Afterpay is for stores in the USA only. */
  storeRegion: string
  /** A checkout reopened from a link or a return trip; Afterpay is not offered there. */
  resumedCheckout: boolean
  /** The wallet the payment request can pay with, or null when it cannot pay. */
  wallet: WalletKind | null
  hideCard: boolean
  hidePaypal: boolean
}

/** The payment methods a shopper is offered (spec section 4), in display order. */
export function offeredMethods(conditions: OfferConditions): PaymentMethod[] {
  const methods: PaymentMethod[] = []
  if (!conditions.hideCard) methods.push('card')
  if (!conditions.hidePaypal) methods.push('paypal')
  if (conditions.wallet) methods.push(conditions.wallet)
  if (conditions.storeRegion === 'USA' && !conditions.resumedCheckout) methods.push('afterpay')
  return methods
}

/** Where a shopper goes when Afterpay fails: the card checkout, else PayPal's. */
export function afterpayFallbackFor(offered: readonly PaymentMethod[]): FallbackCheckout {
  return offered.includes('card') || !offered.includes('paypal') ? 'card' : 'paypal'
}

/** The method shown as chosen: the shopper's pick while it is offered, else the first offered. */
export function chosenMethod(selected: PaymentMethod | null, offered: readonly PaymentMethod[]): PaymentMethod | null {
  return selected && offered.includes(selected) ? selected : (offered[0] ?? null)
}
