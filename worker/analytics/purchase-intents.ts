import type { Context } from 'hono'
import type { Checkout, Order } from '../../domain/schemas/checkout'
import type { OrderScope } from '../commerce/port/checkout'
import type { PortResult } from '../commerce/port/failures'
import type { AppEnv } from '../env'
import { log } from '../lib/logger'
import { analyticsMessage, seenBy } from './queue-event'
import { type AnalyticsMessage, checkoutItems, orderItems } from './server-events'

/**
 * Purchases nobody's browser saw (ADR 109). An order the reconciliation clock or a webhook
 * places after the shopper closed the tab has no thank-you page, so neither the browser's
 * GA4 tag nor the page's server purchase counts it. When the shopper picks a payment method
 * the worker keeps, for a few days, the purchase message their consent allows then; the
 * thank-you page's read drops it (it counts the purchase itself); the clock sends what is
 * left once its cart has an order.
 */

const PREFIX = 'purchase-intent:'
/** Longer than the slowest payment the clock still completes (ABANDON_AFTER_MS, 3 h), with room for outages. */
const INTENT_TTL_S = 3 * 24 * 60 * 60
/** A thank-you page comes seconds after the payment; an intent this old without one was left behind. */
const UNSEEN_AFTER_MS = 10 * 60 * 1000

interface PurchaseIntent {
  cartId: string
  storeSlug: string
  message: AnalyticsMessage
}

interface IntentMetadata {
  atMs: number
}

const keyOf = (storeSlug: string, cartId: string) => `${PREFIX}${storeSlug}:${cartId}`

/** The purchase the shopper's consent allows, remembered against their cart; forgotten when it allows none. */
export function rememberPurchaseIntent(c: Context<AppEnv>, checkout: Checkout): void {
  const seen = seenBy(c)
  if (!seen || !c.env.ANALYTICS_QUEUE) return
  const key = keyOf(seen.storeSlug, checkout.cartId)
  const happened = {
    name: 'purchase' as const,
    id: checkout.id,
    currency: checkout.currency,
    value: checkout.costs.total.value,
    items: checkoutItems(checkout),
    email: checkout.customer?.email ?? null,
  }
  const work = analyticsMessage(happened, seen)
    .then((message) => {
      if (!message) return c.env.CACHE.delete(key)
      const intent: PurchaseIntent = { cartId: checkout.cartId, storeSlug: seen.storeSlug, message }
      return c.env.CACHE.put(key, JSON.stringify(intent), {
        expirationTtl: INTENT_TTL_S,
        metadata: { atMs: seen.nowMs } satisfies IntentMetadata,
      })
    })
    .catch((error: unknown) => log.warn('analytics.intent', { problem: 'not kept', message: String(error) }))
  c.executionCtx.waitUntil(work)
}

/** The shopper's own thank-you page read the cart's order (and counts it): nothing is left for the clock. */
export function forgetPurchaseIntent(c: Context<AppEnv>, cartId: string): void {
  const store = c.get('store')
  if (!store) return
  c.executionCtx.waitUntil(c.env.CACHE.delete(keyOf(store.slug, cartId)))
}

/**
 * The purchase message for an order from what was remembered at its checkout: the order's
 * own number, total and items, and marked unseen so GA4 gets it too (no browser tag did).
 */
function unseenPurchase(remembered: AnalyticsMessage, order: Order, nowMs: number): AnalyticsMessage {
  return {
    ...remembered,
    event: {
      ...remembered.event,
      id: order.lookupNumber,
      currency: order.totalCost.currency,
      value: order.totalCost.amount,
      items: orderItems(order),
      timeMs: nowMs,
      unseenByBrowser: true,
    },
  }
}

interface Sweep {
  kv: KVNamespace
  queue: Queue<AnalyticsMessage>
  orderByCart: (cartId: string, scope: OrderScope) => Promise<PortResult<Order>>
  nowMs: number
}

/**
 * One pass of the clock: each intent older than UNSEEN_AFTER_MS whose cart now has an order
 * is queued as that order's purchase and dropped. One without an order yet waits (the
 * payment may still complete) until its TTL. The queue's per-order mark keeps a purchase
 * counted once even if a late thank-you page also sends it.
 */
export async function sendUnseenPurchases({ kv, queue, orderByCart, nowMs }: Sweep): Promise<number> {
  let sent = 0
  let cursor: string | undefined
  do {
    const page = await kv.list<IntentMetadata>({ prefix: PREFIX, cursor })
    for (const { name, metadata } of page.keys) {
      if (!metadata || nowMs - metadata.atMs < UNSEEN_AFTER_MS) continue
      const intent = await kv.get<PurchaseIntent>(name, 'json')
      if (!intent) continue
      const order = await orderByCart(intent.cartId, { storeSlug: intent.storeSlug })
      if (!order.ok) continue
      await queue.send(unseenPurchase(intent.message, order.value, nowMs))
      await kv.delete(name)
      sent++
    }
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
  return sent
}
