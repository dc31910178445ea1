import { DEFAULT_CURRENCY, DEFAULT_LOCALE, DEFAULT_REGION, FULFILLMENT_REGION } from '../../domain/constants'
import { BuyerLocalization } from '../../domain/schemas/localization'
import type { RequestLocalization } from '../env'

export const DEFAULT_LOCALIZATION: RequestLocalization = {
  buyer_locale: DEFAULT_LOCALE,
  buyer_currency: DEFAULT_CURRENCY,
  buyer_region: DEFAULT_REGION,
  fulfillment_region: FULFILLMENT_REGION[DEFAULT_REGION],
}

/** The buyer's stored choice from the buyerLocalization cookie value, or null if unusable. */
export function parseLocalizationCookie(raw: string | undefined): RequestLocalization | null {
  if (!raw) return null
  try {
    const parsed = BuyerLocalization.safeParse(JSON.parse(raw))
    if (!parsed.success) return null
    return { ...parsed.data, fulfillment_region: FULFILLMENT_REGION[parsed.data.buyer_region] }
  } catch {
    return null
  }
}
