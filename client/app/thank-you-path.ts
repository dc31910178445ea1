import type { ThankYouDetails } from '../../machines/polling.machine'

/**
 * The /thankyou URL with the spec's query parameters (section 2) but `cart`: a cart id is
 * the shopper's secret and never goes into a URL, where pixels and referrers would see it.
 * The thank-you page finds the order by the browser's own cart cookie instead.
 */
export function thankYouPath(details: ThankYouDetails, deviceId: string | null): string {
  const query = new URLSearchParams()
  if (details.name) query.set('name', details.name)
  if (details.orderLookupNumber) {
    query.set('orderNumber', details.orderLookupNumber)
    query.set('orderLookupNumber', details.orderLookupNumber)
  }
  if (details.arrivalEstimate) query.set('arrivalEstimate', details.arrivalEstimate)
  if (deviceId) query.set('deviceId', deviceId)
  if (details.contentIds.length > 0) query.set('contentIds', details.contentIds.join(','))
  return query.size > 0 ? `/thankyou?${query}` : '/thankyou'
}

/** The cookie that remembers the last order whose purchase was tracked. */
export const PURCHASE_TRACKED_COOKIE = 'purchase_tracked'

/**
 * Purchase tracking fires once per order (spec section 4): not when the cookie already
 * holds this order's lookup number (a reload, the back button).
 */
export function shouldTrackPurchase(trackedLookupNumber: string | null, lookupNumber: string): boolean {
  return trackedLookupNumber !== lookupNumber
}

/** The page the payment provider sends the shopper back to after a redirect. */
export function paymentReturnUrl(origin: string, checkoutId: string): string {
  return `${origin}/checkout/${encodeURIComponent(checkoutId)}?payment=returned`
}
