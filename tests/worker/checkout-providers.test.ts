import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createPaymentProviders } from '../../worker/commerce/builtin/payments'
import { checkoutPort, customer, freshStore, ORIGIN, ordersFor, skuOf } from '../support/fixtures/checkout-fixtures'
import { afterpayStandIn, payPalStandIn, type StandInShopper, stripeStandIn } from '../support/harness/worker/payment-stand-ins'
import { config, portWith, start, submitInput } from '../support/harness/worker/provider-checkout'

describe('Stripe adapter against a stand-in', () => {
  it('creates a manual-capture PaymentIntent for the server total, confirms it and captures once', async () => {
    const stripe = stripeStandIn()
    const port = portWith(stripe.fetch)
    const { id, payment, total, submit } = await start(port, 'card', 'pm_card_visa')
    expect(payment).toMatchObject({ platform: 'stripe', meta: { clientSecret: expect.stringMatching(/^pi_\d+_secret_x$/) } })

    const create = stripe.requests[0]
    expect(create).toMatchObject({ method: 'POST', path: '/v1/payment_intents' })
    expect(create.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(create.headers['idempotency-key']).toMatch(new RegExp(`^${id}:v\\d+:card:${total}USD:pay$`))
    const form = new URLSearchParams(create.body)
    expect(Object.fromEntries(form)).toMatchObject({
      amount: String(total),
      currency: 'usd',
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
    })

    const [first, second] = await Promise.all([submit(), submit()])
    expect(first).toMatchObject({ ok: true, value: { state: 'success' } })
    expect(second).toMatchObject({ ok: true, value: { state: 'success' } })
    const confirms = stripe.requests.filter((request) => request.path.endsWith('/confirm'))
    expect(new Set(confirms.map((request) => request.headers['idempotency-key'])).size).toBe(1)
    expect(new URLSearchParams(confirms[0].body).get('return_url')).toMatch(
      /^http:\/\/localhost\/api\/v1\/payments\/return\?paymentId=pay_/,
    )
    expect(stripe.captures()).toBe(1)
    expect(await ordersFor(id)).toBe(1)
  })

  it("passes on Stripe's decline message", async () => {
    const stripe = stripeStandIn()
    const { id, submit } = await start(portWith(stripe.fetch), 'card', 'pm_card_chargeDeclined')
    expect(await submit()).toMatchObject({ ok: true, value: { state: 'failure', displayMessage: 'Your card was declined.' } })
    expect(await ordersFor(id)).toBe(0)
  })

  it("sends the shopper to Stripe's 3-D Secure page and places the order when they return", async () => {
    const stripe = stripeStandIn()
    const port = portWith(stripe.fetch)
    const { id, storeSlug, payment, submit } = await start(port, 'card', 'pm_card_threeDSecure2Required')
    const pending = await submit()
    const redirectUrl = pending.ok ? (pending.value.redirectUrl ?? '') : ''
    expect(redirectUrl).toMatch(/^https:\/\/hooks\.stripe\.test\/3ds\/pi_\d+$/)
    stripe.authenticate(redirectUrl.split('/').at(-1) ?? '')
    expect(await port.paymentReturn({ paymentId: payment.paymentId, outcome: 'returned' })).toEqual({
      ok: true,
      value: { redirectTo: `${ORIGIN}/checkout/${id}` },
    })
    const checkout = await port.getCheckout({ id, storeSlug })
    expect(checkout.ok && checkout.value.state).toBe('success')
    expect(stripe.captures()).toBe(1)
  })

  it('registers a wallet domain with Stripe', async () => {
    const stripe = stripeStandIn()
    const answer = await portWith(stripe.fetch).verifyPaymentDomain({ domainName: 'shop.example.com' })
    expect(answer).toEqual({ ok: true, value: { domainName: 'shop.example.com' } })
    expect(stripe.requests.at(-1)).toMatchObject({ path: '/v1/payment_method_domains', body: 'domain_name=shop.example.com' })
  })

  it('answers upstream trouble when Stripe refuses the key', async () => {
    const stripe = stripeStandIn()
    const bad = { ...config, STRIPE_SECRET_KEY: 'sk_test_wrong' }
    const port = checkoutPort({ config: bad, payments: createPaymentProviders({ db: env.DB, config: bad, fetch: stripe.fetch }) })
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const created = await port.createCheckout({ storeSlug, lineItems: [{ sku, quantity: 1 }], currency: 'USD', region: 'USA' })
    const id = created.ok ? created.value.id : ''
    await port.updateCheckout({ id, storeSlug, customer: customer(), deliveryOption: 'standard' })
    const answer = await port.initiatePayment({
      checkoutId: id,
      storeSlug,
      paymentMethod: 'card',
      paymentMethodId: 'pm_card_visa',
      origin: ORIGIN,
    })
    expect(answer).toMatchObject({ ok: false, failure: { kind: 'upstream' } })
  })
})

describe('PayPal adapter against a stand-in', () => {
  it('creates an order to authorize, sends the shopper to approve it, authorizes on return and captures once', async () => {
    const paypal = payPalStandIn()
    const port = portWith(paypal.fetch)
    const { id, storeSlug, payment, total, submit } = await start(port, 'paypal')
    const created = paypal.requests.find((request) => request.path === '/v2/checkout/orders')
    expect(JSON.parse(created?.body ?? '{}')).toMatchObject({
      intent: 'AUTHORIZE',
      purchase_units: [{ amount: { currency_code: 'USD', value: (total / 100).toFixed(2) } }],
    })
    expect(created?.headers['paypal-request-id']).toContain(`${id}:v`)

    const pending = await submit()
    const redirectUrl = pending.ok ? (pending.value.redirectUrl ?? '') : ''
    expect(redirectUrl).toMatch(/^https:\/\/www\.paypal\.test\/checkoutnow\?token=ORDER\d+$/)
    const orderId = new URL(redirectUrl).searchParams.get('token') ?? ''
    // Coming back before approving changes nothing.
    await port.paymentReturn({ paymentId: payment.paymentId, outcome: 'returned' })
    expect(await ordersFor(id)).toBe(0)

    paypal.approve(orderId)
    await port.paymentReturn({ paymentId: payment.paymentId, outcome: 'returned' })
    const checkout = await port.getCheckout({ id, storeSlug })
    expect(checkout.ok && checkout.value.state).toBe('success')
    expect(paypal.order(orderId)?.authorization?.status).toBe('CAPTURED')
    expect(paypal.captures()).toBe(1)
  })
})

describe('Afterpay adapter against a stand-in', () => {
  it('creates a checkout, authorizes with its token on return and captures once', async () => {
    const afterpay = afterpayStandIn()
    const port = portWith(afterpay.fetch)
    const { id, storeSlug, payment, submit } = await start(port, 'afterpay')
    const pending = await submit()
    const redirectUrl = pending.ok ? (pending.value.redirectUrl ?? '') : ''
    expect(redirectUrl).toMatch(/^https:\/\/portal\.afterpay\.test\/checkout\/\?token=002\.token\d+$/)
    afterpay.approve(new URL(redirectUrl).searchParams.get('token') ?? '')
    await port.paymentReturn({ paymentId: payment.paymentId, outcome: 'returned' })
    const checkout = await port.getCheckout({ id, storeSlug })
    expect(checkout.ok && checkout.value.state).toBe('success')
    expect(afterpay.captures()).toBe(1)
  })

  it('keeps a shopper who comes back without confirming on their way to Afterpay: nothing held, no order', async () => {
    const afterpay = afterpayStandIn()
    const port = portWith(afterpay.fetch)
    const { id, storeSlug, payment, submit } = await start(port, 'afterpay')
    const first = await submit()
    const redirectUrl = first.ok ? (first.value.redirectUrl ?? '') : ''
    const token = new URL(redirectUrl).searchParams.get('token') ?? ''
    await port.paymentReturn({ paymentId: payment.paymentId, outcome: 'returned' })
    // Afterpay's 412 invalid_order_transaction_status: the consumer has not confirmed yet.
    const waiting = await port.getCheckout({ id, storeSlug })
    expect(waiting.ok && waiting.value).toMatchObject({ state: 'pending' })
    expect(await port.submitCheckout(submitInput(id, storeSlug, payment))).toMatchObject({
      ok: true,
      value: { state: 'pending', redirectUrl },
    })
    expect(await ordersFor(id)).toBe(0)

    afterpay.approve(token)
    await port.paymentReturn({ paymentId: payment.paymentId, outcome: 'returned' })
    const paid = await port.getCheckout({ id, storeSlug })
    expect(paid.ok && paid.value.state).toBe('success')
    expect(afterpay.captures()).toBe(1)
  })
})

describe('express checkout with PayPal and Afterpay against stand-ins', () => {
  const shopper: StandInShopper = {
    givenName: 'Rosa',
    surname: 'Parks',
    email: 'rosa@example.com',
    line1: '350 S Grand Ave',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90071',
    country: 'US',
  }

  /** A new shopper's checkout, paid for before it has an address. */
  async function startExpress(port: ReturnType<typeof portWith>, method: 'paypal' | 'afterpay') {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const created = await port.createCheckout({ storeSlug, lineItems: [{ sku, quantity: 1 }], currency: 'USD', region: 'USA' })
    if (!created.ok) throw new Error(created.failure.message)
    const id = created.value.id
    const payment = await port.initiatePayment({ checkoutId: id, paymentMethod: method, origin: ORIGIN })
    if (!payment.ok) throw new Error(payment.failure.message)
    const submitted = await port.submitCheckout({
      checkoutId: id,
      storeSlug,
      paymentId: payment.value.paymentId,
      paymentToken: payment.value.paymentToken,
      returnUrl: `${ORIGIN}/checkout/${id}`,
      origin: ORIGIN,
    })
    return { id, storeSlug, payment: payment.value, submitted }
  }

  async function finalTotal(port: ReturnType<typeof portWith>, id: string, storeSlug: string) {
    const checkout = await port.getCheckout({ id, storeSlug })
    if (!checkout.ok) throw new Error(checkout.failure.message)
    expect(checkout.value).toMatchObject({ state: 'success', customer: { email: 'rosa@example.com', address: { stateCode: 'CA' } } })
    return (checkout.value.costs.total.value / 100).toFixed(2)
  }

  it('lets PayPal collect the address, patches the order to the final total, then authorizes and captures it', async () => {
    const paypal = payPalStandIn()
    const port = portWith(paypal.fetch)
    const { id, storeSlug, payment, submitted } = await startExpress(port, 'paypal')
    const created = JSON.parse(paypal.requests.find((request) => request.path === '/v2/checkout/orders')?.body ?? '{}')
    expect(created.payment_source.paypal.experience_context).toMatchObject({
      shipping_preference: 'GET_FROM_FILE',
      user_action: 'CONTINUE',
    })
    const redirectUrl = submitted.ok ? (submitted.value.redirectUrl ?? '') : ''
    expect(redirectUrl).toMatch(/^https:\/\/www\.paypal\.test\/checkoutnow\?token=ORDER\d+$/)
    const orderId = new URL(redirectUrl).searchParams.get('token') ?? ''

    paypal.approve(orderId, shopper)
    await port.paymentReturn({ paymentId: payment.paymentId, outcome: 'returned' })
    const total = await finalTotal(port, id, storeSlug)
    const patchAt = paypal.requests.findIndex((request) => request.method === 'PATCH')
    const authorizeAt = paypal.requests.findIndex((request) => request.path.endsWith('/authorize'))
    expect(patchAt).toBeGreaterThan(-1)
    expect(patchAt).toBeLessThan(authorizeAt)
    expect(paypal.order(orderId)?.authorization).toMatchObject({ status: 'CAPTURED', amount: { value: total } })
    expect(JSON.parse(paypal.requests.find((request) => request.path.endsWith('/capture'))?.body ?? '{}').amount.value).toBe(total)
  })

  it('lets Afterpay collect the address and authorizes the final total with its token', async () => {
    const afterpay = afterpayStandIn()
    const port = portWith(afterpay.fetch)
    const { id, storeSlug, payment, submitted } = await startExpress(port, 'afterpay')
    const created = JSON.parse(afterpay.requests.find((request) => request.path === '/v2/checkouts')?.body ?? '{}')
    expect(created.shipping).toBeUndefined()
    const token = new URL(submitted.ok ? (submitted.value.redirectUrl ?? '') : 'https://x').searchParams.get('token') ?? ''

    afterpay.approve(token, shopper)
    await port.paymentReturn({ paymentId: payment.paymentId, outcome: 'returned' })
    const total = await finalTotal(port, id, storeSlug)
    const auth = JSON.parse(afterpay.requests.find((request) => request.path === '/v2/payments/auth')?.body ?? '{}')
    expect(auth.amount).toEqual({ amount: total, currency: 'USD' })
    expect(afterpay.captures()).toBe(1)
  })
})
