import { FULFILLMENT_REGION, type DeliveryTier } from '../../../../domain/constants'
import { sumCents } from '../../../../domain/money'
import type { Costs, Customer, DeliveryOption } from '../../../../domain/schemas/checkout'
import { calendarDate } from '../rules/business-days'
import { computeCosts } from '../rules/checkout-costs'
import { deliveryQuotes } from '../rules/delivery-quotes'
import { checkPromo, type PromoCheck, type PromoTerms } from '../rules/promo-codes'
import type { UnavailableItem } from '../../port/failures'
import type { CheckoutRow } from '../db/checkouts'
import { findPromoCode } from '../db/promo-codes'
import { findPurchasableItems, type PurchasableItem } from '../db/purchasable-items'
import { taxRateFor } from '../db/tax-rates'
import type { CheckoutContext } from './context'
import { catalogueKeys, type PricedLine, resolveLines } from './line-items'
import { log } from '../../../lib/logger'

/** A checkout's money, worked out from D1 now: nothing is carried over from before. */
export interface PricedCheckout {
  lines: PricedLine[]
  /** Lines whose goods are gone from the catalogue or no longer for sale. */
  problems: UnavailableItem[]
  subtotalUsd: number
  physicalUnits: number
  /** The tiers on offer for the address; null before there is an address. */
  quotes: DeliveryOption[] | null
  /** The chosen tier's quote; null before one is chosen or when it is not offered. */
  delivery: DeliveryOption | null
  promo: { code: string; terms: PromoTerms | null; check: PromoCheck } | null
  costs: Costs
}

export interface PricingChoices {
  customer: Customer | null
  deliveryOption: DeliveryTier | null
  promoCode: string | null
}

export async function priceCheckout(ctx: CheckoutContext, row: CheckoutRow, choices: PricingChoices = row): Promise<PricedCheckout> {
  return priceCheckoutWithItems(ctx, row, await findPurchasableItems(ctx.db, catalogueKeys(row.lineItems)), choices)
}

/** priceCheckout with the lines' catalogue rows already read (db/checkout-with-items.ts). */
export async function priceCheckoutWithItems(
  ctx: CheckoutContext,
  row: CheckoutRow,
  items: readonly PurchasableItem[],
  choices: PricingChoices = row,
): Promise<PricedCheckout> {
  const { lines, problems } = resolveLines(row.lineItems, items, { storeId: row.storeId, currency: row.currency, checkStock: false })
  const subtotalUsd = sumCents(lines.map((line) => line.item.priceUsd * line.quantity))
  const physicalUnits = sumCents(lines.filter((line) => line.item.physical).map((line) => line.quantity))

  const address = choices.customer?.address ?? null
  const stateCode = address?.stateCode ?? null
  const domestic = !address || address.countryCode.toUpperCase() === 'US'
  const quotes = address
    ? deliveryQuotes({
        stateCode: address.stateCode,
        countryCode: address.countryCode,
        fulfillment: FULFILLMENT_REGION[row.region],
        physicalUnits,
        currency: row.currency,
        today: calendarDate(ctx.now()),
      })
    : null
  const delivery = quotes?.find((quote) => quote.id === choices.deliveryOption) ?? null

  let promo: PricedCheckout['promo'] = null
  if (choices.promoCode) {
    const terms = await findPromoCode(ctx.db, row.storeId, choices.promoCode)
    const check: PromoCheck = terms ? checkPromo(terms, { subtotalUsd, now: ctx.now() }) : { ok: false, reason: 'misconfigured' }
    promo = { code: choices.promoCode, terms, check }
  }

  // US sales tax is owed on deliveries within the United States only.
  const taxRate = stateCode && domestic ? await cachedTaxRate(ctx, stateCode) : null
  const costs = computeCosts({
    currency: row.currency,
    lines,
    promo: promo?.check.ok ? promo.terms : null,
    shipping: delivery?.price ?? null,
    taxRateBasisPoints: taxRate,
  })
  return { lines, problems, subtotalUsd, physicalUnits, quotes, delivery, promo, costs }
}

const TAX_RATE_TTL_S = 24 * 60 * 60

/**
 * Tax rates are read on every price and change a few times a year: KV keeps them a day.
 * KV is only a cache: when it fails, the rate comes from D1 and checkout carries on.
 */
async function cachedTaxRate(ctx: CheckoutContext, stateCode: string): Promise<number> {
  const key = `tax-rate:v1:${stateCode}`
  const cached = await ctx.cache.get(key).catch(() => null)
  if (cached !== null && /^\d+$/.test(cached)) return Number(cached)
  const rate = await taxRateFor(ctx.db, stateCode)
  await ctx.cache
    .put(key, String(rate), { expirationTtl: TAX_RATE_TTL_S })
    .catch((error: unknown) => log.warn('checkout.tax-cache', { problem: 'tax rate cache write failed', message: String(error) }))
  return rate
}
