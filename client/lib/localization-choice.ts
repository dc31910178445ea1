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

/** The Set-Cookie text for the buyer's choice; the worker reads it to render in that locale. */
export function localizationCookie(choice: BuyerLocalization, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(choice))
  return `${LOCALIZATION_COOKIE}=${value}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Keeps the choice in the cookie and in local storage (spec section 3). */
export function saveLocalization(choice: BuyerLocalization): void {
  document.cookie = localizationCookie(choice, window.location.protocol === 'https:')
  try {
    window.localStorage.setItem(LOCALIZATION_COOKIE, JSON.stringify(choice))
  } catch {
    // Storage can be full or blocked (private mode); the cookie alone is enough.
  }
}
