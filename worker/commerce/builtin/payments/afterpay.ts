import * as z from 'zod'
import { decimalAmount } from './decimal-amount'
import { uuidFromKey } from './uuid-from-key'
import { basicAuth, callProvider, type Fetch } from './http'
import type { Money } from '../../../../domain/money'
import { type PaymentCustomer, type PaymentProvider, PaymentProviderError, type ProviderPayment, type ProviderStatus } from './provider'

/**
 * Afterpay through its REST API (v2): create a checkout, send the shopper to its
 * redirectCheckoutUrl, authorize with the checkout token when they come back (deferred
 * payment flow), capture once the order is written, void otherwise. `requestId` (a UUID,
 * derived from our idempotency key so a retry sends the same one) makes capture, void and
 * refund idempotent; an authorization is found again by its token instead. Afterpay sends
 * no webhooks: the reconciliation clock reads payments back. Our reference is the token,
 * then `{token}:{orderId}` once authorized. A checkout made without an address (express
 * checkout) has Afterpay collect it; the authorization then carries the final total,
 * delivery and tax included.
 */

export interface AfterpayOptions {
  merchantId: string
  secretKey: string
  /** https://global-api.afterpay.com, or https://global-api-sandbox.afterpay.com. */
  apiBase?: string
  fetch?: Fetch
}

const AFTERPAY_FAILED = 'Afterpay could not approve this purchase. Please choose another payment method.'
/** Afterpay's documented read timeout for payment calls (auth, capture, void, refund). */
export const AFTERPAY_READ_TIMEOUT_MS = 70_000

const Checkout = z.object({ token: z.string(), redirectCheckoutUrl: z.string() })
const Payment = z.object({ id: z.string(), status: z.string().optional(), paymentState: z.string().optional() })
type Payment = z.infer<typeof Payment>
/** The consumer and shipping address of an approved checkout, read tolerantly. */
const ApprovedCheckout = z.object({
  consumer: z
    .object({
      email: z.string().optional(),
      givenNames: z.string().optional(),
      surname: z.string().optional(),
      phoneNumber: z.string().optional(),
    })
    .optional(),
  shipping: z
    .object({
      name: z.string().optional(),
      line1: z.string().default(''),
      line2: z.string().optional(),
      area1: z.string().default(''),
      region: z.string().default(''),
      postcode: z.string().default(''),
      countryCode: z.string(),
      phoneNumber: z.string().optional(),
    })
    .optional(),
})
const Refund = z.object({ refundId: z.string() })
const ErrorAnswer = z.object({ errorCode: z.string().optional() })

type AfterpayCall = (method: 'GET' | 'POST', path: string, body?: unknown) => ReturnType<typeof callProvider>

