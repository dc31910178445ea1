import { and, assign, type SnapshotFrom, sendTo, setup } from 'xstate'
import type { DeliveryTier, PaymentMethod } from '../domain/constants'
import type { Checkout, DeliveryOption } from '../domain/schemas/checkout'
import { afterpayFallbackMachine, type FallbackCheckout } from './afterpay-fallback.machine'
import { type CheckoutContext, checkoutMachine } from './checkout.machine'
import { forwardEmitted } from './forward-emitted'
import { type Message, message } from './messages'
import { outputAs } from './outputs'
import { afterpayFallbackFor, offeredMethods } from './payment-methods'
import { type PaymentError, type PaymentOutput, type PaymentTokens, paymentMachine } from './payment.machine'
import { isFinished, type PollingOutput, pollingMachine, type ThankYouDetails } from './polling.machine'
import { paymentFailedToast, type ToastShowEvent } from './toast-events'
import { unprovidedAction } from './unprovided'

/** The system ids of the page's actors: the inspector shows them by these names. */
const CHECKOUT_PAGE_ACTORS = {
  checkout: 'checkout',
  payment: 'payment',
  afterpayFallback: 'afterpayFallback',
  returnPolling: 'returnPolling',
} as const

export interface CheckoutPageInput {
  /** The checkout as loaded for /checkout/{id}. */
  checkout: Checkout
  /** Reopened from a link or on the way back from a provider: Afterpay is not offered. */
  resumed: boolean
  /** Back from a provider's page (3-D Secure, PayPal, Afterpay, a wallet). */
  returned: boolean
  /** The method asked for by ?method= (express checkout, the afterpay fallback). */
  preferredMethod: PaymentMethod | null
  storeRegion: string
  /** Where the payment provider sends the shopper back after a redirect. */
  returnUrl: string
  hideCard?: boolean
  hidePaypal?: boolean
}

/** PayPal's button asked for an order: made (its id), or refused. What `paypalOrderOf` reads from the states. */
type PaypalOrder = { status: 'pending' } | { status: 'created'; orderId: string } | { status: 'failed' }

/** A wallet's sheet waits for the store's answer to the order it paid for. What `walletAttemptOf` reads. */
type WalletAttempt = { status: 'pending' } | { status: 'settled'; ok: boolean }

/**
 * PayPal's button waits for the store's answer to an approval: settled (placed, or refused
 * with the page saying why), or `restart` when PayPal refused the funding source and the
 * buyer approves again in PayPal's window. What `paypalApprovalOf` reads.
 */
type PaypalApproval = { status: 'pending' } | { status: 'restart' } | { status: 'settled'; ok: boolean }

interface CheckoutPageContext {
  checkoutId: string
  /** The checkout as it was when the page opened: a return from a provider is judged by it. */
  arrival: Checkout
  resumed: boolean
  returned: boolean
  storeRegion: string
  returnUrl: string
  hideCard: boolean
  hidePaypal: boolean
  /** The method the shopper picked (or the link asked for); shown while it is offered. */
  selectedMethod: PaymentMethod | null
  /** What went wrong before this visit (a failed return), shown where a payment error shows. */
  returnError: PaymentError | null
  /** Requests to move focus, counted so each one moves it once. */
  promoFocus: number
  deliveryFocus: number
  /** The shopper submitted an address: once it is saved, focus moves on to delivery. */
  addressTyped: boolean
  /** The quotes the cheapest tier was last picked from: it is picked once per set of quotes. */
  tierPickedFrom: DeliveryOption[] | null
  /** PayPal's own order id for its button, once the store has made the order (region `paypalOrder`, state `created`). */
  paypalOrderId: string | null
}

