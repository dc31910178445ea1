import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type AnyActorRef, assign, createActor, createMachine, fromPromise } from 'xstate'
import { createTestModel } from 'xstate/graph'
import type { PaymentMethod } from '../domain/constants'
import type { Checkout, PaymentStateAnswer } from '../domain/schemas/checkout'
import { aCheckout, CUSTOMER, RUSH_DELIVERY, STANDARD_DELIVERY } from '../tests/support/factories/checkout'
import { afterpayFallbackMachine, type FallbackCheckout } from './afterpay-fallback.machine'
import type { AddressVerdict, CheckoutPatch } from './checkout.machine'
import { checkoutMachine } from './checkout.machine'
import { type CheckoutPageInput, checkoutPageMachine, paypalApprovalOf, paypalOrderOf, walletAttemptOf } from './checkout-page.machine'
import type { WalletKind } from './payment-methods'
import type { PaymentTokens, SubmitInput } from './payment.machine'
import { PaymentNotAuthorized, paymentMachine } from './payment.machine'
import { pollingMachine } from './polling.machine'
import type { ToastShowEvent } from './toast-events'

/**
 * The checkout page's machine tree with every child real (checkout form, payment with its
 * polling, afterpay fallback, the return's polling): only the store's calls are fakes, over
 * one in-memory checkout, and time is a fake clock.
 */

type CardOutcome = 'success' | 'declined'

interface Store {
  checkout: Checkout
  /** How the next submit ends; 'failsLater' is accepted, then the payment fails while the order is polled. */
  submit: 'success' | 'declined' | 'redirect' | 'failsLater'
  /** Afterpay's confirmation fails. */
  afterpayDown: boolean
  /** A PayPal payment names PayPal's own order id. */
  paypalOrderId: string | null
  /** Updates that fail (a save of a delivery tier, say). */
  failUpdates: boolean
  /** The store's answer when a payment cannot start (the payment intent fails), or null. */
  intentError: string | null
}

function applyPatch(checkout: Checkout, patch: CheckoutPatch): Checkout {
  const next = { ...checkout }
  if (patch.customer) Object.assign(next, { customer: patch.customer, state: patch.state ?? next.state })
  if (patch.deliveryOption) next.deliveryOption = [STANDARD_DELIVERY, RUSH_DELIVERY].find((o) => o.id === patch.deliveryOption) ?? null
  if (patch.paymentMethod) next.paymentMethod = patch.paymentMethod
  return next
}

