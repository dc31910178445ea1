import { parseSku } from '../../../../domain/sku'
import { storeKey } from '../../../lib/cache-key'
import { setSkuStock } from '../db/inventory'
import { checkLedger } from '../db/ledger'
import { findStoreBySlug, findStoreHosts } from '../db/stores'
import type { MailRecord, OperationsPort } from '../../port/operations'
import type { Fetch } from '../payments/http'
import { createPaymentProviders } from '../payments'
import type { BuiltinCheckoutDeps, CheckoutContext } from '../checkout/context'
import { conflict, invalid, notFound, ok } from '../checkout/context'
import { durableStockHolds } from '../checkout/stock-holds'
import { adminOrder, adminOrders, ordersCsv, shipOrder } from './admin-orders'
import { reconcilePayments } from './reconcile'
import { refundOrder, retryPendingRefunds } from './refunds'
import { acceptWebhookEvent, retryWebhookEvents, verifyWebhook } from './webhooks'
import { dispatchingMail } from '../mail/dispatch'
import { buryMail, deliverMail, resendStrandedMail } from '../mail/deliver'
import { outboxTransport, type MailTransport } from '../mail/transport'
import { findOutboxEntry, listOutbox, type OutboxEntry } from '../db/outbox'
import { requeueFailedMail } from '../db/mail-delivery'
import { log } from '../../../lib/logger'

export interface OperationsDeps extends BuiltinCheckoutDeps {
  /** The providers' fetch (tests pass stand-ins); the PayPal webhook check uses it too. */
  fetch?: Fetch
  /** How the mail queue's consumer sends; without a mail service the outbox is the mailbox. */
  mailTransport?: MailTransport
}

/** What the operator sees of a mail: everything but its body. */
const toMailRecord = ({ body: _body, ...entry }: OutboxEntry): MailRecord => entry

/** The built-in backend's OperationsPort. */
export function createOperations(deps: OperationsDeps): OperationsPort {
  const db = deps.mail ? dispatchingMail(deps.db, deps.mail.dispatch, deps.mail.waitUntil) : deps.db
  const ctx: CheckoutContext = {
    db,
    cache: deps.cache,
    config: deps.config,
    payments: deps.payments ?? createPaymentProviders({ db, config: deps.config, fetch: deps.fetch, sandboxEvents: deps.sandboxEvents }),
    now: deps.now ?? (() => new Date()),
    storeOrigin: deps.storeOrigin,
    stock: durableStockHolds(deps.stockReservations),
  }
  const mail = { db: deps.db, now: ctx.now, transport: deps.mailTransport ?? outboxTransport }
  return {
    async receiveWebhook(provider, delivery) {
      const verdict = await verifyWebhook(ctx, provider, delivery, { fetch: deps.fetch })
      return verdict.ok ? { ok: true, ...(await acceptWebhookEvent(ctx, verdict.event)) } : verdict
    },
    async reconcile({ asOf, recheck }) {
      const summary = await reconcilePayments(ctx, { asOf, recheck })
      const refundsRetried = await retryPendingRefunds(ctx, { asOf })
      const eventsRetried = await retryWebhookEvents(ctx, { asOf })
      const mailResent = deps.mail ? await resendStrandedMail(mail, deps.mail.dispatch, { asOf }) : 0
      return { ...summary, refundsRetried, eventsRetried, mailResent }
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
    async storeIdentity(slug) {
      const store = await findStoreBySlug(ctx.db, slug)
      if (!store) return notFound(`There is no store '${slug}'`)
      return ok({ slug: store.slug, siteKey: String(store.id), hosts: await findStoreHosts(ctx.db, store.id) })
    },
    ledger: (storeSlug) => checkLedger(ctx.db, storeSlug),
    deliverMail: (outboxId, attempt) => deliverMail(mail, outboxId, attempt),
    async buryMail(outboxId, reason) {
      if (await buryMail(mail, outboxId, reason)) log.error('mail.failed', { outboxId, reason })
    },
    mail: async (filter) => (await listOutbox(deps.db, filter)).map(toMailRecord),
    async retryMail(id) {
      if (!(await requeueFailedMail(deps.db, id))) {
        const entry = await findOutboxEntry(deps.db, id)
        return entry ? conflict(`Mail ${id} is ${entry.status}; only failed mail is sent again.`) : notFound(`No mail ${id}`)
      }
      await deps.mail?.dispatch.send([id])
      const entry = await findOutboxEntry(deps.db, id)
      return entry ? ok(toMailRecord(entry)) : notFound(`No mail ${id}`)
    },
  }
}
