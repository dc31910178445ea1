import { expect } from 'vitest'
import type { Checkout, PaymentAnswer, SubmitAnswer } from '../../../domain/schemas/checkout'
import { testCustomer } from './customer'

/**
 * A shopper's steps through checkout, as the pages take them, for any browser that can
 * talk to a store: the app called in workerd (tests/support/harness/reliability/shopper.ts) or a
 * deployed bundle's worker reached from Node (tests/isolates).
 */

/** An answer read whole. */
export interface AppAnswer {
  status: number
  headers: Headers
  text: string
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown
}

/** What the steps need of a browser on one store. */
export interface StoreBrowser {
  storeSlug: string
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<AppAnswer>
  put(path: string, body: unknown): Promise<AppAnswer>
}

export const body = <T>(answer: AppAnswer): T => answer.json as T

/** Reads a response whole, parsing JSON when it is JSON. */
export async function readAnswer(response: { status: number; headers: Headers; text(): Promise<string> }): Promise<AppAnswer> {
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, text, json }
}

/** Cart → checkout with an address in California, standard delivery and card chosen. */
export async function readyCheckout(
  shopper: StoreBrowser,
  lineItems: { sku: string; quantity: number }[],
  email = 'ada@example.com',
): Promise<Checkout> {
  const created = await shopper.post('/api/checkout', { lineItems, storeSlug: shopper.storeSlug })
  expect(created.status, created.text).toBe(201)
  const id = body<Checkout>(created).id
  const updated = await shopper.put('/api/v1/checkout', {
    id,
    data: { storeSlug: shopper.storeSlug, customer: testCustomer(email), deliveryOption: 'standard', paymentMethod: 'card' },
  })
  expect(updated.status, updated.text).toBe(200)
  return body<Checkout>(updated)
}

/** Starts a card payment with a payment method id (Stripe.js's pm_… or the sandbox's). */
export async function startCardPayment(shopper: StoreBrowser, checkoutId: string, paymentMethodId: string): Promise<PaymentAnswer> {
  const answer = await shopper.post('/api/v1/initiatePayment', { checkoutId, paymentMethod: 'card', paymentMethodId })
  expect(answer.status, answer.text).toBe(200)
  return body<PaymentAnswer>(answer)
}

/** The sandbox's tokenizer, standing in for Stripe.js when Stripe is off. */
export async function sandboxCard(shopper: StoreBrowser, number = '4242424242424242'): Promise<string> {
  const answer = await shopper.post('/api/v1/payments/sandbox/tokenize', { number, expMonth: 12, expYear: 2035, cvc: '123' })
  expect(answer.status, answer.text).toBe(201)
  return body<{ id: string }>(answer).id
}

export function submitter(shopper: StoreBrowser, checkoutId: string, payment: PaymentAnswer) {
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
