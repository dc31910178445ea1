import type { Currency } from '../../../../domain/constants'
import { sumCents } from '../../../../domain/money'
import type { Costs } from '../../../../domain/schemas/checkout'
import { type PromoTerms, promoDiscount } from './promo-codes'
import { salesTax, taxableBase } from './sales-tax'

export interface CostInput {
  currency: Currency
  /** Unit prices in the checkout currency. */
  lines: readonly { unitPrice: number; quantity: number }[]
  /** A code already checked to apply, or null. */
  promo: PromoTerms | null
  /** The chosen delivery tier's price, or null before one is chosen. */
  shipping: number | null
  /** The destination state's rate, or null before there is an address. */
  taxRateBasisPoints: number | null
}

/** The checkout's costs (spec section 3): goods, discount, delivery, sales tax and total. */
export function computeCosts(input: CostInput): Costs {
  const items = sumCents(input.lines.map((line) => line.unitPrice * line.quantity))
  const discount = input.promo ? promoDiscount(input.promo, items, input.currency) : 0
  const shipping = input.shipping ?? 0
  const tax = input.taxRateBasisPoints === null ? 0 : salesTax(taxableBase({ items, discount, shipping }), input.taxRateBasisPoints)
  return {
    lineItems: { value: items },
    discount: {
      value: discount,
      type: input.promo?.type ?? null,
      percentage: input.promo?.type === 'percentage' ? input.promo.percentage : null,
      currency: input.currency,
    },
    shipping: { value: shipping },
    tax: { value: tax },
    total: { value: items - discount + shipping + tax, currency: input.currency },
  }
}
