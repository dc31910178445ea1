import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, fromPromise } from 'xstate'
import { createTestModel } from 'xstate/graph'
import type { Checkout } from '../domain/schemas/checkout'
import type { WalletKind } from './payment-methods'
import { type IntentInput, type PaymentEmitted, type PaymentInput, PaymentNotAuthorized, paymentMachine } from './payment.machine'
import { type SubmitAnswer, pollingMachine } from './polling.machine'
import { CUSTOMER, STANDARD_DELIVERY, aCheckout } from '../tests/support/factories/checkout'

interface Script {
  wallet: WalletKind | null
  cardMethod: Error | null
  intent: Error | null
  confirm: Error | null
  afterpay: Error | null
  submit: SubmitAnswer | Error
  /** The store's answer to the submit waits for this when given. */
  submitGate?: Promise<void>
  polls: Checkout[]
}

const finishedCheckout = () =>
  aCheckout({ state: 'success', customer: CUSTOMER, orderLookupNumber: 'ORD-42', deliveryOption: STANDARD_DELIVERY })

function happyScript(): Script {
  return {
    wallet: 'google-pay',
    cardMethod: null,
    intent: null,
    confirm: null,
    afterpay: null,
    submit: { state: 'pending', redirectUrl: null, displayMessage: null },
    polls: [finishedCheckout()],
  }
}

const THANK_YOU = { name: 'Ada', orderLookupNumber: 'ORD-42', cartId: 'cart_1', arrivalEstimate: '2026-12-04', contentIds: ['7'] }

function startPayment(input: Partial<PaymentInput> = {}, script: Script = happyScript()) {
  const calls = {
    intents: [] as IntentInput[],
    confirms: [] as unknown[],
    submits: [] as unknown[],
    cardholders: [] as string[],
  }
  const fail = (error: Error | null) => {
    if (error) throw error
  }
  const fetchCheckout = fromPromise<Checkout, { checkoutId: string }>(async () => script.polls.shift() ?? aCheckout({ state: 'pending' }))
  const machine = paymentMachine.provide({
    actors: {
      checkWallet: fromPromise(async () => script.wallet),
      createCardPaymentMethod: fromPromise(async ({ input }) => {
        calls.cardholders.push(input.cardholderName)
        fail(script.cardMethod)
        return { paymentMethodId: 'pm_1' }
      }),
      createPaymentIntent: fromPromise(async ({ input }) => {
        calls.intents.push(input)
        fail(script.intent)
        return { paymentId: `pay_${calls.intents.length}`, paymentToken: `tok_${calls.intents.length}` }
      }),
      confirmCardPayment: fromPromise(async ({ input }) => {
        calls.confirms.push(input)
        fail(script.confirm)
      }),
      confirmAfterpay: fromPromise(async () => {
        fail(script.afterpay)
        return { redirectUrl: 'https://afterpay.example/authorize' }
      }),
      submitCheckout: fromPromise(async ({ input }) => {
        calls.submits.push(input)
        await script.submitGate
        if (script.submit instanceof Error) throw script.submit
        return script.submit
      }),
      pollOrder: pollingMachine.provide({
        actors: { fetchCheckout },
        actions: { clearCart: () => {}, clearDeliveryOptions: () => {} },
      }),
    },
  })
  const actor = createActor(machine, {
    input: {
      checkoutId: 'chk_1',
      storeRegion: 'USA',
      resumedCheckout: false,
      total: { amount: 2500, currency: 'USD' },
      returnUrl: 'https://shop.example/checkout/chk_1',
      ...input,
    },
  })
  const emitted: PaymentEmitted[] = []
  actor.on('*', (event) => emitted.push(event as PaymentEmitted))
  actor.start()
  return { actor, calls, emitted, script }
}

type Harness = ReturnType<typeof startPayment>
const settle = () => vi.advanceTimersByTimeAsync(5000)
const emittedOf = <T extends PaymentEmitted['type']>(h: Harness, type: T) =>
  h.emitted.filter((e): e is Extract<PaymentEmitted, { type: T }> => e.type === type)

