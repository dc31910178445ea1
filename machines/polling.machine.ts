import { assign, emit, setup } from 'xstate'
import { type CheckoutState, POLL_ATTEMPTS, POLL_INTERVAL_MS } from '../domain/constants'
import type { Checkout } from '../domain/schemas/checkout'
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
}

/** What /thankyou needs in its query (spec section 2). */
export interface ThankYouDetails {
  name: string
  orderLookupNumber: string | null
  cartId: string
  arrivalEstimate: string | null
  contentIds: string[]
}

export type PollingFailure = 'paymentFailed' | 'timedOut'

export type PollingOutput =
  | { status: 'completed'; details: ThankYouDetails }
  | { status: 'redirecting'; url: string }
  | { status: 'failed'; reason: PollingFailure; message: Message }

export interface PollingContext {
  checkoutId: string
  submitted: SubmitAnswer
  attempts: number
  checkout: Checkout | null
  redirectUrl: string | null
  outcome: PollingOutput | null
}

export type PollingEmitted = { type: 'polling.redirect'; url: string }

/** Only success is a finished order; completed comes after it, so it counts too. */
export function isFinished(state: CheckoutState): boolean {
  return state === 'success' || state === 'completed'
}

export function thankYouDetails(checkout: Checkout): ThankYouDetails {
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
  },
  actions: {
    /** Empties the cart (cookie included) once the order is finished. */
    clearCart: unprovidedAction<{ cartId: string }>('clearCart'),
    /** Deletes the local cookie holding the payment id and token. */
    clearPaymentCookie: unprovidedAction<undefined>('clearPaymentCookie'),
    /** Forgets the delivery options fetched for this checkout. */
    clearDeliveryOptions: unprovidedAction<undefined>('clearDeliveryOptions'),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    keepCheckout: assign({ checkout: (_, params: { checkout: Checkout }) => params.checkout }),
  },
  guards: {
    hasRedirect: ({ context }) => Boolean(context.submitted.redirectUrl),
    submittedFinished: ({ context }) => isFinished(context.submitted.state),
    submittedFailed: ({ context }) => context.submitted.state === 'failure',
    checkoutFinished: ({ context }) => context.checkout !== null && isFinished(context.checkout.state),
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
    attempts: 0,
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
        { target: 'waiting' },
      ],
    },
    waiting: {
      after: { pollInterval: 'fetching' },
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
        { type: 'clearCart', params: ({ context }) => ({ cartId: finishedCheckout(context).cartId }) },
        'clearPaymentCookie',
        'clearDeliveryOptions',
      ],
      always: 'completed',
    },
    completed: {
      type: 'final',
      entry: assign({
        outcome: ({ context }) => ({ status: 'completed' as const, details: thankYouDetails(finishedCheckout(context)) }),
      }),
    },
    redirecting: {
      type: 'final',
      entry: [
        assign(({ context }) => {
          const url = context.submitted.redirectUrl ?? ''
          return { redirectUrl: url, outcome: { status: 'redirecting' as const, url } }
        }),
        emit(({ context }) => ({ type: 'polling.redirect' as const, url: context.redirectUrl ?? '' })),
      ],
    },
    paymentFailed: {
      type: 'final',
      entry: assign({
        outcome: { status: 'failed', reason: 'paymentFailed', message: message('payment.failed') },
      }),
    },
    timedOut: {
      type: 'final',
      entry: assign({
        outcome: { status: 'failed', reason: 'timedOut', message: message('checkout.emptyResponse') },
      }),
    },
  },
  output: ({ context }) => outcomeOf(context),
})
