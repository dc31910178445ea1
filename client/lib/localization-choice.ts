import {
  CURRENCIES,
  type Currency,
  FULFILLMENT_REGION,
  LOCALES,
  LOCALIZATION_COOKIE,
  type Locale,
  REGIONS,
  type Region,
} from '../../domain/constants'
import type { BuyerLocalization, LocalizationDetails } from '../../domain/schemas/localization'
import { writeCookie } from './browser-cookie'

/** Each language named in itself, as language pickers do. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English (US)',
  de: 'Deutsch',
  nl: 'Nederlands',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  'en-GB': 'English (UK)',
}

const YEAR_S = 365 * 24 * 60 * 60

export function currencySymbol(currency: Currency, locale: string): string {
  const part = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')
  return part?.value ?? currency
}

/**
 * The built-in choices, used when the localization call fails: every locale, currency
 * and region the product supports, with the buyer's current choice selected.
 */
export function builtInDetails(current: BuyerLocalization): LocalizationDetails {
  return {
    ...current,
    fulfillment_region: FULFILLMENT_REGION[current.buyer_region],
    available_locales: LOCALES.map((code) => ({ local_code: code, local_name: LOCALE_NAMES[code] })),
    available_currencies: CURRENCIES.map((currency) => ({ currency, symbol: currencySymbol(currency, current.buyer_locale) })),
    available_regions: REGIONS.map((region: Region) => ({ region, fulfillment_region: FULFILLMENT_REGION[region] })),
  }
}

/** The buyerLocalization cookie value: the choice as URI-encoded JSON, as the worker reads it. */
export function encodeLocalization(choice: BuyerLocalization): string {
  return encodeURIComponent(JSON.stringify(choice))
}

/** Keeps the choice in the cookie and in local storage (spec section 3). */
export function saveLocalization(choice: BuyerLocalization): void {
  writeCookie(LOCALIZATION_COOKIE, encodeLocalization(choice), { maxAgeSeconds: YEAR_S })
  try {
    window.localStorage.setItem(LOCALIZATION_COOKIE, JSON.stringify(choice))
  } catch {
    // Storage can be full or blocked (private mode); the cookie alone is enough.
  }
}
