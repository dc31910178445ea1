import { assign, emit, setup } from 'xstate'
import type { Currency, PaymentMethod } from '../domain/constants'
import { type Message, checkoutError, errorText, message } from './messages'
import { outputAs } from './outputs'
import { type WalletKind, afterpayFallbackFor, offeredMethods } from './payment-methods'
import { type PollingOutput, type SubmitAnswer, type ThankYouDetails, pollingMachine } from './polling.machine'
import type { FallbackCheckout } from './afterpay-fallback.machine'
import { type ToastShowEvent, dangerToast, paymentFailedToast } from './toast-events'
import { unprovidedActor } from './unprovided'

export interface PaymentInput {
  checkoutId: string
  storeRegion: string
  resumedCheckout: boolean
  /** The checkout total, for the wallet's payment request. */
  total: { amount: number; currency: Currency }
  /** Where the payment provider sends the shopper back after a redirect. */
  returnUrl: string
  hideCard?: boolean
  hidePaypal?: boolean
}

export interface PaymentTokens {
  paymentId: string
  paymentToken: string
  /** The provider's own order id when it named one (PayPal's): what its button is answered with. */
  providerOrderId?: string | null
}

/** The payment made for an attempt, with the method it was made for. */
export interface PaymentIntent extends PaymentTokens {
  method: PaymentMethod
}

/** Shown in the checkout's error area: an optional title over the text. */
export interface PaymentError {
  title: Message | null
  message: Message
}

export interface PaymentContext {
  checkoutId: string
  returnUrl: string
  total: PaymentInput['total']
  storeRegion: string
  resumedCheckout: boolean
  hideCard: boolean
  hidePaypal: boolean
  wallet: WalletKind | null
  offered: PaymentMethod[]
  /** The method of the attempt under way or last made. */
  method: PaymentMethod | null
  cardholderName: string
  paymentMethodId: string | null
  tokens: PaymentIntent | null
  /** The card provider's message, shown under the card field. */
  cardError: Message | null
  error: PaymentError | null
  submitted: SubmitAnswer | null
  details: ThankYouDetails | null
  redirectUrl: string | null
  /** The PayPal attempt was approved in PayPal's own window (its JS SDK button), not on a page the shopper was sent to. */
  paypalInPopup: boolean
}

export type PaymentEvent =
  | { type: 'payment.card.submit'; cardholderName: string }
  | { type: 'payment.paypal.start' }
  /** `inPopup`: approved in PayPal's own window (the JS SDK button), which can restart the approval. */
  | { type: 'payment.paypal.approved'; inPopup?: boolean }
  | { type: 'payment.paypal.cancelled' }
  | { type: 'payment.paypal.failed' }
  | { type: 'payment.wallet.paid'; paymentMethodId: string }
  | { type: 'payment.afterpay.start' }

export type PaymentEmitted =
  | ToastShowEvent
  | { type: 'payment.completed'; details: ThankYouDetails }
  | { type: 'payment.redirect'; url: string }
  /** The PayPal button's createOrder resolves with this token. */
  | { type: 'payment.paypal.orderCreated'; paymentToken: string }
  /**
   * PayPal refused the funding source the buyer approved in its window (INSTRUMENT_DECLINED:
   * the store answers that the order needs approving again): the button restarts the
   * approval there (actions.restart()), the shopper stays on the page.
   */
  | { type: 'payment.paypal.restart' }
  /**
   * The store answered the attempt (the order was submitted, or the payment refused before):
   * the wallet sheet closes with success or failure on it, never earlier.
   */
  | { type: 'payment.attempt.settled'; method: PaymentMethod | null; ok: boolean }
  /** Start the afterpay fallback machine with this. */
  | { type: 'payment.afterpay.failed'; fallback: FallbackCheckout }

export type PaymentOutput =
  | { status: 'completed'; details: ThankYouDetails }
  | { status: 'redirecting'; url: string }
  | { status: 'afterpayFailed'; fallback: FallbackCheckout }

