import type { Currency } from '../../../../domain/constants'
import { formatMoney } from '../../../../domain/money'
import type { CheckoutRow } from '../db/checkouts'
import type { OrderRecord } from '../../port/operations'
import type { OutboxMessage } from '../db/outbox'
import { type CheckoutContext, storeLink } from './context'

/**
 * The e-mails a shopper gets when something happens to their money or order while they are
 * not looking: a placed order that could not be paid, a payment released because the order
 * could not be made, a shipment, a refund. Written in the same words as the order
 * confirmation; links go to the store the shopper bought from.
 */

type Mail = Omit<OutboxMessage, 'id' | 'createdAt'>

const money = (cents: number, currency: Currency) => formatMoney(cents, currency, 'en-US')

/** A placed order (its confirmation already sent) whose payment could not be taken. */
export function orderCanceledMail(
  ctx: CheckoutContext,
  order: Pick<OrderRecord, 'storeId' | 'lookupNumber' | 'customerEmail' | 'customer'>,
): Mail {
  return {
    storeId: order.storeId,
    kind: 'order-canceled',
    recipient: order.customerEmail,
    subject: `Your order ${order.lookupNumber} was canceled`,
    body: [
      `Hi ${order.customer?.firstName ?? 'there'},`,
      '',
      `We could not take the payment for your order ${order.lookupNumber}, so it was canceled and nothing will be shipped.`,
      'Nothing was charged: any amount held on your card or account has been released.',
      '',
      `You can place the order again at ${storeLink(ctx, '/cart')}.`,
    ].join('\n'),
  }
}

/** A payment the shopper approved, released because the order could not be made. */
export function paymentReleasedMail(ctx: CheckoutContext, row: CheckoutRow, amountCents: number, reason: string): Mail | null {
  if (!row.customer) return null
  return {
    storeId: row.storeId,
    kind: 'payment-released',
    recipient: row.customer.email,
    subject: 'We could not complete your order',
    body: [
      `Hi ${row.customer.firstName},`,
      '',
      `You approved a payment of ${money(amountCents, row.currency)}, but we could not complete your order. ${reason}`,
      '',
      'The payment was released, so nothing will be charged. Your bank removes the hold on your card or account within a few days.',
      '',
      `You can try again at ${storeLink(ctx, '/cart')}.`,
    ].join('\n'),
  }
}

/** An order on its way, with the carrier and tracking number. */
export function orderShippedMail(
  ctx: CheckoutContext,
  order: Pick<OrderRecord, 'storeId' | 'lookupNumber' | 'customerEmail' | 'customer'>,
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string },
): Mail {
  const tracking = shipment.trackingUrl.startsWith('/') ? storeLink(ctx, shipment.trackingUrl) : shipment.trackingUrl
  return {
    storeId: order.storeId,
    kind: 'order-shipped',
    recipient: order.customerEmail,
    subject: `Your order ${order.lookupNumber} has shipped`,
    body: [
      `Hi ${order.customer?.firstName ?? 'there'},`,
      '',
      `Good news: your order ${order.lookupNumber} is on its way with ${shipment.carrier}.`,
      `Tracking number: ${shipment.trackingNumber}`,
      `Follow it at ${tracking}.`,
    ].join('\n'),
  }
}

/** Money given back on an order. */
export function refundIssuedMail(
  ctx: CheckoutContext,
  order: Pick<OrderRecord, 'storeId' | 'lookupNumber' | 'customerEmail' | 'customer' | 'currency' | 'total'>,
  amountCents: number,
): Mail {
  const whole = amountCents >= order.total
  return {
    storeId: order.storeId,
    kind: 'refund-issued',
    recipient: order.customerEmail,
    subject: `A refund for your order ${order.lookupNumber}`,
    body: [
      `Hi ${order.customer?.firstName ?? 'there'},`,
      '',
      `We have refunded ${money(amountCents, order.currency)}${whole ? ', the whole amount,' : ''} for your order ${order.lookupNumber}.`,
      'It goes back to the card or account you paid with; banks usually show it within 5 to 10 business days.',
      '',
      `Your order: ${storeLink(ctx, '/track')} with the order number ${order.lookupNumber}.`,
    ].join('\n'),
  }
}
