import * as z from 'zod'
import { CURRENCIES, LOCALES, REGIONS } from '../constants'

const Locale = z.enum(LOCALES)
export const CurrencyCode = z.enum(CURRENCIES)
export const RegionName = z.enum(REGIONS)

/** The buyer's choice, kept in the buyerLocalization cookie and local storage. */
export const BuyerLocalization = z.object({
  buyer_locale: Locale,
  buyer_currency: CurrencyCode,
  buyer_region: RegionName,
})
export type BuyerLocalization = z.infer<typeof BuyerLocalization>

/** Answer of GET /v1/localization_details. */
export const LocalizationDetails = BuyerLocalization.extend({
  fulfillment_region: z.enum(['USA', 'EU']),
  available_locales: z.array(z.object({ local_code: Locale, local_name: z.string() })),
  available_currencies: z.array(z.object({ currency: CurrencyCode, symbol: z.string() })),
  available_regions: z.array(z.object({ region: RegionName, fulfillment_region: z.enum(['USA', 'EU']) })),
})
export type LocalizationDetails = z.infer<typeof LocalizationDetails>
