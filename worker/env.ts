import { z } from 'zod'
import type { BuyerLocalization } from '../domain/schemas/localization'
import type { Theme } from '../domain/schemas/theme'
import type { CommercePort, StoreRecord } from './commerce/port'
import { AMOUNT_UNITS } from './commerce/provider/amounts'

/** Bindings and variables as wrangler.toml and `wrangler secret` provide them. */
export interface Bindings {
  DB: D1Database
  CACHE: KVNamespace
  ASSETS: Fetcher
  /** Workers Rate Limiting: mail-sending posts per client address (wrangler.toml [[ratelimits]]). */
  MAIL_RATE_LIMITER?: RateLimit
  DEFAULT_STORE?: string
  STORE_NOT_FOUND_URL?: string
  PLATFORM_NAME?: string
  PLATFORM_URL?: string
  HOSTED_HELP_URL?: string
  IMAGE_HOSTS?: string
  ENVIRONMENT?: string
  BACKEND_URL?: string
  BACKEND_API_KEY?: string
  COOKIE_SECRET?: string
  CHECKOUT_URL?: string
  PAYMENT_URL?: string
  AVAILABILITY_URL?: string
  AVAILABILITY_API_KEY?: string
  THEME_URL?: string
  TRACKING_URL?: string
  BACKEND_AMOUNTS?: string
  BACKEND_HONOURS_IDEMPOTENCY_KEYS?: string
  BACKEND_COLLECTIONS_MODE?: string
  PRODUCT_CACHE_URL?: string
  ADDRESS_VALIDATION_URL?: string
  SANDBOX_PAYMENTS?: string
  STRIPE_SECRET_KEY?: string
  STRIPE_PUBLISHABLE_KEY?: string
  STRIPE_API_BASE?: string
  PAYPAL_CLIENT_ID?: string
  PAYPAL_CLIENT_SECRET?: string
  PAYPAL_API_BASE?: string
  AFTERPAY_MERCHANT_ID?: string
  AFTERPAY_SECRET_KEY?: string
  AFTERPAY_API_BASE?: string
  FLAG_LEGACY_CHECKOUT?: string
  FLAG_CHECKOUT_V2?: string
  FLAG_HIDE_CARD?: string
  FLAG_HIDE_PAYPAL?: string
  FLAG_SUPPORT?: string
  FLAG_TRACKING?: string
}

const Flag = z.enum(['true', 'false']).optional()

