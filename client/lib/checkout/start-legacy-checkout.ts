import { legacyCheckoutUrl } from '../../../domain/legacy-checkout'
import type { CartCookie } from '../../../domain/schemas/cart'
import { affiliateFrom } from '../attribution'
import { readCookie } from '../browser-cookie'
import type { ShellData } from '../shell'
import { userToken } from '../user-token'

/**
 * Sends the shopper to the hosted express checkout (legacy checkout, and the checkout
 * for buyers outside the United States) with the cart and the buyer's settings.
 */
export function startLegacyCheckout(
  shell: Pick<ShellData, 'store' | 'localization' | 'origin'>,
  cart: CartCookie | null,
  options: { paymentMethod: string; method: string | null },
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
  window.location.assign(url)
}
