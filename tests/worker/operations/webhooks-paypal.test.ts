import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdminOrder } from '../../../worker/commerce/port/operations'
import { forgetPayPalTokens } from '../../../worker/commerce/builtin/payments/paypal'
import { payPalStandIn } from '../../support/harness/worker/payment-stand-ins'
import { databaseSnapshot, switchableD1 } from '../../support/harness/reliability/harness'
import { body } from '../../support/harness/reliability/shopper'
import { adminCall, deliverPayPal, ledgerOf, network, PAYPAL, payingShopper, runClock, uniqueEmail } from '../../support/harness/operations'

/**
 * Claim: PayPal's webhooks, checked with PayPal's verify-webhook-signature call, finish
 * what a closed tab left (an approved order nobody came back to authorize) and keep the
 * books right about captures PayPal completes, denies or refunds later; a repeated, late
 * or out-of-order delivery changes nothing it should not, a forged or stale one is a 400.
 */

let paypal: ReturnType<typeof payPalStandIn>

beforeEach(() => {
  forgetPayPalTokens()
  paypal = payPalStandIn()
  vi.stubGlobal('fetch', network(paypal))
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const approvedEvent = (orderId: string, paymentId: string, id = `WH-${crypto.randomUUID()}`) => ({
  id,
  event_type: 'CHECKOUT.ORDER.APPROVED',
  resource: { id: orderId, status: 'APPROVED', intent: 'AUTHORIZE', purchase_units: [{ custom_id: paymentId }] },
})

const captureEvent = (type: string, orderId: string, paymentId: string, status: string, id = `WH-${crypto.randomUUID()}`) => ({
  id,
  event_type: type,
  resource: {
    id: `CAP${orderId}`,
    status,
    custom_id: paymentId,
    supplementary_data: { related_ids: { order_id: orderId, authorization_id: `AUTH${orderId}` } },
    links: [{ href: `https://api.paypal.test/v2/payments/authorizations/AUTH${orderId}`, rel: 'up', method: 'GET' }],
  },
})

/** The shopper chose PayPal and was sent to approve; answers PayPal's order id. */
async function sentToPayPal(email: string) {
  const shopper = await payingShopper(PAYPAL, { method: 'paypal' }, { email })
  const pending = await shopper.submit()
  expect(pending).toMatchObject({ state: 'pending', redirectUrl: expect.stringContaining('https://www.paypal.test/checkoutnow') })
  const orderId = (await ledgerOf(shopper.checkout.id, email)).payments[0].provider_ref ?? ''
  return { ...shopper, orderId }
}

/** A PayPal purchase that ended on the thank-you page (captures answer `captureStatus`). */
async function paidWithPayPal(email: string) {
  const shopper = await sentToPayPal(email)
  paypal.approve(shopper.orderId)
  expect((await shopper.submit()).state).toBe('success')
  return shopper
}

describe('CHECKOUT.ORDER.APPROVED', () => {
  it('authorizes, makes the order, captures once and mails one confirmation when the buyer approved and closed the tab', async () => {
    const email = uniqueEmail('paypal-closed')
    const { checkout, orderId, payment } = await sentToPayPal(email)
    paypal.approve(orderId)

    const event = approvedEvent(orderId, payment.paymentId)
    const answer = await deliverPayPal(event, PAYPAL)
    expect(answer.status).toBe(200)
    const after = await ledgerOf(checkout.id, email)
    expect(after.orders).toHaveLength(1)
    expect(after.payments.map((row) => row.state)).toEqual(['succeeded'])
    expect(after.mail.map((mail) => mail.kind)).toEqual(['order-confirmation'])
    expect(paypal.captures()).toBe(1)
    // PayPal was asked about the delivery exactly as it arrived, with our webhook id.
    expect(paypal.verifications).toEqual([
      expect.objectContaining({ webhook_id: 'WH1TEST', webhook_event: expect.objectContaining(event) }),
    ])

    const before = await databaseSnapshot()
    expect((await deliverPayPal(event, PAYPAL)).json).toEqual({ received: true, duplicate: true })
    expect(await databaseSnapshot()).toEqual(before)
  })

  it('arriving after the shopper came back and paid (out of order) changes nothing', async () => {
    const email = uniqueEmail('paypal-late')
    const { checkout, orderId, payment } = await paidWithPayPal(email)
    const paid = await ledgerOf(checkout.id, email)
    await deliverPayPal(approvedEvent(orderId, payment.paymentId), PAYPAL)
    expect(await ledgerOf(checkout.id, email)).toEqual(paid)
    expect(paypal.captures()).toBe(1)
  })

  it('is refused with 400 when PayPal does not confirm the delivery (forged), and changes nothing', async () => {
    const { orderId, payment } = await sentToPayPal(uniqueEmail('paypal-forged'))
    paypal.approve(orderId)
    paypal.setVerification('FAILURE')
    const before = await databaseSnapshot()
    const answer = await deliverPayPal(approvedEvent(orderId, payment.paymentId), PAYPAL)
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({ error: 'PayPal did not confirm this delivery: refused as forged.' })
    expect(await databaseSnapshot()).toEqual(before)
  })

  it('is refused with 400 when its transmission is stale, without asking PayPal, and changes nothing', async () => {
    const { orderId, payment } = await sentToPayPal(uniqueEmail('paypal-stale'))
    paypal.approve(orderId)
    const before = await databaseSnapshot()
    const answer = await deliverPayPal(approvedEvent(orderId, payment.paymentId), PAYPAL, {
      transmissionTime: new Date(Date.now() - 10 * 60_000).toISOString(),
    })
    expect(answer.status).toBe(400)
    expect(paypal.verifications).toEqual([])
    expect(await databaseSnapshot()).toEqual(before)
  })
})

describe('PAYMENT.CAPTURE.COMPLETED and PAYMENT.CAPTURE.DENIED', () => {
  it('a PENDING capture keeps the order but not yet the money; COMPLETED later records it, without capturing again', async () => {
    paypal.setCaptureStatus('PENDING')
    const email = uniqueEmail('paypal-pending')
    const { checkout, orderId, payment } = await paidWithPayPal(email)
    expect((await ledgerOf(checkout.id, email)).payments.map((row) => row.state)).toEqual(['authorized'])

    paypal.settleCapture(orderId, 'COMPLETED')
    await deliverPayPal(captureEvent('PAYMENT.CAPTURE.COMPLETED', orderId, payment.paymentId, 'COMPLETED'), PAYPAL)
    expect((await ledgerOf(checkout.id, email)).payments.map((row) => row.state)).toEqual(['succeeded'])
    expect(paypal.requests.filter((request) => request.path.endsWith('/capture'))).toHaveLength(1)
  })

  it('delivered before PayPal completed the capture (out of order) changes nothing; the clock records it once completed', async () => {
    paypal.setCaptureStatus('PENDING')
    const email = uniqueEmail('paypal-early')
    const { checkout, orderId, payment } = await paidWithPayPal(email)
    await deliverPayPal(captureEvent('PAYMENT.CAPTURE.COMPLETED', orderId, payment.paymentId, 'COMPLETED'), PAYPAL)
    expect((await ledgerOf(checkout.id, email)).payments.map((row) => row.state)).toEqual(['authorized'])

    paypal.settleCapture(orderId, 'COMPLETED')
    await runClock(PAYPAL)
    expect((await ledgerOf(checkout.id, email)).payments.map((row) => row.state)).toEqual(['succeeded'])
    expect(paypal.requests.filter((request) => request.path.endsWith('/capture'))).toHaveLength(1)
  })

  it('DENIED cancels the order, gives its stock back and tells the shopper, once', async () => {
    paypal.setCaptureStatus('PENDING')
    const email = uniqueEmail('paypal-denied')
    const { checkout, orderId, payment } = await paidWithPayPal(email)
    paypal.settleCapture(orderId, 'DECLINED')
    const denied = captureEvent('PAYMENT.CAPTURE.DENIED', orderId, payment.paymentId, 'DECLINED')
    await deliverPayPal(denied, PAYPAL)
    await deliverPayPal(denied, PAYPAL)
    const after = await ledgerOf(checkout.id, email)
    expect(after.orders.map((order) => order.status)).toEqual(['canceled'])
    expect(after.payments.map((row) => row.state)).toEqual(['failed'])
    expect(after.mail.map((mail) => mail.kind)).toEqual(['order-confirmation', 'order-canceled'])
  })
})

describe('verified events the store does not read', () => {
  it('are answered 200 "ignored" (a refused one PayPal sends again for days) and change nothing', async () => {
    await paidWithPayPal(uniqueEmail('paypal-unreadable'))
    const before = await databaseSnapshot()
    // A capture refunded at PayPal whose resource names no id the store can read it by.
    const answer = await deliverPayPal(
      { id: `WH-${crypto.randomUUID()}`, event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { status: 'COMPLETED' } },
      PAYPAL,
    )
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ received: true, duplicate: false, ignored: true })
    expect(paypal.verifications).toHaveLength(1)
    expect(await databaseSnapshot()).toEqual(before)
  })
})

