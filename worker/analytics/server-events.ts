import type { ConsentChoice } from '../../domain/consent'
import { purchaseEventId } from '../../domain/funnel-events'
import type { Checkout, Order } from '../../domain/schemas/checkout'

/**
 * The funnel events the worker sends itself (ADR 127): checkout pages run no third-party
 * script (PCI SAQ A), so begin_checkout, add_shipping_info and add_payment_info, and the
 * purchase for Meta's Conversions API, go from the worker through the analytics queue.
 * Pure: what a message holds and what each provider is sent.
 */

export type ServerEventName = 'begin_checkout' | 'add_shipping_info' | 'add_payment_info' | 'purchase'

export interface ServerItem {
  id: string
  name: string
  /** Unit price in cents. */
  price: number
  quantity: number
}

/** One queued event: only what the shopper's consent allows is in it. */
export interface ServerEvent {
  name: ServerEventName
  storeSlug: string
  /** The checkout id, or the order number for a purchase. */
  id: string
  currency: string
  /** Cents. */
  value: number
  items: ServerItem[]
  timeMs: number
  pageUrl: string
  consent: ConsentChoice
  /** GA4's client id from the `_ga` cookie; only with analytics consent. */
  gaClientId: string | null
  /** SHA-256 of the trimmed, lower-cased e-mail (Meta's rule); only with marketing consent. */
  emailSha256: string | null
  /** The browser's Meta ids (`_fbp`, `_fbc`); only with marketing consent. */
  fbp: string | null
  fbc: string | null
  userAgent: string | null
  /** A purchase no thank-you page showed (a closed tab, ADR 109): GA4 gets it from here too. */
  unseenByBrowser?: boolean
}

export const checkoutItems = (checkout: Checkout): ServerItem[] =>
  checkout.lineItems.map((line) => ({ id: line.sku, name: line.title, price: line.unitPrice, quantity: line.quantity }))

export const orderItems = (order: Order): ServerItem[] =>
  order.items.map((item) => ({ id: String(item.listingId), name: item.title, price: item.price.amount, quantity: item.quantity }))

/** `GA1.1.123.456` (or `GA1.2.…`) → `123.456`, GA4's client id; null for anything else. */
export function gaClientIdFrom(cookie: string | undefined): string | null {
  const match = /^GA\d\.\d+\.(\d+\.\d+)$/.exec(cookie?.trim() ?? '')
  return match ? match[1] : null
}

export async function sha256Email(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

const dollars = (cents: number) => Math.round(cents) / 100

/** Whether GA4 may be sent this event: analytics consent and the browser's client id. */
export const forGoogle = (event: ServerEvent): boolean => event.consent.analytics && event.gaClientId !== null
/** Whether Meta may be sent this event: marketing consent (GPC already turned it off). */
export const forMeta = (event: ServerEvent): boolean => event.consent.marketing

/**
 * GA4 Measurement Protocol body (POST /mp/collect). A purchase is the browser tag's, sent
 * from here only when no browser saw it (ADR 109), with its transaction_id, by which GA4
 * drops a duplicate.
 */
export function measurementProtocolBody(event: ServerEvent): Record<string, unknown> {
  return {
    client_id: event.gaClientId,
    timestamp_micros: event.timeMs * 1000,
    consent: {
      ad_user_data: event.consent.marketing ? 'GRANTED' : 'DENIED',
      ad_personalization: event.consent.marketing ? 'GRANTED' : 'DENIED',
    },
    events: [
      {
        name: event.name,
        params: {
          ...(event.name === 'purchase' ? { transaction_id: event.id } : {}),
          currency: event.currency,
          value: dollars(event.value),
          items: event.items.map((item) => ({
            item_id: item.id,
            item_name: item.name,
            price: dollars(item.price),
            quantity: item.quantity,
          })),
        },
      },
    ],
  }
}

const META_NAME: Record<ServerEventName, string> = {
  begin_checkout: 'InitiateCheckout',
  add_shipping_info: 'AddShippingInfo',
  add_payment_info: 'AddPaymentInfo',
  purchase: 'Purchase',
}

/** Meta Conversions API body (POST /{pixel}/events): hashed e-mail only, never an address or a name. */
export function conversionsApiBody(event: ServerEvent): Record<string, unknown> {
  const userData: Record<string, unknown> = {
    ...(event.emailSha256 ? { em: [event.emailSha256] } : {}),
    ...(event.fbp ? { fbp: event.fbp } : {}),
    ...(event.fbc ? { fbc: event.fbc } : {}),
    ...(event.userAgent ? { client_user_agent: event.userAgent } : {}),
  }
  return {
    data: [
      {
        event_name: META_NAME[event.name],
        event_time: Math.floor(event.timeMs / 1000),
        event_id: event.name === 'purchase' ? purchaseEventId(event.id) : `${event.name}.${event.id}`,
        action_source: 'website',
        event_source_url: event.pageUrl,
        user_data: userData,
        custom_data: {
          currency: event.currency,
          value: dollars(event.value),
          content_type: 'product',
          contents: event.items.map((item) => ({ id: item.id, quantity: item.quantity, item_price: dollars(item.price) })),
          ...(event.name === 'purchase' ? { order_id: event.id } : {}),
        },
      },
    ],
  }
}

/** What the analytics queue carries: the event and the store's (public) tag ids. */
export interface AnalyticsMessage {
  event: ServerEvent
  googleId: string | null
  metaPixel: string | null
}
