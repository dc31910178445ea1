import {
  CURRENCIES,
  type Currency,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  DEFAULT_REGION,
  FULFILLMENT_REGION,
  LOCALES,
  REGIONS,
} from './constants'
import { localeName } from './locale-names'
import type { LocalizationDetails } from './schemas/localization'

const CURRENCY_SYMBOLS: Record<Currency, string> = {
  USD: '$',
  GBP: '£',
  EUR: '€',
  AUD: 'A$',
  CAD: 'CA$',
}

/**
 * The localization details every store offers: the spec's locales, currencies and regions,
 * with the defaults (en, USD, USA) as the buyer's choice. The provider adapter answers
 * these too when the localization call fails.
 */
export function defaultLocalizationDetails(): LocalizationDetails {
  return {
    buyer_locale: DEFAULT_LOCALE,
    buyer_currency: DEFAULT_CURRENCY,
    buyer_region: DEFAULT_REGION,
    fulfillment_region: FULFILLMENT_REGION[DEFAULT_REGION],
    available_locales: LOCALES.map((code) => ({ local_code: code, local_name: localeName(code) })),
    available_currencies: CURRENCIES.map((currency) => ({ currency, symbol: CURRENCY_SYMBOLS[currency] })),
    available_regions: REGIONS.map((region) => ({ region, fulfillment_region: FULFILLMENT_REGION[region] })),
  }
}
