import type { Actor, SnapshotFrom } from 'xstate'
import { usesLegacyCheckout } from '../../domain/legacy-checkout'
import { checkoutPageMachine, paypalApprovalOf, paypalOrderOf, walletAttemptOf } from '../../machines/checkout-page.machine'
import { paymentFailedToast } from '../../machines/toast-events'
import { afterpayFallbackMachine } from '../../machines/afterpay-fallback.machine'
import { checkoutApi } from '../api/checkout-api'
import type { ShellData } from '../app/shell'
import { thankYouPath } from '../app/thank-you-path'
import { readCartCookie } from '../browser/cart-cookie'
import { startLegacyCheckout } from '../browser/start-legacy-checkout'
import { userToken } from '../browser/user-token'
import type { CardFieldSlot } from '../payments/card-field'
import type { PaypalApprovalOutcome } from '../payments/paypal-buttons'
import { handleStripeNextAction } from '../payments/stripe-actions'
import { walletFor } from '../payments/wallet'
import { clearCart } from './clear-cart'
import { provideCheckoutMachine } from './checkout-io'
import { providePaymentMachine, providePollingMachine } from './payment-io'
import { showToast } from './toaster'

export type CheckoutPageActor = Actor<typeof checkoutPageMachine>

interface CheckoutPageDeps {
  shell: Pick<ShellData, 'store' | 'localization' | 'origin' | 'environment' | 'payments' | 'preview'>
  checkoutId: string
  /** The router's navigation: the thank-you page, and the return's query taken off. */
  navigate(path: string, options?: { replace?: boolean }): void
  /** The slot the mounted card field fills; the payment reads it when the shopper pays. */
  cardField: CardFieldSlot
}

/**
 * The checkout page's machine tree with the browser's I/O: the store's API behind the
 * checkout form, the payment and the pollings; Stripe.js and the wallet check; navigation,
 * redirects and the page's toaster. The server renders the machine as declared.
 */
export function provideCheckoutPage({ shell, checkoutId, navigate, cardField }: CheckoutPageDeps) {
  const storeSlug = shell.store.slug
  const stripeKey = shell.payments.stripePublishableKey
  // The page machine makes the form forget its quotes itself once the order is finished.
  const finished = { clearCart: (order: { cartId: string; checkoutId: string }) => clearCart(shell, order) }
  return checkoutPageMachine.provide({
    actors: {
      checkoutForm: provideCheckoutMachine(checkoutApi),
      payment: providePaymentMachine({
        api: checkoutApi,
        storeSlug,
        checkoutId,
        cardField,
        checkWallet: (total) => walletFor(stripeKey, total),
        onPaymentFailed: () => showToast(shell.environment, paymentFailedToast()),
        handleStripeAction: (clientSecret) => handleStripeNextAction(stripeKey, clientSecret),
        ...finished,
      }),
      pollOrder: providePollingMachine({ api: checkoutApi, storeSlug, ...finished }),
      afterpayFallback: afterpayFallbackMachine.provide({
        actions: {
          redirectToHostedCheckout: (_, { method }) => {
            if (usesLegacyCheckout(shell.store.flags))
              startLegacyCheckout(shell, readCartCookie(shell.store.id), { paymentMethod: method, method: null })
            else window.location.assign(`/checkout/${encodeURIComponent(checkoutId)}?method=${method}`)
          },
        },
      }),
    },
    actions: {
      goToThankYou: (_, { details }) => navigate(thankYouPath(details, userToken())),
      redirectTo: (_, { url }) => window.location.assign(url),
      forgetReturnQuery: (_, params) => navigate(`/checkout/${encodeURIComponent(params.checkoutId)}`, { replace: true }),
      showToast: (_, toast) => showToast(shell.environment, toast),
    },
  })
}

type PageSnapshot = SnapshotFrom<typeof checkoutPageMachine>

/**
 * The page's first snapshot (this one or a later one) for which `read` answers something.
 * xstate's own waitFor does this too, but would move about 0.3 KB gzip into the xstate code
 * every page with a cart downloads on its first visit.
 */
function whenPage<T>(page: CheckoutPageActor, read: (snapshot: PageSnapshot) => T | null): Promise<T> {
  return new Promise((resolve) => {
    const now = read(page.getSnapshot())
    if (now !== null) return resolve(now)
    const subscription = page.subscribe((snapshot) => {
      const answer = read(snapshot)
      if (answer === null) return
      subscription.unsubscribe()
      resolve(answer)
    })
  })
}

/** A button's step once the store has answered it; null while it waits (its region's waiting state). */
function settledOrNull<T extends { status: string }>(step: T | null): T | null {
  return step?.status === 'pending' ? null : step
}

/**
 * PayPal's button asks for an order: the page starts the payment; resolves with PayPal's
 * order id once the store has made it, rejects when the payment could not start.
 */
export async function requestPaypalOrder(page: CheckoutPageActor): Promise<string> {
  page.send({ type: 'paypal.order.request' })
  const order = await whenPage(page, (snapshot) => settledOrNull(paypalOrderOf(snapshot)))
  if (order?.status === 'created') return order.orderId
  throw new Error(page.getSnapshot().children.payment?.getSnapshot().context.error?.message.text ?? '')
}

/**
 * The buyer approved PayPal's order: the page places it; resolves once the store answered,
 * with `restart` when PayPal refused the funding source and the buyer approves again in
 * PayPal's window.
 */
export async function approvePaypal(page: CheckoutPageActor, approval: { inPopup: boolean }): Promise<PaypalApprovalOutcome> {
  page.send({ type: 'paypal.approve', inPopup: approval.inPopup })
  const answer = await whenPage(page, (snapshot) => settledOrNull(paypalApprovalOf(snapshot)))
  return answer?.status === 'restart' ? 'restart' : 'done'
}

/** A wallet's sheet gave a payment method: resolves with the store's answer to the order (true when it was placed). */
export async function payWithWallet(page: CheckoutPageActor, paymentMethodId: string): Promise<boolean> {
  page.send({ type: 'wallet.pay', paymentMethodId })
  const attempt = await whenPage(page, (snapshot) => settledOrNull(walletAttemptOf(snapshot)))
  return attempt?.status === 'settled' && attempt.ok
}
