import * as z from 'zod'
import { decimalAmount } from './decimal-amount'
import { basicAuth, callProvider, type Fetch } from './http'
import { uuidFromKey } from './uuid-from-key'
import type { Money } from '../../../../domain/money'
import {
  type PaymentCustomer,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderRefund,
  type ProviderStatus,
} from './provider'

/**
 * PayPal through its REST API (Orders v2) with intent AUTHORIZE: create an order, let the
 * shopper approve it (PayPal's page, or the JS SDK's pop-up that calls onApprove), authorize
 * it then, capture the authorization once the order is written, void it otherwise.
 * PayPal-Request-Id makes calls idempotent. Our reference is the order id, then
 * `{orderId}:{authorizationId}` once authorized. An order made without an address (express
 * checkout) lets PayPal collect it; its amount is patched to the final total, delivery and
 * tax included, before it is authorized.
 */

export interface PayPalOptions {
  clientId: string
  clientSecret: string
  /** https://api-m.paypal.com, or https://api-m.sandbox.paypal.com for PayPal's sandbox. */
  apiBase?: string
  fetch?: Fetch
}

const PAYPAL_FAILED = 'There was an issue authorizing with PayPal'

const Link = z.object({ href: z.string(), rel: z.string() })
const Authorization = z.object({ id: z.string(), status: z.string() })
const Capture = z.object({ id: z.string(), status: z.string() })
const Order = z.object({
  id: z.string(),
  status: z.string(),
  update_time: z.string().nullish(),
  links: z.array(Link).default([]),
  purchase_units: z
    .array(
      z.object({
        payments: z.object({ authorizations: z.array(Authorization).default([]), captures: z.array(Capture).default([]) }).optional(),
      }),
    )
    .default([]),
})
type Order = z.infer<typeof Order>
const Token = z.object({ access_token: z.string(), expires_in: z.number() })
/** Who approved an order and where it ships, read tolerantly: PayPal leaves out what it does not know. */
const ApprovedOrder = z.object({
  payer: z
    .object({
      name: z.object({ given_name: z.string().optional(), surname: z.string().optional() }).optional(),
      email_address: z.string().optional(),
      phone: z.object({ phone_number: z.object({ national_number: z.string() }) }).optional(),
    })
    .optional(),
  purchase_units: z
    .array(
      z.object({
        shipping: z
          .object({
            name: z.object({ full_name: z.string() }).optional(),
            address: z.object({
              address_line_1: z.string().default(''),
              address_line_2: z.string().optional(),
              admin_area_2: z.string().default(''),
              admin_area_1: z.string().default(''),
              postal_code: z.string().default(''),
              country_code: z.string(),
            }),
          })
          .optional(),
      }),
    )
    .default([]),
})
const Refund = z.object({ id: z.string(), status: z.string() })
const ErrorAnswer = z.object({ details: z.array(z.object({ issue: z.string() })).default([]) })

/** The first `issue` of a PayPal error answer (INSTRUMENT_DECLINED, ORDER_ALREADY_AUTHORIZED…). */
function issueOf(body: unknown): string | null {
  const parsed = ErrorAnswer.safeParse(body)
  return parsed.success ? (parsed.data.details[0]?.issue ?? null) : null
}

/**
 * OAuth tokens by API host and client id, kept for the isolate's life: the providers are
 * built per request, and asking PayPal for a token on every call is slow and rate limited.
 * A token is renewed a minute before it expires; requests that need one at the same time
 * share one fetch.
 */
const tokens = new Map<string, { value: string; expiresAt: number } | Promise<string>>()

/** Forgets every cached token (tests start from a cold isolate). */
export function forgetPayPalTokens(): void {
  tokens.clear()
}

/** PayPal's limit on PayPal-Request-Id (its Orders v2 and Payments v2 reference: 1 to 108 characters). */
const REQUEST_ID_MAX = 108

/**
 * The PayPal-Request-Id for one of our keys: the key itself when PayPal takes it, else a
 * fixed-length digest of it (a refund's key is the payment's key, `:refund:` and the
 * operator's key of up to 100 characters). The same key always gives the same id, so a
 * retry is still recognised; keys that fit keep the id they always had.
 */
function payPalRequestId(key: string): Promise<string> {
  return key.length <= REQUEST_ID_MAX ? Promise.resolve(key) : uuidFromKey(key)
}