describe('PAYMENT.CAPTURE.PENDING and PAYMENT.CAPTURE.DECLINED', () => {
  it('PENDING keeps the order and its authorization as they are: the money is not taken yet, nothing is captured again', async () => {
    paypal.setCaptureStatus('PENDING')
    const email = uniqueEmail('paypal-capture-pending')
    const { checkout, orderId, payment } = await paidWithPayPal(email)
    const before = await ledgerOf(checkout.id, email)
    expect(before.payments.map((row) => row.state)).toEqual(['authorized'])

    const answer = await deliverPayPal(captureEvent('PAYMENT.CAPTURE.PENDING', orderId, payment.paymentId, 'PENDING'), PAYPAL)
    expect(answer.status).toBe(200)
    expect(await ledgerOf(checkout.id, email)).toEqual(before)
    expect(paypal.captures()).toBe(1)
  })

  it('DECLINED (the pending capture failed) cancels the order and tells the shopper, once', async () => {
    paypal.setCaptureStatus('PENDING')
    const email = uniqueEmail('paypal-capture-declined')
    const { checkout, orderId, payment } = await paidWithPayPal(email)
    paypal.settleCapture(orderId, 'DECLINED')
    const declined = captureEvent('PAYMENT.CAPTURE.DECLINED', orderId, payment.paymentId, 'DECLINED')
    expect((await deliverPayPal(declined, PAYPAL)).status).toBe(200)
    await deliverPayPal(declined, PAYPAL)
    const after = await ledgerOf(checkout.id, email)
    expect(after.orders.map((order) => order.status)).toEqual(['canceled'])
    expect(after.payments.map((row) => row.state)).toEqual(['failed'])
    expect(after.mail.map((mail) => mail.kind)).toEqual(['order-confirmation', 'order-canceled'])
  })
})

