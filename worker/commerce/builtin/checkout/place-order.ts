import { formatMoney } from '../../../../domain/money'
import type { SubmitAnswer } from '../../../../domain/schemas/checkout'
import { MESSAGES } from '../../../../domain/schemas/fields'
import { generateLookupNumber } from '../rules/lookup-number'
import type { PortResult, UnavailableItem } from '../../port/failures'
import { type CheckoutRow, checkoutPaidStatement, checkoutProgressStatement, checkoutUnpaidStatement, findCheckout } from '../db/checkouts'
import { insertDownloadGrantStatement, type NewDownloadGrant } from '../db/download-grants'
import { signUpStatement } from '../db/newsletter'
import { enqueueMailIfStatement, enqueueMailStatement, type OutboxMessage } from '../db/outbox'
import {
  cancelOrderStatements,
  findOrderByCheckout,
  type NewOrder,
  type OrderLine,
  orderBatchFailure,
  placeOrderStatements,
  soldOutSizeReturned,
} from '../db/orders'
import { findPayment, type PaymentRow, updatePaymentStatement } from '../db/payments'
import { findPurchasableItems } from '../db/purchasable-items'
import { type PaymentProvider, PaymentProviderError, type ProviderPayment } from '../payments/provider'
import { type CheckoutContext, ok, storeLink, unavailableMessage } from './context'
import { downloadGrantsFor, downloadsMailSection } from './downloads'
import { forgetStoreRecord } from './forget-store-record'
import { catalogueKeys, itemName, type PricedLine, resolveLines } from './line-items'
import { orderCanceledMail, paymentReleasedMail } from './notices'
import { keys, OPEN_PAYMENT_STATES } from './payment-records'
import { type PricedCheckout, priceCheckout } from './pricing'
import { log } from '../../../lib/logger'

/**
 * Who is placing the order. The shopper's own submit shows them the outcome on the page;
 * a webhook or the reconciliation clock acts while they are away, so a payment released
 * there is also explained to them by e-mail.
 */
export interface PlaceOrderOptions {
  shopperAway?: boolean
  /** This request reserved the checkout's units just now (before authorizing): no second call to the object. */
  unitsHeld?: boolean
}

const TOTAL_CHANGED = 'Your order total changed while you were paying. Please review your order and pay again.'
const CAPTURE_FAILED = 'Your payment could not be completed, so the order was canceled. Please return to your cart and try again.'
const NOT_TAKEN = 'Your payment was not taken.'

const answer = (state: SubmitAnswer['state'], extra: Partial<SubmitAnswer> = {}): PortResult<SubmitAnswer> =>
  ok({ state, redirectUrl: null, displayMessage: null, orderLookupNumber: null, ...extra })

/**
 * Turns an authorized payment into an order. The totals are worked out again from D1;
 * the order, its lines, the stock it takes, the download links of its digital lines and
 * the checkout's success are one batch, so a second submit of the checkout or a sold-out
 * line undoes it all. Only the request whose batch wrote the order captures the money; a
 * download link serves its file once that capture succeeded.
 */
