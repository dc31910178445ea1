import { assign, emit, setup } from 'xstate'
import { type CheckoutState, POLL_ATTEMPTS, POLL_INTERVAL_MS } from '../domain/constants'
import type { Checkout, PaymentStateAnswer } from '../domain/schemas/checkout'
import { type Message, message } from './messages'
import { unprovidedAction, unprovidedActor } from './unprovided'

/** The answer of POST /v1/checkout/submit that the polling starts from. */
export interface SubmitAnswer {
  state: CheckoutState
  redirectUrl: string | null
  displayMessage: string | null
}

export interface PollingInput {
  checkoutId: string
  submitted: SubmitAnswer
  /**
   * Back from a provider's page (spec section 7): the payment to ask about with GET
   * /v1/payment until it has an outcome; the checkout is then read once for the order.
   */
  paymentId?: string | null
}

/** What /thankyou needs in its query (spec section 2). */
export interface ThankYouDetails {
  name: string
  orderLookupNumber: string | null
  cartId: string
  arrivalEstimate: string | null
  contentIds: string[]
}

type PollingFailure = 'paymentFailed' | 'timedOut'

export type PollingOutput =
  | { status: 'completed'; details: ThankYouDetails }
  | { status: 'redirecting'; url: string }
  | { status: 'failed'; reason: PollingFailure; message: Message }
  /** The shopper cancelled on the provider's page: nothing went wrong, the checkout is open again. */
  | { status: 'canceled' }

export interface PollingContext {
  checkoutId: string
  submitted: SubmitAnswer
  paymentId: string | null
  attempts: number
  payment: PaymentStateAnswer | null
  checkout: Checkout | null
  redirectUrl: string | null
  outcome: PollingOutput | null
}

export type PollingEmitted = { type: 'polling.redirect'; url: string }

/** Only success is a finished order; completed comes after it, so it counts too. */
export function isFinished(state: CheckoutState): boolean {
  return state === 'success' || state === 'completed'
}

function thankYouDetails(checkout: Checkout): ThankYouDetails {
  return {
    name: checkout.customer?.firstName ?? '',
    orderLookupNumber: checkout.orderLookupNumber,
    cartId: checkout.cartId,
    arrivalEstimate: checkout.deliveryOption?.estimatedDelivery.arrivalDate ?? null,
    contentIds: [...new Set(checkout.lineItems.map((line) => String(line.listingId)))],
  }
}

function finishedCheckout(context: PollingContext): Checkout {
  if (!context.checkout) throw new Error('The order finished before any checkout was fetched')
  return context.checkout
}

function outcomeOf(context: PollingContext): PollingOutput {
  if (!context.outcome) throw new Error('The polling machine finished without an outcome')
  return context.outcome
}

