import type { Currency } from '../../domain/constants'

/** What a wallet sheet shows the shopper: the checkout's total in cents. */
export interface WalletTotal {
  amount: number
  currency: Currency
}
