import { ORDER_RECOVERY_DAYS } from '../../../../domain/constants'
import { formatMoney } from '../../../../domain/money'
import type { CampaignView, ContactMessage, PreorderForm } from '../../../../domain/schemas/after-sales'
import type { PortResult } from '../../port/failures'
import { insertContactMessageStatement } from '../db/contact-messages'
import { signUp } from '../db/newsletter'
import { enqueueMailUnderLimitStatement } from '../db/outbox'
import { recentOrdersByEmail } from '../db/orders'
import { insertPreorderStatement } from '../db/preorders'
import { findStoreBySlug, type StoreRow } from '../db/stores'
import { recordTrackingEvent } from '../db/tracking-events'
import { type CheckoutContext, fail, notFound, ok, storeLink } from './context'

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000
/** Recovery emails per address per hour: enough for a typo, too few to spam someone. */
const RECOVERY_PER_HOUR = 3

async function withStore<T>(ctx: CheckoutContext, slug: string, act: (store: StoreRow) => Promise<PortResult<T>>): Promise<PortResult<T>> {
  const store = await findStoreBySlug(ctx.db, slug)
  return store ? act(store) : notFound('Store not found')
}

/**
 * POST /v1/orders/recover: mails the address a list of its orders from the past 60 days.
 * The answer is the same whether or not there are any, so the form cannot be used to
 * find out who shops here; the email says which.
 */
export function recoverOrders(ctx: CheckoutContext, { storeSlug, email }: { storeSlug: string; email: string }): Promise<PortResult<null>> {
  return withStore(ctx, storeSlug, async (store) => {
    const now = ctx.now()
    const recipient = email.trim().toLowerCase()
    const since = new Date(now.getTime() - ORDER_RECOVERY_DAYS * DAY_MS).toISOString()
    const orders = await recentOrdersByEmail(ctx.db, store.id, recipient, since)
    const lines = orders.map(
      (order) =>
        `  ${order.lookupNumber}  placed ${order.createdAt.slice(0, 10)}  ${formatMoney(order.total, order.currency, 'en-US')}  ${order.status}`,
    )
    const body =
      orders.length > 0
        ? [
            `Here are your orders at ${store.name} from the past ${ORDER_RECOVERY_DAYS} days:`,
            '',
            ...lines,
            '',
            `Track an order at ${storeLink(ctx, '/track')} with its order number.`,
          ]
        : [`We could not find any orders at ${store.name} for this email address in the past ${ORDER_RECOVERY_DAYS} days.`]
    // A batch of one, so the mail reaches the mail queue like every other (mail/dispatch.ts).
    const [queued] = await ctx.db.batch([
      enqueueMailUnderLimitStatement(
        ctx.db,
        { storeId: store.id, kind: 'order-recovery', recipient, subject: `Your orders at ${store.name}`, body: body.join('\n') },
        { limit: RECOVERY_PER_HOUR, since: new Date(now.getTime() - HOUR_MS).toISOString() },
      ),
    ])
    if (!queued || queued.meta.changes === 0) {
      return fail({
        kind: 'rate-limited',
        message: 'We have already emailed you your orders. Please check your inbox, or try again in an hour.',
      })
    }
    return ok(null)
  })
}

/**
 * The auto-reply to a contact message or pre-order goes to whatever address the form names,
 * so it says nothing the sender wrote (no name, no message, no city): a stranger cannot use
 * the store to mail someone else their words. Each address gets at most AUTO_REPLIES_PER_HOUR
 * of them; past that the message is still kept for the store, without a reply.
 */
const AUTO_REPLIES_PER_HOUR = 3

const autoReplyLimit = (ctx: CheckoutContext) => ({
  limit: AUTO_REPLIES_PER_HOUR,
  since: new Date(ctx.now().getTime() - HOUR_MS).toISOString(),
})

export function sendContactMessage(
  ctx: CheckoutContext,
  { storeSlug, message }: { storeSlug: string; message: ContactMessage },
): Promise<PortResult<null>> {
  return withStore(ctx, storeSlug, async (store) => {
    const recipient = message['contact-email'].trim().toLowerCase()
    const reply = enqueueMailUnderLimitStatement(
      ctx.db,
      {
        storeId: store.id,
        kind: 'contact-received',
        recipient,
        subject: `We received your message to ${store.name}`,
        body: `Thanks for writing to ${store.name}. We reply within 24 business hours.\n\nIf you did not write to us, you can ignore this email.`,
      },
      autoReplyLimit(ctx),
    )
    await ctx.db.batch([insertContactMessageStatement(ctx.db, store.id, message), reply])
    return ok(null)
  })
}

export function createPreorder(
  ctx: CheckoutContext,
  { storeSlug, form }: { storeSlug: string; form: PreorderForm },
): Promise<PortResult<null>> {
  return withStore(ctx, storeSlug, async (store) => {
    const recipient = form.email.trim().toLowerCase()
    const reply = enqueueMailUnderLimitStatement(
      ctx.db,
      {
        storeId: store.id,
        kind: 'preorder-received',
        recipient,
        subject: `Your pre-order at ${store.name}`,
        body: `Your pre-order at ${store.name} is in. We will write again when it is ready to ship.\n\nIf you did not place it, you can ignore this email.`,
      },
      autoReplyLimit(ctx),
    )
    await ctx.db.batch([insertPreorderStatement(ctx.db, store.id, form), reply])
    return ok(null)
  })
}

export function signUpForNewsletter(
  ctx: CheckoutContext,
  { storeSlug, email }: { storeSlug: string; email: string },
): Promise<PortResult<null>> {
  return withStore(ctx, storeSlug, async (store) => {
    await signUp(ctx.db, store.id, email.trim())
    return ok(null)
  })
}

export function trackCampaignView(
  ctx: CheckoutContext,
  { storeSlug, view }: { storeSlug: string; view: CampaignView },
): Promise<PortResult<null>> {
  return withStore(ctx, storeSlug, async (store) => {
    await recordTrackingEvent(ctx.db, store.id, 'viewed_campaign', view)
    return ok(null)
  })
}