/** Afterpay's REST calls with the merchant's Basic auth and its documented read timeout. */
function afterpayCall({ merchantId, secretKey, apiBase = 'https://global-api.afterpay.com', fetch: fetcher = fetch }: AfterpayOptions) {
  const base = apiBase.replace(/\/+$/, '')
  const call: AfterpayCall = (method, path, body) =>
    callProvider(
      fetcher,
      'Afterpay',
      `${base}${path}`,
      {
        method,
        headers: {
          authorization: basicAuth(merchantId, secretKey),
          accept: 'application/json',
          'content-type': 'application/json',
          'user-agent': `storefront/0.1 (Cloudflare Workers; Merchant/${merchantId})`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      { timeoutMs: AFTERPAY_READ_TIMEOUT_MS },
    )
  return call
}

/** The payment a token became, if it was authorized (404 while it was not). */
async function paymentByToken(call: AfterpayCall, token: string): Promise<ProviderPayment | null> {
  const { status, body } = await call('GET', `/v2/payments/token:${encodeURIComponent(token)}`)
  if (status === 404) return null
  if (status !== 200) throw new PaymentProviderError(`Afterpay answered ${status} for token ${token}`, status === 429)
  return fromPayment(token, parse(Payment, body))
}

async function retrieve(call: AfterpayCall, ref: string): Promise<ProviderPayment> {
  const [token, orderId] = ref.split(':')
  if (!orderId) return (await paymentByToken(call, token)) ?? waiting(token)
  const { status, body } = await call('GET', `/v2/payments/${encodeURIComponent(orderId)}`)
  if (status !== 200) throw new PaymentProviderError(`Afterpay answered ${status} for payment ${orderId}`, status === 429)
  return fromPayment(token, parse(Payment, body))
}

/**
 * Authorizes the checkout the shopper approved. An authorization whose answer was lost
 * is found again by its token first, so it is never asked for twice.
 */
async function resume(call: AfterpayCall, ref: string, { amount }: { idempotencyKey: string; amount?: Money }): Promise<ProviderPayment> {
  const [token, orderId] = ref.split(':')
  if (orderId) return retrieve(call, ref)
  const found = await paymentByToken(call, token)
  if (found) return found
  // A token is authorized at most once and looked up above before every try, so each try
  // may be a new request: a fresh requestId, never one Afterpay answered 412 for before.
  const { status, body } = await call('POST', '/v2/payments/auth', {
    requestId: crypto.randomUUID(),
    token,
    ...(amount ? { amount: { amount: decimalAmount(amount.amount), currency: amount.currency } } : {}),
  })
  if (status === 200 || status === 201) return fromPayment(token, parse(Payment, body))
  if (status === 409 || status === 429) throw new PaymentProviderError('Afterpay is still processing this payment', true)
  // 412 invalid_order_transaction_status: the shopper has not confirmed yet; keep waiting.
  if (status === 412) return waiting(token)
  // 402: declined (a payment with status DECLINED) or a token that expired.
  const declined = Payment.safeParse(body)
  if (declined.success) return fromPayment(token, declined.data)
  return { ref: token, status: 'failed', redirectUrl: null, failureMessage: AFTERPAY_FAILED, clientMeta: { token } }
}

type CreateRequest = Parameters<PaymentProvider['create']>[0]

/** POST /v2/checkouts's body. Without a customer (express checkout) Afterpay collects the consumer and the address. */
function checkoutRequest(request: CreateRequest) {
  const customer = request.customer
  const known = customer && {
    consumer: { email: customer.email, givenNames: customer.firstName, surname: customer.lastName, phoneNumber: customer.phone },
    shipping: {
      name: `${customer.firstName} ${customer.lastName}`,
      line1: customer.address.address1,
      line2: customer.address.address2,
      area1: customer.address.city,
      region: customer.address.stateCode,
      postcode: customer.address.zip,
      countryCode: customer.address.countryCode,
      phoneNumber: customer.phone,
    },
  }
  return {
    amount: { amount: decimalAmount(request.amount.amount), currency: request.amount.currency },
    ...(known ? { consumer: known.consumer, shipping: known.shipping, billing: known.shipping } : {}),
    merchant: { redirectConfirmUrl: request.returnUrl, redirectCancelUrl: request.cancelUrl },
    merchantReference: request.reference,
  }
}

export function createAfterpayProvider(options: AfterpayOptions): PaymentProvider {
  const call = afterpayCall(options)

  return {
    platform: 'afterpay',

    async create(request) {
      const { status, body } = await call('POST', '/v2/checkouts', checkoutRequest(request))
      if (status >= 300) throw new PaymentProviderError(`Afterpay could not create a checkout (${status})`, status === 429)
      const checkout = parse(Checkout, body)
      return { ...waiting(checkout.token), redirectUrl: checkout.redirectCheckoutUrl }
    },

    async updatePaymentMethod() {
      throw new PaymentProviderError('An Afterpay payment has no card to change', false)
    },

    authorize: (ref, { idempotencyKey }) => resume(call, ref, { idempotencyKey }),
    resume: (ref, resumeOptions) => resume(call, ref, resumeOptions),
    retrieve: (ref) => retrieve(call, ref),

    async approvedShopper(ref) {
      const [token] = ref.split(':')
      const { status, body } = await call('GET', `/v2/checkouts/${encodeURIComponent(token)}`)
      if (status !== 200) throw new PaymentProviderError(`Afterpay answered ${status} for checkout ${token}`, false)
      return shopperOf(parse(ApprovedCheckout, body))
    },

    async capture(ref, { amount, idempotencyKey }) {
      const [token, orderId] = ref.split(':')
      if (!orderId) throw new PaymentProviderError('Cannot capture an Afterpay checkout that is not authorized', false)
      const { status, body } = await call('POST', `/v2/payments/${encodeURIComponent(orderId)}/capture`, {
        requestId: await uuidFromKey(idempotencyKey),
        amount: { amount: decimalAmount(amount.amount), currency: amount.currency },
      })
      // 410 payment_captured, 412 payment_voided / payment_expired: the caller reads the payment back.
      if (status >= 300) {
        const error = ErrorAnswer.safeParse(body)
        const code = error.success && error.data.errorCode ? ` ${error.data.errorCode}` : ''
        throw new PaymentProviderError(`Afterpay could not capture (${status}${code})`, status === 409 || status === 429)
      }
      return fromPayment(token, parse(Payment, body))
    },

    async cancel(ref, { idempotencyKey }) {
      const [token, orderId] = ref.split(':')
      if (!orderId) return { ...waiting(token), status: 'canceled', redirectUrl: null }
      const { status, body } = await call('POST', `/v2/payments/${encodeURIComponent(orderId)}/void`, {
        requestId: await uuidFromKey(idempotencyKey),
      })
      if (status >= 300) return retrieve(call, ref)
      return fromPayment(token, parse(Payment, body))
    },

    async refund(ref, { amount, idempotencyKey }) {
      const [, orderId] = ref.split(':')
      if (!orderId) throw new PaymentProviderError('Cannot refund an Afterpay checkout that was never paid', false)
      const { status, body } = await call('POST', `/v2/payments/${encodeURIComponent(orderId)}/refund`, {
        requestId: await uuidFromKey(idempotencyKey),
        amount: { amount: decimalAmount(amount.amount), currency: amount.currency },
      })
      if (status >= 300) throw new PaymentProviderError(`Afterpay could not refund (${status})`, status === 409 || status === 429)
      return { ref: parse(Refund, body).refundId, status: 'succeeded', failureMessage: null }
    },

    // Afterpay is not a wallet channel; there is no domain to register.
    registerDomain: async () => {},
  }
}

function waiting(token: string): ProviderPayment {
  return { ref: token, status: 'requires_action', redirectUrl: null, failureMessage: null, clientMeta: { token } }
}

const PAYMENT_STATES: Record<string, ProviderStatus> = {
  AUTH_APPROVED: 'authorized',
  PARTIALLY_CAPTURED: 'captured',
  CAPTURED: 'captured',
  VOIDED: 'canceled',
  EXPIRED: 'canceled',
}

function fromPayment(token: string, payment: Payment): ProviderPayment {
  const state = payment.paymentState ?? (payment.status === 'APPROVED' ? 'AUTH_APPROVED' : 'AUTH_DECLINED')
  const status = PAYMENT_STATES[state] ?? 'failed'
  return {
    ref: `${token}:${payment.id}`,
    status,
    redirectUrl: null,
    failureMessage: status === 'failed' ? AFTERPAY_FAILED : null,
    clientMeta: { token },
  }
}

/** The consumer and the address they gave Afterpay; null when the checkout ships nowhere. */
function shopperOf(checkout: z.infer<typeof ApprovedCheckout>): PaymentCustomer | null {
  const { consumer, shipping } = checkout
  if (!shipping) return null
  const [first = '', ...rest] = (shipping.name ?? '').trim().split(/\s+/)
  return {
    firstName: consumer?.givenNames ?? first,
    lastName: consumer?.surname ?? rest.join(' '),
    email: consumer?.email ?? '',
    phone: consumer?.phoneNumber ?? shipping.phoneNumber ?? '',
    address: {
      address1: shipping.line1,
      ...(shipping.line2 ? { address2: shipping.line2 } : {}),
      city: shipping.area1,
      stateCode: shipping.region,
      zip: shipping.postcode,
      countryCode: shipping.countryCode,
    },
  }
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new PaymentProviderError('Afterpay answered in an unexpected shape', false)
  return parsed.data
}
