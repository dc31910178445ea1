import { afterEach, describe, expect, it, vi } from 'vitest'
import { Checkout, DeliveryOption, Order, PaymentAnswer, PaymentStateAnswer, SubmitAnswer } from '../../domain/schemas/checkout'
import { collectGarbage } from '../support/collect-garbage'
import { everyAnswer, type SpecAnswer, SpecBackend, specCheckout } from '../support/contract/spec-backend'
import create from './spec-answers/checkout-create.json'
import get from './spec-answers/checkout-get.json'
import submit from './spec-answers/checkout-submit.json'
import update from './spec-answers/checkout-update.json'
import deliveryOptions from './spec-answers/delivery-options.json'
import initiatePayment from './spec-answers/initiate-payment.json'
import orders from './spec-answers/orders.json'
import recover from './spec-answers/orders-recover.json'
import payment from './spec-answers/payment.json'
import updatePayment from './spec-answers/update-payment.json'
import verifyDomain from './spec-answers/verify-domain.json'
import addressValidation from './spec-answers/address-validation.json'
import viewedCampaign from './spec-answers/viewed-campaign.json'

/**
 * The checkout half of the provider adapter against answers written from the spec's text:
 * what the shopper sees from each (totals in cents, the promo error on the promo field, the
 * redirect to the provider's page), and that no answer makes a write happen twice.
 */

const lines = [{ sku: '7001_9001_2', quantity: 1 }]
const createInput = { storeSlug: 'harbor', lineItems: lines, cartId: 'cart-1', currency: 'USD', region: 'USA' } as const
const writes = (backend: SpecBackend) => backend.sent.filter((sent) => sent.method !== 'GET')

describe('POST /checkout', () => {
  it.each(everyAnswer(create))('%s: the checkout, its total in cents, made once', async (_, answer) => {
    const backend = new SpecBackend().on('POST /checkout', answer)
    const created = await specCheckout(backend).createCheckout(createInput)
    expect(created.ok).toBe(true)
    if (!created.ok) return
    const checkout = Checkout.parse(created.value)
    expect(checkout).toMatchObject({ id: 'c-9f1', state: 'created', storeSlug: 'harbor', promoCode: null, promoCodeErrors: [] })
    expect(checkout.costs.total).toEqual({ value: 2500, currency: 'USD' })
    expect(checkout.costs.discount.value).toBe(0)
    expect(checkout.lineItems).toEqual([expect.objectContaining({ sku: '7001_9001_2', quantity: 1, unitPrice: 2500, totalPrice: 2500 })])
    expect(writes(backend)).toHaveLength(1)
  })
})

describe('GET /checkout', () => {
  it.each(everyAnswer(get))('%s: the customer, delivery option and payment as saved', async (_, answer) => {
    const read = await specCheckout(new SpecBackend().on('GET /checkout', answer)).getCheckout({ id: 'c-9f1', storeSlug: 'harbor' })
    expect(read.ok).toBe(true)
    if (!read.ok) return
    const checkout = Checkout.parse(read.value)
    expect(checkout.customer?.address).toEqual({
      address1: '1 Market St',
      city: 'San Francisco',
      state: 'California',
      zip: '94105',
      country: 'United States',
      stateCode: 'CA',
      countryCode: 'US',
    })
    expect(checkout).toMatchObject({ paymentId: 'p-1', paymentMethod: 'paypal', deliveryOption: { id: 'standard', price: 599 } })
    expect(checkout.costs).toMatchObject({ shipping: { value: 599 }, tax: { value: 50 }, total: { value: 3149, currency: 'USD' } })
  })
})

describe('PUT /v1/checkout', () => {
  it.each(everyAnswer(update))('%s: the promo code applied, its discount in cents', async (_, answer) => {
    const backend = new SpecBackend().on('PUT /v1/checkout', answer)
    const updated = await specCheckout(backend).updateCheckout({ id: 'c-9f1', storeSlug: 'harbor', promoCode: 'HARBOR10' })
    expect(updated.ok && updated.value).toMatchObject({
      promoCode: 'HARBOR10',
      costs: { discount: { value: 250, type: 'percentage', percentage: 10 }, total: { value: 2899 } },
    })
    expect(backend.sent[0].body).toEqual({ id: 'c-9f1', data: { storeSlug: 'harbor', promoCode: 'HARBOR10' } })
  })

  it.each(update.refused.map((answer) => [answer.name, answer] as const))(
    '%s: refused, the error pointing at promoCode',
    async (_, answer) => {
      const updated = await specCheckout(new SpecBackend().on('PUT /v1/checkout', answer)).updateCheckout({
        id: 'c-9f1',
        storeSlug: 'harbor',
        promoCode: 'NOPE',
      })
      expect(updated).toMatchObject({
        ok: false,
        failure: { kind: 'invalid', errors: [{ source: { pointer: '/data/promoCode' }, detail: expect.stringContaining('promo code') }] },
      })
    },
  )
})

