import { BACKEND_KEY } from '../support/backend-key'
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { SubmitAnswer } from '../../domain/schemas/checkout'
import type { CheckoutPort } from '../../worker/commerce/port/checkout'
import { createCheckout } from '../../worker/commerce/create-commerce'
import { tokenizeCard } from '../../worker/commerce/builtin/payments/sandbox/tokenize'
import { createProviderCheckout } from '../../worker/commerce/provider/checkout'
import { providerPaymentOptions } from '../../worker/commerce/provider/payment-options'
import type { Fetch } from '../../worker/commerce/provider/request'
import { readConfig } from '../../worker/env'
import { builtinCatalog } from '../support/fixtures/catalog-backend'
import { checkoutBackend, fetchWithBody, type SeenRequest } from '../support/fixtures/checkout-backend'
import { checkoutPort, customer, freshStore, NOW, skuOf } from '../support/fixtures/checkout-fixtures'

const HOSTS = {
  checkoutUrl: 'https://checkout.test/api',
  paymentUrl: 'https://pay.test/api',
  backendUrl: 'https://backend.test/api',
  trackingUrl: 'https://track.test/api',
}
const STOREFRONT = 'https://shop.example'

async function card(number: string): Promise<string> {
  const result = await tokenizeCard(env.DB, { number, expMonth: 12, expYear: 2030, cvc: '123' }, NOW)
  if (!result.ok) throw new Error(result.message)
  return result.paymentMethod.id
}

/** The provider adapter on four hosts, all served by the built-in backend, every request recorded. */
async function recorded(apiKey: string | undefined = BACKEND_KEY) {
  const hostStore = await builtinCatalog().store(await freshStore())
  if (!hostStore) throw new Error('no host store')
  const seen: SeenRequest[] = []
  const backend = checkoutBackend(checkoutPort(), { hostStore, apiKey: BACKEND_KEY })
  const port = createProviderCheckout({
    ...HOSTS,
    apiKey,
    paymentOptions: providerPaymentOptions({}),
    amounts: 'cents',
    honoursIdempotencyKeys: true,
    addressValidationUrl: HOSTS.checkoutUrl,
    fetch: fetchWithBody(backend, seen),
  })
  return { port, seen, hostStore }
}

/** A fake backend answering from a script, one step per call, keeping every request. */
function scripted(...steps: (() => Response)[]): Fetch & { requests: Request[] } {
  const requests: Request[] = []
  const fake = async (input: Request | string | URL, init?: RequestInit) => {
    requests.push(new Request(input, init))
    return steps[Math.min(requests.length - 1, steps.length - 1)]()
  }
  return Object.assign(fake, { requests })
}

const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status })
const down = () => new Response('upstream down', { status: 503 })

const contactMessage = {
  'contact-ordernumber': 'ORD-1',
  'contact-email': 'once@example.com',
  'contact-fullname': 'Once Only',
  'contact-reason': 'order',
  'contact-reason-message': 'Hello',
} as const

const scriptedPort = (fetch: Fetch): CheckoutPort =>
  createProviderCheckout({
    ...HOSTS,
    paymentOptions: providerPaymentOptions({}),
    amounts: 'cents',
    addressValidationUrl: HOSTS.checkoutUrl,
    fetch,
  })

const submitInput = {
  checkoutId: 'chk_1',
  storeSlug: 'moonlit',
  paymentId: 'pay_1',
  paymentToken: 'tok_1',
  returnUrl: `${STOREFRONT}/checkout/chk_1`,
  origin: STOREFRONT,
}
const success: SubmitAnswer = { state: 'success', redirectUrl: null, displayMessage: null, orderLookupNumber: 'ORD-AAAA-BBBB-CCCC' }