export interface IntentInput {
  checkoutId: string
  method: PaymentMethod
  paymentMethodId: string | null
  /** The payment of an earlier attempt: a new card for the same method updates it (POST /v1/updatePayment). */
  existing: PaymentIntent | null
}

export interface SubmitInput extends PaymentTokens {
  checkoutId: string
  platform: PaymentMethod
  returnUrl: string
}

/**
 * The provider refused to authorize the payment (a declined card), said when placing the
 * order: shown under the title 'The payment cannot be authorized.' like a failed confirmation.
 */
export class PaymentNotAuthorized extends Error {
  override name = 'PaymentNotAuthorized'
}

function notAuthorizedError(error: unknown): PaymentError {
  return { title: message('payment.notAuthorizedTitle'), message: checkoutError(error) }
}

// The attempt's parts exist once the states before have set them; these say so out loud.
function attemptMethod(context: PaymentContext): PaymentMethod {
  if (!context.method) throw new Error('A payment step ran before a method was chosen')
  return context.method
}

function offeredWallet(context: PaymentContext): WalletKind {
  if (!context.wallet) throw new Error('A wallet payment arrived while no wallet can pay')
  return context.wallet
}

function attemptTokens(context: PaymentContext): PaymentIntent {
  if (!context.tokens) throw new Error('A payment step ran without an intent')
  return context.tokens
}

function attemptPaymentMethodId(context: PaymentContext): string {
  if (!context.paymentMethodId) throw new Error('A confirmation ran without a payment method')
  return context.paymentMethodId
}

