import type { PaymentMethod } from '../../../domain/constants'
import type { CheckoutApi } from '../../api/checkout-api'

type ExpressCalls = Pick<CheckoutApi, 'getCheckout' | 'updateCheckout' | 'initiatePayment' | 'submit'>

export interface ExpressPaymentRequest {
  checkoutId: string
  storeSlug: string
  method: PaymentMethod
  /** Wallets are approved on the sandbox's page; with Stripe they need its payment sheet, on the checkout. */
  sandboxWallet: boolean
  /** Where the provider sends the shopper back (the checkout's payment return). */
  returnUrl: string
}

/** Where the shopper goes next: the provider's approval step, or the checkout page. */
export type ExpressNext = { kind: 'approval'; url: string } | { kind: 'checkout'; path: string }

const WALLETS: ReadonlySet<PaymentMethod> = new Set(['google-pay', 'apple-pay'])
/** PayPal and Afterpay collect the shopper's address on their own pages. */
const COLLECT_ADDRESS: ReadonlySet<PaymentMethod> = new Set(['paypal', 'afterpay'])

/** Methods whose payment the shopper approves on the provider's page, with nothing to type here. */
function approvedElsewhere(method: PaymentMethod, sandboxWallet: boolean): boolean {
  return method === 'paypal' || method === 'afterpay' || (WALLETS.has(method) && sandboxWallet)
}

/**
 * The auto-start of /checkout/express (spec section 2): PayPal and Afterpay go straight to
 * their approval step, where a new shopper gives them the address the checkout then takes;
 * the sandbox wallet does once the checkout has an address and a delivery tier (a checkout
 * made earlier for this cart keeps them). Otherwise, for the card, and when a call fails,
 * the checkout opens on the chosen method for the shopper to finish.
 */
export async function startExpressPayment(api: ExpressCalls, request: ExpressPaymentRequest): Promise<ExpressNext> {
  const { checkoutId, storeSlug, method } = request
  const checkoutPath = `/checkout/${encodeURIComponent(checkoutId)}?method=${method}`
  if (!approvedElsewhere(method, request.sandboxWallet)) return { kind: 'checkout', path: checkoutPath }
  try {
    const checkout = await api.getCheckout(checkoutId, storeSlug)
    const ready = checkout.customer ? checkout.deliveryOption !== null : COLLECT_ADDRESS.has(method)
    if (!ready) return { kind: 'checkout', path: checkoutPath }
    await api.updateCheckout(checkoutId, storeSlug, { paymentMethod: method })
    // The worker keeps the payment's id and token for the return (its HttpOnly payment cookie).
    const payment = await api.initiatePayment({ checkoutId, paymentMethod: method })
    const answer = await api.submit({
      checkoutId,
      storeSlug,
      paymentId: payment.paymentId,
      paymentToken: payment.paymentToken,
      platform: method,
      returnUrl: request.returnUrl,
    })
    if (answer.redirectUrl) return { kind: 'approval', url: answer.redirectUrl }
    // Settled without a provider page: the checkout page finishes it as after a return.
    return { kind: 'checkout', path: `/checkout/${encodeURIComponent(checkoutId)}?payment=returned` }
  } catch {
    return { kind: 'checkout', path: checkoutPath }
  }
}