describe('provider checkout: where each call goes', () => {
  it('sends checkout calls to CHECKOUT_URL, payments to PAYMENT_URL, orders and after-sales to BACKEND_URL, campaign views to TRACKING_URL', async () => {
    const { port, seen } = await recorded()
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const created = await port.createCheckout({
      storeSlug,
      lineItems: [{ sku, quantity: 1 }],
      cartId: 'cart-hosts',
      currency: 'USD',
      region: 'USA',
    })
    if (!created.ok) throw new Error(created.failure.message)
    const id = created.value.id
    await port.getCheckout({ id, storeSlug })
    await port.updateCheckout({ id, storeSlug, customer: customer(), deliveryOption: 'standard' })
    await port.deliveryOptions({ id, storeSlug, stateCode: 'CA', countryCode: 'US' })
    await port.validateAddress(customer().address)
    const tokenized = await port.tokenizeCard({ number: '4000002760003184', expMonth: 12, expYear: 2035, cvc: '123' })
    if (!tokenized.ok) throw new Error(tokenized.message)
    const paymentMethodId = tokenized.paymentMethod.id
    const payment = await port.initiatePayment({ checkoutId: id, storeSlug, paymentMethod: 'card', paymentMethodId, origin: STOREFRONT })
    if (!payment.ok) throw new Error(payment.failure.message)
    const { paymentId, paymentToken } = payment.value
    await port.paymentState({ paymentId, checkoutId: id })
    const submitted = await port.submitCheckout({
      checkoutId: id,
      storeSlug,
      paymentId,
      paymentToken,
      returnUrl: `${STOREFRONT}/checkout/${id}`,
      origin: STOREFRONT,
    })
    await port.paymentReturn({ paymentId, outcome: 'canceled' })
    await port.verifyPaymentDomain({ domainName: 'shop.example.com' })
    await port.orderByCart('cart-hosts', { storeSlug })
    await port.orderByLookupNumber('ORD-0000-0000-0000', { storeSlug })
    await port.recoverOrders({ storeSlug, email: 'hosts@example.com' })
    await port.sendContactMessage({
      storeSlug,
      message: {
        'contact-ordernumber': 'ORD-1',
        'contact-email': 'hosts@example.com',
        'contact-fullname': 'Host Test',
        'contact-reason': 'order',
        'contact-reason-message': 'Hello',
      },
    })
    await port.createPreorder({
      storeSlug,
      form: {
        email: 'hosts@example.com',
        fullname: 'H T',
        country: 'United States',
        street: '1 Main',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
    })
    await port.signUpForNewsletter({ storeSlug, email: 'hosts@example.com' })
    await port.trackCampaignView({ storeSlug, view: { campaign_id: 'hosts', referrer: '', get_vars: {} } })

    expect(seen.map((request) => `${request.method} ${request.url.host}${request.url.pathname}`)).toEqual([
      'POST checkout.test/api/checkout',
      'GET checkout.test/api/checkout',
      'PUT checkout.test/api/v1/checkout',
      'POST checkout.test/api/deliveryOptions',
      'POST checkout.test/api/v1/address/validate',
      'POST pay.test/api/v1/payments/sandbox/tokenize',
      'GET checkout.test/api/checkout',
      'POST pay.test/api/v1/initiatePayment',
      'GET pay.test/api/v1/payment',
      'POST checkout.test/api/v1/checkout/submit',
      'GET pay.test/api/v1/payments/return',
      'POST pay.test/api/v1/payments/verifyDomain',
      'GET backend.test/api/v1/orders',
      'GET backend.test/api/v1/orders',
      'POST checkout.test/api/v1/orders/recover',
      'POST backend.test/api/contact',
      'POST backend.test/api/preorder',
      'POST backend.test/api/newsletter',
      'POST track.test/api/tracking/viewed_campaign',
    ])
    // The spec's query names, and the store each after-sales post is for.
    expect(Object.fromEntries(seen[1].url.searchParams)).toEqual({ id, storeSlug })
    expect(Object.fromEntries(seen[12].url.searchParams)).toEqual({ cartId: 'cart-hosts', storeSlug })
    expect(Object.fromEntries(seen[13].url.searchParams)).toEqual({ lookupNumber: 'ORD-0000-0000-0000', storeSlug })
    expect(Object.fromEntries(seen[14].url.searchParams)).toEqual({ email: 'hosts@example.com', slug: storeSlug })
    expect(seen.slice(15).map((request) => request.url.searchParams.get('storeSlug'))).toEqual([storeSlug, storeSlug, storeSlug, storeSlug])
    expect(JSON.parse(seen[2].body ?? '{}')).toMatchObject({ id, data: { storeSlug, deliveryOption: 'standard' } })
    // A sandbox page the backend names by path is on the payment host.
    expect(submitted.ok && submitted.value.redirectUrl).toMatch(/^https:\/\/pay\.test\/dev\/sandbox\/pay\/sbx_/)
  })

  it("sends the api key on every call, and on writes the backend's own Origin and JSON", async () => {
    const { port, seen } = await recorded()
    const storeSlug = await freshStore()
    await port.getCheckout({ id: 'nope', storeSlug })
    await port.signUpForNewsletter({ storeSlug, email: 'key@example.com' })
    const [read, write] = seen
    expect(read.headers.get('x-api-key')).toBe(BACKEND_KEY)
    expect(read.headers.get('content-type')).toBeNull()
    expect(write.headers.get('x-api-key')).toBe(BACKEND_KEY)
    expect(write.headers.get('origin')).toBe('https://backend.test')
    expect(write.headers.get('content-type')).toBe('application/json')
  })

  it('takes the shopper back to the storefront after a redirect flow: return links and the return URL are on its origin', async () => {
    const { port } = await recorded()
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const created = await port.createCheckout({ storeSlug, lineItems: [{ sku, quantity: 1 }], currency: 'USD', region: 'USA' })
    if (!created.ok) throw new Error(created.failure.message)
    const id = created.value.id
    await port.updateCheckout({ id, storeSlug, customer: customer(), deliveryOption: 'standard' })
    const payment = await port.initiatePayment({ checkoutId: id, storeSlug, paymentMethod: 'paypal', origin: STOREFRONT })
    if (!payment.ok) throw new Error(payment.failure.message)
    const intent = await env.DB.prepare(
      'SELECT return_url FROM sandbox_intents WHERE id = (SELECT provider_ref FROM payments WHERE id = ?1)',
    )
      .bind(payment.value.paymentId)
      .first<{ return_url: string }>()
    expect(intent?.return_url).toBe(`${STOREFRONT}/api/v1/payments/return?paymentId=${payment.value.paymentId}`)
    const { paymentId, paymentToken } = payment.value
    await port.submitCheckout({
      checkoutId: id,
      storeSlug,
      paymentId,
      paymentToken,
      returnUrl: `${STOREFRONT}/checkout/${id}`,
      origin: STOREFRONT,
    })
    expect(await port.paymentReturn({ paymentId, outcome: 'canceled' })).toEqual({
      ok: true,
      value: { redirectTo: `${STOREFRONT}/checkout/${id}` },
    })
  })
})

describe('provider checkout: one click, one write', () => {
  /** A checkout as a backend answers it, in cents (this port's setting), after the shopper paid. */
  const paidCheckout = {
    id: 'chk_1',
    state: 'success',
    orderLookupNumber: 'ORD-AAAA-BBBB-CCCC',
    lineItems: [{ sku: '1_2_3', quantity: 1 }],
    costs: { tax: { value: 0 }, shipping: { value: 0 }, lineItems: { value: 2500 }, total: { value: 2500, currency: 'USD' } },
  }
  const noAnswer = () => {
    throw new TypeError('Network connection lost')
  }

  it("retries a failing read twice, then fails with '{name} Request retry exceeded limit'", async () => {
    const fetch = scripted(down)
    await expect(scriptedPort(fetch).getCheckout({ id: 'chk_1', storeSlug: 'moonlit' })).rejects.toThrow(
      'Checkout Request retry exceeded limit',
    )
    expect(fetch.requests).toHaveLength(3)
  })

  it('sends a write that got no answer once when the backend does not honour idempotency keys, and says the store is in trouble', async () => {
    for (const fault of [down, noAnswer]) {
      const fetch = scripted(fault)
      const created = await scriptedPort(fetch).createCheckout({
        storeSlug: 'moonlit',
        lineItems: [{ sku: '1_2_3', quantity: 1 }],
        currency: 'USD',
        region: 'USA',
      })
      expect(created).toMatchObject({ ok: false, failure: { kind: 'upstream', message: expect.stringContaining('trouble') } })
      expect(fetch.requests).toHaveLength(1)
    }
    for (const send of [
      (port: CheckoutPort) => port.sendContactMessage({ storeSlug: 'moonlit', message: contactMessage }),
      (port: CheckoutPort) => port.signUpForNewsletter({ storeSlug: 'moonlit', email: 'once@example.com' }),
    ]) {
      const fetch = scripted(down)
      expect((await send(scriptedPort(fetch))).ok).toBe(false)
      expect(fetch.requests).toHaveLength(1)
    }
  })

  it('reads back a created checkout whose 2xx answer could not be read, instead of creating another', async () => {
    // Only the new checkout's id, under a name the checkout reader does not take for one.
    const fetch = scripted(json({ checkoutId: 'chk_1' }, 201), json(paidCheckout))
    const created = await scriptedPort(fetch).createCheckout({
      storeSlug: 'moonlit',
      lineItems: [{ sku: '1_2_3', quantity: 1 }],
      currency: 'USD',
      region: 'USA',
    })
    expect(created).toMatchObject({ ok: true, value: { id: 'chk_1' } })
    expect(fetch.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/checkout',
      'GET /api/checkout',
    ])
  })

  it('answers a submit without an answer, or with one it cannot read, from the checkout read back: one submit', async () => {
    for (const fault of [down, () => new Response('<html>Thanks!</html>', { status: 200 })]) {
      const fetch = scripted(fault, json(paidCheckout))
      expect(await scriptedPort(fetch).submitCheckout(submitInput)).toEqual({
        ok: true,
        value: { state: 'success', redirectUrl: null, displayMessage: null, orderLookupNumber: 'ORD-AAAA-BBBB-CCCC' },
      })
      expect(fetch.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
        'POST /api/v1/checkout/submit',
        'GET /api/checkout',
      ])
    }
  })

  it('sends a submit again, with the same Idempotency-Key, only to a backend that honours it', async () => {
    const fetch = scripted(down, down, json(success))
    const port = createProviderCheckout({
      ...HOSTS,
      paymentOptions: providerPaymentOptions({}),
      amounts: 'cents',
      honoursIdempotencyKeys: true,
      fetch,
    })
    expect(await port.submitCheckout({ ...submitInput, platform: 'paypal' })).toEqual({ ok: true, value: success })
    expect(fetch.requests.map((request) => request.headers.get('idempotency-key'))).toEqual([
      'chk_1:pay_1:submit',
      'chk_1:pay_1:submit',
      'chk_1:pay_1:submit',
    ])
    expect(fetch.requests[0].headers.get('x-storefront-origin')).toBe(STOREFRONT)
    expect(await fetch.requests[2].json()).toEqual({
      checkoutId: 'chk_1',
      storeSlug: 'moonlit',
      paymentId: 'pay_1',
      paymentToken: 'tok_1',
      returnUrl: `${STOREFRONT}/checkout/chk_1`,
      platform: 'sandbox',
    })
  })

  it("starts each payment with the spec's fields from the checkout and its own Idempotency-Key", async () => {
    const withCustomer = { ...paidCheckout, state: 'pending', orderLookupNumber: null, customer: customer() }
    const answer = { paymentId: 'pay_1', paymentToken: 'tok_1', meta: { clientSecret: 'cs_1' } }
    const fetch = scripted(json(withCustomer), json(answer), json(withCustomer), json(answer))
    const port = scriptedPort(fetch)
    const input = { checkoutId: 'chk_1', storeSlug: 'moonlit', paymentMethod: 'card', paymentMethodId: 'pm_1', origin: STOREFRONT } as const
    expect(await port.initiatePayment(input)).toEqual({
      ok: true,
      value: {
        paymentId: 'pay_1',
        paymentToken: 'tok_1',
        platform: 'sandbox',
        paymentMethod: 'card',
        state: 'created',
        amount: { value: 2500, currency: 'USD' },
        meta: { clientSecret: 'cs_1' },
      },
    })
    await port.initiatePayment(input)
    const writes = fetch.requests.filter((request) => request.method === 'POST')
    const keys = writes.map((request) => request.headers.get('idempotency-key') ?? '')
    expect(keys[0]).toMatch(/^chk_1:initiate:/)
    expect(keys[1]).not.toBe(keys[0])
    expect(await writes[0].json()).toMatchObject({
      amount: 2500,
      platform: 'sandbox',
      paymentMethod: 'card',
      checkoutId: 'chk_1',
      paymentMethodId: 'pm_1',
      billingDetails: { name: 'Ada Lovelace', email: customer().email, address: { postal_code: customer().address.zip, country: 'US' } },
      customer: { firstName: 'Ada', email: customer().email },
    })
  })

  it('gives one order for a submit repeated after its answer was lost', async () => {
    const { port, seen } = await recorded()
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const created = await port.createCheckout({ storeSlug, lineItems: [{ sku, quantity: 1 }], currency: 'USD', region: 'USA' })
    if (!created.ok) throw new Error(created.failure.message)
    const id = created.value.id
    await port.updateCheckout({ id, storeSlug, customer: customer(), deliveryOption: 'standard' })
    const payment = await port.initiatePayment({
      checkoutId: id,
      storeSlug,
      paymentMethod: 'card',
      paymentMethodId: await card('4242424242424242'),
      origin: STOREFRONT,
    })
    if (!payment.ok) throw new Error(payment.failure.message)
    const input = {
      ...submitInput,
      checkoutId: id,
      storeSlug,
      paymentId: payment.value.paymentId,
      paymentToken: payment.value.paymentToken,
    }
    const answers = await Promise.all([port.submitCheckout(input), port.submitCheckout(input)])
    const numbers = answers.map((answer) => (answer.ok ? answer.value.orderLookupNumber : null))
    expect(numbers[0]).toMatch(/^ORD-/)
    expect(numbers[1]).toBe(numbers[0])
    const orders = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE checkout_id = ?1').bind(id).first<{ n: number }>()
    expect(orders?.n).toBe(1)
    expect(
      new Set(seen.filter((request) => request.url.pathname.endsWith('/submit')).map((request) => request.headers.get('idempotency-key'))),
    ).toEqual(new Set([`${id}:${payment.value.paymentId}:submit`]))
  })
})

