import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminOrder } from '../../../worker/commerce/port/operations'
import type { RefundAnswer } from '../../../worker/commerce/port/operations'
import type { OrderSummary } from '../../../worker/commerce/port/operations'
import { forgetPayPalTokens } from '../../../worker/commerce/builtin/payments/paypal'
import { tokenizeCard } from '../../../worker/commerce/builtin/payments/sandbox/tokenize'
import { storeKey } from '../../../worker/lib/cache-key'
import { stockOf } from '../../support/fixtures/checkout-fixtures'
import { afterpayStandIn, payPalStandIn, stripeStandIn } from '../../support/harness/worker/payment-stand-ins'
import { callApp } from '../../support/harness/reliability/harness'
import { body } from '../../support/harness/reliability/shopper'
import {
  ADMIN_TOKEN,
  AFTERPAY,
  adminCall,
  ledgerOf,
  network,
  PAYPAL,
  payingShopper,
  runClock,
  STRIPE,
  uniqueEmail,
} from '../../support/harness/operations'

/**
 * Claim: an operator runs the built-in backend from the admin API (and the CLI on it):
 * only with the bearer token; orders listed, shown, exported as CSV a spreadsheet cannot
 * be tricked by, shipped with a tracking number (one e-mail), refunded through the
 * payment's own provider exactly once per request, in part or in full; stock set per sku.
 */

afterEach(() => {
  vi.unstubAllGlobals()
})

async function sandboxCard(): Promise<string> {
  const answer = await tokenizeCard(env.DB, { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' }, new Date())
  if (!answer.ok) throw new Error(answer.message)
  return answer.paymentMethod.id
}

/** A sandbox card purchase that ended on the thank-you page; answers its order number. */
async function purchase(email = uniqueEmail('admin'), { quantity = 1 } = {}) {
  const shopper = await payingShopper({}, { method: 'card', paymentMethodId: await sandboxCard() }, { email, quantity })
  const answer = await shopper.submit()
  expect(answer.state).toBe('success')
  return { ...shopper, email, lookupNumber: answer.orderLookupNumber ?? '' }
}

const refund = (lookupNumber: string, key: string, amount?: number, bindings = {}) =>
  adminCall(`/orders/${lookupNumber}/refund`, bindings, {
    body: amount === undefined ? {} : { amount },
    headers: { 'idempotency-key': key },
  })

describe('the door', () => {
  it('is shut without ADMIN_TOKEN, refuses a missing or wrong token, and opens for the right one', async () => {
    const off = await callApp(
      new Request('https://admin.example.com/admin/api/orders', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } }),
    )
    expect(off.status).toBe(404)
    expect((await adminCall('/orders', {}, { token: null })).status).toBe(401)
    const wrong = await adminCall('/orders', {}, { token: `${ADMIN_TOKEN.slice(0, -1)}x` })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer realm="admin"')
    const right = await adminCall('/orders', {})
    expect(right.status).toBe(200)
    expect(right.headers.get('cache-control')).toBe('no-store')
    expect(right.headers.get('set-cookie')).toBeNull()
  })

  it('is reached on any host, a gated store’s included, without the store’s access code', async () => {
    const answer = await callApp(
      new Request('http://vault.localhost/admin/api/orders', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } }),
      { ADMIN_TOKEN },
    )
    expect(answer.status).toBe(200)
  })
})

