import { decimalAmount } from '../decimal-amount'
import { type PaymentProvider, PaymentProviderError, type ProviderPayment } from '../provider'
import { parse } from './answer'
import type { PayPalCall } from './client'
import { fromOrder, Order } from './order'

type CreateRequest = Parameters<PaymentProvider['create']>[0]

/** POST /v2/checkout/orders with intent AUTHORIZE, for the shopper to approve. */
export async function createOrder(call: PayPalCall, request: CreateRequest): Promise<ProviderPayment> {
  const { status, body } = await call(
    'POST',
    '/v2/checkout/orders',
    {
      intent: 'AUTHORIZE',
      purchase_units: [
        {
          custom_id: request.reference,
          description: request.description.slice(0, 127),
          amount: { currency_code: request.amount.currency, value: decimalAmount(request.amount.amount) },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: request.returnUrl,
            cancel_url: request.cancelUrl,
            // Without an address PayPal collects one, and the total is settled back here.
            user_action: request.customer ? 'PAY_NOW' : 'CONTINUE',
            shipping_preference: request.customer ? 'NO_SHIPPING' : 'GET_FROM_FILE',
          },
        },
      },
    },
    request.idempotencyKey,
  )
  if (status >= 300) throw new PaymentProviderError(`PayPal could not create an order (${status})`, status === 409 || status === 429)
  return fromOrder(parse(Order, body))
}