describe('provider checkout: 4xx answers are failures, never thrown', () => {
  const update = (status: number, body: unknown) =>
    scriptedPort(scripted(json(body, status))).updateCheckout({ id: 'chk_1', storeSlug: 'moonlit', promoCode: 'NOPE' })
  const promoError = { detail: "Sorry, this promo code isn't valid.", source: { pointer: '/data/promoCode' } }

  it.each([
    [400, { error: 'data.promoCode: too long', issues: [] }, { kind: 'invalid', message: 'data.promoCode: too long' }],
    [400, { error: 'Bad promo', message: { errors: [promoError] } }, { kind: 'invalid', message: 'Bad promo', errors: [promoError] }],
    [422, { error: 'Bad promo', message: { errors: [promoError] } }, { kind: 'invalid', message: 'Bad promo', errors: [promoError] }],
    [404, { error: 'Checkout not found' }, { kind: 'not-found', message: 'Checkout not found' }],
    [409, { error: 'Already paid' }, { kind: 'conflict', message: 'Already paid' }],
    [
      422,
      { error: 'Sorry, banana is not sold in this store.', items: [{ sku: 'banana', name: 'banana', reason: 'unknown' }] },
      {
        kind: 'unavailable',
        message: 'Sorry, banana is not sold in this store.',
        items: [{ sku: 'banana', name: 'banana', reason: 'unknown' }],
      },
    ],
    [429, { error: 'Slow down' }, { kind: 'rate-limited', message: 'Slow down' }],
    [403, { error: 'Cross-origin requests are not allowed' }, { kind: 'upstream', message: expect.stringContaining('trouble') }],
    [400, 'not json at all', { kind: 'invalid', message: 'Please check your details and try again.' }],
  ])('maps %i %j', async (status, body, failure) => {
    expect(await update(status, body)).toEqual({ ok: false, failure })
  })

  it('answers a declined submit (402) as the submit answer with its displayMessage', async () => {
    const declined = { state: 'failure', redirectUrl: null, displayMessage: 'Your card was declined.', orderLookupNumber: null }
    const port = scriptedPort(scripted(json({ ...declined, error: 'Your card was declined.' }, 402)))
    expect(await port.submitCheckout(submitInput)).toEqual({ ok: true, value: declined })
  })

  it("reads the return link's redirect without following it", async () => {
    const fetch = scripted(() => new Response(null, { status: 303, headers: { location: `${STOREFRONT}/checkout/chk_1` } }))
    expect(await scriptedPort(fetch).paymentReturn({ paymentId: 'pay_1', outcome: 'returned' })).toEqual({
      ok: true,
      value: { redirectTo: `${STOREFRONT}/checkout/chk_1` },
    })
    expect(fetch.requests[0].redirect).toBe('manual')
    expect(new URL(fetch.requests[0].url).search).toBe('?paymentId=pay_1')
  })

  it('answers an address the service refuses as an error on the field it names', async () => {
    const fetch = scripted(
      json({ error: 'Please enter your zip', message: { errors: [{ detail: 'zip', source: { pointer: '/address/zip' } }] } }, 400),
    )
    expect(await scriptedPort(fetch).validateAddress(customer().address)).toEqual({
      status: 'error',
      message: 'Please enter your zip',
      field: 'zip',
    })
  })
})

