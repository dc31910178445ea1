import { CURRENCIES, type Currency, FULFILLMENT_REGION, LOCALES, LOCALIZATION_COOKIE, REGIONS, type Region } from '../../domain/constants'
import { localeName } from '../../domain/locale-names'
import type { BuyerLocalization, LocalizationDetails } from '../../domain/schemas/localization'
import { writeCookie } from '../browser/cookies'

type AvailableRegion = LocalizationDetails['available_regions'][number]
/** What the cookie and local storage hold: the choice and where orders ship from. */
export type StoredLocalization = BuyerLocalization & Pick<LocalizationDetails, 'fulfillment_region'>

/** How long the choice is kept: a year. */
export const LOCALIZATION_MAX_AGE_S = 365 * 24 * 60 * 60

function currencySymbol(currency: Currency, locale: string): string {
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
    available_locales: LOCALES.map((code) => ({ local_code: code, local_name: localeName(code) })),
    available_currencies: CURRENCIES.map((currency) => ({ currency, symbol: currencySymbol(currency, current.buyer_locale) })),
    available_regions: REGIONS.map((region: Region) => ({ region, fulfillment_region: FULFILLMENT_REGION[region] })),
  }
}

/** The buyerLocalization cookie value: the choice as URI-encoded JSON, as the worker reads it. */
export function encodeLocalization(choice: StoredLocalization): string {
  return encodeURIComponent(JSON.stringify(choice))
}

/**
 * The localization as spec section 3 stores it: the choice plus the region's fulfilment
 * region, as the store's options name it (the built-in mapping when they don't).
 */
export function storedLocalization(choice: BuyerLocalization, regions: readonly AvailableRegion[]): StoredLocalization {
  const fulfillment_region =
    regions.find((option) => option.region === choice.buyer_region)?.fulfillment_region ?? FULFILLMENT_REGION[choice.buyer_region]
  return { ...choice, fulfillment_region }
}

/** Keeps the choice in the cookie and in local storage (spec section 3). */
export function saveLocalization(choice: BuyerLocalization, regions: readonly AvailableRegion[]): void {
  const stored = storedLocalization(choice, regions)
  writeCookie(LOCALIZATION_COOKIE, encodeLocalization(stored), { maxAgeSeconds: LOCALIZATION_MAX_AGE_S })
  try {
    window.localStorage.setItem(LOCALIZATION_COOKIE, JSON.stringify(stored))
  } catch {
    // Storage can be full or blocked (private mode); the cookie alone is enough.
  }
}