function startPage(input: Partial<CheckoutPageInput> = {}, arrival: Checkout = aCheckout()) {
  const store: Store = {
    checkout: arrival,
    submit: 'success',
    afterpayDown: false,
    paypalOrderId: null,
    failUpdates: false,
    intentError: null,
  }
  const effects = {
    thankYou: [] as string[],
    redirects: [] as string[],
    hosted: [] as FallbackCheckout[],
    forgotReturnQuery: 0,
    toasts: [] as ToastShowEvent[],
    updates: [] as CheckoutPatch[],
    submits: [] as SubmitInput[],
  }
  const polling = pollingMachine.provide({
    actors: {
      fetchCheckout: fromPromise(async () => store.checkout),
      fetchPaymentState: fromPromise(
        async (): Promise<PaymentStateAnswer> => ({
          state: store.checkout.state === 'success' ? 'authorized' : 'created',
          checkoutState: store.checkout.state,
          displayMessage: null,
        }),
      ),
    },
    actions: { clearCart: () => {}, clearDeliveryOptions: () => {} },
  })
  let payments = 0
  const machine = checkoutPageMachine.provide({
    actors: {
      checkoutForm: checkoutMachine.provide({
        actors: {
          validateAddress: fromPromise(async (): Promise<AddressVerdict> => ({ kind: 'valid' })),
          updateCheckout: fromPromise(async ({ input }) => {
            effects.updates.push(input.patch)
            if (store.failUpdates && input.patch.deliveryOption) throw new Error('The store is busy')
            store.checkout = applyPatch(store.checkout, input.patch)
            return store.checkout
          }),
          fetchDeliveryOptions: fromPromise(async () => [STANDARD_DELIVERY, RUSH_DELIVERY]),
        },
      }),
      payment: paymentMachine.provide({
        actors: {
          checkWallet: fromPromise(async (): Promise<WalletKind | null> => 'google-pay'),
          createCardPaymentMethod: fromPromise(async () => ({ paymentMethodId: 'pm_card' })),
          createPaymentIntent: fromPromise(async ({ input }): Promise<PaymentTokens> => {
            if (store.intentError) throw new Error(store.intentError)
            payments += 1
            const providerOrderId = input.method === 'paypal' ? store.paypalOrderId : null
            return { paymentId: `pay_${payments}`, paymentToken: `tok_${payments}`, providerOrderId }
          }),
          confirmCardPayment: fromPromise(async () => {}),
          confirmAfterpay: fromPromise(async () => {
            if (store.afterpayDown) throw new Error('Afterpay is down')
            return { redirectUrl: 'https://afterpay.example/authorize' }
          }),
          submitCheckout: fromPromise(async ({ input }) => {
            effects.submits.push(input)
            if (store.submit === 'declined') throw new PaymentNotAuthorized('Your card was declined.')
            if (store.submit === 'redirect')
              return { state: 'pending' as const, redirectUrl: 'https://bank.example/3ds', displayMessage: null }
            if (store.submit === 'failsLater') {
              store.checkout = { ...store.checkout, state: 'failure' }
              return { state: 'pending' as const, redirectUrl: null, displayMessage: null }
            }
            store.checkout = { ...store.checkout, state: 'success', orderLookupNumber: 'ORD-42' }
            return { state: 'pending' as const, redirectUrl: null, displayMessage: null }
          }),
          pollOrder: polling,
        },
      }),
      pollOrder: polling,
      afterpayFallback: afterpayFallbackMachine.provide({
        actions: { redirectToHostedCheckout: (_, { method }) => effects.hosted.push(method) },
      }),
    },
    actions: {
      goToThankYou: (_, { details }) => effects.thankYou.push(details.orderLookupNumber ?? ''),
      redirectTo: (_, { url }) => effects.redirects.push(url),
      forgetReturnQuery: () => {
        effects.forgotReturnQuery += 1
      },
      showToast: (_, toast) => effects.toasts.push(toast),
    },
  })
  const actor = createActor(machine, {
    input: {
      checkout: arrival,
      resumed: false,
      returned: false,
      preferredMethod: null,
      storeRegion: 'USA',
      returnUrl: 'https://shop.example/checkout/chk_1',
      ...input,
    },
  })
  actor.start()
  const child = <K extends 'checkout' | 'payment' | 'afterpayFallback'>(id: K) => {
    const ref = actor.getSnapshot().children[id]
    if (!ref) throw new Error(`No ${id} actor`)
    return ref
  }
  return { actor, store, effects, child }
}

type Page = ReturnType<typeof startPage>
const settle = () => vi.advanceTimersByTimeAsync(10)
const SAVED = { customer: CUSTOMER, state: 'pending' as const }

async function saveAddress(page: Page) {
  page.child('checkout').send({ type: 'address.submit', customer: CUSTOMER })
  await settle()
}

