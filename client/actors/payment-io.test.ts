import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { PaymentAnswer, SubmitAnswer } from '../../domain/schemas/checkout'
import { aCheckout, CUSTOMER } from '../../tests/support/factories/checkout'
import { CheckoutApiError, type CheckoutApi } from '../api/checkout-api'
import { provideCheckoutMachine } from './checkout-io'
import { providePaymentMachine } from './payment-io'

function anAnswer(paymentId: string, overrides: Partial<PaymentAnswer> = {}): PaymentAnswer {
  return {
    paymentId,
    paymentToken: `tok_${paymentId}`,
    platform: 'sandbox',
    paymentMethod: 'card',
    state: 'created',
    amount: { value: 2500, currency: 'USD' },
    meta: {},
    ...overrides,
  }
}

function fakeApi(overrides: Partial<CheckoutApi> = {}) {
  const calls: string[] = []
  let next = 1
  const api = {
    initiatePayment: vi.fn(async (request) => {
      calls.push(`initiate ${request.paymentMethod} ${request.paymentMethodId ?? '-'}`)
      return anAnswer(`pay_${next++}`, { paymentMethod: request.paymentMethod })
    }),
    updatePayment: vi.fn(async (request) => {
      calls.push(`update ${request.paymentId} ${request.paymentMethodId}`)
      return anAnswer(request.paymentId)
    }),
    paymentState: vi.fn(async () => ({ state: 'created' as const, checkoutState: 'pending' as const, displayMessage: null })),
    submit: vi.fn(async (): Promise<SubmitAnswer> => {
      calls.push('submit')
      throw new CheckoutApiError(402, 'Your card was declined.')
    }),
    getCheckout: vi.fn(async () => aCheckout({ customer: CUSTOMER })),
    ...overrides,
  } as unknown as CheckoutApi
  return { api, calls }
}

function startPayment(
  api: CheckoutApi,
  cardIds: string[],
  onPaymentFailed = () => {},
  handleStripeAction: (clientSecret: string) => Promise<void> = async () => {},
) {
  const cards = [...cardIds]
  const machine = providePaymentMachine({
    api,
    storeSlug: 'moonlit',
    checkoutId: 'chk_1',
    cardField: { current: { createPaymentMethod: async () => ({ paymentMethodId: cards.shift() ?? 'pm_none' }) } },
    checkWallet: async () => null,
    clearCart: () => {},
    clearDeliveryOptions: () => {},
    onPaymentFailed,
    handleStripeAction,
  })
  const actor = createActor(machine, {
    input: {
      checkoutId: 'chk_1',
      storeRegion: 'USA',
      resumedCheckout: false,
      total: { amount: 2500, currency: 'USD' },
      returnUrl: 'http://x/checkout/chk_1',
    },
  })
  actor.start()
  return actor
}

describe('payment I/O', () => {
  beforeEach(() => {
    // The payment cookie is written to a stand-in page.
    vi.stubGlobal('document', { cookie: '' })
    vi.stubGlobal('window', { location: { protocol: 'http:' } })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows a decline from the submit as not authorized and pays the same payment with the next card', async () => {
    const { api, calls } = fakeApi()
    const failures: string[] = []
    const actor = startPayment(api, ['pm_declined', 'pm_good'], () => failures.push('Payment failed, please try again.'))

    actor.send({ type: 'payment.card.submit', cardholderName: 'Ada Lovelace' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null)
    expect(actor.getSnapshot().context.error?.title?.text).toBe('The payment cannot be authorized.')
    expect(actor.getSnapshot().context.error?.message.text).toBe('Error checking out: Your card was declined.')
    expect(failures).toHaveLength(1)

    actor.send({ type: 'payment.card.submit', cardholderName: 'Ada Lovelace' })
    await waitFor(actor, (s) => s.matches('ready') && calls.length === 4)
    expect(calls).toEqual(['initiate card pm_declined', 'submit', 'update pay_1 pm_good', 'submit'])
  })

  it("finishes Stripe's in-browser step (use_stripe_sdk) with Stripe.js, then submits again and completes", async () => {
    const answers: SubmitAnswer[] = [
      {
        state: 'pending',
        redirectUrl: null,
        displayMessage: null,
        orderLookupNumber: null,
        action: { type: 'stripe.handleNextAction', clientSecret: 'pi_1_secret_x' },
      },
      { state: 'success', redirectUrl: null, displayMessage: null, orderLookupNumber: 'ORD-1' },
    ]
    const { api, calls } = fakeApi({
      submit: vi.fn(async () => {
        calls.push('submit')
        return answers.shift() as SubmitAnswer
      }),
      getCheckout: vi.fn(async () => aCheckout({ customer: CUSTOMER, state: 'success', orderLookupNumber: 'ORD-1' })),
    } as Partial<CheckoutApi>)
    const handled: string[] = []
    const actor = startPayment(api, ['pm_3ds'], undefined, async (clientSecret) => {
      calls.push('stripe.handleNextAction')
      handled.push(clientSecret)
    })

    actor.send({ type: 'payment.card.submit', cardholderName: 'Ada Lovelace' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(handled).toEqual(['pi_1_secret_x'])
    expect(calls).toEqual(['initiate card pm_3ds', 'submit', 'stripe.handleNextAction', 'submit'])
    expect(actor.getSnapshot().output).toMatchObject({ status: 'completed' })
  })

  it('starts a new payment when the shopper changes method', async () => {
    const { api, calls } = fakeApi()
    const actor = startPayment(api, ['pm_declined'])
    actor.send({ type: 'payment.card.submit', cardholderName: 'Ada' })
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null)

    actor.send({ type: 'payment.paypal.start' })
    await waitFor(actor, (s) => s.matches('awaitingPaypalApproval'))

    expect(calls).toEqual(['initiate card pm_declined', 'submit', 'initiate paypal -'])
  })
})

describe('checkout I/O', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('saves the customer with the state pending', async () => {
    const updateCheckout = vi.fn(async () => aCheckout({ customer: CUSTOMER }))
    const { api } = fakeApi({
      validateAddress: vi.fn(async () => ({ status: 'valid' as const, address: CUSTOMER.address })),
      updateCheckout,
      deliveryOptions: vi.fn(async () => []),
    } as Partial<CheckoutApi>)
    const actor = createActor(provideCheckoutMachine(api), { input: { checkout: aCheckout() } })
    actor.start()

    actor.send({ type: 'address.submit', customer: CUSTOMER })
    await vi.advanceTimersByTimeAsync(0)

    expect(updateCheckout).toHaveBeenCalledWith(expect.any(String), expect.any(String), {
      customer: CUSTOMER,
      state: 'pending',
      marketingOptIn: false,
    })
  })

  it('turns a refused promo code into the promo error and keeps the checkout', async () => {
    const refusal = new CheckoutApiError(422, "Sorry, this promo code isn't valid.", [
      { detail: "Sorry, this promo code isn't valid.", source: { pointer: '/data/promoCode' } },
    ])
    const { api } = fakeApi({
      updateCheckout: vi.fn(async () => {
        throw refusal
      }),
      deliveryOptions: vi.fn(async () => []),
    } as Partial<CheckoutApi>)
    const actor = createActor(provideCheckoutMachine(api), { input: { checkout: aCheckout({ customer: CUSTOMER }) } })
    actor.start()
    await vi.advanceTimersByTimeAsync(0)

    actor.send({ type: 'promo.apply', code: 'NOPE' })
    await vi.advanceTimersByTimeAsync(0)

    expect(actor.getSnapshot().context.promoError?.text).toBe("Sorry, this promo code isn't valid. Please check and try again.")
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})
