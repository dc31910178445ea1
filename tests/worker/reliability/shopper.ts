import { expect } from 'vitest'
import type { Checkout, PaymentAnswer, SubmitAnswer } from '../../../domain/schemas/checkout'
import type { Bindings } from '../../../worker/env'
import { browserCart, withCartId } from '../browser-cart'
import { customer } from '../checkout-fixtures'
import { type AppAnswer, callApp, cookieJar, storeRequest } from './harness'

/**
 * A shopper's browser talking to one store through the app, with the bindings the test
 * chose (Stripe pointed at a stand-in, a database that fails on cue…).
 */
export function shopperAt(storeSlug: string, bindings: () => Partial<Bindings> = () => ({})) {
  const host = `${storeSlug}.localhost`
  const cart = browserCart(storeSlug)
  const jar = cookieJar()
  const send = async (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const body = withCartId(path, init.method ?? 'POST', init.body, cart)
    const headers = { cookie: jar.header(await cart.cookie()), ...init.headers }
    const answer = await callApp(storeRequest(host, path, { ...init, body, headers }), bindings())
    jar.keep(answer.headers)
    return answer
  }
  return {
    host,
    storeSlug,
    get: (path: string, headers?: Record<string, string>) => send(path, { headers }),
    post: (path: string, body: unknown = {}, headers?: Record<string, string>) => send(path, { method: 'POST', body, headers }),
    put: (path: string, body: unknown) => send(path, { method: 'PUT', body }),
  }
}

export type Shopper = ReturnType<typeof shopperAt>

export const body = <T>(answer: AppAnswer): T => answer.json as T

/** Cart → checkout with an address in California, standard delivery and card chosen. */
export async function readyCheckout(
  shopper: Shopper,
  lineItems: { sku: string; quantity: number }[],
  email = 'ada@example.com',
): Promise<Checkout> {
  const created = await shopper.post('/api/checkout', { lineItems, storeSlug: shopper.storeSlug })
  expect(created.status, created.text).toBe(201)
  const id = body<Checkout>(created).id
  const updated = await shopper.put('/api/v1/checkout', {
    id,
    data: { storeSlug: shopper.storeSlug, customer: { ...customer(), email }, deliveryOption: 'standard', paymentMethod: 'card' },
  })
  expect(updated.status, updated.text).toBe(200)
  return body<Checkout>(updated)
}

/** Starts a card payment with a payment method id (Stripe.js's pm_… or the sandbox's). */
export async function startCardPayment(shopper: Shopper, checkoutId: string, paymentMethodId: string): Promise<PaymentAnswer> {
  const answer = await shopper.post('/api/v1/initiatePayment', { checkoutId, paymentMethod: 'card', paymentMethodId })
  expect(answer.status, answer.text).toBe(200)
  return body<PaymentAnswer>(answer)
}

/** The sandbox's tokenizer, standing in for Stripe.js when Stripe is off. */
export async function sandboxCard(shopper: Shopper, number = '4242424242424242'): Promise<string> {
  const answer = await shopper.post('/api/v1/payments/sandbox/tokenize', { number, expMonth: 12, expYear: 2035, cvc: '123' })
  expect(answer.status, answer.text).toBe(201)
  return body<{ id: string }>(answer).id
}

export function submitter(shopper: Shopper, checkoutId: string, payment: PaymentAnswer) {
  return () =>
    shopper.post('/api/v1/checkout/submit', {
      checkoutId,
      storeSlug: shopper.storeSlug,
      paymentId: payment.paymentId,
      paymentToken: payment.paymentToken,
      platform: payment.platform,
      returnUrl: `/checkout/${checkoutId}`,
    })
}

export const submitAnswer = (answer: AppAnswer) => body<SubmitAnswer & { error?: string }>(answer)