describe('checkout page machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  describe('delivery', () => {
    it('gives a saved address its cheapest tier, and moves focus on to delivery once', async () => {
      const page = startPage()
      await saveAddress(page)

      expect(page.store.checkout.deliveryOption?.id).toBe('standard')
      expect(page.effects.updates.filter((patch) => patch.deliveryOption)).toEqual([{ deliveryOption: 'standard' }])
      expect(page.actor.getSnapshot().context.deliveryFocus).toBe(1)
    })

    it('keeps the tier a resumed checkout already has, and moves no focus', async () => {
      const page = startPage({ resumed: true }, aCheckout({ ...SAVED, deliveryOption: RUSH_DELIVERY }))
      await settle()

      expect(page.effects.updates).toEqual([])
      expect(page.child('checkout').getSnapshot().matches({ sections: 'choosing' })).toBe(true)
      expect(page.actor.getSnapshot().context.deliveryFocus).toBe(0)
    })

    it('tries the cheapest tier once when saving it fails, instead of again and again', async () => {
      const page = startPage()
      page.store.failUpdates = true
      await saveAddress(page)
      await vi.advanceTimersByTimeAsync(5000)

      expect(page.effects.updates.filter((patch) => patch.deliveryOption)).toHaveLength(1)
      expect(page.effects.toasts).toHaveLength(1)
    })
  })

  describe('paying', () => {
    it('saves the method the shopper picks and shows it as chosen', async () => {
      const page = startPage({}, aCheckout({ ...SAVED, deliveryOption: STANDARD_DELIVERY }))
      await settle()
      page.actor.send({ type: 'paymentMethod.select', method: 'paypal' })
      await settle()

      expect(page.actor.getSnapshot().context.selectedMethod).toBe('paypal')
      expect(page.store.checkout.paymentMethod).toBe('paypal')
    })

    it("answers PayPal's button with PayPal's own order id, or fails it when the payment cannot start", async () => {
      const page = startPage({}, aCheckout({ ...SAVED, deliveryOption: STANDARD_DELIVERY }))
      page.store.paypalOrderId = 'PAYPAL-ORDER-7'
      page.actor.send({ type: 'paypal.order.request' })
      expect(paypalOrderOf(page.actor.getSnapshot())).toEqual({ status: 'pending' })
      await settle()
      expect(paypalOrderOf(page.actor.getSnapshot())).toEqual({ status: 'created', orderId: 'PAYPAL-ORDER-7' })

      const refused = startPage({}, aCheckout({ ...SAVED, deliveryOption: STANDARD_DELIVERY }))
      refused.store.submit = 'declined'
      await settle()
      refused.actor.send({ type: 'wallet.pay', paymentMethodId: 'pm_wallet' })
      await settle()
      expect(walletAttemptOf(refused.actor.getSnapshot())).toEqual({ status: 'settled', ok: false })
    })

    it("answers PayPal's button after an approval in its window: restart when PayPal refused the funding source, then the order", async () => {
      const page = startPage({}, aCheckout({ ...SAVED, deliveryOption: STANDARD_DELIVERY }))
      page.store.paypalOrderId = 'PAYPAL-ORDER-7'
      page.store.submit = 'redirect'
      page.actor.send({ type: 'paypal.order.request' })
      await settle()
      page.actor.send({ type: 'paypal.approve', inPopup: true })
      expect(paypalApprovalOf(page.actor.getSnapshot())).toEqual({ status: 'pending' })
      await settle()
      // INSTRUMENT_DECLINED: the store answers with PayPal's approval page again; nobody is sent there.
      expect(paypalApprovalOf(page.actor.getSnapshot())).toEqual({ status: 'restart' })
      expect(page.effects.redirects).toEqual([])
      expect(page.child('payment').getSnapshot().value).toBe('awaitingPaypalApproval')

      page.store.submit = 'success'
      page.actor.send({ type: 'paypal.approve', inPopup: true })
      await settle()
      expect(paypalApprovalOf(page.actor.getSnapshot())).toEqual({ status: 'settled', ok: true })
      await vi.advanceTimersByTimeAsync(2000)
      expect(page.effects.thankYou).toEqual(['ORD-42'])
      expect(page.effects.submits).toHaveLength(2)
    })

    it("closes a wallet's sheet with the store's answer, and opens the thank-you page for the order", async () => {
      const page = startPage({}, aCheckout({ ...SAVED, deliveryOption: STANDARD_DELIVERY }))
      await settle()
      page.actor.send({ type: 'wallet.pay', paymentMethodId: 'pm_wallet' })
      await settle()
      expect(walletAttemptOf(page.actor.getSnapshot())).toEqual({ status: 'settled', ok: true })

      await vi.advanceTimersByTimeAsync(2000)
      expect(page.effects.thankYou).toEqual(['ORD-42'])
      expect(page.child('checkout').getSnapshot().context.deliveryOptions).toEqual([])
    })

    it('sends the shopper to the bank when the order needs 3-D Secure', async () => {
      const page = startPage({}, aCheckout({ ...SAVED, deliveryOption: STANDARD_DELIVERY }))
      page.store.submit = 'redirect'
      page.child('payment').send({ type: 'payment.card.submit', cardholderName: 'Ada' })
      await vi.advanceTimersByTimeAsync(2000)

      expect(page.effects.redirects).toEqual(['https://bank.example/3ds'])
    })

    it("hands the payment's toasts to the toaster and the form's focus requests to the page", async () => {
      const page = startPage({}, aCheckout({ ...SAVED, deliveryOption: STANDARD_DELIVERY }))
      await settle()
      page.store.submit = 'failsLater'
      page.child('payment').send({ type: 'payment.card.submit', cardholderName: 'Ada' })
      await vi.advanceTimersByTimeAsync(2000)

      expect(page.effects.toasts).toEqual([
        expect.objectContaining({ kind: 'danger', message: expect.objectContaining({ text: 'Payment failed, please try again.' }) }),
      ])
      page.child('checkout').send({ type: 'promo.change' })
      expect(page.actor.getSnapshot().context.promoFocus).toBe(1)
    })
  })

  describe('Afterpay', () => {
    it('apologises when Afterpay fails, then sends the shopper to the card checkout 4 seconds later', async () => {
      const page = startPage({}, aCheckout({ ...SAVED, deliveryOption: STANDARD_DELIVERY }))
      page.store.afterpayDown = true
      page.child('payment').send({ type: 'payment.afterpay.start' })
      await settle()

      expect(page.child('afterpayFallback').getSnapshot().context.notice?.text).toBe("Sorry, we're having difficulty with AfterPay.")
      await vi.advanceTimersByTimeAsync(3980)
      expect(page.effects.hosted).toEqual([])
      await vi.advanceTimersByTimeAsync(10)
      expect(page.effects.hosted).toEqual(['card'])
    })

    it("goes to PayPal's checkout instead when the store hides the card", async () => {
      const page = startPage({ hideCard: true }, aCheckout({ ...SAVED, deliveryOption: STANDARD_DELIVERY }))
      page.store.afterpayDown = true
      page.child('payment').send({ type: 'payment.afterpay.start' })
      await vi.advanceTimersByTimeAsync(4100)

      expect(page.effects.hosted).toEqual(['paypal'])
    })
  })

  describe('back from a provider', () => {
    it('takes the return off the address and finishes a paid order on the thank-you page', async () => {
      const page = startPage({ returned: true, resumed: true }, aCheckout({ ...SAVED, state: 'pending', paymentId: 'pay_9' }))
      expect(page.actor.getSnapshot().hasTag('settling')).toBe(true)
      page.store.checkout = { ...page.store.checkout, state: 'success', orderLookupNumber: 'ORD-77' }
      await vi.advanceTimersByTimeAsync(2000)

      expect(page.effects.forgotReturnQuery).toBe(1)
      expect(page.effects.thankYou).toEqual(['ORD-77'])
      expect(page.actor.getSnapshot().hasTag('settling')).toBe(true)
    })

    it('finishes a checkout that was paid already (its answer was lost) without it being a return', async () => {
      const page = startPage({ resumed: true }, aCheckout({ ...SAVED, state: 'success', orderLookupNumber: 'ORD-5' }))
      await vi.advanceTimersByTimeAsync(100)

      expect(page.effects.forgotReturnQuery).toBe(0)
      expect(page.effects.thankYou).toEqual(['ORD-5'])
    })

    it('says the payment failed, with the toast, when the provider declined it', async () => {
      const page = startPage({ returned: true, resumed: true }, aCheckout({ ...SAVED, state: 'failure', paymentMethod: 'card' }))
      await settle()

      expect(page.actor.getSnapshot().context.returnError?.message.text).toBe('Payment failed, please try again.')
      expect(page.effects.toasts.map((toast) => toast.message.text)).toEqual(['Payment failed, please try again.'])
      expect(page.actor.getSnapshot().hasTag('settling')).toBe(false)
    })

    it("shows the server's reason, or PayPal's sentence for a PayPal payment", async () => {
      const declined = startPage(
        { returned: true },
        aCheckout({ ...SAVED, state: 'failure', paymentMethod: 'card', error: 'Card expired' }),
      )
      const paypal = startPage({ returned: true }, aCheckout({ ...SAVED, state: 'failure', paymentMethod: 'paypal' }))
      await settle()

      expect(declined.actor.getSnapshot().context.returnError?.message.text).toBe('Card expired')
      expect(paypal.actor.getSnapshot().context.returnError?.message.text).toBe('There was an issue authorizing with PayPal')
    })

    it('starts the afterpay fallback for a failed Afterpay return', async () => {
      const page = startPage({ returned: true, resumed: true }, aCheckout({ ...SAVED, state: 'failure', paymentMethod: 'afterpay' }))
      await vi.advanceTimersByTimeAsync(4000)

      expect(page.effects.hosted).toEqual(['card'])
      expect(page.actor.getSnapshot().context.returnError).toBeNull()
    })

    it('reopens the checkout when the shopper cancelled on the provider page', async () => {
      const page = startPage({ returned: true, resumed: true }, aCheckout({ ...SAVED, state: 'pending', paymentId: 'pay_9' }))
      page.store.checkout = { ...page.store.checkout, state: 'created' }
      await vi.advanceTimersByTimeAsync(10_000)

      expect(page.actor.getSnapshot().hasTag('settling')).toBe(false)
      expect(page.actor.getSnapshot().context.returnError?.message.text).toBe('Error checking out! Please try again.')
    })
  })
})

