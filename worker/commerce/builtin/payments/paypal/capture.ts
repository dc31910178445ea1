import type { Money } from '../../../../../domain/money'
import { decimalAmount } from '../decimal-amount'
import { PaymentProviderError, type ProviderPayment } from '../provider'
import { issueOf, PAYPAL_FAILED, parse } from './answer'
import type { PayPalCall } from './client'
import { CAPTURE_STATES, Capture } from './order'

/** POST /v2/payments/authorizations/{id}/capture: the whole authorization, once. */
export async function captureAuthorization(
  call: PayPalCall,
  ref: string,
  { amount, idempotencyKey }: { amount: Money; idempotencyKey: string },
): Promise<ProviderPayment> {
  const [orderId, authorizationId] = ref.split(':')
  if (!authorizationId) throw new PaymentProviderError('Cannot capture a PayPal order that is not authorized', false)
  const { status, body } = await call(
    'POST',
    `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/capture`,
    { amount: { currency_code: amount.currency, value: decimalAmount(amount.amount) }, final_capture: true },
    idempotencyKey,
  )
  if (status >= 300) {
    const issue = issueOf(body)
    throw new PaymentProviderError(`PayPal could not capture (${status}${issue ? ` ${issue}` : ''})`, status === 409 || status === 429)
  }
  const captureStatus = CAPTURE_STATES[parse(Capture, body).status] ?? 'failed'
  return {
    ref: `${orderId}:${authorizationId}`,
    status: captureStatus,
    redirectUrl: null,
    failureMessage: captureStatus === 'failed' ? PAYPAL_FAILED : null,
    clientMeta: { orderId },
  }
}
