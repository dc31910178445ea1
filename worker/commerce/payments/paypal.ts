import { z } from 'zod'
import { decimalAmount } from '../../lib/decimal-amount'
import { basicAuth, callProvider, type Fetch } from './http'
import type { Money } from '../../../domain/money'
import { type PaymentCustomer, type PaymentProvider, PaymentProviderError, type ProviderPayment, type ProviderStatus } from './provider'

/**
 * PayPal through its REST API (Orders v2) with intent AUTHORIZE: create an order, send
 * the shopper to approve it, authorize it when they come back, capture the authorization
 * once the order is written, void it otherwise. PayPal-Request-Id makes calls idempotent.
 * Our reference is the order id, then `{orderId}:{authorizationId}` once authorized. An
 * order made without an address (express checkout) lets PayPal collect it; its amount is
 * patched to the final total, delivery and tax included, before it is authorized.
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
const Order = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(Link).default([]),
  purchase_units: z.array(z.object({ payments: z.object({ authorizations: z.array(Authorization).default([]) }).optional() })).default([]),
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
const Capture = z.object({ id: z.string(), status: z.string() })

export function createPayPalProvider({
  clientId,
  clientSecret,
  apiBase = 'https://api-m.paypal.com',
  fetch: fetcher = fetch,
}: PayPalOptions): PaymentProvider {
  const base = apiBase.replace(/\/+$/, '')
  let token: { value: string; expiresAt: number } | null = null

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value
    const { status, body } = await callProvider(fetcher, 'PayPal', `${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: basicAuth(clientId, clientSecret), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })
    const parsed = Token.safeParse(body)
    if (status !== 200 || !parsed.success) throw new PaymentProviderError(`PayPal refused our credentials (${status})`, false)
    // Renew a minute early so a token never expires mid-call.
    token = { value: parsed.data.access_token, expiresAt: Date.now() + (parsed.data.expires_in - 60) * 1000 }
    return token.value
  }

  async function call(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown, requestId?: string) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    }
    if (requestId) headers['paypal-request-id'] = requestId
    return callProvider(fetcher, 'PayPal', `${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  }

  async function getOrder(orderId: string): Promise<Order> {
    const { status, body } = await call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`)
    if (status !== 200) throw new PaymentProviderError(`PayPal answered ${status} for order ${orderId}`, false)
    return parse(Order, body)
  }

  async function retrieve(ref: string): Promise<ProviderPayment> {
    const [orderId, authorizationId] = ref.split(':')
    if (authorizationId) {
      const { status, body } = await call('GET', `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}`)
      if (status !== 200) throw new PaymentProviderError(`PayPal answered ${status} for authorization ${authorizationId}`, false)
      return fromAuthorization(orderId, parse(Authorization, body))
    }
    return fromOrder(await getOrder(orderId))
  }

  async function resume(ref: string, { idempotencyKey, amount }: { idempotencyKey: string; amount?: Money }): Promise<ProviderPayment> {
    const [orderId, authorizationId] = ref.split(':')
    if (authorizationId) return retrieve(ref)
    const order = await getOrder(orderId)
    if (order.status !== 'APPROVED') return fromOrder(order)
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
    const { status, body } = await call('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/authorize`, {}, idempotencyKey)
    // 422: PayPal refused the funding source the shopper approved.
    if (status === 422) return { ...fromOrder(order), status: 'failed', redirectUrl: null, failureMessage: PAYPAL_FAILED }
    if (status >= 300) throw new PaymentProviderError(`PayPal answered ${status} authorizing order ${orderId}`, status === 409)
    return fromOrder(parse(Order, body))
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
      if (status >= 300) throw new PaymentProviderError(`PayPal could not create an order (${status})`, status === 409)
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
      if (status >= 300) throw new PaymentProviderError(`PayPal could not capture (${status})`, status === 409)
      const capture = parse(Capture, body)
      const captured = capture.status === 'COMPLETED' || capture.status === 'PENDING'
      return {
        ref: `${orderId}:${authorizationId}`,
        status: captured ? 'captured' : 'failed',
        redirectUrl: null,
        failureMessage: captured ? null : PAYPAL_FAILED,
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

    // PayPal is not a wallet channel; there is no domain to register.
    registerDomain: async () => {},
  }
}

function fromOrder(order: Order): ProviderPayment {
  const authorization = order.purchase_units[0]?.payments?.authorizations[0]
  if (authorization) return fromAuthorization(order.id, authorization)
  const approve = order.links.find((link) => link.rel === 'payer-action' || link.rel === 'approve')
  const waiting =
    order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED' || order.status === 'APPROVED' || order.status === 'SAVED'
  return {
    ref: order.id,
    status: waiting ? 'requires_action' : order.status === 'VOIDED' ? 'canceled' : 'failed',
    redirectUrl: waiting && order.status !== 'APPROVED' ? (approve?.href ?? null) : null,
    failureMessage: waiting || order.status === 'VOIDED' ? null : PAYPAL_FAILED,
    clientMeta: { orderId: order.id },
  }
}

const AUTHORIZATION_STATES: Record<string, ProviderStatus> = {
  CREATED: 'authorized',
  PENDING: 'requires_action',
  CAPTURED: 'captured',
  PARTIALLY_CAPTURED: 'captured',
  VOIDED: 'canceled',
  EXPIRED: 'canceled',
}

function fromAuthorization(orderId: string, authorization: z.infer<typeof Authorization>): ProviderPayment {
  const status = AUTHORIZATION_STATES[authorization.status] ?? 'failed'
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