describe("checkout page machine: the providers' buttons as states", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const readyToPay = () => startPage({}, aCheckout({ ...SAVED, deliveryOption: STANDARD_DELIVERY }))

  it("shows PayPal's order being made, then made, beside the open page and the idle wallet", async () => {
    const page = readyToPay()
    page.store.paypalOrderId = 'PAYPAL-ORDER-7'
    await settle()
    expect(page.actor.getSnapshot().value).toEqual({ page: 'open', paypalOrder: 'idle', paypalApproval: 'idle', walletAttempt: 'idle' })

    page.actor.send({ type: 'paypal.order.request' })
    expect(page.actor.getSnapshot().matches({ page: 'open', paypalOrder: 'requesting' })).toBe(true)
    await settle()

    expect(page.actor.getSnapshot().matches({ paypalOrder: 'created', paypalApproval: 'idle', walletAttempt: 'idle' })).toBe(true)
    expect(page.actor.getSnapshot().context.paypalOrderId).toBe('PAYPAL-ORDER-7')
  })

  it("fails PayPal's order when the payment cannot start, with the store's reason on the page", async () => {
    const page = readyToPay()
    page.store.intentError = 'The store is busy'
    await settle()
    page.actor.send({ type: 'paypal.order.request' })
    await settle()

    expect(page.actor.getSnapshot().matches({ paypalOrder: 'failed' })).toBe(true)
    expect(paypalOrderOf(page.actor.getSnapshot())).toEqual({ status: 'failed' })
    expect(page.child('payment').getSnapshot().context.error?.message.text).toBe('Error when getting payment intent: The store is busy')
  })

  it('places an approval, restarts it when PayPal refuses the funding source, then places it again', async () => {
    const page = readyToPay()
    page.store.submit = 'redirect'
    page.actor.send({ type: 'paypal.order.request' })
    await settle()
    page.actor.send({ type: 'paypal.approve', inPopup: true })
    expect(page.actor.getSnapshot().matches({ paypalApproval: 'placing' })).toBe(true)
    await settle()
    expect(page.actor.getSnapshot().matches({ paypalApproval: 'restarting' })).toBe(true)

    page.store.submit = 'success'
    page.actor.send({ type: 'paypal.approve', inPopup: true })
    expect(page.actor.getSnapshot().matches({ paypalApproval: 'placing' })).toBe(true)
    await settle()
    expect(page.actor.getSnapshot().matches({ paypalApproval: 'placed', paypalOrder: 'created' })).toBe(true)
  })

  it('refuses at once an approval no PayPal payment waits for, so PayPal does not wait for ever', async () => {
    const page = readyToPay()
    await settle()
    page.actor.send({ type: 'paypal.approve', inPopup: false })
    await settle()

    expect(page.actor.getSnapshot().matches({ paypalApproval: 'refused' })).toBe(true)
    expect(paypalApprovalOf(page.actor.getSnapshot())).toEqual({ status: 'settled', ok: false })
    expect(page.effects.submits).toEqual([])
  })

  it("keeps a wallet's sheet waiting until the store answers: paid, or refused when the card is declined", async () => {
    const page = readyToPay()
    await settle()
    page.actor.send({ type: 'wallet.pay', paymentMethodId: 'pm_wallet' })
    expect(page.actor.getSnapshot().matches({ walletAttempt: 'paying' })).toBe(true)
    await settle()
    expect(page.actor.getSnapshot().matches({ walletAttempt: 'paid', paypalOrder: 'idle' })).toBe(true)

    const declined = readyToPay()
    declined.store.submit = 'declined'
    await settle()
    declined.actor.send({ type: 'wallet.pay', paymentMethodId: 'pm_wallet' })
    await settle()
    expect(declined.actor.getSnapshot().matches({ walletAttempt: 'refused', paypalApproval: 'idle' })).toBe(true)
  })
})