const EnvSchema = z.object({
  DEFAULT_STORE: z.string().min(1).default('moonlit'),
  STORE_NOT_FOUND_URL: z.string().url().default('https://www.example.com/store-not-found'),
  /** The platform named in every store's footer ('Powered by …') and its site. */
  PLATFORM_NAME: z.string().min(1).max(60).default('Storefront'),
  PLATFORM_URL: z.string().url().default('https://www.example.com/'),
  /** The platform's help centre: the footer's Support, Track Order and Contact Us without the support flag. */
  HOSTED_HELP_URL: z.string().url().default('https://help.example.com/'),
  ENVIRONMENT: z.enum(['development', 'test', 'production']).default('production'),
  /**
   * The platform's image CDN: host names (comma-separated) product images come from in
   * provider mode. Pages show images only from these, the theme's own image hosts and
   * this site (CSP img-src); merchant CSS may load images from the same.
   */
  IMAGE_HOSTS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/, 'IMAGE_HOSTS lists host names, like images.example.com'))),
  /** Provider mode: the backend's base (…/v1/stores); the other hosts default to it. */
  BACKEND_URL: z.string().url().optional(),
  /**
   * Shared secret between a storefront and the backend it calls: the provider adapter sends
   * it as x-api-key, and a built-in backend that has it trusts such calls as server ones
   * (they may name the store and the storefront's origin). A secret: `wrangler secret put`.
   */
  BACKEND_API_KEY: z.string().min(16).optional(),
  /**
   * Seals the gate's session cookies (a secret: `wrangler secret put`). Without it the
   * built-in backend uses each store's preview key, and provider mode BACKEND_API_KEY.
   */
  COOKIE_SECRET: z.string().min(32).optional(),
  /** Base of the checkout calls (POST /checkout, PUT /v1/checkout…); BACKEND_URL when unset. */
  CHECKOUT_URL: z.string().url().optional(),
  /** Base of the payment calls (POST /v1/initiatePayment…); BACKEND_URL when unset. */
  PAYMENT_URL: z.string().url().optional(),
  AVAILABILITY_URL: z.string().url().optional(),
  AVAILABILITY_API_KEY: z.string().optional(),
  THEME_URL: z.string().url().optional(),
  /** Base of POST /tracking/viewed_campaign; BACKEND_URL when unset. */
  TRACKING_URL: z.string().url().optional(),
  /** How the backend writes amounts: in dollars (25.5), as the spec does, or in cents (2550), as this worker's /api. */
  BACKEND_AMOUNTS: z.enum(AMOUNT_UNITS).default('dollars'),
  /** The backend does a write once per Idempotency-Key: a write that got no answer may then be sent again. */
  BACKEND_HONOURS_IDEMPOTENCY_KEYS: Flag,
  /** Stores whose answer does not say are in collections mode (GET /v1/collections, /v1/collection/{id}/items). */
  BACKEND_COLLECTIONS_MODE: Flag,
  /** Base of the per-store product cache files ({base}/{slug}.json); without it the product list is paged live. */
  PRODUCT_CACHE_URL: z.string().url().optional(),
  /** Base of POST /v1/address/validate (not a spec call); without it addresses are taken as typed in provider mode. */
  ADDRESS_VALIDATION_URL: z.string().url().optional(),
  /**
   * 'true' lets a production deployment take payments through the built-in sandbox (test
   * cards, a demo store). Without it production refuses every payment a real provider's
   * keys do not cover: the sandbox's test card must never place a real order.
   */
  SANDBOX_PAYMENTS: Flag,
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  /** PayPal's live API unless set (https://api-m.sandbox.paypal.com for its sandbox). */
  PAYPAL_API_BASE: z.string().url().optional(),
  AFTERPAY_MERCHANT_ID: z.string().optional(),
  AFTERPAY_SECRET_KEY: z.string().optional(),
  /** Afterpay's live API unless set (https://global-api-sandbox.afterpay.com for its sandbox). */
  AFTERPAY_API_BASE: z.string().url().optional(),
  FLAG_LEGACY_CHECKOUT: Flag,
  FLAG_CHECKOUT_V2: Flag,
  FLAG_HIDE_CARD: Flag,
  FLAG_HIDE_PAYPAL: Flag,
  FLAG_SUPPORT: Flag,
  FLAG_TRACKING: Flag,
})
export type Config = z.infer<typeof EnvSchema>

/** Whether payments without a real provider's keys may go to the sandbox: never in production unless SANDBOX_PAYMENTS says so. */
export function sandboxPaymentsAllowed(config: Pick<Config, 'ENVIRONMENT' | 'SANDBOX_PAYMENTS'>): boolean {
  return config.ENVIRONMENT !== 'production' || config.SANDBOX_PAYMENTS === 'true'
}

let cached: { source: Bindings; config: Config } | undefined

/** Parses the plain-text settings once per isolate; a bad value fails loudly at start. */
export function readConfig(env: Bindings): Config {
  if (cached?.source === env) return cached.config
  const config = EnvSchema.parse(env)
  cached = { source: env, config }
  return config
}

export interface RequestLocalization extends BuyerLocalization {
  fulfillment_region: 'USA' | 'EU'
}

export interface Variables {
  requestId: string
  config: Config
  commerce: CommercePort
  store: StoreRecord
  /** False while a gated store's visitor has no valid code (only the gate's open paths answer). */
  accessGranted: boolean
  /** The code a gated store's visitor was let in with (from their sealed session), for the theme service. */
  accessCode?: string
  theme: Theme
  preview: boolean
  localization: RequestLocalization
  cspNonce: string
}

export interface AppEnv {
  Bindings: Bindings
  Variables: Variables
}
