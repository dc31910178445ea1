import type { AnyStateMachine } from 'xstate'
import { afterpayFallbackMachine } from '../../machines/afterpay-fallback.machine'
import { cartMachine } from '../../machines/cart.machine'
import { checkoutPageMachine } from '../../machines/checkout-page.machine'
import { checkoutMachine } from '../../machines/checkout.machine'
import { paymentMachine } from '../../machines/payment.machine'
import { pollingMachine } from '../../machines/polling.machine'
import { toastMachine } from '../../machines/toast.machine'

/** Every machine in machines/, by the name its diagram and JSON file carry. */
export const MACHINES: Readonly<Record<string, AnyStateMachine>> = {
  cart: cartMachine,
  checkout: checkoutMachine,
  payment: paymentMachine,
  'checkout-page': checkoutPageMachine,
  polling: pollingMachine,
  'afterpay-fallback': afterpayFallbackMachine,
  toast: toastMachine,
}