/**
 * What a shopper experiences on the page, with time as an event: the model has no actors or
 * timers, so xstate/graph can walk it; each step drives the real machine tree.
 */
type Arrival = 'fresh' | 'paidReturn' | 'failedReturn' | 'afterpayReturn'
const shopperModel = createMachine({
  types: {} as {
    context: { arrival: Arrival | null; method: PaymentMethod | null }
    events:
      | { type: 'arrive'; arrival: Arrival }
      | { type: 'address.submit' }
      | { type: 'card.pay'; outcome: CardOutcome }
      | { type: 'paypal.open' }
      | { type: 'paypal.approve' }
      | { type: 'wallet.pay' }
      | { type: 'afterpay.pay'; outcome: 'success' | 'fails' }
      | { type: 'clock.elapsed' }
  },
  id: 'checkoutPageModel',
  context: { arrival: null, method: null },
  initial: 'outside',
  states: {
    outside: {
      on: {
        arrive: [
          { guard: ({ event }) => event.arrival === 'fresh', target: 'typingAddress' },
          { guard: ({ event }) => event.arrival === 'paidReturn', target: 'thankYou' },
          { guard: ({ event }) => event.arrival === 'failedReturn', target: 'failedBefore' },
          { target: 'apologising' },
        ],
      },
    },
    typingAddress: {
      meta: { description: 'fills in the address form with nothing chosen yet' },
      on: { 'address.submit': 'choosing' },
    },
    choosing: {
      meta: { description: 'has the cheapest delivery chosen and focus on the delivery step' },
      on: {
        'card.pay': [{ guard: ({ event }) => event.outcome === 'success', target: 'thankYou' }, { target: 'declined' }],
        'paypal.open': 'inPaypal',
        'wallet.pay': 'thankYou',
        'afterpay.pay': [{ guard: ({ event }) => event.outcome === 'success', target: 'atAfterpay' }, { target: 'apologising' }],
      },
    },
    failedBefore: {
      meta: { description: "reads 'Payment failed, please try again.' from the last visit and may pay again" },
      on: { 'card.pay': [{ guard: ({ event }) => event.outcome === 'success', target: 'thankYou' }, { target: 'declined' }] },
    },
    declined: {
      meta: { description: "reads 'The payment cannot be authorized.' and may pay again" },
      on: { 'card.pay': [{ guard: ({ event }) => event.outcome === 'success', target: 'thankYou' }, { target: 'declined' }] },
    },
    inPaypal: {
      meta: { description: "sees PayPal's window with the order PayPal named" },
      on: { 'paypal.approve': 'thankYou' },
    },
    apologising: {
      meta: { description: "reads 'Sorry, we're having difficulty with AfterPay.'" },
      entry: assign({ method: 'afterpay' }),
      on: { 'clock.elapsed': 'atCardCheckout' },
    },
    atCardCheckout: { type: 'final', meta: { description: 'is sent to the card checkout' } },
    atAfterpay: { type: 'final', meta: { description: "is sent to Afterpay's page" } },
    thankYou: { type: 'final', meta: { description: 'sees the thank-you page for the order' } },
  },
})

