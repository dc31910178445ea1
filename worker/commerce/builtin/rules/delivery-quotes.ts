import type { Currency, DeliveryTier, FulfillmentRegion } from '../../../../domain/constants'
import { convertFromUsd } from '../../../../domain/money'
import { MILITARY_STATE_CODES, TERRITORY_STATE_CODES } from '../../../../domain/reference/us-states'
import type { DeliveryOption } from '../../../../domain/schemas/checkout'
import { addBusinessDays } from './business-days'

/**
 * Delivery tiers and their prices (spec section 9: standard, rush, super_rush labelled
 * '{name} delivery' with a date range). Prices are USD cents: a first unit plus each
 * further physical unit, by shipping zone; the arrival range is counted in business days
 * from today. Digital items ship nothing and so cost nothing to deliver.
 */

/** Where a parcel goes, seen from the fulfilment centre that sends it. */
export type ShippingZone = 'domestic' | 'remote' | 'international'

interface TierTerms {
  firstUnit: number
  extraUnit: number
  /** Earliest and latest arrival, in business days from today. */
  businessDays: [number, number]
}

const TIERS: Record<DeliveryTier, { name: string; zones: Partial<Record<ShippingZone, TierTerms>> }> = {
  standard: {
    name: 'Standard',
    zones: {
      domestic: { firstUnit: 599, extraUnit: 200, businessDays: [5, 8] },
      remote: { firstUnit: 1399, extraUnit: 300, businessDays: [8, 14] },
      international: { firstUnit: 1499, extraUnit: 400, businessDays: [8, 15] },
    },
  },
  rush: {
    name: 'Rush',
    zones: {
      domestic: { firstUnit: 1499, extraUnit: 300, businessDays: [3, 4] },
      remote: { firstUnit: 2699, extraUnit: 500, businessDays: [4, 6] },
      international: { firstUnit: 2999, extraUnit: 600, businessDays: [5, 7] },
    },
  },
  // Overnight-class service only reaches the contiguous states and DC from a US centre.
  super_rush: {
    name: 'Super rush',
    zones: { domestic: { firstUnit: 2499, extraUnit: 400, businessDays: [1, 2] } },
  },
}

const REMOTE_STATES = new Set(['AK', 'HI', ...MILITARY_STATE_CODES, ...TERRITORY_STATE_CODES])

export function shippingZone(stateCode: string, fulfillment: FulfillmentRegion, countryCode = 'US'): ShippingZone {
  if (fulfillment !== 'USA' || countryCode.toUpperCase() !== 'US') return 'international'
  return REMOTE_STATES.has(stateCode.toUpperCase()) ? 'remote' : 'domestic'
}

export interface QuoteRequest {
  stateCode: string
  /** The destination country; United States when absent. */
  countryCode?: string
  fulfillment: FulfillmentRegion
  /** Physical units in the checkout; digital items are not counted. */
  physicalUnits: number
  currency: Currency
  /** Today's calendar date where the parcel is sent from (YYYY-MM-DD). */
  today: string
}

/** The tiers on offer for a destination, cheapest first. */
export function deliveryQuotes(request: QuoteRequest): DeliveryOption[] {
  if (request.physicalUnits <= 0) {
    return [option('standard', 0, request.currency, request.today, request.today)]
  }
  const zone = shippingZone(request.stateCode, request.fulfillment, request.countryCode)
  const quotes: DeliveryOption[] = []
  for (const tier of ['standard', 'rush', 'super_rush'] as const) {
    const terms = TIERS[tier].zones[zone]
    if (!terms) continue
    const usd = terms.firstUnit + terms.extraUnit * (request.physicalUnits - 1)
    const [earliest, latest] = terms.businessDays
    quotes.push(
      option(
        tier,
        convertFromUsd(usd, request.currency),
        request.currency,
        addBusinessDays(request.today, earliest),
        addBusinessDays(request.today, latest),
      ),
    )
  }
  return quotes
}

export function deliveryLabel(tier: DeliveryTier): string {
  return `${TIERS[tier].name} delivery`
}

function option(id: DeliveryTier, price: number, currency: Currency, deliveryDate: string, arrivalDate: string): DeliveryOption {
  return { id, label: deliveryLabel(id), price, currency, estimatedDelivery: { deliveryDate, arrivalDate } }
}