export async function placeOrder(
  ctx: CheckoutContext,
  checkoutId: string,
  payment: PaymentRow,
  { shopperAway = false, unitsHeld = false }: PlaceOrderOptions = {},
): Promise<PortResult<SubmitAnswer>> {
  const row = await findCheckout(ctx.db, checkoutId)
  if (!row) throw new Error(`Checkout ${checkoutId} vanished while paying`)
  if (row.state === 'success' || row.state === 'completed') return existingOrder(ctx, row)

  const giveUp = (message: string, extra: { clearPromo?: boolean } = {}) => abandon(ctx, row, payment, message, { ...extra, shopperAway })
  const priced = await priceCheckout(ctx, row)
  if (priced.problems.length > 0) return giveUp(`${unavailableMessage(priced.problems)} ${NOT_TAKEN}`)
  if (!row.customer || !priced.delivery) return giveUp('Please check your address and delivery option, then pay again.')
  if (priced.promo && !priced.promo.check.ok) return giveUp(MESSAGES.promoInvalid, { clearPromo: true })
  const total = priced.costs.total
  if (total.value !== payment.amountCents || total.currency !== payment.currency) return giveUp(TOTAL_CHANGED)

  // The units are decided in the store's one place before D1 is asked: many isolates sell
  // the last of a drop at once. The same holder may hold again (a repeat, the clock).
  const holder = { id: row.id, storeId: row.storeId }
  const held = unitsHeld ? { ok: true as const } : await ctx.stock.reserve(holder, priced.lines)
  if (!held.ok) {
    // A repeat of this checkout's submit may have just written its order.
    const now = await findCheckout(ctx.db, row.id)
    if (now?.state === 'success' || now?.state === 'completed') return existingOrder(ctx, now)
    return giveUp(`${unavailableMessage(held.soldOut)} ${NOT_TAKEN}`)
  }

  const at = ctx.now().toISOString()
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const lookupNumber = generateLookupNumber()
    const order = newOrder(row, payment, priced, lookupNumber)
    const grants = downloadGrantsFor(row.id, priced.lines, at)
    const placing = placeOrderStatements(ctx.db, order, priced.lines.map(toOrderLine), at)
    let soldOutASize = false
    try {
      const results = await ctx.db.batch([
        ...placing,
        ...grants.map((grant) => insertDownloadGrantStatement(ctx.db, grant)),
        checkoutPaidStatement(ctx.db, row.id, lookupNumber, payment.id),
        enqueueMailStatement(ctx.db, confirmationMail(ctx, row, order, priced, grants)),
        // The checkout's 'Email me with news and offers' joins the store's newsletter list with the order.
        ...(order.marketingOptIn ? [signUpStatement(ctx.db, row.storeId, order.customerEmail)] : []),
      ])
      soldOutASize = (results[placing.length - 1]?.meta.changes ?? 0) > 0
    } catch (error) {
      const reason = orderBatchFailure(error)
      if (reason === 'lookup-taken') continue
      if (reason === 'already-placed') {
        // The request that wrote the order confirmed its units; this one's hold is surplus.
        await ctx.stock.release(holder)
        return existingOrder(ctx, (await findCheckout(ctx.db, row.id)) ?? row)
      }
      if (reason === 'out-of-stock') {
        await ctx.stock.release(holder, { resync: true })
        return giveUp(`${await soldOutMessage(ctx, row, priced.lines)} ${NOT_TAKEN}`)
      }
      throw error
    }
    await ctx.stock.confirm(holder)
    if (soldOutASize) await forgetStoreRecord(ctx, row.storeId)
    return captureOrder(ctx, row.id, payment, lookupNumber)
  }
  throw new Error('Could not draw an unused order lookup number')
}

/** A checkout already paid for answers its order, and makes sure the money was taken. */
export async function existingOrder(ctx: CheckoutContext, row: CheckoutRow): Promise<PortResult<SubmitAnswer>> {
  const order = await findOrderByCheckout(ctx.db, row.id)
  if (!order) return answer(row.state, { orderLookupNumber: row.orderLookupNumber })
  if (order.status === 'canceled') return answer('failure', { displayMessage: row.displayMessage ?? CAPTURE_FAILED })
  const payment = await findPayment(ctx.db, order.paymentId)
  if (payment?.state === 'authorized') return captureOrder(ctx, row.id, payment, order.lookupNumber)
  return answer(row.state, { orderLookupNumber: order.lookupNumber })
}

async function captureOrder(
  ctx: CheckoutContext,
  checkoutId: string,
  payment: PaymentRow,
  lookupNumber: string,
): Promise<PortResult<SubmitAnswer>> {
  const provider = ctx.payments.forPlatform(payment.provider)
  const ref = payment.providerRef ?? ''
  let result: ProviderPayment | null
  let retryable = false
  try {
    // A capture the provider accepted but has not completed is only read, never asked for again.
    result =
      payment.meta.capture === 'pending'
        ? await provider.retrieve(ref)
        : await provider.capture(ref, {
            amount: { amount: payment.amountCents, currency: payment.currency },
            idempotencyKey: keys.capture(payment),
          })
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    retryable = error.retryable
    log.warn('checkout.capture', { checkoutId, message: error.message })
    // The money may have been taken all the same (an answer lost, an idempotency key the
    // provider no longer keeps, Afterpay's 410 payment_captured): ask before deciding.
    result = await readBack(provider, ref)
  }
  // The provider cannot say: keep the order; the next read or the clock asks again.
  if (!result) return answer('success', { orderLookupNumber: lookupNumber })
  switch (result.status) {
    case 'captured':
      await updatePaymentStatement(ctx.db, payment.id, { state: 'succeeded', failureMessage: null }, OPEN_PAYMENT_STATES).run()
      return answer('success', { orderLookupNumber: lookupNumber })
    case 'capture_pending':
      await updatePaymentStatement(ctx.db, payment.id, { meta: { ...payment.meta, capture: 'pending' } }, OPEN_PAYMENT_STATES).run()
      return answer('success', { orderLookupNumber: lookupNumber })
    case 'authorized':
      // Still held and the refusal may pass (a timeout, a busy key): try again later.
      if (retryable) return answer('success', { orderLookupNumber: lookupNumber })
      break
    default:
      break
  }
  await cancelPlacedOrder(ctx, checkoutId, payment, provider, result)
  return answer('failure', { displayMessage: CAPTURE_FAILED })
}