/** A model event's field (the graph hands events over untyped). */
function fieldOf(event: object, name: 'arrival' | 'outcome'): string | undefined {
  const value = (event as Record<string, unknown>)[name]
  return typeof value === 'string' ? value : undefined
}

const ARRIVALS: Record<Arrival, [Partial<CheckoutPageInput>, Checkout]> = {
  fresh: [{}, aCheckout()],
  paidReturn: [{ returned: true, resumed: true }, aCheckout({ ...SAVED, state: 'pending', paymentId: 'pay_9' })],
  failedReturn: [
    { returned: true, resumed: true },
    aCheckout({ ...SAVED, deliveryOption: STANDARD_DELIVERY, state: 'failure', paymentMethod: 'card' }),
  ],
  afterpayReturn: [
    { returned: true, resumed: true },
    aCheckout({ ...SAVED, deliveryOption: STANDARD_DELIVERY, state: 'failure', paymentMethod: 'afterpay' }),
  ],
}

describe('checkout page machine: shopper model, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const model = createTestModel(shopperModel, {
    events: [
      ...(['fresh', 'paidReturn', 'failedReturn', 'afterpayReturn'] as const).map((arrival) => ({ type: 'arrive' as const, arrival })),
      { type: 'address.submit' },
      { type: 'card.pay', outcome: 'success' },
      { type: 'card.pay', outcome: 'declined' },
      { type: 'paypal.open' },
      { type: 'paypal.approve' },
      { type: 'wallet.pay' },
      { type: 'afterpay.pay', outcome: 'success' },
      { type: 'afterpay.pay', outcome: 'fails' },
      { type: 'clock.elapsed' },
    ],
  })

  for (const path of model.getShortestPaths()) {
    it(path.description, async () => {
      let page: Page | null = null
      const real = () => {
        if (!page) throw new Error('The shopper has not arrived yet')
        return page
      }
      const snapshot = () => real().actor.getSnapshot()

      await path.test({
        events: {
          arrive: async ({ event }) => {
            const [input, arrival] = ARRIVALS[fieldOf(event, 'arrival') as Arrival]
            page = startPage(input, arrival)
            if (input.returned) real().store.checkout = { ...real().store.checkout, state: 'success', orderLookupNumber: 'ORD-42' }
            if (fieldOf(event, 'arrival') === 'failedReturn') real().store.checkout = arrival
            await vi.advanceTimersByTimeAsync(input.returned ? 2000 : 10)
          },
          'address.submit': () => saveAddress(real()),
          'card.pay': async ({ event }) => {
            real().store.submit = fieldOf(event, 'outcome') === 'success' ? 'success' : 'declined'
            real().child('payment').send({ type: 'payment.card.submit', cardholderName: 'Ada' })
            await vi.advanceTimersByTimeAsync(2000)
          },
          'paypal.open': async () => {
            real().store.paypalOrderId = 'PAYPAL-ORDER-7'
            real().actor.send({ type: 'paypal.order.request' })
            await settle()
          },
          'paypal.approve': async () => {
            real().child('payment').send({ type: 'payment.paypal.approved' })
            await vi.advanceTimersByTimeAsync(2000)
          },
          'wallet.pay': async () => {
            real().actor.send({ type: 'wallet.pay', paymentMethodId: 'pm_wallet' })
            await vi.advanceTimersByTimeAsync(2000)
          },
          'afterpay.pay': async ({ event }) => {
            real().store.afterpayDown = fieldOf(event, 'outcome') === 'fails'
            real().child('payment').send({ type: 'payment.afterpay.start' })
            await settle()
          },
          'clock.elapsed': () => vi.advanceTimersByTimeAsync(4000),
        },
        states: {
          typingAddress: () => {
            expect(
              real()
                .child('checkout')
                .getSnapshot()
                .matches({ sections: { customerDetails: 'editing' } }),
            ).toBe(true)
            expect(real().effects.updates).toEqual([])
          },
          choosing: () => {
            expect(real().store.checkout.deliveryOption?.id).toBe('standard')
            expect(snapshot().context.deliveryFocus).toBe(1)
            expect(real().child('payment').getSnapshot().context.offered).toEqual(['card', 'paypal', 'google-pay', 'afterpay'])
          },
          failedBefore: () => {
            expect(snapshot().context.returnError?.message.text).toBe('Payment failed, please try again.')
            expect(snapshot().hasTag('settling')).toBe(false)
          },
          declined: () => {
            expect(real().child('payment').getSnapshot().context.error?.title?.text).toBe('The payment cannot be authorized.')
            expect(real().effects.thankYou).toEqual([])
          },
          inPaypal: () => {
            expect(paypalOrderOf(snapshot())).toEqual({ status: 'created', orderId: 'PAYPAL-ORDER-7' })
            expect(real().child('payment').getSnapshot().value).toBe('awaitingPaypalApproval')
          },
          apologising: () => {
            expect(real().child('afterpayFallback').getSnapshot().context.notice?.text).toBe(
              "Sorry, we're having difficulty with AfterPay.",
            )
            expect(real().effects.hosted).toEqual([])
          },
          atCardCheckout: () => expect(real().effects.hosted).toEqual(['card']),
          atAfterpay: () => expect(real().effects.redirects).toEqual(['https://afterpay.example/authorize']),
          thankYou: () => expect(real().effects.thankYou).toEqual(['ORD-42']),
        },
      })
    })
  }
})

describe('checkout page machine: in the inspector', () => {
  it('shows the page and each of its machines under its own name, from one inspector', () => {
    const seen = new Set<string>()
    const actor = createActor(checkoutPageMachine, {
      input: {
        checkout: aCheckout(),
        resumed: false,
        returned: false,
        preferredMethod: null,
        storeRegion: 'USA',
        returnUrl: 'https://shop.example',
      },
      inspect: (event) => {
        if (event.type === '@xstate.actor') seen.add((event.actorRef as AnyActorRef).id)
      },
    })

    expect([...seen]).toEqual(expect.arrayContaining(['checkout', 'payment', 'afterpayFallback']))
    expect(actor.getSnapshot().children).toHaveProperty('checkout')
  })
})