type CheckoutPageEvent =
  | { type: 'paymentMethod.select'; method: PaymentMethod }
  /** PayPal's button wants an order to show: the payment starts, and its order id is kept. */
  | { type: 'paypal.order.request' }
  /** The buyer approved the order (`inPopup`: in PayPal's own window): place it and wait for the store's answer. */
  | { type: 'paypal.approve'; inPopup: boolean }
  /** A wallet's sheet gave a payment method: pay with it and wait for the store's answer. */
  | { type: 'wallet.pay'; paymentMethodId: string }
  // Emitted by the checkout and payment actors, forwarded to the page (forwardEmitted).
  | ToastShowEvent
  | { type: 'promo.focus' }
  | { type: 'payment.paypal.orderCreated'; paymentToken: string }
  | { type: 'payment.paypal.restart' }
  | { type: 'payment.attempt.settled'; method: PaymentMethod | null; ok: boolean }

type CheckoutFormSnapshot = { context: CheckoutContext; matches(state: object | string): boolean }

/** Where an arrival with a failed Afterpay payment goes: the card checkout, else PayPal's. */
function fallbackOf(context: CheckoutPageContext): FallbackCheckout {
  return afterpayFallbackFor(offeredMethods({ ...context, resumedCheckout: context.resumed, wallet: null }))
}

function isPaid(checkout: Checkout): boolean {
  return isFinished(checkout.state)
}

/** What a checkout that failed before this visit says: PayPal's own sentence, else the server's reason or the spec's. */
function arrivalFailure(arrival: Checkout): Message {
  if (arrival.paymentMethod === 'paypal') return message('payment.paypalError')
  return arrival.error ? message('checkout.serverMessage', { message: arrival.error }) : message('payment.failed')
}

/** The provider's order id (PayPal's) when the payment named one, else the payment token. */
function providerOrderIdOf(tokens: PaymentTokens | null | undefined, paymentToken: string): string {
  return tokens?.providerOrderId ?? paymentToken
}

/** Picks the first (cheapest) of the form's quotes, once for this set of quotes. */
const PICK_CHEAPEST_TIER = [
  { type: 'rememberTierQuotes', params: ({ event }: { event: { type: string } }) => ({ options: quotesOf(event) }) },
  { type: 'chooseTier', params: ({ event }: { event: { type: string } }) => ({ id: quotesOf(event)[0].id }) },
] as const

/**
 * The checkout page (spec sections 4, 5 and 8) as one machine tree: it invokes the checkout
 * form (customer details → delivery → payment method, promo code), the payment (card,
 * PayPal, wallet, Afterpay, with its order polling), the afterpay fallback and, on a return
 * from a provider's page, the polling of that payment, and owns the rules between them:
 * Afterpay's failure starts the fallback, a finished payment leads to the thank-you page,
 * the cheapest delivery tier is picked for a saved address, and PayPal's and a wallet's
 * own buttons are answered from the payment's events. The page renders the snapshots and
 * sends events; navigation and toasts are actions the browser provides.
 */