/** The payment as the provider holds it, or null when it cannot be reached either. */
async function readBack(provider: PaymentProvider, ref: string): Promise<ProviderPayment | null> {
  try {
    return await provider.retrieve(ref)
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    log.warn('checkout.capture.readBack', { message: error.message })
    return null
  }
}

/**
 * An order whose money cannot be taken is canceled: its stock goes back, the checkout
 * fails, whatever the provider still holds is voided there, and the shopper, who already
 * has the confirmation, is told. Done once however many requests get here.
 */
async function cancelPlacedOrder(
  ctx: CheckoutContext,
  checkoutId: string,
  payment: PaymentRow,
  provider: PaymentProvider,
  current: ProviderPayment,
): Promise<void> {
  if (current.status === 'authorized' || current.status === 'requires_action' || current.status === 'created') {
    try {
      await provider.cancel(payment.providerRef ?? '', { idempotencyKey: keys.cancel(payment) })
    } catch (error) {
      // An authorization nobody captures lapses at the provider within days.
      log.warn('checkout.capture.void', { paymentId: payment.id, message: String(error) })
    }
  }
  const order = await findOrderByCheckout(ctx.db, checkoutId)
  const at = ctx.now().toISOString()
  const canceling = order
    ? [
        enqueueMailIfStatement(
          ctx.db,
          orderCanceledMail(ctx, order),
          "EXISTS (SELECT 1 FROM orders WHERE id = ?6 AND status = 'processing')",
          order.id,
        ),
        ...cancelOrderStatements(ctx.db, order.id, at),
      ]
    : []
  const results = await ctx.db.batch([
    ...canceling,
    checkoutUnpaidStatement(ctx.db, checkoutId, CAPTURE_FAILED),
    updatePaymentStatement(ctx.db, payment.id, { state: 'failed', failureMessage: CAPTURE_FAILED }, OPEN_PAYMENT_STATES),
  ])
  if (order && soldOutSizeReturned(results, canceling.length)) await forgetStoreRecord(ctx, order.storeId)
}

/** The shopper whose units went to others: told which, and that no money was taken. */
export const soldOut = (ctx: CheckoutContext, row: CheckoutRow, payment: PaymentRow, items: readonly UnavailableItem[]) =>
  abandon(ctx, row, payment, `${unavailableMessage(items)} ${NOT_TAKEN}`)

/**
 * Gives up on paying for this checkout as it stands: the authorization is released and
 * the shopper sees why. The checkout's version moves on, so the next try is a new payment.
 */
export async function abandon(
  ctx: CheckoutContext,
  row: CheckoutRow,
  payment: PaymentRow,
  message: string,
  { clearPromo = false, shopperAway = false }: { clearPromo?: boolean; shopperAway?: boolean } = {},
): Promise<PortResult<SubmitAnswer>> {
  await releasePayment(ctx, payment, message, shopperAway ? paymentReleasedMail(ctx, row, payment.amountCents, message) : null)
  await ctx.stock.release({ id: row.id, storeId: row.storeId })
  await checkoutProgressStatement(ctx.db, row.id, {
    state: 'failure',
    redirectUrl: null,
    displayMessage: message,
    paymentId: null,
    ...(clearPromo ? { promoCode: null } : {}),
  }).run()
  return answer('failure', { displayMessage: message })
}

/**
 * Releases whatever the provider holds for a payment we will not take, and marks it
 * canceled; with `notice`, the shopper gets that e-mail, once, from the request that
 * canceled it. Answers whether this call canceled it.
 */
