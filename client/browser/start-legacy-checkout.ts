import { legacyCheckoutUrl } from '../../domain/legacy-checkout'
import { UNITED_STATES } from '../../domain/reference/countries'
import type { CartCookie } from '../../domain/schemas/cart'
import { affiliateFrom } from '../analytics/attribution'
import { readCookie } from './cookies'
import type { ShellData } from '../app/shell'
import type { AddressFormValues } from '../pages/checkout/address/address-values'
import { userToken } from './user-token'

/**
 * Sends the shopper to the hosted express checkout (legacy checkout, and the checkout
 * for buyers outside the United States) with the cart and the buyer's settings.
 */
export function startLegacyCheckout(
  shell: Pick<ShellData, 'store' | 'localization' | 'origin'>,
  cart: CartCookie | null,
  options: { paymentMethod: string; method: string | null; typed?: AddressFormValues },
): void {
  const entries = Object.values(cart?.items ?? {})
  const url = legacyCheckoutUrl({
    entries,
    currency: shell.localization.buyer_currency,
    locale: shell.localization.buyer_locale,
    paymentMethod: options.paymentMethod,
    method: options.method,
    shipMethod: 'standard',
    storeId: shell.store.id,
    storeUrl: shell.origin,
    affiliate: affiliateFrom(document.cookie),
    deviceId: userToken(),
    ga: readCookie('_ga'),
    shipping: shell.localization.buyer_region,
    contentIds: entries.map((entry) => entry.productId),
  })
  window.location.assign(options.typed ? `${url}&${typedAddressQuery(options.typed)}` : url)
}

/**
 * What the shopper typed into the address form, for the hosted checkout to fill in (its
 * query names). The state list is the United States'; elsewhere the province is asked there.
 */
function typedAddressQuery(typed: AddressFormValues): URLSearchParams {
  const fields = {
    first_name: typed.firstname,
    last_name: typed.lastname,
    email: typed.email,
    phone: typed.phone,
    address1: typed.address,
    address2: typed.address2,
    city: typed.city,
    state: typed.country === UNITED_STATES.code ? typed.state : '',
    zip: typed.zip,
    country: typed.country,
  }
  return new URLSearchParams(Object.entries(fields).filter(([, value]) => value.trim() !== ''))
}