export const checkoutPageMachine = setup({
  types: {
    context: {} as CheckoutPageContext,
    events: {} as CheckoutPageEvent,
    input: {} as CheckoutPageInput,
    children: {} as {
      checkout: 'checkoutForm'
      payment: 'payment'
      afterpayFallback: 'afterpayFallback'
      returnPolling: 'pollOrder'
    },
  },
  actors: {
    checkoutForm: checkoutMachine,
    payment: paymentMachine,
    afterpayFallback: afterpayFallbackMachine,
    pollOrder: pollingMachine,
    forwardEmitted,
  },
  actions: {
    /** Opens the thank-you page for the finished order. */
    goToThankYou: unprovidedAction<{ details: ThankYouDetails }>('goToThankYou'),
    /** Sends the browser to a provider's page (3-D Secure, PayPal, Afterpay). */
    redirectTo: unprovidedAction<{ url: string }>('redirectTo'),
    /** Takes the return's query off the address, so a reload does not count as a return. */
    forgetReturnQuery: unprovidedAction<{ checkoutId: string }>('forgetReturnQuery'),
    /** Hands a toast to the page's toaster. */
    showToast: unprovidedAction<ToastShowEvent>('showToast'),
    selectMethod: assign((_, params: { method: PaymentMethod }) => ({ selectedMethod: params.method })),
    saveMethod: sendTo(CHECKOUT_PAGE_ACTORS.checkout, (_, params: { method: PaymentMethod }) => ({
      type: 'paymentMethod.choose' as const,
      method: params.method,
    })),
    startPaypal: sendTo(CHECKOUT_PAGE_ACTORS.payment, { type: 'payment.paypal.start' as const }),
    keepPaypalOrderId: assign(({ system }, params: { paymentToken: string }) => {
      const payment = system.get(CHECKOUT_PAGE_ACTORS.payment)?.getSnapshot() as SnapshotFrom<typeof paymentMachine> | undefined
      return { paypalOrderId: providerOrderIdOf(payment?.context.tokens, params.paymentToken) }
    }),
    approvePaypal: sendTo(CHECKOUT_PAGE_ACTORS.payment, (_, params: { inPopup: boolean }) => ({
      type: 'payment.paypal.approved' as const,
      inPopup: params.inPopup,
    })),
    payWithWallet: sendTo(CHECKOUT_PAGE_ACTORS.payment, (_, params: { paymentMethodId: string }) => ({
      type: 'payment.wallet.paid' as const,
      paymentMethodId: params.paymentMethodId,
    })),
    requestPromoFocus: assign({ promoFocus: ({ context }) => context.promoFocus + 1 }),
    noteTypedAddress: assign({ addressTyped: true }),
    /** Focus follows the shopper: to the delivery step once the address they typed is saved. */
    focusDelivery: assign(({ context }) => ({ addressTyped: false, deliveryFocus: context.deliveryFocus + 1 })),
    rememberTierQuotes: assign((_, params: { options: DeliveryOption[] }) => ({ tierPickedFrom: params.options })),
    chooseTier: sendTo(CHECKOUT_PAGE_ACTORS.checkout, (_, params: { id: DeliveryTier }) => ({
      type: 'deliveryOption.choose' as const,
      id: params.id,
    })),
    /** The order is finished: the form forgets its quotes (the polling's clearDeliveryOptions, for the page). */
    forgetQuotes: sendTo(CHECKOUT_PAGE_ACTORS.checkout, { type: 'deliveryOptions.clear' as const }),
    startAfterpayFallback: sendTo(CHECKOUT_PAGE_ACTORS.afterpayFallback, (_, params: { fallback: FallbackCheckout }) => ({
      type: 'afterpay.failed' as const,
      fallback: params.fallback,
    })),
    showReturnError: assign((_, params: PaymentError) => ({ returnError: params })),
  },
  guards: {
    returnedFromProvider: ({ context }) => context.returned,
    arrivedPaid: ({ context }) => isPaid(context.arrival),
    /** Back with a payment not settled yet: it is asked about (GET /v1/payment) until it has an outcome. */
    returnedWithPayment: ({ context }) => context.returned && context.arrival.state !== 'failure' && context.arrival.paymentId !== null,
    returnedAfterAfterpayFailure: ({ context }) =>
      context.returned && context.arrival.state === 'failure' && context.arrival.paymentMethod === 'afterpay',
    returnedAfterFailure: ({ context }) => context.returned && context.arrival.state === 'failure',
    /** The store placed the order an attempt paid for (`payment.attempt.settled`'s `ok`). */
    attemptPlaced: (_, params: { ok: boolean }) => params.ok,
    attemptRefused: (_, params: { ok: boolean }) => !params.ok,
    paymentCompleted: (_, params: { output: PaymentOutput | PollingOutput }) => params.output.status === 'completed',
    paymentRedirects: (_, params: { output: PaymentOutput }) => params.output.status === 'redirecting',
    afterpayFailed: (_, params: { output: PaymentOutput }) => params.output.status === 'afterpayFailed',
    pollingFailed: (_, params: { output: PollingOutput }) => params.output.status === 'failed',
    pollingPaymentFailed: (_, params: { output: PollingOutput }) =>
      params.output.status === 'failed' && params.output.reason === 'paymentFailed',
    checkingTypedAddress: ({ event }) => formSnapshotOf(event)?.matches({ sections: { customerDetails: 'validatingAddress' } }) ?? false,
    typedAddressSaved: ({ context, event }) => context.addressTyped && (formSnapshotOf(event)?.matches({ sections: 'choosing' }) ?? false),
    /** A saved address with quotes and no tier yet gets the first (cheapest), once per set of quotes. */
    needsCheapestTier: ({ context, event }) => {
      const form = formSnapshotOf(event)
      if (!form?.matches({ sections: { choosing: { deliveryOptions: 'idle' } } })) return false
      const { checkout, deliveryOptions } = form.context
      return !checkout.deliveryOption && deliveryOptions.length > 0 && deliveryOptions !== context.tierPickedFrom
    },
  },
}).createMachine({
  id: 'checkoutPage',
  context: ({ input }) => ({
    checkoutId: input.checkout.id,
    arrival: input.checkout,
    resumed: input.resumed,
    returned: input.returned,
    storeRegion: input.storeRegion,
    returnUrl: input.returnUrl,
    hideCard: input.hideCard ?? false,
    hidePaypal: input.hidePaypal ?? false,
    selectedMethod: input.preferredMethod ?? input.checkout.paymentMethod,
    returnError: null,
    promoFocus: 0,
    deliveryFocus: 0,
    addressTyped: false,
    tierPickedFrom: null,
    paypalOrderId: null,
  }),
  invoke: [
    {
      id: CHECKOUT_PAGE_ACTORS.checkout,
      systemId: CHECKOUT_PAGE_ACTORS.checkout,
      src: 'checkoutForm',
      // Coming from the cart, the checkout has just been created (or updated) for this visit.
      input: ({ context }) => ({ checkout: context.arrival, created: !context.resumed }),
      // Follows the form: focus moves to delivery once a typed address is saved; a saved address gets its cheapest tier.
      onSnapshot: [
        { guard: and(['typedAddressSaved', 'needsCheapestTier']), actions: ['focusDelivery', ...PICK_CHEAPEST_TIER] },
        { guard: 'typedAddressSaved', actions: 'focusDelivery' },
        { guard: 'needsCheapestTier', actions: PICK_CHEAPEST_TIER },
        { guard: 'checkingTypedAddress', actions: 'noteTypedAddress' },
      ],
    },
    {
      id: CHECKOUT_PAGE_ACTORS.payment,
      systemId: CHECKOUT_PAGE_ACTORS.payment,
      src: 'payment',
      input: ({ context }) => ({
        checkoutId: context.checkoutId,
        storeRegion: context.storeRegion,
        resumedCheckout: context.resumed,
        total: { amount: context.arrival.costs.total.value, currency: context.arrival.costs.total.currency },
        returnUrl: context.returnUrl,
        hideCard: context.hideCard,
        hidePaypal: context.hidePaypal,
      }),
      onDone: [
        {
          guard: { type: 'paymentCompleted', params: ({ event }) => ({ output: event.output }) },
          actions: [
            'forgetQuotes',
            { type: 'goToThankYou', params: ({ event }) => ({ details: outputAs(event.output, 'completed').details }) },
          ],
        },
        {
          guard: { type: 'paymentRedirects', params: ({ event }) => ({ output: event.output }) },
          actions: { type: 'redirectTo', params: ({ event }) => ({ url: outputAs(event.output, 'redirecting').url }) },
        },
        {
          guard: { type: 'afterpayFailed', params: ({ event }) => ({ output: event.output }) },
          actions: {
            type: 'startAfterpayFallback',
            params: ({ event }) => ({ fallback: outputAs(event.output, 'afterpayFailed').fallback }),
          },
        },
      ],
    },
    { id: CHECKOUT_PAGE_ACTORS.afterpayFallback, systemId: CHECKOUT_PAGE_ACTORS.afterpayFallback, src: 'afterpayFallback' },
    { src: 'forwardEmitted', input: ({ self }) => ({ systemId: CHECKOUT_PAGE_ACTORS.checkout, to: self }) },
    { src: 'forwardEmitted', input: ({ self }) => ({ systemId: CHECKOUT_PAGE_ACTORS.payment, to: self }) },
  ],
  on: {
    'paymentMethod.select': {
      actions: [
        { type: 'selectMethod', params: ({ event }) => ({ method: event.method }) },
        { type: 'saveMethod', params: ({ event }) => ({ method: event.method }) },
      ],
    },
    'toast.show': { actions: { type: 'showToast', params: ({ event }) => event } },
    'promo.focus': { actions: 'requestPromoFocus' },
  },
  // The page's own course in one region; each of the providers' buttons that waits for the
  // store (PayPal's createOrder and onApprove, a wallet's sheet) in a region of its own, so
  // the inspector shows where each one is.
  type: 'parallel',
  states: {
    /** Arrival, a return judged, the open checkout, the way to the thank-you page. */
    page: {
      initial: 'arriving',
      states: {
        arriving: {
          always: [
            {
              guard: 'returnedFromProvider',
              target: 'judgingArrival',
              actions: { type: 'forgetReturnQuery', params: ({ context }) => ({ checkoutId: context.checkoutId }) },
            },
            { target: 'judgingArrival' },
          ],
        },
        // Back from a provider's page, or paid already (its answer was lost, the shopper
        // reloaded): the order is finished, or the page says what went wrong. Once, on arrival.
        judgingArrival: {
          always: [
            { guard: 'arrivedPaid', target: 'settling' },
            { guard: 'returnedWithPayment', target: 'settling' },
            {
              guard: 'returnedAfterAfterpayFailure',
              target: 'open',
              actions: { type: 'startAfterpayFallback', params: ({ context }) => ({ fallback: fallbackOf(context) }) },
            },
            {
              guard: 'returnedAfterFailure',
              target: 'open',
              actions: [
                { type: 'showReturnError', params: ({ context }) => ({ title: null, message: arrivalFailure(context.arrival) }) },
                { type: 'showToast', params: paymentFailedToast() },
              ],
            },
            { target: 'open' },
          ],
        },
        settling: {
          tags: 'settling',
          invoke: {
            id: CHECKOUT_PAGE_ACTORS.returnPolling,
            systemId: CHECKOUT_PAGE_ACTORS.returnPolling,
            src: 'pollOrder',
            input: ({ context }) => ({
              checkoutId: context.checkoutId,
              submitted: { state: context.arrival.state, redirectUrl: null, displayMessage: null },
              paymentId: isPaid(context.arrival) ? null : context.arrival.paymentId,
            }),
            onDone: [
              {
                guard: { type: 'paymentCompleted', params: ({ event }) => ({ output: event.output }) },
                target: 'leaving',
                actions: [
                  'forgetQuotes',
                  { type: 'goToThankYou', params: ({ event }) => ({ details: outputAs(event.output, 'completed').details }) },
                ],
              },
              {
                guard: { type: 'pollingPaymentFailed', params: ({ event }) => ({ output: event.output }) },
                target: 'open',
                actions: [
                  { type: 'showReturnError', params: { title: null, message: message('payment.failed') } },
                  { type: 'showToast', params: paymentFailedToast() },
                ],
              },
              {
                guard: { type: 'pollingFailed', params: ({ event }) => ({ output: event.output }) },
                target: 'open',
                actions: {
                  type: 'showReturnError',
                  params: ({ event }) => ({ title: null, message: outputAs(event.output, 'failed').message }),
                },
              },
              { target: 'open' },
            ],
          },
        },
        /** The order is finished: the page keeps saying so while the thank-you page loads. */
        leaving: { tags: 'settling' },
        /** The checkout is the shopper's to fill in and pay. */
        open: {},
      },
    },
    /** PayPal's createOrder: the payment starts; the button gets PayPal's order id, or fails. */
    paypalOrder: {
      initial: 'idle',
      on: {
        'paypal.order.request': { target: '.requesting', actions: 'startPaypal' },
        'payment.paypal.orderCreated': {
          target: '.created',
          actions: { type: 'keepPaypalOrderId', params: ({ event }) => ({ paymentToken: event.paymentToken }) },
        },
      },
      states: {
        idle: {},
        requesting: {
          on: {
            'payment.attempt.settled': {
              guard: { type: 'attemptRefused', params: ({ event }) => ({ ok: event.ok }) },
              target: 'failed',
            },
          },
        },
        created: {},
        failed: {},
      },
    },
    /** PayPal's onApprove: the order is placed and the button waits for the store's answer. */
    paypalApproval: {
      initial: 'idle',
      on: {
        'paypal.approve': { target: '.placing', actions: { type: 'approvePaypal', params: ({ event }) => ({ inPopup: event.inPopup }) } },
      },
      states: {
        idle: {},
        placing: {
          on: {
            'payment.paypal.restart': 'restarting',
            'payment.attempt.settled': [
              { guard: { type: 'attemptPlaced', params: ({ event }) => ({ ok: event.ok }) }, target: 'placed' },
              { target: 'refused' },
            ],
          },
        },
        /** PayPal refused the funding source: the buyer approves again in PayPal's window. */
        restarting: {},
        placed: {},
        refused: {},
      },
    },
    /** A wallet's sheet: paid with its payment method, it waits for the store's answer. */
    walletAttempt: {
      initial: 'idle',
      on: {
        'wallet.pay': {
          target: '.paying',
          actions: { type: 'payWithWallet', params: ({ event }) => ({ paymentMethodId: event.paymentMethodId }) },
        },
      },
      states: {
        idle: {},
        paying: {
          on: {
            'payment.attempt.settled': [
              { guard: { type: 'attemptPlaced', params: ({ event }) => ({ ok: event.ok }) }, target: 'paid' },
              { target: 'refused' },
            ],
          },
        },
        paid: {},
        refused: {},
      },
    },
  },
})

