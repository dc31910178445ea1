import { env } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AFTERPAY_READ_TIMEOUT_MS } from '../../../worker/commerce/builtin/payments/afterpay'
import { DEFAULT_TIMEOUT_MS } from '../../../worker/commerce/builtin/payments/http'
import { forgetPayPalTokens } from '../../../worker/commerce/builtin/payments/paypal'
import { readConfig } from '../../../worker/env'
import { ordersFor } from '../../support/fixtures/checkout-fixtures'
import { afterpayStandIn, payPalStandIn, stripeStandIn } from '../../support/harness/worker/payment-stand-ins'
import { portWith, start } from '../../support/harness/worker/provider-checkout'

/**
 * Claim: the real adapters survive first contact with the real providers. Each test plays
 * the provider's documented answer for a case a review against Stripe's, PayPal's and
 * Afterpay's own documentation found, and checks what the shopper and the books end with.
 */

beforeEach(() => {
  forgetPayPalTokens()
})

afterEach(() => {
  vi.restoreAllMocks()
})

async function orderRow(checkoutId: string) {
  return env.DB.prepare(
    `SELECT o.status AS orderStatus, p.state AS paymentState FROM orders o JOIN payments p ON p.id = o.payment_id WHERE o.checkout_id = ?1`,
  )
    .bind(checkoutId)
    .first<{ orderStatus: string; paymentState: string }>()
}

const mailKinds = async (email: string) =>
  (await env.DB.prepare('SELECT kind FROM outbox WHERE recipient = ?1 ORDER BY id').bind(email).all<{ kind: string }>()).results.map(
    (row) => row.kind,
  )

describe('a capture or authorize error is read back before anything is decided', () => {
  it('Stripe: a capture whose key Stripe no longer keeps (24 h) answers 400; the payment is read back, captured, and the order stands', async () => {
    const stripe = stripeStandIn()
    const port = portWith(stripe.fetch)
    const { id, submit } = await start(port, 'card', 'pm_card_visa')
    stripe.dropNext((call) => call.path.endsWith('/capture'), { after: true })
    stripe.dropNext((call) => call.method === 'GET')
    expect((await submit()).ok).toBe(true)
    expect(await orderRow(id)).toEqual({ orderStatus: 'processing', paymentState: 'authorized' })

    stripe.forgetIdempotencyKeys()
    expect(await submit()).toMatchObject({ ok: true, value: { state: 'success' } })
    expect(await orderRow(id)).toEqual({ orderStatus: 'processing', paymentState: 'succeeded' })
    expect(stripe.captures()).toBe(1)
  })

  it('Stripe: a capture refused while the money is still held voids it at Stripe, cancels the order and tells the shopper', async () => {
    const stripe = stripeStandIn()
    const port = portWith(stripe.fetch)
    const { id, submit } = await start(port, 'card', 'pm_card_visa')
    stripe.refuseNextCapture()
    expect(await submit()).toMatchObject({ ok: true, value: { state: 'failure' } })
    expect(await orderRow(id)).toEqual({ orderStatus: 'canceled', paymentState: 'failed' })
    const intentId = stripe.requests.find((call) => call.path.endsWith('/capture'))?.path.split('/')[3] ?? ''
    expect(stripe.intent(intentId)?.status).toBe('canceled')
    expect(await mailKinds('ada@example.com')).toContain('order-canceled')
  })

  it('Stripe: a confirmation whose key expired answers 400 unexpected state; it is read back as authorized and becomes the order', async () => {
    const stripe = stripeStandIn()
    const port = portWith(stripe.fetch)
    const { id, submit } = await start(port, 'card', 'pm_card_visa')
    stripe.dropNext((call) => call.path.endsWith('/confirm'), { after: true })
    stripe.dropNext((call) => call.method === 'GET')
    expect(await submit()).toMatchObject({ ok: false, failure: { kind: 'upstream' } })

    stripe.forgetIdempotencyKeys()
    expect(await submit()).toMatchObject({ ok: true, value: { state: 'success' } })
    expect(await ordersFor(id)).toBe(1)
    expect(stripe.captures()).toBe(1)
  })

  it('PayPal: AUTHORIZATION_ALREADY_CAPTURED after the request id expired is read back as captured', async () => {
    const paypal = payPalStandIn()
    const port = portWith(paypal.fetch)
    const { id, payment, submit } = await start(port, 'paypal')
    paypal.approve(payment.meta.orderId)
    paypal.dropNext((call) => call.path.endsWith('/capture'), { after: true })
    const captured = () => paypal.requests.some((call) => call.path.endsWith('/capture'))
    paypal.dropNext((call) => call.method === 'GET' && captured())
    // The capture went through; its answer and the read back were lost.
    await submit()
    expect(await orderRow(id)).toEqual({ orderStatus: 'processing', paymentState: 'authorized' })

    paypal.forgetRequestIds()
    expect(await submit()).toMatchObject({ ok: true, value: { state: 'success' } })
    expect(await orderRow(id)).toEqual({ orderStatus: 'processing', paymentState: 'succeeded' })
    expect(paypal.captures()).toBe(1)
  })

  it('Afterpay: 410 payment_captured is read back as captured', async () => {
    const afterpay = afterpayStandIn()
    const port = portWith(afterpay.fetch)
    const { id, payment, submit } = await start(port, 'afterpay')
    await submit()
    afterpay.approve(payment.meta.token)
    afterpay.dropNext((call) => call.path.endsWith('/capture'), { after: true })
    afterpay.dropNext((call) => call.method === 'GET' && afterpay.requests.some((sent) => sent.path.endsWith('/capture')))
    await port.paymentReturn({ paymentId: payment.paymentId, outcome: 'returned' })
    expect(await orderRow(id)).toEqual({ orderStatus: 'processing', paymentState: 'authorized' })

    afterpay.forgetRequestIds()
    expect(await submit()).toMatchObject({ ok: true, value: { state: 'success' } })
    expect(afterpay.requests.filter((call) => call.path.endsWith('/capture')).length).toBe(2)
    expect(await orderRow(id)).toEqual({ orderStatus: 'processing', paymentState: 'succeeded' })
    expect(afterpay.captures()).toBe(1)
  })
})

