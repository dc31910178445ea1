import type { PaymentMethod } from '../../domain/constants'
import type {
  Address,
  AddressValidation,
  Checkout,
  CheckoutFieldError,
  Customer,
  DeliveryOption,
  Order,
  PaymentAnswer,
  PaymentStateAnswer,
  SubmitAnswer,
} from '../../domain/schemas/checkout'
import type { DeliveryTier } from '../../domain/constants'
import { fetchWithRetry, RequestFailedError } from './network'

/**
 * The browser's calls to the checkout half of the same-origin API (spec section 7, under
 * /api). Writes are JSON from this origin, as the worker requires. A failed call rejects
 * with a CheckoutApiError carrying the server's message, which the machines show.
 */
export class CheckoutApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** JSON:API field errors of a rejected PUT /v1/checkout. */
    readonly fieldErrors: CheckoutFieldError[] = [],
  ) {
    super(message)
    this.name = 'CheckoutApiError'
  }

  /** A pointer naming promoCode marks the promo code as the reason (spec section 7). */
  get isPromoError(): boolean {
    return this.fieldErrors.some((error) => error.source.pointer.includes('promoCode'))
  }
}

interface ErrorBody {
  error?: string
  displayMessage?: string | null
  message?: { errors?: CheckoutFieldError[] } | string
}

async function failure(response: Response): Promise<CheckoutApiError> {
  const body = (await response.json().catch(() => null)) as ErrorBody | null
  const fieldErrors = body && typeof body.message === 'object' ? (body.message.errors ?? []) : []
  const text = body?.displayMessage ?? fieldErrors[0]?.detail ?? body?.error ?? (typeof body?.message === 'string' ? body.message : '')
  return new CheckoutApiError(response.status, text ?? '', fieldErrors)
}

/**
 * A key for one click's write, the same on each of its retries (client/api/network.ts
 * sends a write again only when no answer came): the worker makes one checkout or payment
 * per key. Random bytes rather than randomUUID, which a store on plain http lacks.
 */
function clickKey(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** One call; `name` names it in the spec's failed-request text when no answer comes. */
async function call<T>(
  name: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  query?: Record<string, string>,
): Promise<T> {
  const url = query ? `${path}?${new URLSearchParams(query)}` : path
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (method === 'POST') headers['idempotency-key'] = clickKey()
  let response: Response
  try {
    response = await fetchWithRetry(name, url, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch (error) {
    // Offline: status 0, and the spec's text rather than the browser's 'Failed to fetch'.
    if (error instanceof RequestFailedError) throw new CheckoutApiError(0, error.message)
    throw error
  }
  if (!response.ok) throw await failure(response)
  const text = await response.text()
  // An empty answer is the spec's 'Error checking out! Please try again.' case.
  if (!text) throw new CheckoutApiError(response.status, '')
  return JSON.parse(text) as T
}

export interface CreateCheckoutRequest {
  storeSlug: string
  cartId: string
  /** Each line with the fulfilment details its listing gave for the sku, passed back as they came. */
  lineItems: { sku: string; quantity: number; fulfillmentDetails?: unknown }[]
  trafficSource: string | null
  affiliate: string | null
}

export interface CheckoutUpdate {
  customer?: Omit<Customer, 'id'>
  deliveryOption?: DeliveryTier
  paymentMethod?: PaymentMethod
  promoCode?: string | null
  marketingOptIn?: boolean
  state?: 'pending'
}

export interface SubmitRequest {
  checkoutId: string
  storeSlug: string
  paymentId: string
  paymentToken: string
  platform: PaymentMethod
  returnUrl: string
}

export type OrderQuery = { lookupNumber: string } | { cartId: string }

export const checkoutApi = {
  createCheckout: (request: CreateCheckoutRequest) => call<Checkout>('Checkout', 'POST', '/api/checkout', request),

  getCheckout: (id: string, storeSlug: string) => call<Checkout>('Checkout', 'GET', '/api/checkout', undefined, { id, storeSlug }),

  updateCheckout: (id: string, storeSlug: string, data: CheckoutUpdate) =>
    call<Checkout>('Checkout', 'PUT', '/api/v1/checkout', { id, data: { storeSlug, ...data } }),

  async deliveryOptions(id: string, storeSlug: string, stateCode: string, countryCode: string): Promise<DeliveryOption[]> {
    const answer = await call<{ data?: { attributes?: { quotes?: DeliveryOption[] } } }>(
      'Delivery options',
      'POST',
      '/api/deliveryOptions',
      {
        id,
        storeSlug,
        stateCode,
        countryCode,
      },
    )
    return answer.data?.attributes?.quotes ?? []
  },

  validateAddress: (address: Address) => call<AddressValidation>('Address validation', 'POST', '/api/v1/address/validate', { address }),

  initiatePayment: (request: { checkoutId: string; paymentMethod: PaymentMethod; paymentMethodId?: string }) =>
    call<PaymentAnswer>('Payment', 'POST', '/api/v1/initiatePayment', request),

  updatePayment: (request: { paymentId: string; checkoutId: string; paymentToken: string; paymentMethodId?: string }) =>
    call<PaymentAnswer>('Payment', 'POST', '/api/v1/updatePayment', request),

  paymentState: (paymentId: string, checkoutId: string) =>
    call<PaymentStateAnswer>('Payment', 'GET', '/api/v1/payment', undefined, { paymentId, checkoutId }),

  submit: (request: SubmitRequest) => call<SubmitAnswer>('Checkout', 'POST', '/api/v1/checkout/submit', request),

  order: (query: OrderQuery) => call<Order>('Order', 'GET', '/api/v1/orders', undefined, query),
}

export type CheckoutApi = typeof checkoutApi
