import { type PrivacyRegion, privacyRegion } from '../../domain/consent'
import type { Region } from '../../domain/constants'

/** The country of regions that are one country; the EU and the rest of the world are not. */
const REGION_COUNTRY: Partial<Record<Region, string>> = { USA: 'US', Canada: 'CA', Australia: 'AU' }

/**
 * The buyer's country for the spec's `country_code` (GET /v1/listings): where Cloudflare
 * saw the request come from, else the country of the buyer's region when it is one; none
 * otherwise (the backend then prices for the region alone).
 */
export function buyerCountry(seenCountry: string | null | undefined, region: Region): string | undefined {
  if (seenCountry && /^[A-Za-z]{2}$/.test(seenCountry) && seenCountry.toUpperCase() !== 'XX' && seenCountry.toUpperCase() !== 'T1') {
    return seenCountry.toUpperCase()
  }
  return REGION_COUNTRY[region]
}

/** The country Cloudflare saw a request come from (request.cf, else the cf-ipcountry header). */
export function seenCountry(request: Request): string | undefined {
  const cf = (request as Request & { cf?: { country?: unknown } }).cf
  const country = typeof cf?.country === 'string' ? cf.country : request.headers.get('cf-ipcountry')
  return country ?? undefined
}

/** The request's privacy class (domain/consent.ts): part of a kept page's key, never the shopper's choice. */
export function requestPrivacyRegion(request: Request, region: Region): PrivacyRegion {
  return privacyRegion(seenCountry(request), region)
}
