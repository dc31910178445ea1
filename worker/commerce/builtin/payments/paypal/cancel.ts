import { PaymentProviderError, type ProviderPayment } from '../provider'
import type { PayPalCall } from './client'
import { getOrder } from './get-order'
import { fromOrder, orderIdOf } from './order'

/** Voids the authorization (POST /v2/payments/authorizations/{id}/void); an order nobody authorized needs nothing. */
export async function cancelPayment(
  call: PayPalCall,
  ref: string,
  { idempotencyKey }: { idempotencyKey: string },
): Promise<ProviderPayment> {
  const [orderId, authorizationId] = ref.split(':')
  if (authorizationId) {
    const { status } = await call(
      'POST',
      `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/void`,
      undefined,
      idempotencyKey,
    )
    // 422: already voided or captured; the authorization's own state says which.
    if (status >= 300 && status !== 422) throw new PaymentProviderError(`PayPal could not void (${status})`, status === 409)
    return fromOrder(await getOrder(call, orderIdOf(ref)))
  }
  // An order nobody authorized simply expires at PayPal; nothing is held.
  return { ref: orderId, status: 'canceled', redirectUrl: null, failureMessage: null, clientMeta: { orderId } }
}
