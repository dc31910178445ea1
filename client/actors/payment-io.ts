import { fromPromise } from 'xstate'
import type { PaymentMethod } from '../../domain/constants'
import type { PaymentAnswer } from '../../domain/schemas/checkout'
import type { WalletKind } from '../../machines/payment-methods'
import { PaymentNotAuthorized, paymentMachine, type PaymentInput, type PaymentTokens } from '../../machines/payment.machine'
import { pollingMachine, type SubmitAnswer } from '../../machines/polling.machine'
import { CheckoutApiError, type CheckoutApi } from '../api/checkout-api'
import type { CardFieldSlot } from '../payments/card-field'

interface FinishedOrderEffects {
  /** Empties the cart the order was made from. */
  clearCart(finished: { cartId: string; checkoutId: string }): void
  /** Tells the checkout machine to forget its delivery quotes (the checkout page's machine does so itself). */
  clearDeliveryOptions?(): void
}

export interface PollingDeps extends FinishedOrderEffects {
  api: CheckoutApi
  storeSlug: string
}

/**
 * The polling machine reading GET /checkout (and GET /v1/payment on a return from a
 * provider's page); run by the payment machine, or alone on a return.
 */
export function providePollingMachine({ api, storeSlug, clearCart, clearDeliveryOptions }: PollingDeps) {
  return pollingMachine.provide({
    actors: {
      fetchCheckout: fromPromise(({ input }) => api.getCheckout(input.checkoutId, storeSlug)),
      fetchPaymentState: fromPromise(({ input }) => api.paymentState(input.paymentId, input.checkoutId)),
    },
    actions: {
      clearCart: (_, finished) => clearCart(finished),
      clearDeliveryOptions: () => clearDeliveryOptions?.(),
    },
  })
}

export interface PaymentDeps extends PollingDeps {
  checkoutId: string
  cardField: CardFieldSlot
  /** The wallet the browser can pay this total with, or null. */
  checkWallet(total: PaymentInput['total']): Promise<WalletKind | null>
  /** The provider declined the payment at submit ('Payment failed, please try again.' toast). */
  onPaymentFailed(): void
  /**
   * Finishes a step only Stripe.js can take (3-D Secure in a frame: the submit's
   * `stripe.handleNextAction` action) on the payment's client secret; resolves when the
   * shopper is done, whatever the outcome (the next submit reads it from Stripe).
   */
  handleStripeAction(clientSecret: string): Promise<void>
}

const PROVIDER_METHOD_ID = /^pm_/
const PAYMENT_REQUIRED = 402

function tokensOf(answer: PaymentAnswer): PaymentTokens {
  // PayPal's button is answered with PayPal's own order id, which the payment names in its meta.
  return { paymentId: answer.paymentId, paymentToken: answer.paymentToken, providerOrderId: answer.meta.orderId ?? null }
}

/**
 * The payment machine with the store's payment calls. The backend authorizes a card when
 * the order is submitted, so "confirming" a card is checking that the payment it made is
 * still good to go; a redirect the provider needs comes back from the submit.
 */
export function providePaymentMachine(deps: PaymentDeps) {
  const { api, storeSlug, checkoutId, cardField } = deps
  return paymentMachine.provide({
    actors: {
      checkWallet: fromPromise(({ input }) => deps.checkWallet(input.total)),
      createCardPaymentMethod: fromPromise(async ({ input }) => {
        if (!cardField.current) throw new Error('The card field is not ready yet. Please try again.')
        return cardField.current.createPaymentMethod(input.cardholderName)
      }),
      createPaymentIntent: fromPromise(async ({ input }) => {
        const paymentMethodId = input.paymentMethodId && PROVIDER_METHOD_ID.test(input.paymentMethodId) ? input.paymentMethodId : undefined
        const { existing } = input
        // A new card for the same kind of payment updates it; another method starts a new one.
        const answer =
          existing?.method === input.method && paymentMethodId
            ? await api.updatePayment({ paymentId: existing.paymentId, checkoutId, paymentToken: existing.paymentToken, paymentMethodId })
            : await api.initiatePayment({ checkoutId, paymentMethod: input.method, paymentMethodId })
        return tokensOf(answer)
      }),
      confirmCardPayment: fromPromise(async ({ input }) => {
        const answer = await api.paymentState(input.paymentId, checkoutId)
        if (answer.state === 'failed' || answer.state === 'canceled') throw new Error(answer.displayMessage ?? '')
      }),
      confirmAfterpay: fromPromise(async ({ input }) => {
        const answer = await api.submit({
          checkoutId,
          storeSlug,
          paymentId: input.paymentId,
          paymentToken: input.paymentToken,
          platform: 'afterpay',
          returnUrl: input.returnUrl,
        })
        if (!answer.redirectUrl) throw new Error(answer.displayMessage ?? '')
        return { redirectUrl: answer.redirectUrl }
      }),
      submitCheckout: fromPromise<
        SubmitAnswer,
        { checkoutId: string; paymentId: string; paymentToken: string; platform: PaymentMethod; returnUrl: string }
      >(async ({ input }) => {
        try {
          let answer = await api.submit({ ...input, storeSlug })
          // Stripe asked for a step in the browser: take it, then submit again so the store
          // reads the outcome from Stripe and places the order (or says why not).
          if (answer.action?.type === 'stripe.handleNextAction') {
            await deps.handleStripeAction(answer.action.clientSecret)
            answer = await api.submit({ ...input, storeSlug })
          }
          return { state: answer.state, redirectUrl: answer.redirectUrl, displayMessage: answer.displayMessage }
        } catch (error) {
          // 402: the provider declined: the payment-failed toast, and the machine titles its displayMessage.
          if (error instanceof CheckoutApiError && error.status === PAYMENT_REQUIRED) {
            deps.onPaymentFailed()
            throw new PaymentNotAuthorized(error.message)
          }
          throw error
        }
      }),
      pollOrder: providePollingMachine(deps),
    },
  })
}
