import { FULFILLMENT_REGION } from '../../../../domain/constants'
import { stateByCode } from '../../../../domain/reference/us-states'
import type { DeliveryOption } from '../../../../domain/schemas/checkout'
import { MESSAGES } from '../../../../domain/schemas/fields'
import { calendarDate } from '../rules/business-days'
import { deliveryQuotes } from '../rules/delivery-quotes'
import type { DeliveryOptionsInput, DeliveryRatesInput } from '../../port/checkout'
import type { PortResult } from '../../port/failures'
import { findCheckout } from '../db/checkouts'
import { CHECKOUT_NOT_FOUND, type CheckoutContext, invalid, notFound, ok } from './context'
import { priceCheckout } from './pricing'

/**
 * POST /deliveryOptions: the tiers for a US state, priced for this checkout's goods; the
 * hosted checkout also asks for countries outside the United States.
 */
export async function deliveryOptions(ctx: CheckoutContext, input: DeliveryOptionsInput): Promise<PortResult<DeliveryOption[]>> {
  const countryCode = input.countryCode.trim().toUpperCase()
  const domestic = countryCode === 'US'
  if (!domestic && !input.international) return invalid(MESSAGES.international, '/data/countryCode')
  const state = stateByCode(input.stateCode)
  if (domestic && !state) return invalid(MESSAGES.state, '/data/stateCode')
  const row = await findCheckout(ctx.db, input.id)
  if (!row || row.storeSlug !== input.storeSlug) return notFound(CHECKOUT_NOT_FOUND)
  const { physicalUnits } = await priceCheckout(ctx, row, { customer: null, deliveryOption: null, promoCode: null })
  return ok(
    deliveryQuotes({
      stateCode: state?.code ?? input.stateCode,
      countryCode,
      fulfillment: FULFILLMENT_REGION[row.region],
      physicalUnits,
      currency: row.currency,
      today: calendarDate(ctx.now()),
    }),
  )
}

/**
 * The tiers of one physical item sent to a country, before any checkout: what the product
 * feed states. The zone is the country's own (a US address is priced as the contiguous
 * states: Alaska, Hawaii and the territories cost more at the checkout).
 */
export function deliveryRates(ctx: CheckoutContext, input: DeliveryRatesInput): DeliveryOption[] {
  return deliveryQuotes({
    stateCode: '',
    countryCode: input.countryCode,
    fulfillment: FULFILLMENT_REGION[input.region],
    physicalUnits: 1,
    currency: input.currency,
    today: calendarDate(ctx.now()),
  })
}