describe('payment machine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  describe('methods offered', () => {
    it('offers card, PayPal, the wallet that can pay and Afterpay to a US store', async () => {
      const h = startPayment()
      expect(h.actor.getSnapshot().context.offered).toEqual(['card', 'paypal', 'afterpay'])

      await vi.advanceTimersByTimeAsync(0)

      expect(h.actor.getSnapshot().context.offered).toEqual(['card', 'paypal', 'google-pay', 'afterpay'])
    })

    it('offers no wallet when the payment request cannot pay', async () => {
      const h = startPayment({}, { ...happyScript(), wallet: null })
      await vi.advanceTimersByTimeAsync(0)

      expect(h.actor.getSnapshot().context.offered).toEqual(['card', 'paypal', 'afterpay'])
    })

    it('offers no wallet when asking the payment request fails', async () => {
      const machine = paymentMachine.provide({
        actors: {
          checkWallet: fromPromise<WalletKind | null, { total: PaymentInput['total'] }>(async () => {
            throw new Error('Payment request unavailable')
          }),
        },
      })
      const actor = createActor(machine, {
        input: { checkoutId: 'c', storeRegion: 'USA', resumedCheckout: false, total: { amount: 1, currency: 'USD' }, returnUrl: '/' },
      }).start()
      await vi.advanceTimersByTimeAsync(0)

      expect(actor.getSnapshot().context.offered).toEqual(['card', 'paypal', 'afterpay'])
      expect(actor.getSnapshot().value).toBe('ready')
    })

    it('offers no Afterpay on a resumed checkout', async () => {
      const h = startPayment({ resumedCheckout: true })
      await vi.advanceTimersByTimeAsync(0)

      expect(h.actor.getSnapshot().context.offered).not.toContain('afterpay')
      h.actor.send({ type: 'payment.afterpay.start' })
      expect(h.actor.getSnapshot().value).toBe('ready')
    })

    it('offers no Afterpay to a store outside the USA', () => {
      const h = startPayment({ storeRegion: 'EU' })

      expect(h.actor.getSnapshot().context.offered).toEqual(['card', 'paypal'])
    })

    it('hides card and PayPal when the store flags say so', () => {
      const h = startPayment({ hideCard: true, hidePaypal: true })

      expect(h.actor.getSnapshot().context.offered).toEqual(['afterpay'])
      h.actor.send({ type: 'payment.card.submit', cardholderName: 'Ada' })
      expect(h.actor.getSnapshot().value).toBe('ready')
    })
  })

  describe('card', () => {
    it('creates the card payment, confirms it, places the order and shows the thank-you page', async () => {
      const h = startPayment()

      h.actor.send({ type: 'payment.card.submit', cardholderName: 'Ada Lovelace' })
      expect(h.actor.getSnapshot().hasTag('loading')).toBe(true)
      await settle()

      expect(h.calls.cardholders).toEqual(['Ada Lovelace'])
      expect(h.calls.intents).toEqual([{ checkoutId: 'chk_1', method: 'card', paymentMethodId: 'pm_1', existing: null }])
      expect(h.calls.confirms).toEqual([{ paymentId: 'pay_1', paymentToken: 'tok_1', paymentMethodId: 'pm_1' }])
      expect(h.calls.submits).toEqual([
        {
          checkoutId: 'chk_1',
          paymentId: 'pay_1',
          paymentToken: 'tok_1',
          platform: 'card',
          returnUrl: 'https://shop.example/checkout/chk_1',
        },
      ])
      expect(emittedOf(h, 'payment.completed')).toEqual([{ type: 'payment.completed', details: THANK_YOU }])
      expect(h.actor.getSnapshot().output).toEqual({ status: 'completed', details: THANK_YOU })
    })

    it('does nothing while the cardholder name is empty', () => {
      const h = startPayment()

      h.actor.send({ type: 'payment.card.submit', cardholderName: '   ' })

      expect(h.actor.getSnapshot().value).toBe('ready')
      expect(h.calls.cardholders).toEqual([])
    })

    it("shows the card provider's message under the card field and stops loading", async () => {
      const h = startPayment({}, { ...happyScript(), cardMethod: new Error('Your card number is incomplete.') })

      h.actor.send({ type: 'payment.card.submit', cardholderName: 'Ada' })
      await settle()

      const snapshot = h.actor.getSnapshot()
      expect(snapshot.context.cardError?.text).toBe('Your card number is incomplete.')
      expect(snapshot.context.error).toBeNull()
      expect(snapshot.hasTag('loading')).toBe(false)
      expect(h.calls.intents).toEqual([])
    })

    it('explains a payment intent failure', async () => {
      const h = startPayment({}, { ...happyScript(), intent: new Error('Amount too small') })

      h.actor.send({ type: 'payment.card.submit', cardholderName: 'Ada' })
      await settle()

      expect(h.actor.getSnapshot().context.error?.message.text).toBe('Error when getting payment intent: Amount too small')
      expect(h.actor.getSnapshot().hasTag('loading')).toBe(false)
    })

    it("titles an authorization failure 'The payment cannot be authorized.'", async () => {
      const h = startPayment({}, { ...happyScript(), confirm: new Error('Your card was declined.') })

      h.actor.send({ type: 'payment.card.submit', cardholderName: 'Ada' })
      await settle()

      expect(h.actor.getSnapshot().context.error).toMatchObject({
        title: { text: 'The payment cannot be authorized.' },
        message: { text: 'Error checking out: Your card was declined.' },
      })
      expect(h.calls.submits).toEqual([])
    })

    it("titles a card declined when placing the order 'The payment cannot be authorized.' and keeps the attempt open", async () => {
      const h = startPayment({}, { ...happyScript(), submit: new PaymentNotAuthorized('Your card was declined.') })

      h.actor.send({ type: 'payment.card.submit', cardholderName: 'Ada' })
      await settle()

      expect(h.actor.getSnapshot().context.error).toMatchObject({
        title: { text: 'The payment cannot be authorized.' },
        message: { text: 'Error checking out: Your card was declined.' },
      })
      expect(h.actor.getSnapshot().value).toBe('ready')
      expect(h.actor.getSnapshot().hasTag('loading')).toBe(false)
    })

    it("shows the server's displayMessage when placing the order is refused", async () => {
      const h = startPayment({}, { ...happyScript(), submit: new Error('This item is sold out.') })

      h.actor.send({ type: 'payment.card.submit', cardholderName: 'Ada' })
      await settle()

      expect(h.actor.getSnapshot().context.error?.message.text).toBe('This item is sold out.')
      expect(h.actor.getSnapshot().value).toBe('ready')
    })

    it('says checking out failed when the refusal has no message', async () => {
      const h = startPayment({}, { ...happyScript(), submit: new Error('') })

      h.actor.send({ type: 'payment.card.submit', cardholderName: 'Ada' })
      await settle()

      expect(h.actor.getSnapshot().context.error?.message.text).toBe('Error checking out! Please try again.')
    })

    it('toasts a failed payment for 6 seconds at the top and lets the shopper try again', async () => {
      const h = startPayment({}, { ...happyScript(), polls: [aCheckout({ state: 'failure' })] })
      h.actor.send({ type: 'payment.card.submit', cardholderName: 'Ada' })
      await settle()

      expect(emittedOf(h, 'toast.show')).toEqual([
        {
          type: 'toast.show',
          kind: 'danger',
          message: expect.objectContaining({ text: 'Payment failed, please try again.' }),
          durationMs: 6000,
          position: 'top',
        },
      ])
      expect(h.actor.getSnapshot().value).toBe('ready')

      h.script.polls.push(finishedCheckout())
      h.actor.send({ type: 'payment.card.submit', cardholderName: 'Ada' })
      await settle()

      expect(h.calls.intents[1].existing).toMatchObject({ paymentId: 'pay_1', method: 'card' })
      expect(h.actor.getSnapshot().output).toMatchObject({ status: 'completed' })
    })

    it('says checking out failed when the order never succeeds', async () => {
      const h = startPayment({}, { ...happyScript(), polls: [] })
      h.actor.send({ type: 'payment.card.submit', cardholderName: 'Ada' })
      await settle()

      expect(h.actor.getSnapshot().context.error?.message.text).toBe('Error checking out! Please try again.')
      expect(emittedOf(h, 'toast.show').map((t) => t.message.text)).toEqual(['Error checking out! Please try again.'])
    })

    it('sends the shopper to the redirect url the submit answers with', async () => {
      const h = startPayment(
        {},
        { ...happyScript(), submit: { state: 'pending', redirectUrl: 'https://bank.example/3ds', displayMessage: null } },
      )
      h.actor.send({ type: 'payment.card.submit', cardholderName: 'Ada' })
      await settle()

      expect(emittedOf(h, 'payment.redirect')).toEqual([{ type: 'payment.redirect', url: 'https://bank.example/3ds' }])
      expect(h.actor.getSnapshot().output).toEqual({ status: 'redirecting', url: 'https://bank.example/3ds' })
    })
  })

  describe('PayPal', () => {
    it('hands the PayPal button its order token and places the order once approved', async () => {
      const h = startPayment()

      h.actor.send({ type: 'payment.paypal.start' })
      await vi.advanceTimersByTimeAsync(0)
      expect(emittedOf(h, 'payment.paypal.orderCreated')).toEqual([{ type: 'payment.paypal.orderCreated', paymentToken: 'tok_1' }])
      expect(h.actor.getSnapshot().hasTag('loading')).toBe(false)
      h.actor.send({ type: 'payment.paypal.approved' })
      await settle()

      expect(h.calls.submits).toMatchObject([{ platform: 'paypal', paymentToken: 'tok_1' }])
      expect(h.actor.getSnapshot().output).toMatchObject({ status: 'completed' })
    })

    it("restarts the approval in PayPal's window when PayPal refused the funding source approved there (INSTRUMENT_DECLINED)", async () => {
      const approvalPage = {
        state: 'pending' as const,
        redirectUrl: 'https://www.paypal.example/checkoutnow?token=O1',
        displayMessage: null,
      }
      const h = startPayment({}, { ...happyScript(), submit: approvalPage })
      h.actor.send({ type: 'payment.paypal.start' })
      await vi.advanceTimersByTimeAsync(0)
      h.actor.send({ type: 'payment.paypal.approved', inPopup: true })
      await settle()

      expect(emittedOf(h, 'payment.paypal.restart')).toHaveLength(1)
      expect(emittedOf(h, 'payment.redirect')).toEqual([])
      expect(emittedOf(h, 'payment.attempt.settled')).toEqual([])
      expect(h.actor.getSnapshot().value).toBe('awaitingPaypalApproval')

      // The buyer picks another funding source in PayPal's window: the order is placed.
      h.script.submit = { state: 'pending', redirectUrl: null, displayMessage: null }
      h.actor.send({ type: 'payment.paypal.approved', inPopup: true })
      await settle()
      expect(h.calls.submits).toHaveLength(2)
      expect(h.actor.getSnapshot().output).toMatchObject({ status: 'completed' })
    })

    it("sends the shopper to PayPal's page when the approval was not made in PayPal's window (the sandbox button)", async () => {
      const approvalPage = {
        state: 'pending' as const,
        redirectUrl: 'https://www.paypal.example/checkoutnow?token=O1',
        displayMessage: null,
      }
      const h = startPayment({}, { ...happyScript(), submit: approvalPage })
      h.actor.send({ type: 'payment.paypal.start' })
      await vi.advanceTimersByTimeAsync(0)
      h.actor.send({ type: 'payment.paypal.approved' })
      await settle()

      expect(emittedOf(h, 'payment.paypal.restart')).toEqual([])
      expect(h.actor.getSnapshot().output).toEqual({ status: 'redirecting', url: approvalPage.redirectUrl })
    })

    it("says 'There was an issue authorizing with PayPal' when the button fails", async () => {
      const h = startPayment()
      h.actor.send({ type: 'payment.paypal.start' })
      await vi.advanceTimersByTimeAsync(0)

      h.actor.send({ type: 'payment.paypal.failed' })

      expect(h.actor.getSnapshot().context.error?.message.text).toBe('There was an issue authorizing with PayPal')
      expect(h.actor.getSnapshot().value).toBe('ready')
    })

    it('goes back quietly when the shopper closes the PayPal window', async () => {
      const h = startPayment()
      h.actor.send({ type: 'payment.paypal.start' })
      await vi.advanceTimersByTimeAsync(0)

      h.actor.send({ type: 'payment.paypal.cancelled' })

      expect(h.actor.getSnapshot().value).toBe('ready')
      expect(h.actor.getSnapshot().context.error).toBeNull()
    })
  })

  describe('wallet', () => {
    it('confirms the wallet payment, closes the sheet with success and places the order', async () => {
      const h = startPayment()
      await vi.advanceTimersByTimeAsync(0)

      h.actor.send({ type: 'payment.wallet.paid', paymentMethodId: 'pm_wallet' })
      await settle()

      expect(h.calls.confirms).toEqual([{ paymentId: 'pay_1', paymentToken: 'tok_1', paymentMethodId: 'pm_wallet' }])
      expect(emittedOf(h, 'payment.attempt.settled')).toEqual([{ type: 'payment.attempt.settled', method: 'google-pay', ok: true }])
      expect(h.calls.submits).toMatchObject([{ platform: 'google-pay' }])
      expect(h.actor.getSnapshot().output).toMatchObject({ status: 'completed' })
    })

    it('keeps the sheet open until the store has answered the order, then closes it with success', async () => {
      let answer = () => {}
      const submitGate = new Promise<void>((resolve) => {
        answer = resolve
      })
      const h = startPayment({}, { ...happyScript(), submitGate })
      await vi.advanceTimersByTimeAsync(0)

      h.actor.send({ type: 'payment.wallet.paid', paymentMethodId: 'pm_wallet' })
      await vi.advanceTimersByTimeAsync(100)
      expect(h.calls.submits).toHaveLength(1)
      expect(emittedOf(h, 'payment.attempt.settled')).toEqual([])

      answer()
      await settle()
      expect(emittedOf(h, 'payment.attempt.settled')).toEqual([{ type: 'payment.attempt.settled', method: 'google-pay', ok: true }])
    })

    it('closes the sheet with failure when the store declines the payment at submit', async () => {
      const h = startPayment({}, { ...happyScript(), submit: new PaymentNotAuthorized('Your card was declined.') })
      await vi.advanceTimersByTimeAsync(0)

      h.actor.send({ type: 'payment.wallet.paid', paymentMethodId: 'pm_wallet' })
      await settle()

      expect(emittedOf(h, 'payment.attempt.settled')).toEqual([{ type: 'payment.attempt.settled', method: 'google-pay', ok: false }])
      expect(h.actor.getSnapshot().context.error?.message.text).toContain('Your card was declined.')
    })

    it('closes the sheet with failure when the wallet payment is not authorized', async () => {
      const h = startPayment({}, { ...happyScript(), confirm: new Error('Insufficient funds') })
      await vi.advanceTimersByTimeAsync(0)

      h.actor.send({ type: 'payment.wallet.paid', paymentMethodId: 'pm_wallet' })
      await settle()

      expect(emittedOf(h, 'payment.attempt.settled')).toEqual([{ type: 'payment.attempt.settled', method: 'google-pay', ok: false }])
      expect(h.actor.getSnapshot().context.error?.title?.text).toBe('The payment cannot be authorized.')
    })

    it('ignores a wallet payment when no wallet can pay', async () => {
      const h = startPayment({}, { ...happyScript(), wallet: null })
      await vi.advanceTimersByTimeAsync(0)

      h.actor.send({ type: 'payment.wallet.paid', paymentMethodId: 'pm_wallet' })

      expect(h.actor.getSnapshot().value).toBe('ready')
    })
  })

  describe('Afterpay', () => {
    it('sends the shopper to Afterpay', async () => {
      const h = startPayment()

      h.actor.send({ type: 'payment.afterpay.start' })
      await settle()

      expect(h.calls.intents).toMatchObject([{ method: 'afterpay', paymentMethodId: null }])
      expect(emittedOf(h, 'payment.redirect')).toEqual([{ type: 'payment.redirect', url: 'https://afterpay.example/authorize' }])
    })

    it('hands over to the afterpay fallback, towards the card checkout', async () => {
      const h = startPayment({}, { ...happyScript(), afterpay: new Error('Afterpay is down') })

      h.actor.send({ type: 'payment.afterpay.start' })
      await settle()

      expect(emittedOf(h, 'payment.afterpay.failed')).toEqual([{ type: 'payment.afterpay.failed', fallback: 'card' }])
      expect(h.actor.getSnapshot().output).toEqual({ status: 'afterpayFailed', fallback: 'card' })
    })

    it('falls back to PayPal when card is hidden', async () => {
      const h = startPayment({ hideCard: true }, { ...happyScript(), afterpay: new Error('Afterpay is down') })

      h.actor.send({ type: 'payment.afterpay.start' })
      await settle()

      expect(emittedOf(h, 'payment.afterpay.failed')).toEqual([{ type: 'payment.afterpay.failed', fallback: 'paypal' }])
    })
  })
})

