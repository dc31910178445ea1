import type { AnalyticsEvent, Currency } from '../../domain/constants'
import { purchaseEventId } from '../../domain/funnel-events'

/** A product as the tracked events describe it. Prices are integer cents. */
export interface TrackedProduct {
  id: string | number
  name: string
  /** Unit price in cents. */
  price: number
  currency: Currency
  quantity?: number
  /** Colour and size, e.g. 'Black / XL'. */
  variant?: string
  /** Product type, e.g. 'Hoodie'. */
  category?: string
  listingId?: number
  /** Position in the list it was shown in, from 1. */
  position?: number
}

/** What each event of spec section 9 carries. */
export interface TrackPayloads {
  'add-to-cart': { products: TrackedProduct[] }
  'remove-from-cart': { products: TrackedProduct[] }
  'product-detail-view': { product: TrackedProduct }
  'product-click': { product: TrackedProduct; list?: string }
  'product-impression': { products: TrackedProduct[]; list?: string }
  purchase: {
    orderNumber: string
    /** Order total in cents. */
    value: number
    currency: Currency
    tax?: number
    shipping?: number
    products: TrackedProduct[]
    /** For the merchant centre's review opt-in; all three or it is skipped. */
    email?: string
    deliveryCountry?: string
    /** YYYY-MM-DD. */
    estimatedDeliveryDate?: string
  }
  /** The cart page shown with its lines. */
  'view-cart': { products: TrackedProduct[] }
  /** Results shown for a search term. */
  search: { term: string }
  /** An unknown route: the path the shopper asked for. */
  'page-not-found': { path: string }
  /** The thank-you page could not show its order: the read failed, or found none. */
  'order-load-failed': { orderNumber: string | null; reason: 'unavailable' | 'not-found' }
  /** A tile without an image: skipped ('You might also like') or shown without one. */
  'tile-image-missing': { product: TrackedProduct; list?: string }
}

export type TrackArgs = { [E in AnalyticsEvent]: [event: E, payload: TrackPayloads[E]] }[AnalyticsEvent]

const dollars = (cents: number) => Math.round(cents) / 100

const sumOf = (products: readonly TrackedProduct[]) => products.reduce((total, p) => total + p.price * (p.quantity ?? 1), 0)

function gaItem(product: TrackedProduct, list?: string) {
  return {
    item_id: String(product.id),
    item_name: product.name,
    price: dollars(product.price),
    quantity: product.quantity ?? 1,
    ...(product.variant ? { item_variant: product.variant } : {}),
    ...(product.category ? { item_category: product.category } : {}),
    ...(product.position !== undefined ? { index: product.position } : {}),
    ...(list ? { item_list_name: list } : {}),
  }
}

/** The Google Analytics 4 ecommerce event for a tracked event. */
export function toGoogleAnalytics(...[event, payload]: TrackArgs): [name: string, params: Record<string, unknown>] {
  switch (event) {
    case 'add-to-cart':
    case 'remove-from-cart': {
      const currency = payload.products[0]?.currency
      return [
        event === 'add-to-cart' ? 'add_to_cart' : 'remove_from_cart',
        { currency, value: dollars(sumOf(payload.products)), items: payload.products.map((p) => gaItem(p)) },
      ]
    }
    case 'product-detail-view':
      return ['view_item', { currency: payload.product.currency, value: dollars(payload.product.price), items: [gaItem(payload.product)] }]
    case 'product-click':
      return ['select_item', { item_list_name: payload.list, items: [gaItem(payload.product, payload.list)] }]
    case 'product-impression':
      return ['view_item_list', { item_list_name: payload.list, items: payload.products.map((p) => gaItem(p, payload.list)) }]
    case 'purchase':
      return [
        'purchase',
        {
          transaction_id: payload.orderNumber,
          currency: payload.currency,
          value: dollars(payload.value),
          tax: dollars(payload.tax ?? 0),
          shipping: dollars(payload.shipping ?? 0),
          items: payload.products.map((p) => gaItem(p)),
        },
      ]
    case 'view-cart':
      return [
        'view_cart',
        { currency: payload.products[0]?.currency, value: dollars(sumOf(payload.products)), items: payload.products.map((p) => gaItem(p)) },
      ]
    case 'search':
      return ['search', { search_term: payload.term }]
    case 'page-not-found':
      return ['page_not_found', { page_path: payload.path }]
    case 'order-load-failed':
      return ['order_load_failed', { transaction_id: payload.orderNumber ?? undefined, reason: payload.reason }]
    case 'tile-image-missing':
      return ['tile_image_missing', { item_list_name: payload.list, items: [gaItem(payload.product, payload.list)] }]
  }
}

function facebookContents(products: readonly TrackedProduct[]) {
  return {
    content_type: 'product',
    content_ids: products.map((p) => String(p.id)),
    contents: products.map((p) => ({ id: String(p.id), quantity: p.quantity ?? 1, item_price: dollars(p.price) })),
  }
}

/**
 * The Facebook pixel event for a tracked event: standard events where Facebook has one,
 * custom ones for removals and clicks, none for impressions (too many to be useful there).
 */
export function toFacebook(
  ...[event, payload]: TrackArgs
): { method: 'track' | 'trackCustom'; name: string; params: Record<string, unknown>; eventId?: string } | null {
  switch (event) {
    case 'add-to-cart':
      return {
        method: 'track',
        name: 'AddToCart',
        params: { ...facebookContents(payload.products), value: dollars(sumOf(payload.products)), currency: payload.products[0]?.currency },
      }
    case 'remove-from-cart':
      return { method: 'trackCustom', name: 'RemoveFromCart', params: facebookContents(payload.products) }
    case 'product-detail-view':
      return {
        method: 'track',
        name: 'ViewContent',
        params: {
          ...facebookContents([payload.product]),
          content_name: payload.product.name,
          value: dollars(payload.product.price),
          currency: payload.product.currency,
        },
      }
    case 'product-click':
      return {
        method: 'trackCustom',
        name: 'ProductClick',
        params: { ...facebookContents([payload.product]), content_name: payload.product.name },
      }
    case 'product-impression':
      return null
    case 'purchase':
      return {
        method: 'track',
        name: 'Purchase',
        params: {
          ...facebookContents(payload.products),
          value: dollars(payload.value),
          currency: payload.currency,
          order_id: payload.orderNumber,
        },
        // The worker's Conversions API purchase carries the same id: Meta counts the order once.
        eventId: purchaseEventId(payload.orderNumber),
      }
    case 'view-cart':
      return {
        method: 'trackCustom',
        name: 'ViewCart',
        params: { ...facebookContents(payload.products), value: dollars(sumOf(payload.products)), currency: payload.products[0]?.currency },
      }
    case 'search':
      return { method: 'track', name: 'Search', params: { search_string: payload.term } }
    case 'page-not-found':
      return { method: 'trackCustom', name: 'PageNotFound', params: { path: payload.path } }
    case 'order-load-failed':
      return { method: 'trackCustom', name: 'OrderLoadFailed', params: { order_id: payload.orderNumber, reason: payload.reason } }
    case 'tile-image-missing':
      return {
        method: 'trackCustom',
        name: 'TileImageMissing',
        params: { ...facebookContents([payload.product]), content_name: payload.product.name },
      }
  }
}
