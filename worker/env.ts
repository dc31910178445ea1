import type { AnalyticsMessage } from './analytics/server-events'
import type { SecureHeadersVariables } from 'hono/secure-headers'
import * as z from 'zod'
import type { BuyerLocalization } from '../domain/schemas/localization'
import type { Theme } from '../domain/schemas/theme'
import type { Loopback } from './commerce/port/loopback'
import type { IsolateMemo } from './commerce/cache/isolate-memo'
import type { CommercePort } from './commerce/port'
import type { StoreRecord } from './commerce/port/catalog'
import type { D1Sessions } from './lib/d1-sessions'

/** Bindings and variables as wrangler.toml and `wrangler secret` provide them. */
export interface Bindings {
  DB: D1Database
  CACHE: KVNamespace
  ASSETS: Fetcher
  /** Workers Rate Limiting: mail-sending posts per client address (wrangler.toml [[ratelimits]]). */
  MAIL_RATE_LIMITER?: RateLimit
  /** The mail queue (wrangler.toml [[queues.producers]]): each message names one outbox mail to deliver. */
  MAIL_QUEUE?: Queue<{ outboxId: number }>
  /** Server-side funnel events (worker/analytics/, ADR 127); without it none are sent. */
  ANALYTICS_QUEUE?: Queue<AnalyticsMessage>
  /** GA4 Measurement Protocol API secret; without it GA4 gets no server-side event. */
  GA4_API_SECRET?: string
  /** Meta Conversions API access token; without it Meta gets no server-side event. */
  META_CAPI_TOKEN?: string
  /**
   * The stores' stock reservations during a drop (wrangler.toml [[durable_objects.bindings]]):
   * one StockReservations object per store. Without it D1's order batch alone guards stock.
   */
  STOCK_RESERVATIONS?: DurableObjectNamespace
  /** Cloudflare Email Sending ([[send_email]] name = "EMAIL"); without it the outbox is the mailbox. */
  EMAIL?: SendEmail
  /**
   * Cloudflare's Images binding (wrangler.toml [images]): resizes and re-encodes the image
   * route's renditions. Without it pages show images as their host serves them.
   */
  IMAGES?: ImagesBinding
  MAIL_FROM?: string
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
  BACKEND_TIMEOUT_MS?: string
  BACKEND_COLLECTIONS_MODE?: string
  PRODUCT_CACHE_URL?: string
  ADDRESS_VALIDATION_URL?: string
  SANDBOX_PAYMENTS?: string
  STRIPE_SECRET_KEY?: string
  STRIPE_PUBLISHABLE_KEY?: string
  STRIPE_API_BASE?: string
  STRIPE_WEBHOOK_SECRET?: string
  PAYPAL_CLIENT_ID?: string
  PAYPAL_CLIENT_SECRET?: string
  PAYPAL_API_BASE?: string
  PAYPAL_WEBHOOK_ID?: string
  AFTERPAY_MERCHANT_ID?: string
  AFTERPAY_SECRET_KEY?: string
  AFTERPAY_API_BASE?: string
  SANDBOX_WEBHOOK_SECRET?: string
  ADMIN_TOKEN?: string
  FLAG_LEGACY_CHECKOUT?: string
  FLAG_CHECKOUT_V2?: string
  FLAG_HIDE_CARD?: string
  FLAG_HIDE_PAYPAL?: string
  FLAG_SUPPORT?: string
  FLAG_TRACKING?: string
  FLAG_CONSENT_OPT_IN?: string
  PAGE_CACHE?: string
}

/**
 * The settings' schema, built by the first readConfig rather than when the isolate starts:
 * building zod schemas is a share of start-up CPU (docs/decisions/071-worker-startup-cpu.md).
 */
