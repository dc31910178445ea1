import type { Context } from 'hono'
import type { Checkout, Order } from '../../domain/schemas/checkout'
import type { AppEnv } from '../env'
import { rememberPurchaseIntent } from './purchase-intents'
import { queueServerEvent } from './queue-event'
import { checkoutItems, orderItems, type ServerEventName } from './server-events'

/** A checkout step the shopper took (its own document runs no tag): to the analytics queue. */
export function queueCheckoutStep(c: Context<AppEnv>, name: Exclude<ServerEventName, 'purchase'>, checkout: Checkout): void {
  queueServerEvent(c, {
    name,
    id: checkout.id,
    currency: checkout.currency,
    value: checkout.costs.total.value,
    items: checkoutItems(checkout),
    email: checkout.customer?.email ?? null,
  })
  // The last step before paying: what a purchase may send if no thank-you page follows.
  if (name === 'add_payment_info') rememberPurchaseIntent(c, checkout)
}

/** The order the thank-you page shows its buyer: Meta's Conversions API purchase, once per order. */
export function queuePurchase(c: Context<AppEnv>, order: Order): void {
  queueServerEvent(c, {
    name: 'purchase',
    id: order.lookupNumber,
    currency: order.totalCost.currency,
    value: order.totalCost.amount,
    items: orderItems(order),
    email: order.customer.email,
  })
}