describe('POST /deliveryOptions', () => {
  it.each(everyAnswer(deliveryOptions))('%s: each tier with its price in cents', async (_, answer) => {
    const backend = new SpecBackend().on('POST /deliveryOptions', answer).on('GET /checkout', { body: get.minimal })
    const quotes = await specCheckout(backend).deliveryOptions({ id: 'c-9f1', storeSlug: 'harbor', stateCode: 'CA', countryCode: 'US' })
    expect(quotes.ok).toBe(true)
    if (!quotes.ok) return
    for (const quote of quotes.value) DeliveryOption.parse(quote)
    expect(quotes.value[0]).toMatchObject({ id: 'standard', price: 599, currency: 'USD' })
    expect(backend.sent[0].body).toEqual({ id: 'c-9f1', storeSlug: 'harbor', stateCode: 'CA', countryCode: 'US' })
  })

  const threeTiers = everyAnswer(deliveryOptions).filter(([name]) => name !== 'without dates')
  it.each(threeTiers)("%s: the three tiers in the spec's order, super-rush read as super_rush", async (_, answer) => {
    const backend = new SpecBackend().on('POST /deliveryOptions', answer).on('GET /checkout', { body: get.minimal })
    const quotes = await specCheckout(backend).deliveryOptions({ id: 'c-9f1', storeSlug: 'harbor', stateCode: 'CA', countryCode: 'US' })
    expect(quotes.ok && quotes.value.map((quote) => quote.id)).toEqual(['standard', 'rush', 'super_rush'])
  })
})

describe('POST /v1/initiatePayment and /v1/updatePayment', () => {
  const withCheckout = (answer: SpecAnswer, call: string) => new SpecBackend().on('GET /checkout', { body: get.minimal }).on(call, answer)

  it.each(everyAnswer(initiatePayment))('%s: the payment, the amount it was started for', async (_, answer) => {
    const port = specCheckout(withCheckout(answer, 'POST /v1/initiatePayment'))
    const started = await port.initiatePayment({
      checkoutId: 'c-9f1',
      storeSlug: 'harbor',
      paymentMethod: 'paypal',
      origin: 'https://harbor.example',
    })
    expect(started.ok && PaymentAnswer.parse(started.value)).toMatchObject({
      paymentId: 'p-1',
      paymentToken: 'tok-1',
      paymentMethod: 'paypal',
      state: 'created',
      amount: { value: 3149, currency: 'USD' },
    })
  })

  it.each(everyAnswer(updatePayment))('%s: the payment with its new token', async (_, answer) => {
    const port = specCheckout(withCheckout(answer, 'POST /v1/updatePayment'))
    const updated = await port.updatePayment({
      checkoutId: 'c-9f1',
      storeSlug: 'harbor',
      paymentId: 'p-1',
      paymentToken: 'tok-1',
      paymentMethodId: 'pm_2',
      origin: 'https://harbor.example',
    })
    expect(updated.ok && updated.value).toMatchObject({ paymentId: expect.stringMatching(/^(p-1|1)$/), paymentToken: 'tok-2' })
  })
})

describe('GET /v1/payment', () => {
  it.each(everyAnswer(payment))('%s: paid', async (_, answer) => {
    const state = await specCheckout(new SpecBackend().on('GET /v1/payment', answer)).paymentState({
      paymentId: 'p-1',
      checkoutId: 'c-9f1',
    })
    expect(state.ok && PaymentStateAnswer.parse(state.value)).toEqual({
      state: 'succeeded',
      checkoutState: 'success',
      displayMessage: null,
    })
  })

  it.each(Object.entries(payment.states).map(([word, body]) => [word, body] as const))(
    '%s: read as the storefront words it',
    async (word, body) => {
      const state = await specCheckout(new SpecBackend().on('GET /v1/payment', { body })).paymentState({
        paymentId: 'p-1',
        checkoutId: 'c-9f1',
      })
      const expected = { failed: 'failed', pending: 'created', canceled: 'canceled' }[word]
      expect(state.ok && state.value.state).toBe(expected)
    },
  )
})