const TOKEN_ATTEMPTS = 3
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The HTTP client the provider and the webhook check share: bearer token, JSON, request ids. */
function payPalClient({ clientId, clientSecret, apiBase = 'https://api-m.paypal.com', fetch: fetcher = fetch }: PayPalOptions) {
  const base = apiBase.replace(/\/+$/, '')
  const cacheKey = `${base}\n${clientId}`

  async function fetchToken(): Promise<string> {
    for (let attempt = 1; ; attempt += 1) {
      const { status, body, headers } = await callProvider(fetcher, 'PayPal', `${base}/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization: basicAuth(clientId, clientSecret), 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      })
      // 429: the token endpoint is rate limited; wait as PayPal asks (at most 2 s) and ask again.
      if (status === 429 && attempt < TOKEN_ATTEMPTS) {
        const asked = Number(headers.get('retry-after'))
        await sleep(Number.isFinite(asked) && asked >= 0 ? Math.min(asked, 2) * 1000 : 250 * attempt)
        continue
      }
      const parsed = Token.safeParse(body)
      if (status === 429) throw new PaymentProviderError('PayPal is rate limiting our token requests', true)
      if (status !== 200 || !parsed.success) throw new PaymentProviderError(`PayPal refused our credentials (${status})`, false)
      tokens.set(cacheKey, { value: parsed.data.access_token, expiresAt: Date.now() + (parsed.data.expires_in - 60) * 1000 })
      return parsed.data.access_token
    }
  }

  async function accessToken(): Promise<string> {
    const cached = tokens.get(cacheKey)
    if (cached instanceof Promise) return cached
    if (cached && cached.expiresAt > Date.now()) return cached.value
    const pending = fetchToken()
    tokens.set(cacheKey, pending)
    try {
      return await pending
    } catch (error) {
      tokens.delete(cacheKey)
      throw error
    }
  }

  async function call(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown, requestId?: string) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    }
    if (requestId) headers['paypal-request-id'] = await payPalRequestId(requestId)
    return callProvider(fetcher, 'PayPal', `${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
  }

  return { call }
}

export function createPayPalProvider(options: PayPalOptions): PaymentProvider {
  const { call } = payPalClient(options)

  async function getOrder(orderId: string): Promise<Order> {
    const { status, body } = await call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`)
    if (status !== 200) throw new PaymentProviderError(`PayPal answered ${status} for order ${orderId}`, status === 429)
    return parse(Order, body)
  }

  const retrieve = async (ref: string): Promise<ProviderPayment> => fromOrder(await getOrder(orderIdOf(ref)))

  /**
   * Authorizes what the shopper approved: after PayPal's page sent them back, after the JS
   * SDK's onApprove, or from the clock when they never came back. The request id follows
   * the order's update time, so an approval made again after INSTRUMENT_DECLINED is a new
   * request rather than a replay of the refused one.
   */
  async function resume(ref: string, { idempotencyKey, amount }: { idempotencyKey: string; amount?: Money }): Promise<ProviderPayment> {
    const orderId = orderIdOf(ref)
    const order = await getOrder(orderId)
    if (ref.includes(':') || order.status !== 'APPROVED') return fromOrder(order)
    if (amount) {
      const patch = [
        {
          op: 'replace',
          path: "/purchase_units/@reference_id=='default'/amount",
          value: { currency_code: amount.currency, value: decimalAmount(amount.amount) },
        },
      ]
      const { status } = await call('PATCH', `/v2/checkout/orders/${encodeURIComponent(orderId)}`, patch)
      if (status >= 300) throw new PaymentProviderError(`PayPal could not set order ${orderId}'s final amount (${status})`, false)
    }
    const requestId = order.update_time ? `${idempotencyKey}@${order.update_time}` : idempotencyKey
    const { status, body } = await call('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/authorize`, {}, requestId)
    if (status >= 200 && status < 300) return fromOrder(parse(Order, body))
    const issue = issueOf(body)
    // An earlier authorize went through and only its answer was lost: the money is held.
    if (issue === 'ORDER_ALREADY_AUTHORIZED') return fromOrder(await getOrder(orderId))
    // The funding source was refused: the shopper approves again with another one.
    if (issue === 'INSTRUMENT_DECLINED') {
      return { ref: orderId, status: 'requires_action', redirectUrl: approveLink(order), failureMessage: null, clientMeta: { orderId } }
    }
    if (status === 422) return { ...fromOrder(order), status: 'failed', redirectUrl: null, failureMessage: PAYPAL_FAILED }
    throw new PaymentProviderError(`PayPal answered ${status} authorizing order ${orderId}`, status === 409 || status === 429)
  }

  return {
    platform: 'paypal',

    async create(request) {
      const { status, body } = await call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'AUTHORIZE',
          purchase_units: [
            {
              custom_id: request.reference,
              description: request.description.slice(0, 127),
              amount: { currency_code: request.amount.currency, value: decimalAmount(request.amount.amount) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: request.returnUrl,
                cancel_url: request.cancelUrl,
                // Without an address PayPal collects one, and the total is settled back here.
                user_action: request.customer ? 'PAY_NOW' : 'CONTINUE',
                shipping_preference: request.customer ? 'NO_SHIPPING' : 'GET_FROM_FILE',
              },
            },
          },
        },
        request.idempotencyKey,
      )
      if (status >= 300) throw new PaymentProviderError(`PayPal could not create an order (${status})`, status === 409 || status === 429)
      return fromOrder(parse(Order, body))
    },

    async updatePaymentMethod() {
      throw new PaymentProviderError('A PayPal payment has no card to change', false)
    },

    authorize: (ref, { idempotencyKey }) => resume(ref, { idempotencyKey }),
    resume,
    retrieve,

    async approvedShopper(ref) {
      const [orderId] = ref.split(':')
      const { status, body } = await call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`)
      if (status !== 200) throw new PaymentProviderError(`PayPal answered ${status} for order ${orderId}`, false)
      return shopperOf(parse(ApprovedOrder, body))
    },

    async capture(ref, { amount, idempotencyKey }) {
      const [orderId, authorizationId] = ref.split(':')
      if (!authorizationId) throw new PaymentProviderError('Cannot capture a PayPal order that is not authorized', false)
      const { status, body } = await call(
        'POST',
        `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/capture`,
        { amount: { currency_code: amount.currency, value: decimalAmount(amount.amount) }, final_capture: true },
        idempotencyKey,
      )
      if (status >= 300) {
        const issue = issueOf(body)
        throw new PaymentProviderError(`PayPal could not capture (${status}${issue ? ` ${issue}` : ''})`, status === 409 || status === 429)
      }
      const captureStatus = CAPTURE_STATES[parse(Capture, body).status] ?? 'failed'
      return {
        ref: `${orderId}:${authorizationId}`,
        status: captureStatus,
        redirectUrl: null,
        failureMessage: captureStatus === 'failed' ? PAYPAL_FAILED : null,
        clientMeta: { orderId },
      }
    },

    async cancel(ref, { idempotencyKey }) {
      const [orderId, authorizationId] = ref.split(':')
      if (authorizationId) {
        const { status } = await call(
          'POST',
          `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/void`,
          undefined,
          idempotencyKey,
        )
        // 422: already voided or captured; the authorization's own state says which.
        if (status >= 300 && status !== 422) throw new PaymentProviderError(`PayPal could not void (${status})`, status === 409)
        return retrieve(ref)
      }
      // An order nobody authorized simply expires at PayPal; nothing is held.
      return { ref: orderId, status: 'canceled', redirectUrl: null, failureMessage: null, clientMeta: { orderId } }
    },

    async refund(ref, { amount, idempotencyKey }) {
      const order = await getOrder(orderIdOf(ref))
      const capture = order.purchase_units[0]?.payments?.captures.find((candidate) => candidate.status !== 'DECLINED')
      if (!capture) throw new PaymentProviderError(`PayPal order ${order.id} has no capture to refund`, false)
      const { status, body } = await call(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
        { amount: { currency_code: amount.currency, value: decimalAmount(amount.amount) } },
        idempotencyKey,
      )
      if (status >= 300) {
        const issue = issueOf(body)
        throw new PaymentProviderError(`PayPal could not refund (${status}${issue ? ` ${issue}` : ''})`, status === 409 || status === 429)
      }
      const refund = parse(Refund, body)
      const outcome: ProviderRefund['status'] =
        refund.status === 'COMPLETED' ? 'succeeded' : refund.status === 'PENDING' ? 'pending' : 'failed'
      return { ref: refund.id, status: outcome, failureMessage: outcome === 'failed' ? `PayPal could not refund (${refund.status})` : null }
    },

    // PayPal is not a wallet channel; there is no domain to register.
    registerDomain: async () => {},
  }
}

/** The headers PayPal signs a webhook delivery with (PAYPAL-TRANSMISSION-ID and the rest). */
export interface PayPalWebhookHeaders {
  authAlgo: string
  certUrl: string
  transmissionId: string
  transmissionSig: string
  transmissionTime: string
}

/**
 * Asks PayPal whether a delivery is its own (POST /v1/notifications/verify-webhook-signature),
 * with the body exactly as it arrived: PayPal checks its signature over those bytes.
 */
export async function verifyPayPalWebhook(
  options: PayPalOptions & { webhookId: string },
  headers: PayPalWebhookHeaders,
  rawBody: string,
): Promise<boolean> {
  const { call } = payPalClient(options)
  const request = `{"auth_algo":${JSON.stringify(headers.authAlgo)},"cert_url":${JSON.stringify(headers.certUrl)},"transmission_id":${JSON.stringify(
    headers.transmissionId,
  )},"transmission_sig":${JSON.stringify(headers.transmissionSig)},"transmission_time":${JSON.stringify(
    headers.transmissionTime,
  )},"webhook_id":${JSON.stringify(options.webhookId)},"webhook_event":${rawBody}}`
  const { status, body } = await call('POST', '/v1/notifications/verify-webhook-signature', request)
  if (status >= 500 || status === 429) throw new PaymentProviderError(`PayPal could not verify a webhook (${status})`, true)
  const answer = z.object({ verification_status: z.string() }).safeParse(body)
  return status === 200 && answer.success && answer.data.verification_status === 'SUCCESS'
}

const orderIdOf = (ref: string): string => ref.split(':')[0]

function approveLink(order: Order): string | null {
  return order.links.find((link) => link.rel === 'payer-action' || link.rel === 'approve')?.href ?? null
}

function fromOrder(order: Order): ProviderPayment {
  const payments = order.purchase_units[0]?.payments
  const authorization = payments?.authorizations[0]
  if (authorization) return fromAuthorization(order.id, authorization, payments?.captures ?? [])
  const waiting =
    order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED' || order.status === 'APPROVED' || order.status === 'SAVED'
  return {
    ref: order.id,
    status: waiting ? 'requires_action' : order.status === 'VOIDED' ? 'canceled' : 'failed',
    redirectUrl: waiting && order.status !== 'APPROVED' ? approveLink(order) : null,
    failureMessage: waiting || order.status === 'VOIDED' ? null : PAYPAL_FAILED,
    clientMeta: { orderId: order.id },
  }
}

const AUTHORIZATION_STATES: Record<string, ProviderStatus> = {
  CREATED: 'authorized',
  PENDING: 'requires_action',
  VOIDED: 'canceled',
  EXPIRED: 'canceled',
}

/** A capture's own status; PENDING is accepted but not completed, so not yet ours. */
const CAPTURE_STATES: Record<string, ProviderStatus> = {
  COMPLETED: 'captured',
  PARTIALLY_REFUNDED: 'captured',
  REFUNDED: 'captured',
  PENDING: 'capture_pending',
}

function fromAuthorization(
  orderId: string,
  authorization: z.infer<typeof Authorization>,
  captures: readonly z.infer<typeof Capture>[],
): ProviderPayment {
  let status: ProviderStatus = AUTHORIZATION_STATES[authorization.status] ?? 'failed'
  if (authorization.status === 'CAPTURED' || authorization.status === 'PARTIALLY_CAPTURED') {
    const states = captures.map((capture) => CAPTURE_STATES[capture.status] ?? 'failed')
    status =
      states.length === 0 || states.includes('captured') ? 'captured' : states.includes('capture_pending') ? 'capture_pending' : 'failed'
  }
  return {
    ref: `${orderId}:${authorization.id}`,
    status,
    redirectUrl: null,
    failureMessage: status === 'failed' ? PAYPAL_FAILED : null,
    clientMeta: { orderId },
  }
}

/** The payer and the address they chose at PayPal; null when the order ships nowhere. */
function shopperOf(order: z.infer<typeof ApprovedOrder>): PaymentCustomer | null {
  const shipping = order.purchase_units[0]?.shipping
  if (!shipping) return null
  const [first = '', ...rest] = (shipping.name?.full_name ?? '').trim().split(/\s+/)
  const address = shipping.address
  return {
    firstName: order.payer?.name?.given_name ?? first,
    lastName: order.payer?.name?.surname ?? rest.join(' '),
    email: order.payer?.email_address ?? '',
    phone: order.payer?.phone?.phone_number.national_number ?? '',
    address: {
      address1: address.address_line_1,
      ...(address.address_line_2 ? { address2: address.address_line_2 } : {}),
      city: address.admin_area_2,
      stateCode: address.admin_area_1,
      zip: address.postal_code,
      countryCode: address.country_code,
    },
  }
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new PaymentProviderError('PayPal answered in an unexpected shape', false)
  return parsed.data
}