describe('PAYMENT.AUTHORIZATION.VOIDED', () => {
  it('an authorization voided at PayPal before its order was written never becomes an order or a capture', async () => {
    const email = uniqueEmail('paypal-voided')
    const d1 = switchableD1()
    const bindings = { ...PAYPAL, DB: d1.db }
    const shopper = await payingShopper(bindings, { method: 'paypal' }, { email })
    expect((await shopper.submit()).state).toBe('pending')
    const orderId = (await ledgerOf(shopper.checkout.id, email)).payments[0].provider_ref ?? ''
    paypal.approve(orderId)
    // The shopper came back and PayPal authorized, but the request died before the order was written.
    d1.failWhen = (sql) => sql.includes('INSERT INTO orders')
    expect((await shopper.submit()).state).not.toBe('success')
    d1.failWhen = null
    expect((await ledgerOf(shopper.checkout.id, email)).payments.map((row) => row.state)).toEqual(['authorized'])

    // PayPal voids the authorization (the merchant's dashboard, or its honour period ran out).
    const authorization = paypal.order(orderId)?.authorization
    if (!authorization) throw new Error('PayPal holds no authorization')
    authorization.status = 'VOIDED'
    const voided = {
      id: `WH-${crypto.randomUUID()}`,
      event_type: 'PAYMENT.AUTHORIZATION.VOIDED',
      resource: {
        id: authorization.id,
        status: 'VOIDED',
        custom_id: shopper.payment.paymentId,
        supplementary_data: { related_ids: { order_id: orderId } },
        links: [{ href: `https://api.paypal.test/v2/payments/authorizations/${authorization.id}`, rel: 'self', method: 'GET' }],
      },
    }
    expect((await deliverPayPal(voided, PAYPAL)).status).toBe(200)
    const after = await ledgerOf(shopper.checkout.id, email)
    expect(after.orders).toEqual([])
    expect(after.payments.map((row) => row.state)).toEqual(['canceled'])
    expect(after.checkout).toMatchObject({
      state: 'failure',
      display_message: 'The payment was canceled. Please choose a payment method and try again.',
    })
    expect(after.mail).toEqual([])
    expect(paypal.captures()).toBe(0)
  })
})

describe('PAYMENT.CAPTURE.REFUNDED', () => {
  it('records a refund made at PayPal once, by its refund id, however often it is reported', async () => {
    const email = uniqueEmail('paypal-refund')
    const { checkout, orderId, payment } = await paidWithPayPal(email)
    const refunded = (id: string) => ({
      id,
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: {
        id: 'REFUND-AT-PAYPAL-1',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '5.00' },
        custom_id: payment.paymentId,
        links: [{ href: `https://api.paypal.test/v2/payments/captures/CAP${orderId}`, rel: 'up', method: 'GET' }],
      },
    })
    await deliverPayPal(refunded('WH-R1'), PAYPAL)
    await deliverPayPal(refunded('WH-R1'), PAYPAL)
    await deliverPayPal(refunded('WH-R1-RESENT'), PAYPAL)
    const lookupNumber = (await ledgerOf(checkout.id, email)).orders[0]?.lookup_number
    const order = body<AdminOrder>(await adminCall(`/orders/${lookupNumber}`, PAYPAL))
    expect(order.refunds.map((refund) => [refund.amountCents, refund.source, refund.providerRefundId])).toEqual([
      [500, 'provider', 'REFUND-AT-PAYPAL-1'],
    ])
  })
})
