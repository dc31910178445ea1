import * as z from 'zod'
import { type FormValue, formEncode } from './form-encode'
import { callProvider, type Fetch } from './http'
import { type PaymentProvider, PaymentProviderError, type ProviderPayment, type ProviderRefund, type ProviderStatus } from './provider'

/**
 * Stripe through its REST API: PaymentIntents with manual capture, form-encoded bodies
 * and an Idempotency-Key on every call that changes anything. Cards and wallets both
 * arrive as a payment method (pm_…) made by Stripe.js in the browser.
 */

export interface StripeOptions {
  secretKey: string
  /** https://api.stripe.com unless STRIPE_API_BASE points elsewhere (a stand-in in tests). */
  apiBase?: string
  fetch?: Fetch
}

const STRIPE_API_VERSION = '2024-06-20'

const PaymentIntent = z.object({
  id: z.string(),
  status: z.enum([
    'requires_payment_method',
    'requires_confirmation',
    'requires_action',
    'processing',
    'requires_capture',
    'canceled',
    'succeeded',
  ]),
  amount: z.number().int(),
  currency: z.string(),
  client_secret: z.string().nullish(),
  next_action: z.object({ type: z.string(), redirect_to_url: z.object({ url: z.string().nullish() }).nullish() }).nullish(),
  last_payment_error: z.object({ message: z.string().nullish() }).nullish(),
})
type PaymentIntent = z.infer<typeof PaymentIntent>

const Refund = z.object({
  id: z.string(),
  status: z.string().nullish(),
  failure_reason: z.string().nullish(),
})

const REFUND_STATUS: Record<string, ProviderRefund['status']> = {
  succeeded: 'succeeded',
  pending: 'pending',
  requires_action: 'pending',
  failed: 'failed',
  canceled: 'failed',
}

const StripeError = z.object({
  error: z.object({
    type: z.string().optional(),
    code: z.string().optional(),
    message: z.string().optional(),
    payment_intent: PaymentIntent.optional(),
  }),
})

const STATUS: Record<PaymentIntent['status'], ProviderStatus> = {
  requires_payment_method: 'created',
  requires_confirmation: 'created',
  requires_action: 'requires_action',
  processing: 'requires_action',
  requires_capture: 'authorized',
  succeeded: 'captured',
  canceled: 'canceled',
}

type Params = Record<string, FormValue>