type CheckoutPageSnapshot = SnapshotFrom<typeof checkoutPageMachine>

/** Where PayPal's createOrder is (region `paypalOrder`), as its button reads it; null before it asked. */
export function paypalOrderOf(snapshot: CheckoutPageSnapshot): PaypalOrder | null {
  if (snapshot.matches({ paypalOrder: 'requesting' })) return { status: 'pending' }
  if (snapshot.matches({ paypalOrder: 'failed' })) return { status: 'failed' }
  const orderId = snapshot.context.paypalOrderId
  return snapshot.matches({ paypalOrder: 'created' }) && orderId !== null ? { status: 'created', orderId } : null
}

/** Where PayPal's onApprove is (region `paypalApproval`); null before an approval. */
export function paypalApprovalOf(snapshot: CheckoutPageSnapshot): PaypalApproval | null {
  if (snapshot.matches({ paypalApproval: 'placing' })) return { status: 'pending' }
  if (snapshot.matches({ paypalApproval: 'restarting' })) return { status: 'restart' }
  if (snapshot.matches({ paypalApproval: 'placed' })) return { status: 'settled', ok: true }
  return snapshot.matches({ paypalApproval: 'refused' }) ? { status: 'settled', ok: false } : null
}

/** Where a wallet's sheet is (region `walletAttempt`); null before it paid. */
export function walletAttemptOf(snapshot: CheckoutPageSnapshot): WalletAttempt | null {
  if (snapshot.matches({ walletAttempt: 'paying' })) return { status: 'pending' }
  if (snapshot.matches({ walletAttempt: 'paid' })) return { status: 'settled', ok: true }
  return snapshot.matches({ walletAttempt: 'refused' }) ? { status: 'settled', ok: false } : null
}

/** The quotes of the form's snapshot, cheapest first. */
function quotesOf(event: { type: string }): DeliveryOption[] {
  return formSnapshotOf(event)?.context.deliveryOptions ?? []
}

/** The checkout form's snapshot inside an `xstate.snapshot.checkout` event, or null for any other event. */
function formSnapshotOf(event: { type: string }): CheckoutFormSnapshot | null {
  if (event.type !== `xstate.snapshot.${CHECKOUT_PAGE_ACTORS.checkout}` || !('snapshot' in event)) return null
  return event.snapshot as CheckoutFormSnapshot
}