export const pollingMachine = setup({
  types: {
    context: {} as PollingContext,
    input: {} as PollingInput,
    output: {} as PollingOutput,
    emitted: {} as PollingEmitted,
  },
  actors: {
    /** GET /checkout: the checkout as it stands now. */
    fetchCheckout: unprovidedActor<Checkout, { checkoutId: string }>('fetchCheckout'),
    /** GET /v1/payment: where a payment stands (spec section 7). */
    fetchPaymentState: unprovidedActor<PaymentStateAnswer, { paymentId: string; checkoutId: string }>('fetchPaymentState'),
  },
  actions: {
    /** Empties the cart the finished checkout was made from (cookie included). */
    clearCart: unprovidedAction<{ cartId: string; checkoutId: string }>('clearCart'),
    /** Forgets the delivery options fetched for this checkout. */
    clearDeliveryOptions: unprovidedAction<undefined>('clearDeliveryOptions'),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    keepCheckout: assign({ checkout: (_, params: { checkout: Checkout }) => params.checkout }),
    keepPayment: assign({ payment: (_, params: { payment: PaymentStateAnswer }) => params.payment }),
    keepRedirectUrl: assign({ redirectUrl: ({ context }) => context.submitted.redirectUrl ?? '' }),
    /** The outcome the machine finishes with (its output). */
    conclude: assign((_, params: { outcome: PollingOutput }) => ({ outcome: params.outcome })),
    announceRedirect: emit(({ context }) => ({ type: 'polling.redirect' as const, url: context.redirectUrl ?? '' })),
  },
  guards: {
    hasRedirect: ({ context }) => Boolean(context.submitted.redirectUrl),
    submittedFinished: ({ context }) => isFinished(context.submitted.state),
    submittedFailed: ({ context }) => context.submitted.state === 'failure',
    asksPayment: ({ context }) => context.paymentId !== null,
    paymentPaid: ({ context }) =>
      context.payment !== null &&
      (context.payment.state === 'succeeded' || context.payment.state === 'authorized' || isFinished(context.payment.checkoutState)),
    paymentDeclined: ({ context }) => context.payment?.state === 'failed' || context.payment?.checkoutState === 'failure',
    paymentCanceled: ({ context }) => context.payment?.state === 'canceled',
    // A payment that went through is a finished order, whatever the checkout's state says yet.
    checkoutFinished: ({ context }) =>
      context.checkout !== null &&
      (isFinished(context.checkout.state) || (context.payment !== null && context.checkout.state !== 'failure')),
    checkoutFailed: ({ context }) => context.checkout?.state === 'failure',
    attemptsLeft: ({ context }) => context.attempts < POLL_ATTEMPTS,
  },
  delays: {
    pollInterval: POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'polling',
  context: ({ input }) => ({
    checkoutId: input.checkoutId,
    submitted: input.submitted,
    paymentId: input.paymentId ?? null,
    attempts: 0,
    payment: null,
    checkout: null,
    redirectUrl: null,
    outcome: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'hasRedirect', target: 'redirecting' },
        { guard: 'submittedFailed', target: 'paymentFailed' },
        // Already finished: fetch once at once, for the order details /thankyou shows.
        { guard: 'submittedFinished', target: 'fetching' },
        { guard: 'asksPayment', target: 'askingPayment' },
        { target: 'waiting' },
      ],
    },
    waiting: {
      after: { pollInterval: 'fetching' },
    },
    askingPayment: {
      invoke: {
        src: 'fetchPaymentState',
        input: ({ context }) => ({ paymentId: context.paymentId ?? '', checkoutId: context.checkoutId }),
        onDone: {
          target: 'checkingPayment',
          actions: ['countAttempt', { type: 'keepPayment', params: ({ event }) => ({ payment: event.output }) }],
        },
        onError: { target: 'checkingPayment', actions: 'countAttempt' },
      },
    },
    checkingPayment: {
      always: [
        { guard: 'paymentPaid', target: 'fetching' },
        { guard: 'paymentDeclined', target: 'paymentFailed' },
        { guard: 'paymentCanceled', target: 'canceled' },
        { guard: 'attemptsLeft', target: 'waitingForPayment' },
        { target: 'timedOut' },
      ],
    },
    waitingForPayment: {
      after: { pollInterval: 'askingPayment' },
    },
    fetching: {
      invoke: {
        src: 'fetchCheckout',
        input: ({ context }) => ({ checkoutId: context.checkoutId }),
        onDone: {
          target: 'checking',
          actions: ['countAttempt', { type: 'keepCheckout', params: ({ event }) => ({ checkout: event.output }) }],
        },
        onError: { target: 'checking', actions: 'countAttempt' },
      },
    },
    checking: {
      always: [
        { guard: 'checkoutFinished', target: 'finishing' },
        { guard: 'checkoutFailed', target: 'paymentFailed' },
        { guard: 'attemptsLeft', target: 'waiting' },
        { target: 'timedOut' },
      ],
    },
    finishing: {
      entry: [
        {
          type: 'clearCart',
          params: ({ context }) => ({ cartId: finishedCheckout(context).cartId, checkoutId: context.checkoutId }),
        },
        // The payment cookie is the worker's (HttpOnly): it clears it as it answers the finished checkout.
        'clearDeliveryOptions',
      ],
      always: 'completed',
    },
    completed: {
      type: 'final',
      entry: {
        type: 'conclude',
        params: ({ context }) => ({ outcome: { status: 'completed', details: thankYouDetails(finishedCheckout(context)) } }),
      },
    },
    redirecting: {
      type: 'final',
      entry: [
        'keepRedirectUrl',
        { type: 'conclude', params: ({ context }) => ({ outcome: { status: 'redirecting', url: context.submitted.redirectUrl ?? '' } }) },
        'announceRedirect',
      ],
    },
    paymentFailed: {
      type: 'final',
      entry: { type: 'conclude', params: { outcome: { status: 'failed', reason: 'paymentFailed', message: message('payment.failed') } } },
    },
    canceled: {
      type: 'final',
      entry: { type: 'conclude', params: { outcome: { status: 'canceled' } } },
    },
    timedOut: {
      type: 'final',
      entry: {
        type: 'conclude',
        params: { outcome: { status: 'failed', reason: 'timedOut', message: message('checkout.emptyResponse') } },
      },
    },
  },
  output: ({ context }) => outcomeOf(context),
})