type CardOutcome =
  | 'success'
  | 'cardRejected'
  | 'intentFails'
  | 'notAuthorized'
  | 'serverRefuses'
  | 'paymentFails'
  | 'neverSucceeds'
  | 'redirects'

type ModelEvent =
  | { type: 'card.pay'; outcome: CardOutcome }
  | { type: 'paypal.open'; outcome: 'success' | 'intentFails' }
  | { type: 'paypal.approve' }
  | { type: 'paypal.cancel' }
  | { type: 'paypal.error' }
  | { type: 'wallet.pay'; outcome: 'success' | 'notAuthorized' }
  | { type: 'afterpay.pay'; outcome: 'success' | 'fails' }

const CARD_OUTCOMES: CardOutcome[] = [
  'success',
  'cardRejected',
  'intentFails',
  'notAuthorized',
  'serverRefuses',
  'paymentFails',
  'neverSucceeds',
  'redirects',
]

/**
 * What a shopper sees on the payment step. Each model event is a shopper action together
 * with how the backend answers it; the real machine runs with fakes scripted to match.
 */
const shopperModel = createMachine({
  types: {} as { events: ModelEvent },
  id: 'paymentModel',
  initial: 'choosing',
  states: {
    choosing: {
      meta: { description: 'can pick a payment method' },
      initial: 'clean',
      on: {
        'card.pay': [
          { guard: ({ event }) => event.outcome === 'success', target: 'thankYou' },
          { guard: ({ event }) => event.outcome === 'cardRejected', target: '.cardError' },
          { guard: ({ event }) => event.outcome === 'intentFails', target: '.intentError' },
          { guard: ({ event }) => event.outcome === 'notAuthorized', target: '.notAuthorized' },
          { guard: ({ event }) => event.outcome === 'serverRefuses', target: '.serverMessage' },
          { guard: ({ event }) => event.outcome === 'paymentFails', target: '.paymentFailedToast' },
          { guard: ({ event }) => event.outcome === 'neverSucceeds', target: '.checkoutError' },
          { target: 'redirectedToBank' },
        ],
        'paypal.open': [{ guard: ({ event }) => event.outcome === 'intentFails', target: '.intentError' }, { target: 'inPaypal' }],
        'wallet.pay': [{ guard: ({ event }) => event.outcome === 'notAuthorized', target: '.notAuthorized' }, { target: 'thankYou' }],
        'afterpay.pay': [
          { guard: ({ event }) => event.outcome === 'fails', target: 'afterpayApology' },
          { target: 'redirectedToAfterpay' },
        ],
        'paypal.error': '.paypalError',
      },
      states: {
        clean: { meta: { description: 'sees no payment error' } },
        cardError: { meta: { description: "reads the card provider's message under the card field" } },
        intentError: { meta: { description: "reads 'Error when getting payment intent: …'" } },
        notAuthorized: { meta: { description: "reads 'The payment cannot be authorized.' over the error" } },
        serverMessage: { meta: { description: "reads the server's displayMessage" } },
        paymentFailedToast: { meta: { description: "gets the 6 s toast 'Payment failed, please try again.'" } },
        checkoutError: { meta: { description: "reads 'Error checking out! Please try again.'" } },
        paypalError: { meta: { description: "reads 'There was an issue authorizing with PayPal'" } },
      },
    },
    inPaypal: {
      meta: { description: 'approves the order in the PayPal window' },
      on: { 'paypal.approve': 'thankYou', 'paypal.cancel': 'choosing', 'paypal.error': 'choosing.paypalError' },
    },
    thankYou: { type: 'final', meta: { description: 'is sent to the thank-you page' } },
    redirectedToBank: { type: 'final', meta: { description: "is sent to the bank's page" } },
    redirectedToAfterpay: { type: 'final', meta: { description: 'is sent to Afterpay' } },
    afterpayApology: { type: 'final', meta: { description: 'is handed to the Afterpay apology and fallback' } },
  },
})

