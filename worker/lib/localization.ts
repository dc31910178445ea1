import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_LOCALE, DEFAULT_REGION, FULFILLMENT_REGION, LOCALES, REGIONS } from '../../domain/constants'
import type { RequestLocalization } from '../env'

export const DEFAULT_LOCALIZATION: RequestLocalization = {
  buyer_locale: DEFAULT_LOCALE,
  buyer_currency: DEFAULT_CURRENCY,
  buyer_region: DEFAULT_REGION,
  fulfillment_region: FULFILLMENT_REGION[DEFAULT_REGION],
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined => list.find((item) => item === value)

/**
 * The buyer's stored choice from the buyerLocalization cookie value, or null if unusable.
 * It reads the cookie as the BuyerLocalization schema does, without that schema: every
 * request reads the cookie, and building a zod schema when the isolate starts costs start-up
 * CPU (docs/decisions/071-worker-startup-cpu.md).
 */
export function parseLocalizationCookie(raw: string | undefined): RequestLocalization | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const stored = value as Record<string, unknown>
  const locale = oneOf(LOCALES, stored.buyer_locale)
  const currency = oneOf(CURRENCIES, stored.buyer_currency)
  const region = oneOf(REGIONS, stored.buyer_region)
  if (!locale || !currency || !region) return null
  return { buyer_locale: locale, buyer_currency: currency, buyer_region: region, fulfillment_region: FULFILLMENT_REGION[region] }
}
