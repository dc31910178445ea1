import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PaymentAnswer } from '../../../domain/schemas/checkout'
import { freshStore, skuOf } from '../../support/fixtures/checkout-fixtures'
import { callApp, failingKv, storeRequest, switchableD1 } from '../../support/harness/reliability/harness'
import { body, type Shopper, shopperAt, submitAnswer, submitter } from '../../support/harness/reliability/shopper'
import { STRIPE_BINDINGS, StripeStandIn } from '../../support/harness/reliability/stripe-stand-in'

/**
 * Claim: no personal data reaches the logs. Every console call the worker makes while
 * shoppers buy, get declined, sell out, write to support, sign up, recover and track
 * orders, and while KV, D1 and the payment provider fail, is recorded; none of them
 * carries a shopper's name, email, phone, address, card, order number or access code.
 */

const SHOPPER = {
  firstName: 'Adalinde',
  lastName: 'Quillfeather',
  email: 'adalinde.quill@example.com',
  phone: '+1 415 555 0199',
  address: {
    address1: '77 Hidden Orchard Lane',
    address2: 'Apt 9Q',
    city: 'Sausalito',
    state: 'California',
    stateCode: 'CA',
    zip: '94965',
    country: 'United States',
    countryCode: 'US',
  },
}
const CARD = '4242424242424242'
const DECLINED_CARD = '4000000000000002'
const ACCESS_CODE = 'orchard-secret-code'

const logged: string[] = []
const lookupNumbers: string[] = []
const METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const

