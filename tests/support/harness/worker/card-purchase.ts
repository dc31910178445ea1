import { expect } from 'vitest'
import type { Checkout, PaymentAnswer, SubmitAnswer } from '../../../../domain/schemas/checkout'
import { type StoreClient, storeClient } from './checkout-api-client'
import { customer } from '../../fixtures/checkout-fixtures'

/** The sandbox's tokenizer, as the checkout page's card field calls it; the success card unless named. */
export async function sandboxCardToken(api: StoreClient, number = '4242424242424242'): Promise<string> {
  const answer = await api.post<{ id: string }>('/api/v1/payments/sandbox/tokenize', { number, expMonth: 12, expYear: 2035, cvc: '123' })
  expect(answer.status).toBe(201)
  return answer.body.id
}

/**
 * A shopper's whole purchase through the store's API: checkout, address with standard
 * delivery, the sandbox card that succeeds, payment and submit. Answers the submit's
 * answer, the checkout's id and cart id, and the shopper's browser.
 */
export async function purchaseByCard(
  storeSlug: string,
  email: string,
  lineItems: { sku: string; quantity: number }[],
  { marketingOptIn }: { marketingOptIn?: boolean } = {},
): Promise<{ submitted: SubmitAnswer; checkoutId: string; cartId: string; shopper: StoreClient }> {
  const api = storeClient(storeSlug)
  const { body } = await api.post<Checkout>('/api/checkout', { storeSlug, lineItems })
  await api.put('/api/v1/checkout', {
    id: body.id,
    data: { storeSlug, customer: { ...customer(), email }, deliveryOption: 'standard', marketingOptIn },
  })
  const payment = await api.post<PaymentAnswer>('/api/v1/initiatePayment', {
    checkoutId: body.id,
    paymentMethod: 'card',
    paymentMethodId: await sandboxCardToken(api),
  })
  const submitted = await api.post<SubmitAnswer>('/api/v1/checkout/submit', {
    checkoutId: body.id,
    storeSlug,
    paymentId: payment.body.paymentId,
    paymentToken: payment.body.paymentToken,
    returnUrl: '/',
  })
  return { submitted: submitted.body, checkoutId: body.id, cartId: body.cartId, shopper: api }
}
