import type { Money } from '../../../../../domain/money'
import { decimalAmount } from '../decimal-amount'
import { PaymentProviderError, type ProviderPayment } from '../provider'
import { issueOf, PAYPAL_FAILED, parse } from './answer'
import type { PayPalCall } from './client'
import { getOrder } from './get-order'
import { approveLink, fromOrder, Order, orderIdOf } from './order'

/** PATCH the order's amount to the final total (an order made without an address: delivery and tax settled since). */
async function setFinalAmount(call: PayPalCall, orderId: string, amount: Money): Promise<void> {
  const patch = [
    {
      op: 'replace',
      path: "/purchase_units/@reference_id=='default'/amount",
      value: { currency_code: amount.currency, value: decimalAmount(amount.amount) },
    },
  ]
  const { status } = await call('PATCH', `/v2/checkout/orders/${encodeURIComponent(orderId)}`, patch)
  if (status >= 300) throw new PaymentProviderError(`PayPal could not set order ${orderId}'s final amount (${status})`, false)
}

/**
 * Authorizes what the shopper approved: after PayPal's page sent them back, after the JS
 * SDK's onApprove, or from the clock when they never came back. The request id follows
 * the order's update time, so an approval made again after INSTRUMENT_DECLINED is a new
 * request rather than a replay of the refused one.
 */
export async function authorizeOrder(
  call: PayPalCall,
  ref: string,
  { idempotencyKey, amount }: { idempotencyKey: string; amount?: Money },
): Promise<ProviderPayment> {
  const orderId = orderIdOf(ref)
  const order = await getOrder(call, orderId)
  if (ref.includes(':') || order.status !== 'APPROVED') return fromOrder(order)
  if (amount) await setFinalAmount(call, orderId, amount)
  const requestId = order.update_time ? `${idempotencyKey}@${order.update_time}` : idempotencyKey
  const { status, body } = await call('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/authorize`, {}, requestId)
  if (status >= 200 && status < 300) return fromOrder(parse(Order, body))
  const issue = issueOf(body)
  // An earlier authorize went through and only its answer was lost: the money is held.
  if (issue === 'ORDER_ALREADY_AUTHORIZED') return fromOrder(await getOrder(call, orderId))
  // The funding source was refused: the shopper approves again with another one.
  if (issue === 'INSTRUMENT_DECLINED') {
    return { ref: orderId, status: 'requires_action', redirectUrl: approveLink(order), failureMessage: null, clientMeta: { orderId } }
  }
  if (status === 422) return { ...fromOrder(order), status: 'failed', redirectUrl: null, failureMessage: PAYPAL_FAILED }
  throw new PaymentProviderError(`PayPal answered ${status} authorizing order ${orderId}`, status === 409 || status === 429)
}
