import type { PaymentOptions } from '../../../domain/schemas/checkout'
import type { Config } from '../../env'

/**
 * Which payment SDKs the checkout page loads when a provider backend takes the money.
 * `paymentOptions()` is synchronous (the page needs it while rendering), so it cannot ask
 * the backend: it is read from the storefront's own public keys, which must match the
 * backend's providers. STRIPE_PUBLISHABLE_KEY turns on Stripe for cards and wallets,
 * PAYPAL_CLIENT_ID PayPal, AFTERPAY_MERCHANT_ID Afterpay; without them each channel is the
 * sandbox, as with the built-in backend. No secret key is needed or read here.
 */
export function providerPaymentOptions(
  config: Pick<Config, 'STRIPE_PUBLISHABLE_KEY' | 'PAYPAL_CLIENT_ID' | 'AFTERPAY_MERCHANT_ID'>,
): PaymentOptions {
  const stripeKey = config.STRIPE_PUBLISHABLE_KEY ?? null
  const stripe = stripeKey
    ? ({ platform: 'stripe', publishableKey: stripeKey } as const)
    : ({ platform: 'sandbox', publishableKey: null } as const)
  return {
    card: stripe,
    wallet: stripe,
    paypal: config.PAYPAL_CLIENT_ID ? { platform: 'paypal', clientId: config.PAYPAL_CLIENT_ID } : { platform: 'sandbox', clientId: null },
    afterpay: { platform: config.AFTERPAY_MERCHANT_ID ? 'afterpay' : 'sandbox' },
  }
}
