import { BACKEND_KEY } from '../support/backend-key'
import { env } from 'cloudflare:test'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Checkout, Order, PaymentAnswer, SubmitAnswer } from '../../domain/schemas/checkout'
import { customer, freshStore, skuOf } from '../support/fixtures/checkout-fixtures'
import { type AppAnswer, callApp, cookieJar, storeRequest } from '../support/harness/reliability/harness'

/**
 * Two workers from one app: a storefront in provider mode (BACKEND_URL set) whose every
 * backend call leaves through fetch and is answered by a second copy of the worker, the
 * built-in backend, on http://localhost. Both run the whole app — tenant, gate,
 * same-origin check, trust — as two deployments would; they share the test's D1 and KV
 * only because one test process has one of each.
 */

const BACKEND = 'http://localhost/api'
let backendHostStore = ''
const backendEnv = () => ({ DEFAULT_STORE: backendHostStore, BACKEND_API_KEY: BACKEND_KEY, ENVIRONMENT: 'development' })
/** This worker's /api as the backend: amounts in cents, writes deduplicated, addresses validated. */
const storefrontEnv = {
  BACKEND_URL: BACKEND,
  BACKEND_API_KEY: BACKEND_KEY,
  BACKEND_AMOUNTS: 'cents',
  BACKEND_HONOURS_IDEMPOTENCY_KEYS: 'true',
  PRODUCT_CACHE_URL: `${BACKEND}/product-cache`,
  ADDRESS_VALIDATION_URL: BACKEND,
}

/** Every request the storefront sent to the backend: method, URL and headers. */
let sent: { method: string; url: URL; headers: Headers }[] = []

beforeAll(async () => {
  backendHostStore = await freshStore()
})