describe("PayPal's JS SDK and its documented answers", () => {
  it('authorizes at submit when the buyer approved in the pop-up (onApprove), instead of sending them to PayPal again', async () => {
    const paypal = payPalStandIn()
    const port = portWith(paypal.fetch)
    const { id, payment, submit } = await start(port, 'paypal')
    paypal.approve(payment.meta.orderId)
    expect(await submit()).toMatchObject({ ok: true, value: { state: 'success', redirectUrl: null } })
    expect(paypal.requests.filter((call) => call.path.endsWith('/authorize'))).toHaveLength(1)
    expect(await ordersFor(id)).toBe(1)
  })

  it('INSTRUMENT_DECLINED restarts the approval: the buyer picks another funding source, the next authorize is a new request', async () => {
    const paypal = payPalStandIn()
    const port = portWith(paypal.fetch)
    const { id, payment, submit } = await start(port, 'paypal')
    paypal.approve(payment.meta.orderId)
    paypal.declineNextInstrument()
    expect(await submit()).toMatchObject({
      ok: true,
      value: { state: 'pending', redirectUrl: `https://www.paypal.test/checkoutnow?token=${payment.meta.orderId}` },
    })
    expect(await ordersFor(id)).toBe(0)

    paypal.approve(payment.meta.orderId)
    expect(await submit()).toMatchObject({ ok: true, value: { state: 'success' } })
    const ids = paypal.requests.filter((call) => call.path.endsWith('/authorize')).map((call) => call.headers['paypal-request-id'])
    expect(ids).toHaveLength(2)
    expect(ids[0]).not.toBe(ids[1])
  })

  it('ORDER_ALREADY_AUTHORIZED means the money is held: the order is read again and placed', async () => {
    const paypal = payPalStandIn()
    const port = portWith(paypal.fetch)
    const { id, payment, submit } = await start(port, 'paypal')
    paypal.approve(payment.meta.orderId)
    paypal.dropNext((call) => call.path.endsWith('/authorize'), { after: true })
    expect(await submit()).toMatchObject({ ok: false, failure: { kind: 'upstream' } })

    paypal.forgetRequestIds()
    paypal.serveStaleOrders(1)
    expect(await submit()).toMatchObject({ ok: true, value: { state: 'success' } })
    expect(paypal.captures()).toBe(1)
    expect(await ordersFor(id)).toBe(1)
  })

  it('keeps its OAuth token across requests (providers are rebuilt per request) and retries a 429 from the token endpoint', async () => {
    const paypal = payPalStandIn()
    paypal.rateLimitTokens(1)
    for (let purchase = 0; purchase < 2; purchase += 1) {
      const port = portWith(paypal.fetch)
      const { payment, submit } = await start(port, 'paypal')
      paypal.approve(payment.meta.orderId)
      expect(await submit()).toMatchObject({ ok: true, value: { state: 'success' } })
    }
    expect(paypal.tokenRequests).toHaveLength(2)
    expect(paypal.requests.filter((call) => call.path === '/v1/oauth2/token')).toHaveLength(2)
  })
})