describe('POST /v1/checkout/submit', () => {
  it.each(everyAnswer(submit))("%s: the provider's page to send the shopper to", async (_, answer) => {
    const backend = new SpecBackend().on('POST /v1/checkout/submit', answer)
    const submitted = await specCheckout(backend).submitCheckout(submitInput)
    expect(submitted.ok && SubmitAnswer.parse(submitted.value)).toEqual({
      state: 'pending',
      redirectUrl: 'https://pay.harbor.example/approve/p-1',
      displayMessage: null,
      orderLookupNumber: null,
    })
    expect(writes(backend)).toHaveLength(1)
  })

  it('answers a paid submit as success', async () => {
    const submitted = await specCheckout(new SpecBackend().on('POST /v1/checkout/submit', { body: submit.success })).submitCheckout(
      submitInput,
    )
    expect(submitted).toEqual({ ok: true, value: { state: 'success', redirectUrl: null, displayMessage: null, orderLookupNumber: null } })
  })

  it.each(submit.declined.map((answer) => [answer.name, answer] as const))(
    "%s: the backend's displayMessage is the shopper's error",
    async (_, answer) => {
      const submitted = await specCheckout(new SpecBackend().on('POST /v1/checkout/submit', answer)).submitCheckout(submitInput)
      const message = submitted.ok ? submitted.value.displayMessage : submitted.failure.message
      expect(message).toBe('Your card was declined.')
    },
  )
})

const submitInput = {
  checkoutId: 'c-9f1',
  storeSlug: 'harbor',
  paymentId: 'p-1',
  paymentToken: 'tok-1',
  platform: 'paypal',
  returnUrl: 'https://harbor.example/checkout/c-9f1?payment=returned',
  origin: 'https://harbor.example',
}

describe('GET /v1/orders', () => {
  it.each(everyAnswer(orders))('%s: the order, its totals in cents', async (_, answer) => {
    const found = await specCheckout(new SpecBackend().on('GET /v1/orders', answer)).orderByCart('cart-harbor-1', { storeSlug: 'harbor' })
    expect(found.ok).toBe(true)
    if (!found.ok) return
    expect(Order.parse(found.value)).toMatchObject({
      lookupNumber: 'HB-1001',
      cartId: 'cart-harbor-1',
      status: 'processing',
      totalCost: { amount: 3149, currency: 'USD' },
      tax: { amount: 50 },
      shippingCost: { amount: 599 },
      customer: { email: 'ada@example.com' },
      items: [{ title: 'Harbor Tee', price: { amount: 2500 }, size: 'M', quantity: 1 }],
      shipments: [],
    })
  })

  it('follows a shipped order to its shipment', async () => {
    const found = await specCheckout(new SpecBackend().on('GET /v1/orders', { body: orders.shipped })).orderByLookupNumber('HB-1001', {
      storeSlug: 'harbor',
    })
    expect(found.ok && found.value).toMatchObject({ status: 'shipped', shipments: [{ carrier: 'UPS', trackingNumber: '1Z999' }] })
  })

  it.each(orders.notFound.map((answer) => [answer.name, answer] as const))('%s: no order', async (_, answer) => {
    const found = await specCheckout(new SpecBackend().on('GET /v1/orders', answer)).orderByCart('cart-none', { storeSlug: 'harbor' })
    expect(found).toMatchObject({ ok: false, failure: { kind: 'not-found' } })
  })
})

describe('after-sales posts answered as the spec has them, or with nothing', () => {
  it.each(everyAnswer(recover))('%s: order recovery is done', async (_, answer) => {
    const backend = new SpecBackend().on('POST /v1/orders/recover', answer)
    expect(await specCheckout(backend).recoverOrders({ storeSlug: 'harbor', email: 'ada@example.com' })).toEqual({ ok: true, value: null })
    expect(writes(backend)).toHaveLength(1)
  })

  it("shows the backend's error when recovery fails", async () => {
    const backend = new SpecBackend().on('POST /v1/orders/recover', { body: recover.failure })
    expect(await specCheckout(backend).recoverOrders({ storeSlug: 'harbor', email: 'ada@example.com' })).toEqual({
      ok: false,
      failure: { kind: 'invalid', message: 'We could not find any orders for that email address.' },
    })
  })

  it.each(everyAnswer(viewedCampaign))('%s: a campaign view is recorded once', async (_, answer) => {
    const backend = new SpecBackend().on('POST /tracking/viewed_campaign', answer)
    const view = { campaign_id: 'winter', referrer: '', get_vars: { utm_source: 'mail' } }
    expect(await specCheckout(backend).trackCampaignView({ storeSlug: 'harbor', view })).toEqual({ ok: true, value: null })
    expect(writes(backend)).toHaveLength(1)
  })

  it.each(everyAnswer(verifyDomain))('%s: the wallet domain is registered', async (_, answer) => {
    const backend = new SpecBackend().on('POST /v1/payments/verifyDomain', answer)
    expect(await specCheckout(backend).verifyPaymentDomain({ domainName: 'harbor.example' })).toEqual({
      ok: true,
      value: { domainName: 'harbor.example' },
    })
    expect(backend.sent[0].body).toEqual({ domainName: 'harbor.example' })
  })

  it('takes a 204 or an empty body as a sent contact message and newsletter sign-up (not spec calls), one request each', async () => {
    const backend = new SpecBackend().on('POST /contact', { status: 204, body: null }).on('POST /newsletter', { body: '' })
    const port = specCheckout(backend)
    const message = {
      'contact-ordernumber': 'HB-1001',
      'contact-email': 'ada@example.com',
      'contact-fullname': 'Ada Lovelace',
      'contact-reason': 'order',
      'contact-reason-message': 'Where is my tee?',
    } as const
    expect(await port.sendContactMessage({ storeSlug: 'harbor', message })).toEqual({ ok: true, value: null })
    expect(await port.signUpForNewsletter({ storeSlug: 'harbor', email: 'ada@example.com' })).toEqual({ ok: true, value: null })
    expect(writes(backend)).toHaveLength(2)
  })
})