describe('orders', () => {
  it('are listed newest first, per store and status, and shown whole', async () => {
    const first = await purchase()
    const second = await purchase()
    const listed = body<{ orders: OrderSummary[] }>(await adminCall(`/orders?store=${second.storeSlug}`, {}))
    expect(listed.orders.map((order) => order.lookupNumber)).toEqual([second.lookupNumber])
    const all = body<{ orders: OrderSummary[] }>(await adminCall('/orders?status=processing&limit=500', {}))
    const numbers = all.orders.map((order) => order.lookupNumber)
    expect(numbers.indexOf(second.lookupNumber)).toBeLessThan(numbers.indexOf(first.lookupNumber))

    const shown = body<AdminOrder>(await adminCall(`/orders/${second.lookupNumber.toLowerCase()}`, {}))
    expect(shown).toMatchObject({
      order: { lookupNumber: second.lookupNumber, status: 'processing', customerEmail: second.email },
      payment: { provider: 'sandbox', state: 'succeeded' },
      items: [expect.objectContaining({ title: 'Day Tee', quantity: 1 })],
      refunds: [],
      shipments: [],
    })
    expect(shown.refundable).toBe(shown.order.total)
    expect((await adminCall('/orders/ORD-NOPE-0000', {})).status).toBe(404)
    expect((await adminCall('/orders?status=lost', {})).status).toBe(400)
  })

  it('export as CSV with a header row, decimal amounts, and cells a spreadsheet keeps as text', async () => {
    const { storeSlug, lookupNumber, checkout } = await purchase()
    await env.DB.prepare(
      "UPDATE orders SET customer = json_set(customer, '$.firstName', '=HYPERLINK(\"https://evil.example\")') WHERE checkout_id = ?1",
    )
      .bind(checkout.id)
      .run()
    const csv = await adminCall(`/orders/export?store=${storeSlug}`, {}, { headers: { accept: 'text/csv' } })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const [header, row] = csv.text.trim().split('\r\n')
    expect(header).toBe(
      'order,store,created,status,email,name,items,currency,subtotal,discount,shipping,tax,total,refunded,payment method,payment provider,payment state,disputed,tracking',
    )
    expect(row.startsWith(`${lookupNumber},${storeSlug},`)).toBe(true)
    expect(row).toContain(`"'=HYPERLINK(""https://evil.example"") Lovelace"`)
    expect(row).toMatch(/,USD,\d+\.\d{2},0\.00,\d+\.\d{2},\d+\.\d{2},\d+\.\d{2},0\.00,card,sandbox,succeeded,no,$/)
  })
})

describe('shipping', () => {
  it('moves the order to shipped with the tracking number and sends one shipment e-mail, however often it is asked', async () => {
    const { lookupNumber, email, checkout } = await purchase()
    const ship = () =>
      adminCall(`/orders/${lookupNumber}/ship`, {}, { body: { trackingNumber: '9400111899223100001234', carrier: 'USPS' } })
    const shipped = await ship()
    expect(shipped.status).toBe(200)
    expect(body<AdminOrder>(shipped)).toMatchObject({
      order: { status: 'shipped' },
      shipments: [expect.objectContaining({ carrier: 'USPS', trackingNumber: '9400111899223100001234', status: 'in_transit' })],
    })
    expect((await ship()).status).toBe(200)
    const other = await adminCall(`/orders/${lookupNumber}/ship`, {}, { body: { trackingNumber: '1Z999AA10123456784' } })
    expect(other.status).toBe(409)

    const mail = (await ledgerOf(checkout.id, email)).mail
    expect(mail.map((message) => message.kind)).toEqual(['order-confirmation', 'order-shipped'])
    expect(mail[1].body).toContain('Tracking number: 9400111899223100001234')
    expect(mail[1].body).toContain(`/track?orderNumber=${lookupNumber}`)
  })

  it('refuses a canceled order, and answers 400 for a tracking number too short to be one', async () => {
    const { lookupNumber, checkout } = await purchase()
    expect((await adminCall(`/orders/${lookupNumber}/ship`, {}, { body: { trackingNumber: '12' } })).status).toBe(400)
    await env.DB.prepare("UPDATE orders SET status = 'canceled' WHERE checkout_id = ?1").bind(checkout.id).run()
    expect((await adminCall(`/orders/${lookupNumber}/ship`, {}, { body: { trackingNumber: '9400111899223100009999' } })).status).toBe(409)
  })
})

