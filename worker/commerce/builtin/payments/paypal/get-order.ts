import { PaymentProviderError } from '../provider'
import { parse } from './answer'
import type { PayPalCall } from './client'
import { Order } from './order'

/** GET /v2/checkout/orders/{id}. */
export async function getOrder(call: PayPalCall, orderId: string): Promise<Order> {
  const { status, body } = await call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`)
  if (status !== 200) throw new PaymentProviderError(`PayPal answered ${status} for order ${orderId}`, status === 429)
  return parse(Order, body)
}