function outputOf(context: PaymentContext): PaymentOutput {
  if (context.details) return { status: 'completed', details: context.details }
  if (context.redirectUrl) return { status: 'redirecting', url: context.redirectUrl }
  return { status: 'afterpayFailed', fallback: afterpayFallbackFor(context.offered) }
}

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    output: {} as PaymentOutput,
    emitted: {} as PaymentEmitted,
  },
  actors: {
    /** Creates a payment request and asks whether a wallet can pay; null when none can. */
    checkWallet: unprovidedActor<WalletKind | null, { total: PaymentInput['total'] }>('checkWallet'),
    /** The card provider's createPaymentMethod from the card field; rejects with its message. */
    createCardPaymentMethod: unprovidedActor<{ paymentMethodId: string }, { cardholderName: string }>('createCardPaymentMethod'),
    /** POST /v1/initiatePayment or /v1/updatePayment. */
    createPaymentIntent: unprovidedActor<PaymentTokens, IntentInput>('createPaymentIntent'),
    /** Confirms the card payment with the method id and the token; rejects when not authorized. */
    confirmCardPayment: unprovidedActor<void, { paymentId: string; paymentToken: string; paymentMethodId: string }>('confirmCardPayment'),
    /** Confirms an Afterpay payment and answers the Afterpay page to send the shopper to. */
    confirmAfterpay: unprovidedActor<{ redirectUrl: string }, { paymentId: string; paymentToken: string; returnUrl: string }>(
      'confirmAfterpay',
    ),
    /** POST /v1/checkout/submit; a non-OK answer rejects with its displayMessage, a declined payment with PaymentNotAuthorized. */
    submitCheckout: unprovidedActor<SubmitAnswer, SubmitInput>('submitCheckout'),
    pollOrder: pollingMachine,
  },
  actions: {
    startAttempt: assign((_, params: { method: PaymentMethod }) => ({
      method: params.method,
      cardError: null,
      error: null,
    })),
    acceptWallet: assign((_, params: { wallet: WalletKind | null }) => ({ wallet: params.wallet })),
    recomputeOffer: assign({
      offered: ({ context }) => offeredMethods(context),
    }),
    keepTokens: assign({ tokens: (_, params: PaymentIntent) => params }),
    settleAttempt: emit(({ context }, params: { ok: boolean }) => ({
      type: 'payment.attempt.settled' as const,
      method: context.method,
      ok: params.ok,
    })),
    showError: assign((_, params: PaymentError) => ({ error: params })),
    keepCardholderName: assign((_, params: { name: string }) => ({ cardholderName: params.name })),
    keepPaymentMethod: assign((_, params: { paymentMethodId: string }) => ({ paymentMethodId: params.paymentMethodId })),
    forgetPaymentMethod: assign({ paymentMethodId: null }),
    showCardError: assign((_, params: { text: string }) => ({ cardError: message('payment.cardError', { message: params.text }) })),
    keepRedirect: assign((_, params: { url: string }) => ({ redirectUrl: params.url })),
    notePaypalApproval: assign((_, params: { inPopup: boolean }) => ({ paypalInPopup: params.inPopup })),
    announcePaypalRestart: emit({ type: 'payment.paypal.restart' as const }),
    keepSubmitAnswer: assign((_, params: { answer: SubmitAnswer }) => ({ submitted: params.answer })),
    keepOrderDetails: assign((_, params: { details: ThankYouDetails }) => ({ details: params.details })),
    toastError: emit((_, params: { error: Message }) => dangerToast(params.error)),
    toastPaymentFailed: emit(() => paymentFailedToast()),
    announcePaypalOrder: emit(({ context }) => ({
      type: 'payment.paypal.orderCreated' as const,
      paymentToken: attemptTokens(context).paymentToken,
    })),
    announceCompleted: emit(({ context }) => {
      const output = outputOf(context)
      if (output.status !== 'completed') throw new Error('Completed without order details')
      return { type: 'payment.completed' as const, details: output.details }
    }),
    announceRedirect: emit(({ context }) => ({ type: 'payment.redirect' as const, url: context.redirectUrl ?? '' })),
    announceAfterpayFailure: emit(({ context }) => ({
      type: 'payment.afterpay.failed' as const,
      fallback: afterpayFallbackFor(context.offered),
    })),
  },
  guards: {
    isOffered: ({ context }, params: { method: PaymentMethod | null }) => params.method !== null && context.offered.includes(params.method),
    /** The card form is valid only with a cardholder name (spec section 5). */
    canPayByCard: ({ context, event }) =>
      context.offered.includes('card') && event.type === 'payment.card.submit' && event.cardholderName.trim().length > 0,
    isCardOrWallet: ({ context }) => context.method !== 'paypal' && context.method !== 'afterpay',
    isPaypal: ({ context }) => context.method === 'paypal',
    /** Approved in PayPal's window, and the store answers with PayPal's approval page again: the funding source was refused. */
    paypalApprovesAgain: ({ context }, params: { answer: SubmitAnswer }) =>
      context.method === 'paypal' && context.paypalInPopup && params.answer.state === 'pending' && Boolean(params.answer.redirectUrl),
    orderCompleted: (_, params: { output: PollingOutput }) => params.output.status === 'completed',
    orderRedirects: (_, params: { output: PollingOutput }) => params.output.status === 'redirecting',
    paymentFailed: (_, params: { output: PollingOutput }) => params.output.status === 'failed' && params.output.reason === 'paymentFailed',
    notAuthorized: (_, params: { error: unknown }) => params.error instanceof PaymentNotAuthorized,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => {
    const conditions = {
      storeRegion: input.storeRegion,
      resumedCheckout: input.resumedCheckout,
      hideCard: input.hideCard ?? false,
      hidePaypal: input.hidePaypal ?? false,
      wallet: null,
    }
    return {
      ...conditions,
      checkoutId: input.checkoutId,
      returnUrl: input.returnUrl,
      total: input.total,
      offered: offeredMethods(conditions),
      method: null,
      cardholderName: '',
      paymentMethodId: null,
      tokens: null,
      cardError: null,
      error: null,
      submitted: null,
      details: null,
      redirectUrl: null,
      paypalInPopup: false,
    }
  },
  // The wallet question runs beside everything else so no choice waits for it.
  invoke: {
    src: 'checkWallet',
    input: ({ context }) => ({ total: context.total }),
    onDone: {
      actions: [{ type: 'acceptWallet', params: ({ event }) => ({ wallet: event.output }) }, 'recomputeOffer'],
    },
    // A payment request that cannot even be asked is a wallet that cannot pay.
    onError: { actions: [{ type: 'acceptWallet', params: { wallet: null } }, 'recomputeOffer'] },
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'payment.card.submit': {
          guard: 'canPayByCard',
          target: 'creatingPaymentMethod',
          actions: [
            { type: 'startAttempt', params: { method: 'card' } },
            { type: 'keepCardholderName', params: ({ event }) => ({ name: event.cardholderName }) },
          ],
        },
        'payment.paypal.start': {
          guard: { type: 'isOffered', params: { method: 'paypal' } },
          target: 'creatingIntent',
          actions: [{ type: 'startAttempt', params: { method: 'paypal' } }, 'forgetPaymentMethod'],
        },
        'payment.paypal.failed': {
          actions: { type: 'showError', params: { title: null, message: message('payment.paypalError') } },
        },
        // An approval with no PayPal attempt waiting for it (cancelled meanwhile): answered at
        // once, so PayPal's button does not wait for ever.
        'payment.paypal.approved': { actions: { type: 'settleAttempt', params: { ok: false } } },
        'payment.wallet.paid': {
          guard: { type: 'isOffered', params: ({ context }) => ({ method: context.wallet }) },
          target: 'creatingIntent',
          actions: [
            { type: 'startAttempt', params: ({ context }) => ({ method: offeredWallet(context) }) },
            { type: 'keepPaymentMethod', params: ({ event }) => ({ paymentMethodId: event.paymentMethodId }) },
          ],
        },
        'payment.afterpay.start': {
          guard: { type: 'isOffered', params: { method: 'afterpay' } },
          target: 'creatingIntent',
          actions: [{ type: 'startAttempt', params: { method: 'afterpay' } }, 'forgetPaymentMethod'],
        },
      },
    },
    creatingPaymentMethod: {
      tags: 'loading',
      invoke: {
        src: 'createCardPaymentMethod',
        input: ({ context }) => ({ cardholderName: context.cardholderName }),
        onDone: {
          target: 'creatingIntent',
          actions: { type: 'keepPaymentMethod', params: ({ event }) => ({ paymentMethodId: event.output.paymentMethodId }) },
        },
        onError: {
          target: 'ready',
          actions: { type: 'showCardError', params: ({ event }) => ({ text: errorText(event.error) ?? '' }) },
        },
      },
    },
    creatingIntent: {
      tags: 'loading',
      invoke: {
        src: 'createPaymentIntent',
        input: ({ context }) => ({
          checkoutId: context.checkoutId,
          method: attemptMethod(context),
          paymentMethodId: context.paymentMethodId,
          existing: context.tokens,
        }),
        onDone: {
          target: 'routingAttempt',
          // The worker keeps the payment id and token in an HttpOnly cookie with this answer.
          actions: [{ type: 'keepTokens', params: ({ context, event }) => ({ ...event.output, method: attemptMethod(context) }) }],
        },
        onError: {
          target: 'ready',
          actions: [
            {
              type: 'showError',
              params: ({ event }) => ({
                title: null,
                message: message('payment.intentError', { message: errorText(event.error) ?? '' }),
              }),
            },
            { type: 'settleAttempt', params: { ok: false } },
          ],
        },
      },
    },
    routingAttempt: {
      tags: 'loading',
      always: [
        { guard: 'isCardOrWallet', target: 'confirming' },
        { guard: 'isPaypal', target: 'awaitingPaypalApproval' },
        { target: 'confirmingAfterpay' },
      ],
    },
    confirming: {
      tags: 'loading',
      invoke: {
        src: 'confirmCardPayment',
        input: ({ context }) => ({
          paymentId: attemptTokens(context).paymentId,
          paymentToken: attemptTokens(context).paymentToken,
          paymentMethodId: attemptPaymentMethodId(context),
        }),
        // The wallet sheet stays open until the store has answered the order itself.
        onDone: { target: 'placingOrder' },
        onError: {
          target: 'ready',
          actions: [
            {
              type: 'showError',
              params: ({ event }) => notAuthorizedError(event.error),
            },
            { type: 'settleAttempt', params: { ok: false } },
          ],
        },
      },
    },
    awaitingPaypalApproval: {
      entry: 'announcePaypalOrder',
      on: {
        'payment.paypal.approved': {
          target: 'placingOrder',
          actions: { type: 'notePaypalApproval', params: ({ event }) => ({ inPopup: event.inPopup ?? false }) },
        },
        'payment.paypal.cancelled': 'ready',
        'payment.paypal.failed': {
          target: 'ready',
          actions: { type: 'showError', params: { title: null, message: message('payment.paypalError') } },
        },
      },
    },
    confirmingAfterpay: {
      tags: 'loading',
      invoke: {
        src: 'confirmAfterpay',
        input: ({ context }) => ({
          paymentId: attemptTokens(context).paymentId,
          paymentToken: attemptTokens(context).paymentToken,
          returnUrl: context.returnUrl,
        }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'keepRedirect', params: ({ event }) => ({ url: event.output.redirectUrl }) },
        },
        onError: 'afterpayFailed',
      },
    },
    placingOrder: {
      tags: 'loading',
      invoke: {
        src: 'submitCheckout',
        input: ({ context }) => ({
          checkoutId: context.checkoutId,
          paymentId: attemptTokens(context).paymentId,
          paymentToken: attemptTokens(context).paymentToken,
          platform: attemptMethod(context),
          returnUrl: context.returnUrl,
        }),
        onDone: [
          {
            // PayPal documents restarting the approval in its window for INSTRUMENT_DECLINED,
            // rather than sending the buyer away to approve again on a page of its own.
            guard: { type: 'paypalApprovesAgain', params: ({ event }) => ({ answer: event.output }) },
            target: 'awaitingPaypalApproval',
            actions: 'announcePaypalRestart',
          },
          {
            target: 'awaitingOrder',
            actions: [
              { type: 'keepSubmitAnswer', params: ({ event }) => ({ answer: event.output }) },
              { type: 'settleAttempt', params: { ok: true } },
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'notAuthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'ready',
            actions: [
              { type: 'showError', params: ({ event }) => notAuthorizedError(event.error) },
              { type: 'settleAttempt', params: { ok: false } },
            ],
          },
          {
            target: 'ready',
            actions: [
              { type: 'settleAttempt', params: { ok: false } },
              {
                type: 'showError',
                params: ({ event }) => {
                  const displayMessage = errorText(event.error)
                  return {
                    title: null,
                    message: displayMessage
                      ? message('checkout.serverMessage', { message: displayMessage })
                      : message('checkout.emptyResponse'),
                  }
                },
              },
            ],
          },
        ],
      },
    },
    awaitingOrder: {
      tags: 'loading',
      invoke: {
        src: 'pollOrder',
        input: ({ context }) => ({
          checkoutId: context.checkoutId,
          submitted: context.submitted ?? { state: 'pending', redirectUrl: null, displayMessage: null },
        }),
        onDone: [
          {
            guard: { type: 'orderCompleted', params: ({ event }) => ({ output: event.output }) },
            target: 'completed',
            actions: {
              type: 'keepOrderDetails',
              params: ({ event }) => ({ details: outputAs(event.output, 'completed').details }),
            },
          },
          {
            guard: { type: 'orderRedirects', params: ({ event }) => ({ output: event.output }) },
            target: 'redirecting',
            actions: {
              type: 'keepRedirect',
              params: ({ event }) => ({ url: outputAs(event.output, 'redirecting').url }),
            },
          },
          {
            guard: { type: 'paymentFailed', params: ({ event }) => ({ output: event.output }) },
            target: 'ready',
            actions: 'toastPaymentFailed',
          },
          {
            target: 'ready',
            actions: [
              { type: 'showError', params: { title: null, message: message('checkout.emptyResponse') } },
              { type: 'toastError', params: { error: message('checkout.emptyResponse') } },
            ],
          },
        ],
      },
    },
    completed: {
      type: 'final',
      entry: 'announceCompleted',
    },
    redirecting: {
      type: 'final',
      entry: 'announceRedirect',
    },
    afterpayFailed: {
      type: 'final',
      entry: 'announceAfterpayFailure',
    },
  },
  output: ({ context }) => outputOf(context),
})