describe('refunds through the sandbox', () => {
  it('refund part, then the rest; a request repeated with its key refunds nothing more; a third is refused', async () => {
    const { lookupNumber, email, checkout } = await purchase()
    const shown = body<AdminOrder>(await adminCall(`/orders/${lookupNumber}`, {}))
    const total = shown.order.total

    const part = await refund(lookupNumber, 'refund-key-part-1', 500)
    expect(part.status).toBe(201)
    expect(body<RefundAnswer>(part)).toMatchObject({
      refund: { amountCents: 500, state: 'succeeded' },
      refundedCents: 500,
      repeated: false,
    })
    const repeated = await refund(lookupNumber, 'refund-key-part-1', 500)
    expect(repeated.status).toBe(200)
    expect(body<RefundAnswer>(repeated)).toMatchObject({ refundedCents: 500, repeated: true })

    const rest = await refund(lookupNumber, 'refund-key-rest-1')
    expect(body<RefundAnswer>(rest)).toMatchObject({ refund: { amountCents: total - 500 }, refundedCents: total })
    const more = await refund(lookupNumber, 'refund-key-more-1')
    expect(more.status).toBe(409)
    expect(more.json).toEqual({ error: 'This order was refunded in full already.' })

    const refunded = await env.DB.prepare(
      'SELECT COALESCE(SUM(r.amount_cents), 0) AS n FROM sandbox_refunds r JOIN payments p ON p.provider_ref = r.intent_id WHERE p.checkout_id = ?1',
    )
      .bind(checkout.id)
      .first<{ n: number }>()
    expect(refunded?.n).toBe(total)
    const mail = (await ledgerOf(checkout.id, email)).mail.map((message) => message.kind)
    expect(mail).toEqual(['order-confirmation', 'refund-issued', 'refund-issued'])
    // Refunded in full before it shipped: the order is canceled and its stock is back.
    expect((await ledgerOf(checkout.id, email)).orders.map((order) => order.status)).toEqual(['canceled'])
  })

  it('a full refund of a size’s last units offers it again on the store’s pages at once', async () => {
    const { lookupNumber, storeSlug, sku } = await purchase(uniqueEmail('admin'), { quantity: 10 })
    expect(await stockOf(sku)).toBe(0)
    const version = async () =>
      (await env.DB.prepare('SELECT catalogue_version AS v FROM stores WHERE slug = ?1').bind(storeSlug).first<{ v: number }>())?.v ?? 0
    const soldOut = await version()
    await env.CACHE.put(storeKey(storeSlug), JSON.stringify({ v: { slug: storeSlug, catalogueVersion: soldOut }, t: Date.now() }))
    expect((await refund(lookupNumber, 'refund-key-last-units')).status).toBe(201)
    expect(await stockOf(sku)).toBe(10)
    expect(await version()).toBe(soldOut + 1)
    expect(await env.CACHE.get(storeKey(storeSlug))).toBeNull()
  })

  it('two different refunds racing for the last cents: one goes through, the other is refused, never more than was paid', async () => {
    const { lookupNumber, sku } = await purchase()
    const total = body<AdminOrder>(await adminCall(`/orders/${lookupNumber}`, {})).order.total
    const stockBefore = await stockOf(sku)
    const answers = await Promise.all([refund(lookupNumber, 'race-key-a', total), refund(lookupNumber, 'race-key-b', total)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    expect(body<AdminOrder>(await adminCall(`/orders/${lookupNumber}`, {})).refundable).toBe(0)
    expect(await stockOf(sku)).toBe(stockBefore + 1)
  })

  it('answers 422 for more than can be refunded and 400 without an idempotency key or with a bad amount', async () => {
    const { lookupNumber } = await purchase()
    const tooMuch = await refund(lookupNumber, 'too-much-key', 10_000_000)
    expect(tooMuch.status).toBe(422)
    expect(String((tooMuch.json as { error: string }).error)).toMatch(/^At most \d+ cents can still be refunded/)
    expect((await adminCall(`/orders/${lookupNumber}/refund`, {}, { body: {} })).status).toBe(400)
    expect((await refund(lookupNumber, 'bad-amount-key', 12.5)).status).toBe(400)
  })
})

describe('refunds through the real providers', () => {
  it('Stripe: POST /v1/refunds with the amount and an idempotency key, once', async () => {
    forgetPayPalTokens()
    const stripe = stripeStandIn()
    vi.stubGlobal('fetch', network(stripe))
    const shopper = await payingShopper(STRIPE, { method: 'card', paymentMethodId: 'pm_card_visa' })
    const lookupNumber = (await shopper.submit()).orderLookupNumber ?? ''
    expect((await refund(lookupNumber, 'stripe-refund-key', 300, STRIPE)).status).toBe(201)
    expect((await refund(lookupNumber, 'stripe-refund-key', 300, STRIPE)).status).toBe(200)
    expect(stripe.refunds).toEqual([expect.objectContaining({ amount: 300 })])
    const calls = stripe.requests.filter((call) => call.path === '/v1/refunds')
    expect(calls).toHaveLength(1)
    expect(calls[0].headers['idempotency-key']).toContain(':refund:stripe-refund-key')
  })

  it('PayPal: refunds the capture of the order', async () => {
    forgetPayPalTokens()
    const paypal = payPalStandIn()
    vi.stubGlobal('fetch', network(paypal))
    const shopper = await payingShopper(PAYPAL, { method: 'paypal' })
    paypal.approve(shopper.payment.meta.orderId)
    const lookupNumber = (await shopper.submit()).orderLookupNumber ?? ''
    expect((await refund(lookupNumber, 'paypal-refund-key', 250, PAYPAL)).status).toBe(201)
    expect(paypal.refunds).toEqual([{ id: 'REFUND1', captureId: `CAP${shopper.payment.meta.orderId}`, value: '2.50' }])
  })

  it('PayPal: an operator key of 100 characters still refunds once, with a PayPal-Request-Id PayPal takes (108 at most)', async () => {
    forgetPayPalTokens()
    const paypal = payPalStandIn()
    vi.stubGlobal('fetch', network(paypal))
    const shopper = await payingShopper(PAYPAL, { method: 'paypal' })
    paypal.approve(shopper.payment.meta.orderId)
    const lookupNumber = (await shopper.submit()).orderLookupNumber ?? ''
    const key = `long-operator-key-${'x'.repeat(82)}`
    expect(key).toHaveLength(100)
    // PayPal refunds, but its answer is lost: the refund stays pending; the operator asks again with the same key.
    paypal.dropNext((call) => call.path.endsWith('/refund'), { after: true })
    expect((await refund(lookupNumber, key, 250, PAYPAL)).status).toBe(202)
    expect((await refund(lookupNumber, key, 250, PAYPAL)).status).toBe(200)
    const ids = paypal.requests.filter((call) => call.path.endsWith('/refund')).map((call) => call.headers['paypal-request-id'])
    expect(ids).toHaveLength(2)
    expect(ids[0].length).toBeLessThanOrEqual(108)
    expect(ids[1]).toBe(ids[0])
    expect(paypal.refunds).toHaveLength(1)
  })

  it('Afterpay: refunds the order with a UUID requestId', async () => {
    const afterpay = afterpayStandIn()
    vi.stubGlobal('fetch', network(afterpay))
    const shopper = await payingShopper(AFTERPAY, { method: 'afterpay' })
    await shopper.submit()
    afterpay.approve(shopper.payment.meta.token)
    await runClock(AFTERPAY)
    const lookupNumber = (await ledgerOf(shopper.checkout.id)).orders[0].lookup_number
    expect((await refund(lookupNumber, 'afterpay-refund-key', 100, AFTERPAY)).status).toBe(201)
    expect(afterpay.refunds).toEqual([expect.objectContaining({ amount: '1.00' })])
  })

  it('a provider that cannot be reached leaves the refund pending (202); the clock sends it with the same key', async () => {
    const stripe = stripeStandIn()
    vi.stubGlobal('fetch', network(stripe))
    const shopper = await payingShopper(STRIPE, { method: 'card', paymentMethodId: 'pm_card_visa' })
    const lookupNumber = (await shopper.submit()).orderLookupNumber ?? ''
    stripe.setDown(true)
    const pending = await refund(lookupNumber, 'refund-while-down', 400, STRIPE)
    expect(pending.status).toBe(202)
    expect(body<RefundAnswer>(pending).refund.state).toBe('pending')

    stripe.setDown(false)
    await runClock(STRIPE)
    const shown = body<AdminOrder>(await adminCall(`/orders/${lookupNumber}`, STRIPE))
    expect(shown.refunds.map((entry) => [entry.amountCents, entry.state])).toEqual([[400, 'succeeded']])
    expect(stripe.refunds).toHaveLength(1)
  })
})

describe('stock', () => {
  it('is set per sku for the store that sells it', async () => {
    const { sku } = await purchase()
    const set = await adminCall(`/stock/${sku}`, {}, { method: 'PUT', body: { count: 42 } })
    expect(set.status).toBe(200)
    expect(set.json).toMatchObject({ sku, count: 42 })
    expect(await stockOf(sku)).toBe(42)
    expect((await adminCall('/stock/999999_1_1', {}, { method: 'PUT', body: { count: 1 } })).status).toBe(404)
    expect((await adminCall(`/stock/${sku}`, {}, { method: 'PUT', body: { count: -1 } })).status).toBe(400)
  })
})