beforeEach(() => {
  sent = []
  vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (new URL(request.url).origin !== 'http://localhost') throw new TypeError(`Unexpected fetch to ${request.url}`)
    sent.push({ method: request.method, url: new URL(request.url), headers: request.headers })
    const answer = await callApp(request, backendEnv())
    return new Response(answer.status === 204 || (answer.status >= 300 && answer.status < 400) ? null : answer.text, {
      status: answer.status,
      headers: answer.headers,
    })
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The shopper's browser on the storefront. */
function shopper(storeSlug: string) {
  const host = `${storeSlug}.localhost`
  // A browser keeps the cookies the storefront sets.
  const jar = cookieJar()
  const send = async <T>(path: string, init: { method?: string; body?: unknown } = {}) => {
    const answer = await callApp(storeRequest(host, path, { ...init, headers: { cookie: jar.header() } }), storefrontEnv)
    jar.keep(answer.headers)
    return answer as AppAnswer & { json: T }
  }
  return { origin: `http://${host}`, send }
}

async function readyToPay(storeSlug: string, cartId: string) {
  const browser = shopper(storeSlug)
  const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
  const created = await browser.send<Checkout>('/api/checkout', { body: { storeSlug, cartId, lineItems: [{ sku, quantity: 1 }] } })
  expect(created.status).toBe(201)
  const id = created.json.id
  const saved = await browser.send<Checkout>('/api/v1/checkout', {
    method: 'PUT',
    body: { id, data: { storeSlug, customer: customer(), deliveryOption: 'standard', paymentMethod: 'card' } },
  })
  expect(saved.json.state).toBe('pending')
  return { browser, id }
}

async function payByCard(storeSlug: string, browser: ReturnType<typeof shopper>, id: string, number: string) {
  const card = await browser.send<{ id: string }>('/api/v1/payments/sandbox/tokenize', {
    body: { number, expMonth: 12, expYear: 2035, cvc: '123' },
  })
  expect(card.status).toBe(201)
  const payment = await browser.send<PaymentAnswer>('/api/v1/initiatePayment', {
    body: { checkoutId: id, paymentMethod: 'card', paymentMethodId: card.json.id },
  })
  expect(payment.status).toBe(200)
  return browser.send<SubmitAnswer>('/api/v1/checkout/submit', {
    body: {
      checkoutId: id,
      storeSlug,
      paymentId: payment.json.paymentId,
      paymentToken: payment.json.paymentToken,
      returnUrl: `/checkout/${id}`,
    },
  })
}

describe('a storefront in provider mode', () => {
  it('sells a tee through the backend worker: checkout, card, order by cart and by number', async () => {
    const storeSlug = await freshStore()
    const cartId = `cart-${storeSlug}`
    const { browser, id } = await readyToPay(storeSlug, cartId)
    const submitted = await payByCard(storeSlug, browser, id, '4242424242424242')
    expect(submitted.status).toBe(200)
    expect(submitted.json).toMatchObject({ state: 'success', displayMessage: null })
    const lookupNumber = submitted.json.orderLookupNumber ?? ''

    const thankYou = await browser.send<Order>(`/api/v1/orders?cartId=${cartId}`)
    expect(thankYou.json).toMatchObject({ lookupNumber, customer: { email: 'ada@example.com', firstName: 'Ada' } })
    // By number alone the storefront hides the shopper's details, as it does in built-in mode.
    const tracked = await browser.send<Order>(`/api/v1/orders?lookupNumber=${lookupNumber}`)
    expect(tracked.json.lookupNumber).toBe(lookupNumber)
    expect(tracked.json.customer.email).not.toBe('ada@example.com')

    const orders = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE checkout_id = ?1').bind(id).first<{ n: number }>()
    expect(orders?.n).toBe(1)
    // The checkout's calls went to the backend with the key; writes with the backend's own Origin.
    const catalogueCalls = ['/api/v1/stores', '/api/theme', '/api/v1/localization_details']
    const checkoutCalls = sent.filter((request) => !catalogueCalls.some((path) => request.url.pathname.startsWith(path)))
    expect(checkoutCalls.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /api/checkout',
      'PUT /api/v1/checkout',
      'POST /api/v1/payments/sandbox/tokenize',
      // The payment carries the checkout's total and customer, read first.
      'GET /api/checkout',
      'POST /api/v1/initiatePayment',
      'POST /api/v1/checkout/submit',
      'GET /api/v1/orders',
      'GET /api/v1/orders',
    ])
    expect(checkoutCalls.every((request) => request.headers.get('x-api-key') === BACKEND_KEY)).toBe(true)
    const writes = checkoutCalls.filter((request) => request.method !== 'GET')
    expect(writes.every((request) => request.headers.get('origin') === 'http://localhost')).toBe(true)
  })

  it("shows a decline's message from the backend", async () => {
    const storeSlug = await freshStore()
    const { browser, id } = await readyToPay(storeSlug, `cart-${storeSlug}`)
    const declined = await payByCard(storeSlug, browser, id, '4000000000000002')
    expect(declined.status).toBe(402)
    expect(declined.json).toMatchObject({ state: 'failure', displayMessage: 'Your card was declined.', error: 'Your card was declined.' })
  })

  it('sends a 3-D Secure check to the backend’s page and brings the shopper back to the storefront, paid', async () => {
    const storeSlug = await freshStore()
    const { browser, id } = await readyToPay(storeSlug, `cart-${storeSlug}`)
    const pending = await payByCard(storeSlug, browser, id, '4000002760003184')
    const redirectUrl = pending.json.redirectUrl ?? ''
    expect(redirectUrl).toMatch(/^http:\/\/localhost\/dev\/sandbox\/pay\/sbx_/)

    // The shopper approves on the backend's page, which sends them to the storefront's return link.
    const approved = await callApp(
      storeRequest('localhost', `${new URL(redirectUrl).pathname}/approve`, {
        body: '',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      backendEnv(),
    )
    const back = new URL(approved.headers.get('location') ?? '')
    expect(back.origin).toBe(browser.origin)
    expect(back.pathname).toBe('/api/v1/payments/return')

    const returned = await browser.send(`${back.pathname}${back.search}`)
    expect(returned.status).toBe(303)
    expect(returned.headers.get('location')).toBe(`${browser.origin}/checkout/${id}`)
    const checkout = await browser.send<Checkout>(`/api/checkout?id=${id}&storeSlug=${storeSlug}`)
    expect(checkout.json.state).toBe('success')
  })

  it('keeps a contact message for the store the shopper is on, not the backend host’s', async () => {
    const storeSlug = await freshStore()
    const email = `provider-${storeSlug}@example.com`
    const answer = await shopper(storeSlug).send('/api/contact', {
      body: {
        'contact-ordernumber': 'ORD-1234-5678-9ABC',
        'contact-email': email,
        'contact-fullname': 'Ada Lovelace',
        'contact-reason': 'order',
        'contact-reason-message': 'Where is my tee?',
      },
    })
    expect(answer.status).toBe(201)
    const row = await env.DB.prepare('SELECT s.slug FROM contact_messages m JOIN stores s ON s.id = m.store_id WHERE m.email = ?1')
      .bind(email)
      .first<{ slug: string }>()
    expect(row?.slug).toBe(storeSlug)
  })
})
