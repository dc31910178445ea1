import type {
  Stripe,
  StripeElementsOptionsMode,
  StripeExpressCheckoutElementConfirmEvent,
  StripeExpressCheckoutElementOptions,
} from '@stripe/stripe-js'
import { WALLET_BUTTON } from '../../domain/constants'
import type { WalletKind } from '../../machines/payment-methods'
import type { WalletTotal } from './wallet-total'

/**
 * Apple Pay and Google Pay through Stripe's Express Checkout Element (its successor to the
 * deprecated paymentRequest). The element only collects the wallet's payment method
 * (paymentMethodCreation: manual); the store authorizes it at submit, like a card. The
 * sheet shows the total as the spec's 'Total cost' line and asks for the payer's email
 * (the name comes with the wallet's billing details); it is left processing until the
 * store has answered the order, and closed as failed if the store refused it.
 */

/** A wallet-only element for this total; every other express method is off. */
export function expressCheckoutSetup(
  total: WalletTotal,
  wallet: WalletKind | null,
): { elements: StripeElementsOptionsMode; element: StripeExpressCheckoutElementOptions } {
  const on = (kind: WalletKind): 'auto' | 'always' | 'never' => (wallet === null ? 'auto' : wallet === kind ? 'always' : 'never')
  return {
    elements: {
      mode: 'payment',
      amount: total.amount,
      currency: total.currency.toLowerCase(),
      captureMethod: 'manual',
      paymentMethodCreation: 'manual',
      appearance: { variables: { borderRadius: `${WALLET_BUTTON.radius}px` } },
    },
    element: {
      paymentMethods: {
        applePay: on('apple-pay'),
        googlePay: on('google-pay'),
        link: 'never',
        paypal: 'never',
        amazonPay: 'never',
        klarna: 'never',
      },
      buttonHeight: WALLET_BUTTON.checkoutHeight,
      emailRequired: true,
    },
  }
}

export interface WalletPayment {
  wallet: WalletKind
  total: WalletTotal
  /** The line the sheet shows the amount under: 'Total cost'. */
  label: string
  /**
   * The wallet gave a payment method: start the store's payment with it. Resolves with the
   * store's answer to the order (true when it was placed); the sheet closes with it.
   */
  onPaid(paymentMethodId: string): Promise<boolean>
}

/** Mounts the wallet's button in `container`; answers the teardown. */
export function mountWalletButton(stripe: Stripe, container: HTMLElement, payment: WalletPayment): () => void {
  const setup = expressCheckoutSetup(payment.total, payment.wallet)
  const elements = stripe.elements(setup.elements)
  const element = elements.create('expressCheckout', setup.element)
  element.on('click', (event) => event.resolve({ lineItems: [{ name: payment.label, amount: payment.total.amount }] }))
  element.on('confirm', (event) => {
    void confirmWallet(stripe, elements, event, payment)
  })
  element.mount(container)
  return () => element.destroy()
}

async function confirmWallet(
  stripe: Stripe,
  elements: ReturnType<Stripe['elements']>,
  event: StripeExpressCheckoutElementConfirmEvent,
  payment: WalletPayment,
): Promise<void> {
  const submitted = await elements.submit()
  if (submitted.error) {
    event.paymentFailed({ reason: 'fail', message: submitted.error.message })
    return
  }
  const created = await stripe.createPaymentMethod({ elements })
  if (created.error || !created.paymentMethod) {
    event.paymentFailed({ reason: 'fail', message: created.error?.message })
    return
  }
  const placed = await payment.onPaid(created.paymentMethod.id)
  if (!placed) event.paymentFailed({ reason: 'fail' })
}

/**
 * Which wallet Stripe can show in this browser: the element reports what it can offer
 * once mounted, so it is mounted out of sight in `probe` and taken down again. Null when
 * none can pay, or when Stripe does not answer within `timeoutMs`.
 */
export function detectWallet(
  stripe: Stripe,
  total: WalletTotal,
  probe: { element: HTMLElement; remove(): void },
  timeoutMs = 4000,
): Promise<WalletKind | null> {
  const setup = expressCheckoutSetup(total, null)
  const element = stripe.elements(setup.elements).create('expressCheckout', setup.element)
  return new Promise<WalletKind | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs)
    element.on('ready', ({ availablePaymentMethods }) => {
      clearTimeout(timer)
      resolve(availablePaymentMethods?.applePay ? 'apple-pay' : availablePaymentMethods?.googlePay ? 'google-pay' : null)
    })
    element.mount(probe.element)
  }).finally(() => {
    element.destroy()
    probe.remove()
  })
}