/** Stripe's REST calls with the key, the API version and an Idempotency-Key on writes. */
function stripeCalls({ secretKey, apiBase = 'https://api.stripe.com', fetch: fetcher = fetch }: StripeOptions) {
  const base = apiBase.replace(/\/+$/, '')

  async function call(method: 'GET' | 'POST', path: string, params?: Params, idempotencyKey?: string) {
    const headers: Record<string, string> = { authorization: `Bearer ${secretKey}`, 'stripe-version': STRIPE_API_VERSION }
    if (params) headers['content-type'] = 'application/x-www-form-urlencoded'
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey
    return callProvider(fetcher, 'Stripe', `${base}${path}`, { method, headers, body: params ? formEncode(params) : undefined })
  }

  /** A call answering a PaymentIntent; a card decline (402) still carries the intent. */
  async function intentCall(method: 'GET' | 'POST', path: string, params?: Params, idempotencyKey?: string): Promise<ProviderPayment> {
    const { status, body } = await call(method, path, params, idempotencyKey)
    if (status >= 200 && status < 300) return toPayment(parse(PaymentIntent, body))
    const error = StripeError.safeParse(body)
    const detail = error.success ? error.data.error : undefined
    if (detail?.type === 'card_error' && detail.payment_intent) {
      return { ...toPayment(detail.payment_intent), status: 'failed' as const, failureMessage: detail.message ?? 'Your card was declined.' }
    }
    // 409: another request with this idempotency key is still running; its answer will be
    // the one this request would have had, so this one is in progress rather than failed.
    const inProgress = status === 409 && (detail?.code === undefined || detail.code === 'idempotency_key_in_use')
    throw new PaymentProviderError(
      `Stripe answered ${status}: ${detail?.message ?? 'no message'}`,
      status === 409 || status === 429,
      inProgress,
    )
  }

  return { call, intentCall }
}

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const { call, intentCall } = stripeCalls(options)

  const retrieve = (ref: string) => intentCall('GET', `/v1/payment_intents/${encodeURIComponent(ref)}`)

  return {
    platform: 'stripe',

    create: (request) =>
      intentCall(
        'POST',
        '/v1/payment_intents',
        {
          amount: request.amount.amount,
          currency: request.amount.currency.toLowerCase(),
          capture_method: 'manual',
          payment_method_types: ['card'],
          payment_method: request.paymentMethodId ?? undefined,
          description: request.description,
          receipt_email: request.customer?.email,
          metadata: { payment_id: request.reference },
        },
        request.idempotencyKey,
      ),

    updatePaymentMethod: (ref, paymentMethodId, idempotencyKey) =>
      intentCall('POST', `/v1/payment_intents/${encodeURIComponent(ref)}`, { payment_method: paymentMethodId }, idempotencyKey),

    authorize: (ref, { paymentMethodId, returnUrl, idempotencyKey }) =>
      intentCall(
        'POST',
        `/v1/payment_intents/${encodeURIComponent(ref)}/confirm`,
        { payment_method: paymentMethodId ?? undefined, return_url: returnUrl },
        idempotencyKey,
      ),

    // After 3-D Secure Stripe has already moved the intent on; reading it is enough.
    resume: (ref) => retrieve(ref),
    // Cards and wallets are paid for on the checkout page, where the shopper typed their address.
    approvedShopper: async () => null,
    retrieve,

    capture: (ref, { amount, idempotencyKey }) =>
      intentCall('POST', `/v1/payment_intents/${encodeURIComponent(ref)}/capture`, { amount_to_capture: amount.amount }, idempotencyKey),

    async cancel(ref, { idempotencyKey }) {
      try {
        return await intentCall('POST', `/v1/payment_intents/${encodeURIComponent(ref)}/cancel`, {}, idempotencyKey)
      } catch (error) {
        // Cancelling an intent that is already canceled (or never confirmed) is not a failure.
        if (error instanceof PaymentProviderError && !error.retryable) return retrieve(ref)
        throw error
      }
    },

    async refund(ref, { amount, idempotencyKey }) {
      const { status, body } = await call('POST', '/v1/refunds', { payment_intent: ref, amount: amount.amount }, idempotencyKey)
      if (status >= 300) {
        const error = StripeError.safeParse(body)
        throw new PaymentProviderError(
          `Stripe could not refund ${ref}: ${error.success ? error.data.error.message : status}`,
          status === 409 || status === 429,
          status === 409,
        )
      }
      const refund = parse(Refund, body)
      const outcome = REFUND_STATUS[refund.status ?? 'pending'] ?? 'pending'
      return {
        ref: refund.id,
        status: outcome,
        failureMessage: outcome === 'failed' ? `Stripe could not refund: ${refund.failure_reason ?? refund.status}` : null,
      }
    },

    async registerDomain(domainName) {
      const { status, body } = await call('POST', '/v1/payment_method_domains', { domain_name: domainName })
      if (status >= 300) {
        const error = StripeError.safeParse(body)
        throw new PaymentProviderError(
          `Stripe could not register ${domainName}: ${error.success ? error.data.error.message : status}`,
          false,
        )
      }
    },
  }
}

function toPayment(intent: PaymentIntent): ProviderPayment {
  const declined = intent.status === 'requires_payment_method' && intent.last_payment_error
  const redirectUrl = intent.status === 'requires_action' ? (intent.next_action?.redirect_to_url?.url ?? null) : null
  // A next action that is not a redirect (use_stripe_sdk: 3-D Secure 2 in a frame, a
  // wallet's own step) can only be finished by Stripe.js in the shopper's browser.
  const sdkAction = intent.status === 'requires_action' && Boolean(intent.next_action) && redirectUrl === null
  return {
    ref: intent.id,
    status: declined ? 'failed' : STATUS[intent.status],
    redirectUrl,
    failureMessage: declined ? (intent.last_payment_error?.message ?? 'Your card was declined.') : null,
    clientMeta: {
      ...(intent.client_secret ? { clientSecret: intent.client_secret } : {}),
      ...(sdkAction ? { nextAction: 'stripe_sdk' } : {}),
    },
  }
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new PaymentProviderError('Stripe answered in an unexpected shape', false)
  return parsed.data
}