describe("Stripe's next actions that are not a redirect", () => {
  it('answers use_stripe_sdk with the client secret for Stripe.js, then places the order once the shopper authenticated', async () => {
    const stripe = stripeStandIn()
    const port = portWith(stripe.fetch)
    const { id, payment, submit } = await start(port, 'card', 'pm_card_authenticationRequiredSdk')
    const answer = await submit()
    expect(answer).toEqual({
      ok: true,
      value: {
        state: 'pending',
        redirectUrl: null,
        displayMessage: null,
        orderLookupNumber: null,
        action: { type: 'stripe.handleNextAction', clientSecret: payment.meta.clientSecret },
      },
    })
    stripe.authenticate(payment.meta.clientSecret.replace('_secret_x', ''))
    expect(await submit()).toMatchObject({ ok: true, value: { state: 'success' } })
    expect(await ordersFor(id)).toBe(1)
  })
})

describe("Afterpay's documented requests", () => {
  it('sends a UUID requestId on capture (never our long key) and waits 70 s for payment calls, 15 s elsewhere', async () => {
    const timeouts = vi.spyOn(AbortSignal, 'timeout')
    const afterpay = afterpayStandIn()
    const port = portWith(afterpay.fetch)
    const { payment, submit } = await start(port, 'afterpay')
    await submit()
    afterpay.approve(payment.meta.token)
    await port.paymentReturn({ paymentId: payment.paymentId, outcome: 'returned' })
    const capture = afterpay.requests.find((call) => call.path.endsWith('/capture'))
    expect(JSON.parse(capture?.body ?? '{}').requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(afterpay.captures()).toBe(1)
    expect(new Set(timeouts.mock.calls.map(([ms]) => ms))).toEqual(new Set([AFTERPAY_READ_TIMEOUT_MS]))
    expect(AFTERPAY_READ_TIMEOUT_MS).toBe(70_000)

    timeouts.mockClear()
    const stripe = stripeStandIn()
    await start(portWith(stripe.fetch), 'card', 'pm_card_visa')
    expect(new Set(timeouts.mock.calls.map(([ms]) => ms))).toEqual(new Set([DEFAULT_TIMEOUT_MS]))
  })

  it('finds an authorization whose answer was lost by its token, and never asks for it twice', async () => {
    const afterpay = afterpayStandIn()
    const port = portWith(afterpay.fetch)
    const { id, payment, submit } = await start(port, 'afterpay')
    await submit()
    afterpay.approve(payment.meta.token)
    afterpay.dropNext((call) => call.path === '/v2/payments/auth', { after: true })
    await port.paymentReturn({ paymentId: payment.paymentId, outcome: 'returned' })
    expect(await ordersFor(id)).toBe(0)

    expect(await submit()).toMatchObject({ ok: true, value: { state: 'success' } })
    // One auth before the shopper confirmed (412), one that authorized and was lost; then
    // the payment was found by its token rather than authorized again.
    const paths = afterpay.requests.map((call) => call.path)
    expect(paths.filter((path) => path === '/v2/payments/auth')).toHaveLength(2)
    expect(paths.slice(paths.lastIndexOf('/v2/payments/auth') + 1)).toContain(`/v2/payments/token:${payment.meta.token}`)
    expect(afterpay.captures()).toBe(1)
  })
})

describe('payment settings that cannot work fail at start-up, with the reason', () => {
  const base = { ...env, ENVIRONMENT: 'production' }
  const problems = (extra: Record<string, string>) => {
    try {
      readConfig({ ...base, ...extra })
      return ''
    } catch (error) {
      return String(error)
    }
  }

  it('a publishable key that is not pk_ (the secret key pasted by mistake)', () => {
    expect(problems({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'sk_live_abc' })).toContain(
      'STRIPE_PUBLISHABLE_KEY must be a publishable key',
    )
  })

  it('a Stripe secret key without its publishable key', () => {
    expect(problems({ STRIPE_SECRET_KEY: 'sk_live_abc' })).toContain('STRIPE_SECRET_KEY is set without STRIPE_PUBLISHABLE_KEY')
  })

  it("Stripe's test and live keys mixed", () => {
    expect(problems({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' })).toContain('is a test key')
  })

  it('sandbox credentials aimed at a live host: test keys beside live PayPal, or development against live hosts', () => {
    expect(
      problems({
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
        PAYPAL_CLIENT_ID: 'sandbox-client',
        PAYPAL_CLIENT_SECRET: 'sandbox-secret',
      }),
    ).toContain('Stripe has test keys but PayPal (api-m.paypal.com) is live')
    expect(problems({ ENVIRONMENT: 'development', AFTERPAY_MERCHANT_ID: 'm', AFTERPAY_SECRET_KEY: 'k' })).toContain(
      'ENVIRONMENT is development but Afterpay (global-api.afterpay.com) would take real money',
    )
  })

  it('and accepts a consistent set', () => {
    expect(
      problems({
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
        PAYPAL_CLIENT_ID: 'c',
        PAYPAL_CLIENT_SECRET: 's',
        PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com',
      }),
    ).toBe('')
  })
})