describe('POST /v1/address/validate (the address validation service)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })
  const typed = addressValidation.typed
  const suggested = { ...typed, address1: '1 Market St', city: 'San Francisco' }
  const ZIP_ERROR = 'We could not verify this address. Please check your zipcode.'
  const VALIDATION = 'https://validate.example/api'

  function validating(answer: SpecAnswer) {
    const counted: string[] = []
    const backend = new SpecBackend().on('POST /api/v1/address/validate', answer)
    const port = specCheckout(backend, {
      addressValidationUrl: VALIDATION,
      countAddressValidationProblem: async (problem) => {
        counted.push(problem)
      },
    })
    return { backend, counted, validate: () => port.validateAddress(typed) }
  }

  it.each(everyAnswer(addressValidation.suggestion))('%s: the suggestion offered beside the address typed', async (_, answer) => {
    const { backend, counted, validate } = validating(answer)
    expect(await validate()).toEqual({ status: 'suggestion', address: typed, suggestion: suggested, changes: ['address1', 'city'] })
    expect(backend.sent.map((sent) => [sent.method, sent.url.toString(), sent.body])).toEqual([
      ['POST', `${VALIDATION}/v1/address/validate`, { address: typed }],
    ])
    expect(counted).toEqual([])
  })

  it.each(everyAnswer(addressValidation.error))('%s: the error, shown above the street field; nothing else is sent', async (_, answer) => {
    const { backend, counted, validate } = validating(answer)
    expect(await validate()).toEqual({ status: 'error', message: ZIP_ERROR, field: 'address1' })
    expect(backend.sent).toHaveLength(1)
    expect(counted).toEqual([])
  })

  it.each(everyAnswer(addressValidation.valid))('%s: the address as typed', async (_, answer) => {
    const { counted, validate } = validating(answer)
    expect(await validate()).toEqual({ status: 'valid', address: typed })
    expect(counted).toEqual([])
  })

  it.each(addressValidation.unreadable.map((answer) => [answer.name, answer] as const))(
    '%s: the shopper goes on with the address as typed, and it is counted',
    async (_, answer) => {
      const { counted, validate } = validating(answer)
      expect(await validate()).toEqual({ status: 'valid', address: typed })
      expect(counted).toEqual(['unreadable'])
    },
  )

  it('a service that does not answer in time: the shopper goes on as typed, counted as a timeout', async () => {
    const counted: string[] = []
    const backend = new SpecBackend().on('POST /api/v1/address/validate', { body: null, hang: true })
    const port = specCheckout(backend, {
      addressValidationUrl: VALIDATION,
      addressValidationTimeoutMs: 50,
      countAddressValidationProblem: async (problem) => {
        counted.push(problem)
      },
    })
    expect(await port.validateAddress(typed)).toEqual({ status: 'valid', address: typed })
    expect(backend.sent).toHaveLength(1)
    expect(counted).toEqual(['timeout'])
  })

  it('a service that hangs still lets the shopper go on after its Request is garbage-collected', async () => {
    // Node's Request follows the caller's signal through a weak reference: a backend that
    // listened on request.signal hung for good once a busy run collected it (a CI flake).
    vi.useFakeTimers()
    const backend = new SpecBackend().on('POST /api/v1/address/validate', { body: null, hang: true })
    const port = specCheckout(backend, { addressValidationUrl: VALIDATION, addressValidationTimeoutMs: 50 })
    const answer = port.validateAddress(typed)
    await vi.advanceTimersByTimeAsync(0)
    expect(backend.sent).toHaveLength(1)
    collectGarbage()
    await vi.advanceTimersByTimeAsync(50)
    expect(await answer).toEqual({ status: 'valid', address: typed })
  })

  it('without a service the address is taken as typed and nothing is sent', async () => {
    const backend = new SpecBackend()
    expect(await specCheckout(backend).validateAddress(typed)).toEqual({ status: 'valid', address: typed })
    expect(backend.sent).toEqual([])
  })
})