const envSchema = () => {
  const Flag = z.enum(['true', 'false']).optional()
  return z
    .object({
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
       * provider mode. Pages show images only from these, this site and a provider backend's
       * own host (CSP img-src; a theme image elsewhere is left out); merchant CSS may load
       * images from these and this site.
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
       * Seals the gate's session cookies and the record of the checkouts each browser started
       * (a secret: `wrangler secret put`). Without it the built-in backend uses each store's
       * preview key, provider mode BACKEND_API_KEY, and outside production a secret made per
       * isolate (worker/security/cookie-secret.ts).
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
      BACKEND_AMOUNTS: z.enum(['dollars', 'cents']).default('dollars'),
      /** The backend does a write once per Idempotency-Key: a write that got no answer may then be sent again. */
      BACKEND_HONOURS_IDEMPOTENCY_KEYS: Flag,
      /**
       * How long one try of a call to the backend's hosts may take, in ms (10 000 unless set):
       * a read is tried three times, so a backend that never answers holds a page about three
       * times this long before the shopper sees the retry page.
       */
      BACKEND_TIMEOUT_MS: z
        .string()
        .regex(/^\d+$/, 'BACKEND_TIMEOUT_MS is a whole number of milliseconds, like 4000')
        .transform(Number)
        .pipe(z.number().min(1_000, 'BACKEND_TIMEOUT_MS must be at least 1000').max(30_000, 'BACKEND_TIMEOUT_MS must be at most 30000'))
        .optional(),
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
      /** sk_test_… / sk_live_… (or a restricted rk_ key); needs STRIPE_PUBLISHABLE_KEY beside it. */
      STRIPE_SECRET_KEY: z
        .string()
        .regex(/^(sk|rk)_(test|live)_/, 'STRIPE_SECRET_KEY must be a secret key (sk_test_… or sk_live_…)')
        .optional(),
      STRIPE_PUBLISHABLE_KEY: z
        .string()
        .regex(/^pk_(test|live)_/, 'STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_test_… or pk_live_…), never the secret key')
        .optional(),
      STRIPE_API_BASE: z.string().url().optional(),
      /** The signing secret of the Stripe webhook endpoint (whsec_…); /webhooks/stripe needs it. */
      STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET is the endpoint signing secret (whsec_…)').optional(),
      PAYPAL_CLIENT_ID: z.string().optional(),
      PAYPAL_CLIENT_SECRET: z.string().optional(),
      /** PayPal's live API unless set (https://api-m.sandbox.paypal.com for its sandbox). */
      PAYPAL_API_BASE: z.string().url().optional(),
      /** The id of the PayPal webhook (developer dashboard); /webhooks/paypal verifies deliveries with it. */
      PAYPAL_WEBHOOK_ID: z
        .string()
        .regex(/^[A-Za-z0-9]+$/, 'PAYPAL_WEBHOOK_ID is the webhook id PayPal shows (letters and digits)')
        .optional(),
      AFTERPAY_MERCHANT_ID: z.string().optional(),
      AFTERPAY_SECRET_KEY: z.string().optional(),
      /** Afterpay's live API unless set (https://global-api-sandbox.afterpay.com for its sandbox). */
      AFTERPAY_API_BASE: z.string().url().optional(),
      /** Signs the sandbox provider's webhooks; made once and kept in D1 when unset. */
      SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
      /** The address the stores' mail is sent from through the EMAIL binding (a domain onboarded to Email Sending). */
      MAIL_FROM: z.string().email('MAIL_FROM is the address mail is sent from, like orders@shop.example').optional(),
      /** Bearer secret of the admin API (/admin/api/*) and `npm run admin`; the API is off without it. */
      ADMIN_TOKEN: z.string().min(24, 'ADMIN_TOKEN must be at least 24 characters').optional(),
      FLAG_LEGACY_CHECKOUT: Flag,
      FLAG_CHECKOUT_V2: Flag,
      FLAG_HIDE_CARD: Flag,
      FLAG_HIDE_PAYPAL: Flag,
      FLAG_SUPPORT: Flag,
      FLAG_TRACKING: Flag,
      FLAG_CONSENT_OPT_IN: Flag,
      /**
       * 'off' renders every page afresh: no edge page cache (worker/middleware/edge-page-cache.ts)
       * and no isolate memo of the store, theme and localization (commerce/cache/isolate-memo.ts).
       */
      PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    })
    .superRefine((config, ctx) => {
      for (const message of paymentConfigProblems(config)) ctx.addIssue({ code: 'custom', message })
    })
}
let builtSchema: ReturnType<typeof envSchema> | undefined
export type Config = z.infer<ReturnType<typeof envSchema>>

const LIVE_HOSTS = { paypal: 'api-m.paypal.com', afterpay: 'global-api.afterpay.com' } as const

/**
 * Payment settings that cannot work together, found before the first shopper pays:
 * a Stripe secret key without its publishable key (the card form cannot load), Stripe's
 * test and live keys mixed, and sandbox credentials aimed at a live host, i.e. test keys
 * beside a provider on its live API, or any provider on its live API while the store runs
 * in development or test.
 */