export async function releasePayment(
  ctx: CheckoutContext,
  payment: PaymentRow,
  reason: string | null = null,
  notice: Omit<OutboxMessage, 'id' | 'createdAt'> | null = null,
): Promise<boolean> {
  if (payment.providerRef && (payment.state === 'authorized' || payment.state === 'requires_action' || payment.state === 'created')) {
    try {
      const released = await ctx.payments
        .forPlatform(payment.provider)
        .cancel(payment.providerRef, { idempotencyKey: keys.cancel(payment) })
      if (released.status === 'captured') {
        // Taken already (outside our capture): keep it as taken, so the ledger shows a capture with no order to refund.
        log.error('checkout.release', { paymentId: payment.id, message: 'captured at the provider without an order' })
        await updatePaymentStatement(ctx.db, payment.id, { state: 'succeeded' }, OPEN_PAYMENT_STATES).run()
        return false
      }
    } catch (error) {
      // An authorization nobody captures lapses at the provider within days.
      log.warn('checkout.release', { paymentId: payment.id, message: String(error) })
    }
  }
  const open = JSON.stringify(OPEN_PAYMENT_STATES)
  const results = await ctx.db.batch([
    ...(notice
      ? [
          enqueueMailIfStatement(
            ctx.db,
            notice,
            'EXISTS (SELECT 1 FROM payments WHERE id = ?6 AND state IN (SELECT value FROM json_each(?7)))',
            payment.id,
            open,
          ),
        ]
      : []),
    updatePaymentStatement(ctx.db, payment.id, { state: 'canceled', failureMessage: reason }, OPEN_PAYMENT_STATES),
  ])
  return (results.at(-1)?.meta.changes ?? 0) === 1
}

/** Names the lines whose stock ran out, read again after the batch was refused. */
async function soldOutMessage(ctx: CheckoutContext, row: CheckoutRow, lines: readonly PricedLine[]): Promise<string> {
  const items = await findPurchasableItems(ctx.db, catalogueKeys(row.lineItems))
  const { problems } = resolveLines(row.lineItems, items, { storeId: row.storeId, currency: row.currency, checkStock: true })
  const soldOut =
    problems.length > 0 ? problems : lines.map((line) => ({ sku: line.sku, name: itemName(line.item), reason: 'out-of-stock' as const }))
  return unavailableMessage(soldOut)
}

function toOrderLine(line: PricedLine): OrderLine {
  return {
    sku: line.sku,
    variationId: line.item.variationId,
    sizeId: line.item.sizeId,
    listingId: line.item.listingId,
    title: line.item.listingTitle,
    productType: line.item.productType,
    color: line.item.color,
    size: line.item.sizeLabel,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
  }
}

function newOrder(row: CheckoutRow, payment: PaymentRow, priced: PricedCheckout, lookupNumber: string): NewOrder {
  const customer = row.customer
  const delivery = priced.delivery
  if (!customer || !delivery) throw new Error('An order needs a customer and a delivery option')
  return {
    storeId: row.storeId,
    checkoutId: row.id,
    lookupNumber,
    cartId: row.cartId,
    shippingMethod: delivery.label,
    currency: row.currency,
    subtotal: priced.costs.lineItems.value,
    tax: priced.costs.tax.value,
    shipping: priced.costs.shipping.value,
    discount: priced.costs.discount.value,
    total: priced.costs.total.value,
    promoCode: priced.costs.discount.value > 0 ? row.promoCode : null,
    paymentMethod: payment.method,
    paymentId: payment.id,
    customerEmail: customer.email,
    customer,
    arrivalEstimate: delivery.estimatedDelivery.arrivalDate,
    marketingOptIn: row.marketingOptIn,
  }
}

function confirmationMail(
  ctx: CheckoutContext,
  row: CheckoutRow,
  order: NewOrder,
  priced: PricedCheckout,
  grants: readonly NewDownloadGrant[],
) {
  const money = (cents: number) => formatMoney(cents, row.currency, 'en-US')
  const lines = priced.lines.map((line) => `  ${line.quantity} × ${itemName(line.item)}  ${money(line.unitPrice * line.quantity)}`)
  const body = [
    `Hi ${order.customer.firstName},`,
    '',
    `Thank you for your order ${order.lookupNumber}.`,
    '',
    ...lines,
    '',
    `Total: ${money(order.total)}`,
    `${order.shippingMethod}, arriving by ${order.arrivalEstimate}.`,
    ...downloadsMailSection(ctx, grants),
    '',
    `Track it any time at ${storeLink(ctx, '/track')} with the order number ${order.lookupNumber}.`,
  ].join('\n')
  return {
    storeId: row.storeId,
    kind: 'order-confirmation' as const,
    recipient: order.customerEmail,
    subject: `Your order ${order.lookupNumber}`,
    body,
  }
}
