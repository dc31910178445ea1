import { parseSku } from '../../../../domain/sku'
import { storeKey } from '../../../lib/cache-key'
import type { PortResult } from '../../port/checkout'
import { setSkuStock } from '../db/inventory'
import { checkLedger, type LedgerReport } from '../db/ledger'
import type { OrderFilter, OrderSummary } from '../db/order-listing'
import type { Fetch } from '../payments/http'
import type { PaymentEvent } from '../payments/webhooks/payment-event'
import { createPaymentProviders } from '../payments'
import type { BuiltinCheckoutDeps, CheckoutContext } from '../checkout/context'
import { invalid, notFound, ok } from '../checkout/context'
import { type AdminOrder, adminOrder, adminOrders, ordersCsv, type ShipRequest, shipOrder } from './admin-orders'
import { reconcilePayments, type ReconcileSummary } from './reconcile'
import { type RefundAnswer, type RefundRequest, refundOrder, retryPendingRefunds } from './refunds'
import { acceptWebhookEvent, retryWebhookEvents, verifyWebhook, type WebhookDelivery, type WebhookVerdict } from './webhooks'

/**
 * What keeps the built-in backend's money straight and its operator in charge, beside the
 * shopper-facing CheckoutPort: provider webhooks, the reconciliation clock, and the admin
 * API's order, refund, stock and ledger tools. Only the built-in backend has these; a
 * storefront in provider mode leaves them to its commerce backend.
 */
export interface Operations {
  verifyWebhook(provider: string, delivery: WebhookDelivery): Promise<WebhookVerdict>
  /** Records a verified event; answers the work to run after the response, or null for a repeat. */
  acceptWebhookEvent(event: PaymentEvent): Promise<(() => Promise<void>) | null>
  /** One pass of the clock as of `asOf`. */
  /** One pass of the clock; `recheck` looks again at payments a pass just looked at (an operator's own pass). */
  reconcile(options: { asOf: Date; recheck?: boolean }): Promise<ReconcileSummary & { refundsRetried: number; eventsRetried: number }>
  orders(filter: OrderFilter): Promise<OrderSummary[]>
  ordersCsv(filter: OrderFilter): Promise<string>
  order(lookupNumber: string): Promise<PortResult<AdminOrder>>
  ship(request: ShipRequest): Promise<PortResult<AdminOrder>>
  refund(request: RefundRequest): Promise<PortResult<RefundAnswer>>
  setStock(sku: string, count: number): Promise<PortResult<{ sku: string; count: number; store: string }>>
  ledger(storeSlug: string | null): Promise<LedgerReport>
}

export interface OperationsDeps extends BuiltinCheckoutDeps {
  /** The providers' fetch (tests pass stand-ins); the PayPal webhook check uses it too. */
  fetch?: Fetch
}

export function createOperations(deps: OperationsDeps): Operations {
  const ctx: CheckoutContext = {
    db: deps.db,
    cache: deps.cache,
    config: deps.config,
    payments:
      deps.payments ?? createPaymentProviders({ db: deps.db, config: deps.config, fetch: deps.fetch, sandboxEvents: deps.sandboxEvents }),
    now: deps.now ?? (() => new Date()),
    storeOrigin: deps.storeOrigin,
  }
  return {
    verifyWebhook: (provider, delivery) => verifyWebhook(ctx, provider, delivery, { fetch: deps.fetch }),
    acceptWebhookEvent: (event) => acceptWebhookEvent(ctx, event),
    async reconcile({ asOf, recheck }) {
      const summary = await reconcilePayments(ctx, { asOf, recheck })
      const refundsRetried = await retryPendingRefunds(ctx, { asOf })
      const eventsRetried = await retryWebhookEvents(ctx, { asOf })
      return { ...summary, refundsRetried, eventsRetried }
    },
    orders: (filter) => adminOrders(ctx, filter),
    ordersCsv: async (filter) => ordersCsv(await adminOrders(ctx, filter)),
    order: (lookupNumber) => adminOrder(ctx, lookupNumber),
    ship: (request) => shipOrder(ctx, request),
    refund: (request) => refundOrder(ctx, request),
    async setStock(sku, count) {
      const parts = parseSku(sku)
      if (!parts) return invalid('Skus look like {itemGroupId}_{colorId}_{sizeId}', '/sku')
      const set = await setSkuStock(
        ctx.db,
        { productId: Number(parts.itemGroupId), colorId: parts.colorId, sizeId: parts.sizeId },
        count,
        null,
      )
      if (!set) return notFound(`No store stocks ${sku}`)
      await ctx.cache.delete(storeKey(set.storeSlug))
      return ok({ sku, count, store: set.storeSlug })
    },
    ledger: (storeSlug) => checkLedger(ctx.db, storeSlug),
  }
}