describe('provider checkout: the store an after-sales post is for', () => {
  it('is refused without the key when it is not the backend host’s own store', async () => {
    const { port, hostStore } = await recorded('wrong-key-0123456789abcdef')
    const storeSlug = await freshStore()
    expect(await port.signUpForNewsletter({ storeSlug, email: 'nokey@example.com' })).toMatchObject({
      ok: false,
      failure: { kind: 'upstream' },
    })
    // The host's own store needs no trust.
    expect(await port.signUpForNewsletter({ storeSlug: hostStore.slug, email: 'nokey@example.com' })).toEqual({ ok: true, value: null })
    const rows = await env.DB.prepare(
      "SELECT s.slug FROM newsletter_signups n JOIN stores s ON s.id = n.store_id WHERE n.email = 'nokey@example.com'",
    ).all<{
      slug: string
    }>()
    expect(rows.results.map((row) => row.slug)).toEqual([hostStore.slug])
  })
})

describe('choosing the checkout adapter', () => {
  const config = { ...readConfig(env), STRIPE_PUBLISHABLE_KEY: 'pk_test_storefront' }

  it('is the built-in backend without provider hosts, and the provider with BACKEND_URL or CHECKOUT_URL', () => {
    // Only the provider reads its payment SDKs from the public key alone; the built-in needs Stripe's secret too.
    expect(createCheckout(env, config).paymentOptions().card).toEqual({ platform: 'sandbox', publishableKey: null })
    expect(createCheckout(env, { ...config, BACKEND_URL: 'https://backend.example/api' }).paymentOptions().card).toEqual({
      platform: 'stripe',
      publishableKey: 'pk_test_storefront',
    })
    expect(createCheckout(env, { ...config, CHECKOUT_URL: 'https://checkout.example/api' }).paymentOptions().card.platform).toBe('stripe')
  })

  it('offers PayPal and Afterpay when the storefront has their public ids', () => {
    expect(providerPaymentOptions({ PAYPAL_CLIENT_ID: 'pp-client', AFTERPAY_MERCHANT_ID: 'ap-1' })).toMatchObject({
      paypal: { platform: 'paypal', clientId: 'pp-client' },
      afterpay: { platform: 'afterpay' },
      wallet: { platform: 'sandbox' },
    })
  })
})
