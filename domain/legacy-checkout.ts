import type { StoreFlags } from './schemas/catalog'
import type { CartEntry } from './schemas/cart'

/** The hosted express checkout a store on legacy checkout sends its shoppers to. */
const LEGACY_CHECKOUT_PATH = '/buy/express_checkout'

/** Legacy checkout is on unless the store moved to checkout v2 (spec section 9 flags). */
export function usesLegacyCheckout(flags: Pick<StoreFlags, 'legacyCheckout' | 'checkoutV2'>): boolean {
  return flags.legacyCheckout && !flags.checkoutV2
}

export interface LegacyCheckoutRequest {
  entries: readonly CartEntry[]
  currency: string
  locale: string
  /** card, paypal, afterpay, google-pay, apple-pay; card when the shopper picked none. */
  paymentMethod: string
  /** The express method that started it (stripe, paypal, afterpay, googlepay, applepay), if any. */
  method: string | null
  shipMethod: string
  storeId: number
  storeUrl: string
  affiliate: string | null
  deviceId: string
  /** The Google Analytics client cookie, handed on so the hosted page keeps the session. */
  ga: string | null
  /** The buyer's shipping region. */
  shipping: string
  /** Listing ids of the cart, for the pixels on the hosted page. */
  contentIds: readonly (string | number)[]
}

/**
 * The URL of the hosted express checkout with the spec's query parameters (section 7).
 * `skus` lists the cart as `sku:quantity` pairs joined by commas. The cart id is the
 * shopper's secret and never goes into a URL: the hosted checkout finds the cart by the
 * browser's own cart cookie.
 */
export function legacyCheckoutUrl(request: LegacyCheckoutRequest): string {
  const query = new URLSearchParams({
    currency: request.currency,
    locale: request.locale,
    payment_method: request.paymentMethod,
    ship_method: request.shipMethod,
    skus: request.entries.map((entry) => `${entry.sku}:${entry.quantity}`).join(','),
    store_id: String(request.storeId),
    store_url: request.storeUrl,
    aid: request.affiliate ?? '',
    device_id: request.deviceId,
    _ga: request.ga ?? '',
    content_ids: [...new Set(request.contentIds.map(String))].join(','),
    shipping: request.shipping,
    method: request.method ?? '',
  })
  return `${LEGACY_CHECKOUT_PATH}?${query}`
}

/** The cart lines a hosted checkout URL carries; malformed pairs are dropped. */
export function parseLegacySkus(skus: string): { sku: string; quantity: number }[] {
  return skus
    .split(',')
    .map((pair) => pair.trim().split(':'))
    .filter((parts): parts is [string, string] => parts.length === 2 && /^\d+$/.test(parts[1]))
    .map(([sku, quantity]) => ({ sku, quantity: Number(quantity) }))
    .filter((line) => line.sku.length > 0 && line.quantity > 0)
}
