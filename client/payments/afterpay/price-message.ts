import { AFTERPAY_INSTALMENTS, AFTERPAY_MAX_CENTS, AFTERPAY_MIN_CENTS } from '../../../domain/constants'

export interface PriceMessageConditions {
  /** The store's region: Afterpay is offered by stores in the USA (spec section 4). */
  storeRegion: string
  /** The currency the price is shown in. */
  currency: string
  /** The price in cents. */
  amount: number
}

/**
 * The amount of each of Afterpay's 4 payments for a price (spec section 7: the Afterpay
 * price message), or null where the message must not show: a store outside the USA, a
 * price not in USD, or one outside Afterpay's limits.
 */
export function afterpayInstalment({ storeRegion, currency, amount }: PriceMessageConditions): number | null {
  if (storeRegion !== 'USA' || currency !== 'USD') return null
  if (amount < AFTERPAY_MIN_CENTS || amount > AFTERPAY_MAX_CENTS) return null
  return Math.round(amount / AFTERPAY_INSTALMENTS)
}

/** Dollars as Afterpay's script and placement attributes write them: 54.00. */
export const afterpayAmount = (cents: number) => (cents / 100).toFixed(2)
