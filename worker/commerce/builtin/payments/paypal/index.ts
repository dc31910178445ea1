import { PaymentProviderError, type PaymentProvider } from '../provider'
import { parse } from './answer'
import { authorizeOrder } from './authorize-order'
import { cancelPayment } from './cancel'
import { captureAuthorization } from './capture'
import { type PayPalOptions, payPalClient } from './client'
import { createOrder } from './create-order'
import { getOrder } from './get-order'
import { fromOrder, orderIdOf } from './order'
import { refundCapture } from './refund'
import { ApprovedOrder, shopperOf } from './shopper'

export { forgetPayPalTokens, type PayPalOptions } from './client'
export { type PayPalWebhookHeaders, verifyPayPalWebhook } from './webhook'

/**
 * PayPal through its REST API (Orders v2) with intent AUTHORIZE: create an order, let the
 * shopper approve it (PayPal's page, or the JS SDK's pop-up that calls onApprove), authorize
 * it then, capture the authorization once the order is written, void it otherwise.
 * PayPal-Request-Id makes calls idempotent. Our reference is the order id, then
 * `{orderId}:{authorizationId}` once authorized. An order made without an address (express
 * checkout) lets PayPal collect it; its amount is patched to the final total, delivery and
 * tax included, before it is authorized.
 */
export function createPayPalProvider(options: PayPalOptions): PaymentProvider {
  const { call } = payPalClient(options)
  const retrieve = async (ref: string) => fromOrder(await getOrder(call, orderIdOf(ref)))
  return {
    platform: 'paypal',
    create: (request) => createOrder(call, request),
    async updatePaymentMethod() {
      throw new PaymentProviderError('A PayPal payment has no card to change', false)
    },
    authorize: (ref, { idempotencyKey }) => authorizeOrder(call, ref, { idempotencyKey }),
    resume: (ref, resumeOptions) => authorizeOrder(call, ref, resumeOptions),
    retrieve,
    async approvedShopper(ref) {
      const [orderId] = ref.split(':')
      const { status, body } = await call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`)
      if (status !== 200) throw new PaymentProviderError(`PayPal answered ${status} for order ${orderId}`, false)
      return shopperOf(parse(ApprovedOrder, body))
    },
    capture: (ref, captureOptions) => captureAuthorization(call, ref, captureOptions),
    cancel: (ref, cancelOptions) => cancelPayment(call, ref, cancelOptions),
    refund: (ref, refundOptions) => refundCapture(call, ref, refundOptions),
    // PayPal is not a wallet channel; there is no domain to register.
    registerDomain: async () => {},
  }
}
