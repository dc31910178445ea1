import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import Stripe from 'stripe'
import { expect } from 'vitest'
import type { PaymentAnswer, SubmitAnswer } from '../../../domain/schemas/checkout'
import type { StoreImportInput } from '../../../domain/schemas/store-import'
import worker from '../../../worker'
import type { Bindings } from '../../../worker/env'
import { freshStore, skuOf } from '../fixtures/checkout-fixtures'
import { type AppAnswer, callApp } from './reliability/harness'
import { body, readyCheckout, shopperAt } from './reliability/shopper'

/**
 * Driving the worker as the providers, the clock and the operator do: webhooks signed as
 * each provider signs them (Stripe's own library for Stripe), the Cron Trigger through the
 * Worker's scheduled handler, the admin API with its bearer token.
 */

const STRIPE_WEBHOOK_SECRET = 'whsec_test_standin_0123456789abcdef'
export const ADMIN_TOKEN = 'admin-test-token-0123456789abcdef'

/** Stripe pointed at the stand-in of payment-stand-ins.ts, with its webhook secret. */
export const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
  STRIPE_API_BASE: 'https://stripe.test',
  STRIPE_WEBHOOK_SECRET,
} as const

export const PAYPAL = {
  PAYPAL_CLIENT_ID: 'client',
  PAYPAL_CLIENT_SECRET: 'secret',
  PAYPAL_API_BASE: 'https://paypal.test',
  PAYPAL_WEBHOOK_ID: 'WH1TEST',
} as const

export const AFTERPAY = {
  AFTERPAY_MERCHANT_ID: 'merchant',
  AFTERPAY_SECRET_KEY: 'key',
  AFTERPAY_API_BASE: 'https://afterpay.test',
} as const

const stripeLibrary = new Stripe('sk_test_signing_only')

export const nowSeconds = () => Math.floor(Date.now() / 1000)

/** A Stripe event around an object, as Stripe posts it. */
export function stripeEvent(type: string, object: unknown, id = `evt_${crypto.randomUUID().replaceAll('-', '')}`) {
  return { id, object: 'event', api_version: '2024-06-20', created: nowSeconds(), type, data: { object } }
}

/** An event as Stripe posts it to /webhooks/stripe, signed by Stripe's library (another secret or time when asked). */
export async function stripeDelivery(
  event: unknown,
  { secret = STRIPE_WEBHOOK_SECRET, timestamp = nowSeconds(), host = 'webhooks.example.com' } = {},
): Promise<Request> {
  const payload = JSON.stringify(event)
  const signature = await stripeLibrary.webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp })
  return new Request(`https://${host}/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
}

/** Posts an event to /webhooks/stripe, signed by Stripe's library; the answer once the work after it is done too. */
export async function deliverStripe(
  event: unknown,
  bindings: Partial<Bindings>,
  options: { secret?: string; timestamp?: number; host?: string } = {},
): Promise<AppAnswer> {
  return callApp(await stripeDelivery(event, options), bindings)
}

/** A PayPal event as PayPal posts it, with its transmission headers. */
export async function deliverPayPal(
  event: { id: string; event_type: string; resource: unknown },
  bindings: Partial<Bindings>,
  { transmissionTime = new Date().toISOString() } = {},
): Promise<AppAnswer> {
  return callApp(
    new Request('https://webhooks.example.com/webhooks/paypal', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.paypal.test/v1/notifications/certs/CERT-360caa42',
        'paypal-transmission-id': crypto.randomUUID(),
        'paypal-transmission-sig': 'c2lnbmF0dXJlLW9mLXBheXBhbA==',
        'paypal-transmission-time': transmissionTime,
      },
      body: JSON.stringify({ create_time: transmissionTime, resource_type: 'checkout-order', ...event }),
    }),
    bindings,
  )
}

/** One pass of the Cron Trigger through the Worker's scheduled handler, `minutesLater` from now. */
export async function runClock(bindings: Partial<Bindings> = {}, minutesLater = 5): Promise<void> {
  const ctx = createExecutionContext()
  const controller = createScheduledController({ scheduledTime: new Date(Date.now() + minutesLater * 60_000), cron: '* * * * *' })
  await worker.scheduled(controller, { ...env, ...bindings }, ctx)
  await waitOnExecutionContext(ctx)
}

/** A call to the admin API with the operator's token. */
export function adminCall(
  path: string,
  bindings: Partial<Bindings>,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; token?: string | null } = {},
): Promise<AppAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers }
  const token = init.token === undefined ? ADMIN_TOKEN : init.token
  if (token) headers.authorization = `Bearer ${token}`
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  return callApp(
    new Request(`https://admin.example.com/admin/api${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    { ADMIN_TOKEN, ...bindings },
  )
}

