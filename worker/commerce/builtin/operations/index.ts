import { parseSku } from '../../../../domain/sku'
import { storeKey } from '../../../lib/cache-key'
import { setSkuStock } from '../db/inventory'
import { checkLedger } from '../db/ledger'
import type { OperationsPort } from '../../port/operations'
import type { Fetch } from '../payments/http'
import { createPaymentProviders } from '../payments'
import type { BuiltinCheckoutDeps, CheckoutContext } from '../checkout/context'
import { invalid, notFound, ok } from '../checkout/context'
import { adminOrder, adminOrders, ordersCsv, shipOrder } from './admin-orders'
import { reconcilePayments } from './reconcile'
import { refundOrder, retryPendingRefunds } from './refunds'
import { acceptWebhookEvent, retryWebhookEvents, verifyWebhook } from './webhooks'

export interface OperationsDeps extends BuiltinCheckoutDeps {
  /** The providers' fetch (tests pass stand-ins); the PayPal webhook check uses it too. */
  fetch?: Fetch
}

/** The built-in backend's OperationsPort. */
export function createOperations(deps: OperationsDeps): OperationsPort {
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
    async receiveWebhook(provider, delivery) {
      const verdict = await verifyWebhook(ctx, provider, delivery, { fetch: deps.fetch })
      return verdict.ok ? { ok: true, ...(await acceptWebhookEvent(ctx, verdict.event)) } : verdict
    },
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
