import type { Money } from '../../../../../domain/money'
import { decimalAmount } from '../decimal-amount'
import { PaymentProviderError, type ProviderRefund } from '../provider'
import { issueOf, parse, Refund } from './answer'
import type { PayPalCall } from './client'
import { getOrder } from './get-order'
import { orderIdOf } from './order'

/** Refunds the order's capture (POST /v2/payments/captures/{id}/refund). */
export async function refundCapture(
  call: PayPalCall,
  ref: string,
  { amount, idempotencyKey }: { amount: Money; idempotencyKey: string },
): Promise<ProviderRefund> {
  const order = await getOrder(call, orderIdOf(ref))
  const capture = order.purchase_units[0]?.payments?.captures.find((candidate) => candidate.status !== 'DECLINED')
  if (!capture) throw new PaymentProviderError(`PayPal order ${order.id} has no capture to refund`, false)
  const { status, body } = await call(
    'POST',
    `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
    { amount: { currency_code: amount.currency, value: decimalAmount(amount.amount) } },
    idempotencyKey,
  )
  if (status >= 300) {
    const issue = issueOf(body)
    throw new PaymentProviderError(`PayPal could not refund (${status}${issue ? ` ${issue}` : ''})`, status === 409 || status === 429)
  }
  const refund = parse(Refund, body)
  const outcome: ProviderRefund['status'] = refund.status === 'COMPLETED' ? 'succeeded' : refund.status === 'PENDING' ? 'pending' : 'failed'
  return { ref: refund.id, status: outcome, failureMessage: outcome === 'failed' ? `PayPal could not refund (${refund.status})` : null }
}