function paymentConfigProblems(config: {
  ENVIRONMENT: string
  STRIPE_SECRET_KEY?: string
  STRIPE_PUBLISHABLE_KEY?: string
  PAYPAL_CLIENT_ID?: string
  PAYPAL_CLIENT_SECRET?: string
  PAYPAL_API_BASE?: string
  AFTERPAY_MERCHANT_ID?: string
  AFTERPAY_SECRET_KEY?: string
  AFTERPAY_API_BASE?: string
}): string[] {
  const problems: string[] = []
  const stripeMode = config.STRIPE_SECRET_KEY ? (config.STRIPE_SECRET_KEY.includes('_live_') ? 'live' : 'test') : null
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_PUBLISHABLE_KEY) {
    problems.push('STRIPE_SECRET_KEY is set without STRIPE_PUBLISHABLE_KEY: the card form needs the publishable key (pk_…)')
  }
  if (stripeMode && config.STRIPE_PUBLISHABLE_KEY && !config.STRIPE_PUBLISHABLE_KEY.startsWith(`pk_${stripeMode}_`)) {
    problems.push(`STRIPE_SECRET_KEY is a ${stripeMode} key but STRIPE_PUBLISHABLE_KEY is not (pk_${stripeMode}_…)`)
  }
  const hostOf = (base: string | undefined, live: string) => (base ? new URL(base).host : live)
  const live: string[] = []
  if (config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET && hostOf(config.PAYPAL_API_BASE, LIVE_HOSTS.paypal) === LIVE_HOSTS.paypal) {
    live.push(`PayPal (${LIVE_HOSTS.paypal})`)
  }
  if (
    config.AFTERPAY_MERCHANT_ID &&
    config.AFTERPAY_SECRET_KEY &&
    hostOf(config.AFTERPAY_API_BASE, LIVE_HOSTS.afterpay) === LIVE_HOSTS.afterpay
  ) {
    live.push(`Afterpay (${LIVE_HOSTS.afterpay})`)
  }
  if (stripeMode === 'live') live.push('Stripe (a live key)')
  if (config.ENVIRONMENT !== 'production' && live.length > 0) {
    problems.push(
      `ENVIRONMENT is ${config.ENVIRONMENT} but ${live.join(', ')} would take real money: use test keys and the providers' sandbox hosts (PAYPAL_API_BASE=https://api-m.sandbox.paypal.com, AFTERPAY_API_BASE=https://global-api-sandbox.afterpay.com)`,
    )
  } else if (stripeMode === 'test' && live.length > 0) {
    problems.push(`Stripe has test keys but ${live.join(', ')} is live: sandbox and live credentials must not be mixed`)
  }
  return problems
}

/** Whether payments without a real provider's keys may go to the sandbox: never in production unless SANDBOX_PAYMENTS says so. */
export function sandboxPaymentsAllowed(config: Pick<Config, 'ENVIRONMENT' | 'SANDBOX_PAYMENTS'>): boolean {
  return config.ENVIRONMENT !== 'production' || config.SANDBOX_PAYMENTS === 'true'
}

/** Whether the storefront fronts another commerce backend (BACKEND_URL or CHECKOUT_URL) rather than its own D1. */
export const usesProviderBackend = (config: Pick<Config, 'BACKEND_URL' | 'CHECKOUT_URL'>): boolean =>
  Boolean(config.BACKEND_URL ?? config.CHECKOUT_URL)

let cached: { source: Bindings; config: Config } | undefined

/** Parses the plain-text settings once per isolate; a bad value fails loudly at start. */
export function readConfig(env: Bindings): Config {
  if (cached?.source === env) return cached.config
  builtSchema ??= envSchema()
  const config = builtSchema.parse(env)
  cached = { source: env, config }
  return config
}

export interface RequestLocalization extends BuyerLocalization {
  fulfillment_region: 'USA' | 'EU'
}

/** The request's variables; `secureHeadersNonce` is the CSP nonce hono's NONCE made (middleware/security-headers.ts). */
interface Variables extends SecureHeadersVariables {
  requestId: string
  config: Config
  /** This worker, reached again after the answer (the built-in sandbox's webhooks come back through it). */
  loopback: Loopback
  commerce: CommercePort
  /** The app's short memory of store, theme and localization lookups; absent with PAGE_CACHE=off. */
  lookupMemo?: IsolateMemo
  /** The request's D1 sessions: replicas for catalogue reads, the primary for writes (middleware/read-your-writes.ts). */
  d1: D1Sessions
  store: StoreRecord
  /** False while a gated store's visitor has no valid code (only the gate's open paths answer). */
  accessGranted: boolean
  /** The code a gated store's visitor was let in with (from their sealed session), for the theme service. */
  accessCode?: string
  theme: Theme
  preview: boolean
  localization: RequestLocalization
  /**
   * Set on a page's form post the mail senders' limit refused (middleware/mail-senders.ts):
   * the limiter's words, which the form's write answers with 429 instead of sending.
   */
  mailRefused?: string
}

export interface AppEnv {
  Bindings: Bindings
  Variables: Variables
}
