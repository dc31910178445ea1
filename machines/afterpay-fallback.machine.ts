import { assign, setup } from 'xstate'
import { AFTERPAY_FALLBACK_MS } from '../domain/constants'
import { type Message, message } from './messages'
import { unprovidedAction } from './unprovided'

/** The hosted checkouts a shopper is sent to when Afterpay cannot be used. */
export type FallbackCheckout = 'card' | 'paypal'

export interface AfterpayFallbackContext {
  fallback: FallbackCheckout | null
  /** 'Sorry, we're having difficulty with AfterPay.' while the shopper waits. */
  notice: Message | null
}

export type AfterpayFallbackEvent = { type: 'afterpay.failed'; fallback: FallbackCheckout }

export interface AfterpayFallbackOutput {
  redirectedTo: FallbackCheckout
}

export const afterpayFallbackMachine = setup({
  types: {
    context: {} as AfterpayFallbackContext,
    events: {} as AfterpayFallbackEvent,
    output: {} as AfterpayFallbackOutput,
  },
  actions: {
    /** Sends the browser to the hosted card or PayPal checkout; the UI provides it. */
    redirectToHostedCheckout: unprovidedAction<{ method: FallbackCheckout }>('redirectToHostedCheckout'),
    apologise: assign(({ event }) => ({ fallback: event.fallback, notice: message('afterpay.difficulty') })),
  },
  delays: {
    afterpayFallback: AFTERPAY_FALLBACK_MS,
  },
}).createMachine({
  id: 'afterpayFallback',
  context: { fallback: null, notice: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'afterpay.failed': { target: 'apologising', actions: 'apologise' } },
    },
    apologising: {
      after: { afterpayFallback: 'redirecting' },
    },
    redirecting: {
      type: 'final',
      entry: {
        type: 'redirectToHostedCheckout',
        params: ({ context }) => ({ method: context.fallback ?? 'card' }),
      },
    },
  },
  output: ({ context }) => ({ redirectedTo: context.fallback ?? 'card' }),
})