/** xstate/graph types a step's event by its type alone; the outcome rides along. */
function outcomeOf(event: object): string {
  return 'outcome' in event && typeof event.outcome === 'string' ? event.outcome : 'success'
}

function scriptFor(outcome: string): Script {
  const script = happyScript()
  if (outcome === 'cardRejected') script.cardMethod = new Error('Your card number is incomplete.')
  if (outcome === 'intentFails') script.intent = new Error('Amount too small')
  if (outcome === 'notAuthorized') script.confirm = new Error('Your card was declined.')
  if (outcome === 'serverRefuses') script.submit = new Error('This item is sold out.')
  if (outcome === 'paymentFails') script.polls = [aCheckout({ state: 'failure' })]
  if (outcome === 'neverSucceeds') script.polls = []
  if (outcome === 'redirects') script.submit = { state: 'pending', redirectUrl: 'https://bank.example/3ds', displayMessage: null }
  if (outcome === 'fails') script.afterpay = new Error('Afterpay is down')
  return script
}

describe('payment machine: shopper model, every shortest path', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const model = createTestModel(shopperModel, {
    events: [
      ...CARD_OUTCOMES.map((outcome) => ({ type: 'card.pay' as const, outcome })),
      { type: 'paypal.open', outcome: 'success' },
      { type: 'paypal.open', outcome: 'intentFails' },
      { type: 'wallet.pay', outcome: 'success' },
      { type: 'wallet.pay', outcome: 'notAuthorized' },
      { type: 'afterpay.pay', outcome: 'success' },
      { type: 'afterpay.pay', outcome: 'fails' },
    ],
  })

  for (const path of model.getShortestPaths()) {
    it(path.description, async () => {
      const h = startPayment()
      await vi.advanceTimersByTimeAsync(0)
      // Every answer the fakes give comes from the script the current model event sets.
      const act = async (outcome: string, send: () => void) => {
        Object.assign(h.script, scriptFor(outcome))
        send()
        await settle()
      }
      const real = () => h.actor.getSnapshot()
      const errorText = () => real().context.error?.message.text

      await path.test({
        events: {
          'card.pay': ({ event }) => act(outcomeOf(event), () => h.actor.send({ type: 'payment.card.submit', cardholderName: 'Ada' })),
          'paypal.open': ({ event }) => act(outcomeOf(event), () => h.actor.send({ type: 'payment.paypal.start' })),
          'paypal.approve': () => act('success', () => h.actor.send({ type: 'payment.paypal.approved' })),
          'paypal.cancel': () => act('success', () => h.actor.send({ type: 'payment.paypal.cancelled' })),
          'paypal.error': () => act('success', () => h.actor.send({ type: 'payment.paypal.failed' })),
          'wallet.pay': ({ event }) =>
            act(outcomeOf(event), () => h.actor.send({ type: 'payment.wallet.paid', paymentMethodId: 'pm_wallet' })),
          'afterpay.pay': ({ event }) => act(outcomeOf(event), () => h.actor.send({ type: 'payment.afterpay.start' })),
        },
        states: {
          choosing: () => {
            expect(real().value).toBe('ready')
            expect(real().hasTag('loading')).toBe(false)
          },
          'choosing.clean': () => {
            expect(real().context.error).toBeNull()
            expect(real().context.cardError).toBeNull()
          },
          'choosing.cardError': () => expect(real().context.cardError?.text).toBe('Your card number is incomplete.'),
          'choosing.intentError': () => expect(errorText()).toBe('Error when getting payment intent: Amount too small'),
          'choosing.notAuthorized': () => {
            expect(real().context.error?.title?.text).toBe('The payment cannot be authorized.')
            expect(errorText()).toBe('Error checking out: Your card was declined.')
          },
          'choosing.serverMessage': () => expect(errorText()).toBe('This item is sold out.'),
          'choosing.paymentFailedToast': () => {
            expect(emittedOf(h, 'toast.show').at(-1)).toMatchObject({
              message: { text: 'Payment failed, please try again.' },
              durationMs: 6000,
              position: 'top',
            })
          },
          'choosing.checkoutError': () => expect(errorText()).toBe('Error checking out! Please try again.'),
          'choosing.paypalError': () => expect(errorText()).toBe('There was an issue authorizing with PayPal'),
          inPaypal: () => {
            expect(real().value).toBe('awaitingPaypalApproval')
            expect(emittedOf(h, 'payment.paypal.orderCreated').at(-1)?.paymentToken).toMatch(/^tok_/)
          },
          thankYou: () => expect(emittedOf(h, 'payment.completed')).toEqual([{ type: 'payment.completed', details: THANK_YOU }]),
          redirectedToBank: () =>
            expect(emittedOf(h, 'payment.redirect')).toEqual([{ type: 'payment.redirect', url: 'https://bank.example/3ds' }]),
          redirectedToAfterpay: () =>
            expect(emittedOf(h, 'payment.redirect')).toEqual([{ type: 'payment.redirect', url: 'https://afterpay.example/authorize' }]),
          afterpayApology: () =>
            expect(emittedOf(h, 'payment.afterpay.failed')).toEqual([{ type: 'payment.afterpay.failed', fallback: 'card' }]),
        },
      })
    })
  }
})
