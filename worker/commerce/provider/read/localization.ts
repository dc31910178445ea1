import * as z from 'zod'
import {
  CURRENCIES,
  type Currency,
  FULFILLMENT_REGION,
  type FulfillmentRegion,
  LOCALES,
  type Locale,
  REGIONS,
  type Region,
} from '../../../../domain/constants'
import type { LocalizationDetails } from '../../../../domain/schemas/localization'
import { defaultLocalizationDetails } from '../../../../domain/default-localization'
import { CurrencyCode, listIn, maybe, readEach, unwrap } from './loose'

/** A region name in any case, and the spellings backends use for the last one. */
const REGION_ALIASES: Record<string, Region> = {
  usa: 'USA',
  us: 'USA',
  'united states': 'USA',
  eu: 'EU',
  europe: 'EU',
  canada: 'Canada',
  ca: 'Canada',
  australia: 'Australia',
  au: 'Australia',
  'rest of the world': 'Rest of the world',
  'rest of world': 'Rest of the world',
  row: 'Rest of the world',
  world: 'Rest of the world',
}

export const RegionName = z
  .string()
  .trim()
  .transform((name, ctx): Region => {
    const region = REGION_ALIASES[name.toLowerCase()]
    if (!region) ctx.addIssue({ code: 'custom', message: `Unknown region ${name}` })
    return region ?? 'USA'
  })

/**
 * Where a region ships from. The spec says the EU is "fulfilled from EUR": EUR, EU and
 * Europe all mean the EU; USA, US and the United States mean the USA.
 */
const FulfillmentRegionName = z
  .string()
  .trim()
  .transform((name, ctx): FulfillmentRegion => {
    const lower = name.toLowerCase()
    if (['eur', 'eu', 'europe'].includes(lower)) return 'EU'
    if (['usa', 'us', 'united states'].includes(lower)) return 'USA'
    ctx.addIssue({ code: 'custom', message: `Unknown fulfilment region ${name}` })
    return 'USA'
  })

const LocaleCode = z
  .string()
  .trim()
  .transform((code, ctx): Locale => {
    // pt_BR and en_gb are the same locales as pt-BR and en-GB.
    const normal = code.replace('_', '-').toLowerCase()
    const locale = LOCALES.find((known) => known.toLowerCase() === normal)
    if (!locale) ctx.addIssue({ code: 'custom', message: `Unknown locale ${code}` })
    return locale ?? 'en'
  })

const LocaleEntry = z
  .object({
    local_code: LocaleCode.optional(),
    locale: LocaleCode.optional(),
    code: LocaleCode.optional(),
    local_name: maybe(z.string()),
    name: maybe(z.string()),
  })
  .transform((entry) => ({ code: entry.local_code ?? entry.locale ?? entry.code, name: entry.local_name ?? entry.name }))
  .refine((entry) => entry.code !== undefined)

const CurrencyEntry = z.union([
  CurrencyCode.transform((currency) => ({ currency, symbol: undefined })),
  z.object({ currency: CurrencyCode, symbol: maybe(z.string()) }),
])

const RegionEntry = z.union([
  RegionName.transform((region) => ({ region, fulfillment: undefined })),
  z
    .object({ region: RegionName, fulfillment_region: maybe(FulfillmentRegionName) })
    .transform(({ region, fulfillment_region }) => ({ region, fulfillment: fulfillment_region })),
])

const Details = z.object({
  buyer_region: maybe(RegionName),
  buyer_currency: maybe(CurrencyCode),
  buyer_locale: maybe(LocaleCode),
  fulfillment_region: maybe(FulfillmentRegionName),
  available_locales: z.unknown().optional(),
  available_currencies: z.unknown().optional(),
  available_regions: z.unknown().optional(),
})

function orderedAs<T, K>(known: readonly K[], items: T[], keyOf: (item: T) => K): T[] {
  return known.flatMap((key) => items.filter((item) => keyOf(item) === key).slice(0, 1))
}

/**
 * GET /v1/localization_details: the spec's fields, every one optional. Locales,
 * currencies and regions the storefront does not know are left out; a list that leaves
 * nothing takes the built-in list, and so does every missing field.
 */
export const LocalizationAnswer = z
  .unknown()
  .transform((value) => unwrap(value, ['localization_details', 'localizationDetails', 'localization', 'data']))
  .pipe(Details)
  .transform((answer): LocalizationDetails => {
    const defaults = defaultLocalizationDetails()
    const locales = readEach(listIn(answer.available_locales, []) ?? [], LocaleEntry)
    const currencies = readEach(listIn(answer.available_currencies, []) ?? [], CurrencyEntry)
    const regions = readEach(listIn(answer.available_regions, []) ?? [], RegionEntry)
    const availableLocales = orderedAs(LOCALES, locales, (entry) => entry.code).map((entry) => ({
      local_code: entry.code as Locale,
      local_name: entry.name ?? defaults.available_locales.find((known) => known.local_code === entry.code)?.local_name ?? entry.code ?? '',
    }))
    const availableCurrencies = orderedAs(CURRENCIES, currencies, (entry) => entry.currency).map((entry) => ({
      currency: entry.currency as Currency,
      symbol: entry.symbol ?? defaults.available_currencies.find((known) => known.currency === entry.currency)?.symbol ?? entry.currency,
    }))
    const availableRegions = orderedAs(REGIONS, regions, (entry) => entry.region).map((entry) => ({
      region: entry.region,
      fulfillment_region: entry.fulfillment ?? FULFILLMENT_REGION[entry.region],
    }))
    const buyerRegion = answer.buyer_region ?? defaults.buyer_region
    return {
      buyer_locale: answer.buyer_locale ?? defaults.buyer_locale,
      buyer_currency: answer.buyer_currency ?? defaults.buyer_currency,
      buyer_region: buyerRegion,
      fulfillment_region: answer.fulfillment_region ?? FULFILLMENT_REGION[buyerRegion],
      available_locales: availableLocales.length > 0 ? availableLocales : defaults.available_locales,
      available_currencies: availableCurrencies.length > 0 ? availableCurrencies : defaults.available_currencies,
      available_regions: availableRegions.length > 0 ? availableRegions : defaults.available_regions,
    }
  })