beforeAll(() => {
  for (const method of METHODS) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(
        args
          .map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack ?? ''}` : typeof arg === 'string' ? arg : JSON.stringify(arg)))
          .join(' '),
      )
    })
  }
})

afterAll(() => {
  vi.restoreAllMocks()
})

async function checkoutFor(shopper: Shopper, sku: string, quantity = 1): Promise<string> {
  const created = await shopper.post('/api/checkout', {
    lineItems: [{ sku, quantity }],
    storeSlug: shopper.storeSlug,
    cartId: crypto.randomUUID(),
  })
  const id = body<{ id: string }>(created).id
  await shopper.put('/api/v1/checkout', {
    id,
    data: { storeSlug: shopper.storeSlug, customer: SHOPPER, deliveryOption: 'standard', paymentMethod: 'card' },
  })
  return id
}

async function pay(shopper: Shopper, id: string, card: string) {
  const token = body<{ id: string }>(
    await shopper.post('/api/v1/payments/sandbox/tokenize', { number: card, expMonth: 12, expYear: 2035, cvc: '737' }),
  ).id
  const payment = body<PaymentAnswer>(
    await shopper.post('/api/v1/initiatePayment', { checkoutId: id, paymentMethod: 'card', paymentMethodId: token }),
  )
  const answer = submitAnswer(await submitter(shopper, id, payment)())
  if (answer.orderLookupNumber) lookupNumbers.push(answer.orderLookupNumber)
  return answer
}

describe('the logs, after a day of shopping and failures', () => {
  it('were written to (the recorder works)', async () => {
    const d1 = switchableD1()
    d1.down = true
    await callApp(storeRequest('localhost', '/'), { DB: d1.db, CACHE: failingKv() })
    expect(logged.length).toBeGreaterThan(0)
  })

  it('hold no personal data', async () => {
    const storeSlug = await freshStore({}, { accessCode: undefined })
    const shopper = shopperAt(storeSlug)
    const sku = await skuOf(storeSlug, 'night-hoodie', 'Black', 'XL')

    // A purchase, a decline, and a sell-out race.
    expect((await pay(shopper, await checkoutFor(shopper, sku), CARD)).state).toBe('success')
    expect((await pay(shopper, await checkoutFor(shopper, sku), DECLINED_CARD)).state).toBe('failure')
    const [a, b] = [await checkoutFor(shopper, sku), await checkoutFor(shopper, sku)]
    await Promise.all([pay(shopper, a, CARD), pay(shopper, b, CARD)])

    // Support, pre-order, newsletter, recovery and tracking.
    await shopper.post('/api/contact', {
      'contact-ordernumber': lookupNumbers[0],
      'contact-email': SHOPPER.email,
      'contact-fullname': `${SHOPPER.firstName} ${SHOPPER.lastName}`,
      'contact-reason': 'order',
      'contact-reason-message': `Please ship to ${SHOPPER.address.address1}`,
    })
    await shopper.post('/api/preorder', {
      email: SHOPPER.email,
      fullname: SHOPPER.lastName,
      country: 'United States',
      street: SHOPPER.address.address1,
      city: SHOPPER.address.city,
      state: 'CA',
      zip: SHOPPER.address.zip,
    })
    await shopper.post('/api/newsletter', { EMAIL: SHOPPER.email })
    for (let i = 0; i < 5; i++) await shopper.post(`/api/v1/orders/recover?email=${encodeURIComponent(SHOPPER.email)}&slug=${storeSlug}`)
    await shopper.get(`/api/v1/orders?lookupNumber=${lookupNumbers[0]}&email=${encodeURIComponent(SHOPPER.email)}`)
    await shopper.get(`/track?orderNumber=${lookupNumbers[0]}`)

    // The same with KV gone, D1 failing mid-write, and Stripe dropping answers.
    const kvDown = shopperAt(storeSlug, () => ({ CACHE: failingKv() }))
    await pay(kvDown, await checkoutFor(kvDown, sku), CARD)
    const d1 = switchableD1()
    const d1Shopper = shopperAt(storeSlug, () => ({ DB: d1.db }))
    const failing = await checkoutFor(d1Shopper, await skuOf(storeSlug, 'day-tee', 'White', 'M'))
    d1.failWhen = (sql) => sql.includes('INSERT INTO orders')
    await pay(d1Shopper, failing, CARD)
    d1.failWhen = null
    d1.down = true
    await d1Shopper.post('/api/newsletter', { email: SHOPPER.email })
    await d1Shopper.get(`/track?orderNumber=${lookupNumbers[0]}`)
    d1.down = false

    const stripe = new StripeStandIn()
    vi.stubGlobal('fetch', stripe.fetch)
    try {
      const stripeShopper = shopperAt(storeSlug, () => STRIPE_BINDINGS)
      const id = await checkoutFor(stripeShopper, await skuOf(storeSlug, 'day-tee', 'White', 'M'))
      const payment = body<PaymentAnswer>(
        await stripeShopper.post('/api/v1/initiatePayment', { checkoutId: id, paymentMethod: 'card', paymentMethodId: 'pm_card_visa' }),
      )
      stripe.inject({ match: (call) => call.path.endsWith('/confirm') || call.path.endsWith('/capture'), kind: 'drop-after', times: 2 })
      await submitter(stripeShopper, id, payment)()
      await submitter(stripeShopper, id, payment)()
    } finally {
      vi.unstubAllGlobals()
    }

    // An access code, right and wrong, and a preview link that does not open.
    const gated = await freshStore({}, { accessCode: ACCESS_CODE })
    await callApp(storeRequest(`${gated}.localhost`, '/?accessCode=wrong-guess-code'))
    await callApp(storeRequest(`${gated}.localhost`, `/?accessCode=${ACCESS_CODE}`))

    expect(lookupNumbers.length).toBeGreaterThan(0)
    expect(logged.length).toBeGreaterThan(0)
    const secrets = [
      SHOPPER.firstName,
      SHOPPER.lastName,
      SHOPPER.email,
      SHOPPER.email.split('@')[0],
      SHOPPER.phone,
      SHOPPER.phone.replace(/\D/g, ''),
      SHOPPER.address.address1,
      SHOPPER.address.address2,
      SHOPPER.address.city,
      CARD,
      DECLINED_CARD,
      ACCESS_CODE,
      ...lookupNumbers,
    ]
    const leaks = logged.flatMap((line) =>
      secrets.filter((secret) => line.toLowerCase().includes(secret.toLowerCase())).map((secret) => `${secret} in: ${line.slice(0, 300)}`),
    )
    expect(leaks).toEqual([])
  }, 120_000)
})