/** A shopper at a fresh store with one day tee in a checkout ready to pay, and their payment started. */
export async function payingShopper(
  bindings: Partial<Bindings>,
  payment: { method: 'card' | 'paypal' | 'afterpay'; paymentMethodId?: string },
  {
    email = 'ada@example.com',
    quantity = 1,
    store = {},
    extra = {},
  }: { email?: string; quantity?: number; store?: Partial<StoreImportInput['store']>; extra?: Partial<StoreImportInput> } = {},
) {
  const storeSlug = await freshStore(extra, store)
  const shopper = shopperAt(storeSlug, () => bindings)
  const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
  const checkout = await readyCheckout(shopper, [{ sku, quantity }], email)
  const started = await shopper.post('/api/v1/initiatePayment', {
    checkoutId: checkout.id,
    paymentMethod: payment.method,
    ...(payment.paymentMethodId ? { paymentMethodId: payment.paymentMethodId } : {}),
  })
  expect(started.status, started.text).toBe(200)
  const paid = body<PaymentAnswer>(started)
  const submit = async () =>
    body<SubmitAnswer & { error?: string }>(
      await shopper.post('/api/v1/checkout/submit', {
        checkoutId: checkout.id,
        storeSlug,
        paymentId: paid.paymentId,
        paymentToken: paid.paymentToken,
        platform: payment.method,
        returnUrl: `http://${shopper.host}/checkout/${checkout.id}`,
      }),
    )
  return { shopper, storeSlug, sku, checkout, payment: paid, submit }
}

/** What the store holds about a checkout: orders, payments, mail to the shopper. */
export async function ledgerOf(checkoutId: string, email = 'ada@example.com') {
  const orders = await env.DB.prepare('SELECT lookup_number, status, total_cents FROM orders WHERE checkout_id = ?1')
    .bind(checkoutId)
    .all<{ lookup_number: string; status: string; total_cents: number }>()
  const payments = await env.DB.prepare('SELECT id, state, provider_ref FROM payments WHERE checkout_id = ?1 ORDER BY created_at')
    .bind(checkoutId)
    .all<{ id: string; state: string; provider_ref: string | null }>()
  const mail = await env.DB.prepare('SELECT kind, subject, body FROM outbox WHERE recipient = ?1 ORDER BY id')
    .bind(email)
    .all<{ kind: string; subject: string; body: string }>()
  const checkout = await env.DB.prepare('SELECT state, payment_id, display_message FROM checkouts WHERE id = ?1')
    .bind(checkoutId)
    .first<{ state: string; payment_id: string | null; display_message: string | null }>()
  return { orders: orders.results, payments: payments.results, mail: mail.results, checkout }
}

/** A fresh address per test, so outbox counts never meet. */
export const uniqueEmail = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`

/** The worker's outside world for a test: each provider stand-in answers its own host. */
export function network(...standIns: { fetch: (input: string, init?: RequestInit) => Promise<Response> }[]) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : null
    const url = request ? request.url : String(input)
    const options = request ? { method: request.method, headers: request.headers, body: await request.text() } : init
    for (const standIn of standIns) {
      const answer = await standIn.fetch(url, options)
      if (answer.status !== 502 || (await answer.clone().text()) !== 'unknown host') return answer
    }
    throw new TypeError(`The test network does not reach ${url}`)
  }
}

/** A purchase by card with Stripe (the stand-in's success card): answers the intent and the order number. */
export async function payStripeByCard(email: string) {
  const shopper = await payingShopper(STRIPE, { method: 'card', paymentMethodId: 'pm_card_visa' }, { email })
  const answer = await shopper.submit()
  expect(answer.state).toBe('success')
  const intentId = (await ledgerOf(shopper.checkout.id, email)).payments[0].provider_ref ?? ''
  return { ...shopper, intentId, lookupNumber: answer.orderLookupNumber ?? '' }
}
