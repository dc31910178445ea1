import type { PaymentMethod } from '../../../../domain/constants'
import type { PaymentOptions, PaymentPlatform } from '../../../../domain/schemas/checkout'
import { type Config, sandboxPaymentsAllowed } from '../../../env'
import { createAfterpayProvider } from './afterpay'
import type { Fetch } from './http'
import { createPayPalProvider } from './paypal'
import { channelFor, type PaymentChannel, type PaymentProvider } from './provider'
import type { SandboxEventSink } from './sandbox/sandbox-events'
import { createSandboxProvider } from './sandbox/sandbox-provider'
import { createStripeProvider } from './stripe'

/** The provider behind each payment channel, and what the browser needs to know of them. */
export interface PaymentProviders {
  /** Whether a method has a provider to take it: a real one, or the sandbox where it is allowed. */
  takes(method: PaymentMethod): boolean
  forMethod(method: PaymentMethod): PaymentProvider
  /** The provider that made an existing payment (payments.provider). */
  forPlatform(platform: PaymentPlatform): PaymentProvider
  options: PaymentOptions
}

export interface PaymentProviderDeps {
  db: D1Database
  config: Config
  /** The provider APIs' fetch; tests pass a local stand-in. */
  fetch?: Fetch
  /** Where the sandbox posts its webhook events; none are sent without it. */
  sandboxEvents?: SandboxEventSink
}

/**
 * Real providers where their keys are set, the sandbox everywhere else: Stripe serves
 * cards and wallets, PayPal and Afterpay their own channels.
 */
export function createPaymentProviders({ db, config, fetch: fetcher, sandboxEvents }: PaymentProviderDeps): PaymentProviders {
  const sandbox = createSandboxProvider({ db, events: sandboxEvents })
  const stripe = config.STRIPE_SECRET_KEY
    ? createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE, fetch: fetcher })
    : null
  const paypal =
    config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET
      ? createPayPalProvider({
          clientId: config.PAYPAL_CLIENT_ID,
          clientSecret: config.PAYPAL_CLIENT_SECRET,
          apiBase: config.PAYPAL_API_BASE,
          fetch: fetcher,
        })
      : null
  const afterpay =
    config.AFTERPAY_MERCHANT_ID && config.AFTERPAY_SECRET_KEY
      ? createAfterpayProvider({
          merchantId: config.AFTERPAY_MERCHANT_ID,
          secretKey: config.AFTERPAY_SECRET_KEY,
          apiBase: config.AFTERPAY_API_BASE,
          fetch: fetcher,
        })
      : null

  const channels: Record<PaymentChannel, PaymentProvider> = {
    card: stripe ?? sandbox,
    wallet: stripe ?? sandbox,
    paypal: paypal ?? sandbox,
    afterpay: afterpay ?? sandbox,
  }
  const sandboxAllowed = sandboxPaymentsAllowed(config)
  const platforms: Record<PaymentPlatform, PaymentProvider | null> = { sandbox: sandboxAllowed ? sandbox : null, stripe, paypal, afterpay }
  const publishableKey = stripe ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null

  return {
    takes: (method) => sandboxAllowed || channels[channelFor(method)] !== sandbox,
    forMethod: (method) => channels[channelFor(method)],
    forPlatform(platform) {
      const provider = platforms[platform]
      // A payment made before its provider's keys were removed cannot be continued.
      if (!provider) throw new Error(`The ${platform} payment provider is not configured`)
      return provider
    },
    options: {
      card: { platform: stripe ? 'stripe' : 'sandbox', publishableKey },
      wallet: { platform: stripe ? 'stripe' : 'sandbox', publishableKey },
      paypal: { platform: paypal ? 'paypal' : 'sandbox', clientId: paypal ? (config.PAYPAL_CLIENT_ID ?? null) : null },
      afterpay: { platform: afterpay ? 'afterpay' : 'sandbox' },
    },
  }
}
