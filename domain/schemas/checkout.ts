import * as z from 'zod'
import { CHECKOUT_STATES, PAYMENT_METHODS } from '../constants'
import { Currency } from './catalog'

export const Address = z.object({
  address1: z.string(),
  address2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  stateCode: z.string(),
  countryCode: z.string(),
})
export type Address = z.infer<typeof Address>

export const Customer = z.object({
  id: z.string().optional(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: Address,
})
export type Customer = z.infer<typeof Customer>

const CostLine = z.object({ value: z.number().int() })
export const Costs = z.object({
  tax: CostLine,
  shipping: CostLine,
  discount: z.object({
    value: z.number().int(),
    type: z.enum(['percentage', 'fixed']).nullable(),
    percentage: z.number().nullable(),
    currency: Currency,
  }),
  lineItems: CostLine,
  total: z.object({ value: z.number().int(), currency: Currency }),
})
export type Costs = z.infer<typeof Costs>

export const DeliveryOption = z.object({
  id: z.enum(['standard', 'rush', 'super_rush']),
  label: z.string(),
  price: z.number().int(),
  currency: Currency,
  estimatedDelivery: z.object({ deliveryDate: z.string(), arrivalDate: z.string() }),
})
export type DeliveryOption = z.infer<typeof DeliveryOption>

export const CheckoutLineItem = z.object({
  sku: z.string(),
  quantity: z.number().int(),
  title: z.string(),
  productType: z.string(),
  color: z.string(),
  size: z.string(),
  unitPrice: z.number().int(),
  totalPrice: z.number().int(),
  image: z.string(),
  listingId: z.number().int(),
  slug: z.string(),
})
export type CheckoutLineItem = z.infer<typeof CheckoutLineItem>

export const Checkout = z.object({
  id: z.string(),
  cartId: z.string(),
  state: z.enum(CHECKOUT_STATES),
  platform: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paymentId: z.string().nullable(),
  customer: Customer.nullable(),
  costs: Costs,
  deliveryOption: DeliveryOption.nullable(),
  promoCode: z.string().nullable(),
  promoCodeErrors: z.array(z.string()),
  orderLookupNumber: z.string().nullable(),
  lineItems: z.array(CheckoutLineItem),
  redirectUrl: z.string().nullable(),
  error: z.string().nullable(),
  marketingOptIn: z.boolean(),
  currency: Currency,
  storeSlug: z.string(),
})
export type Checkout = z.infer<typeof Checkout>

const OrderItem = z.object({
  title: z.string(),
  listingId: z.number().int(),
  price: z.object({ amount: z.number().int() }),
  color: z.string(),
  size: z.string(),
  productType: z.string(),
  quantity: z.number().int(),
})

const Shipment = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string(),
  status: z.string(),
  shippedAt: z.string(),
  deliveredAt: z.string().nullable(),
})

/** A digital item's download link, shown to the order's owner (the cart's read), never by order number alone. */
export const OrderDownload = z.object({ title: z.string(), url: z.string() })
export type OrderDownload = z.infer<typeof OrderDownload>

const MAX_FULFILLMENT_BYTES = 2048
const MAX_FULFILLMENT_DEPTH = 5

/** How deep a JSON value nests, counted without recursion (a hostile value may be very deep). */
function jsonDepth(value: unknown): number {
  let deepest = 0
  const stack: [unknown, number][] = [[value, 1]]
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number]
    if (typeof item !== 'object' || item === null) continue
    deepest = Math.max(deepest, depth)
    if (deepest > MAX_FULFILLMENT_DEPTH) return deepest
    for (const child of Object.values(item)) stack.push([child, depth + 1])
  }
  return deepest
}

/**
 * A sku's fulfilment details as its listing gave them, passed back with a checkout line
 * (spec section 3: their shape is not shown). Any small JSON value: at most 2 KB, 5 levels deep.
 */
export const FulfillmentDetails = z
  .unknown()
  .refine((value) => jsonDepth(value) <= MAX_FULFILLMENT_DEPTH, `Fulfilment details nest at most ${MAX_FULFILLMENT_DEPTH} levels`)
  .refine(
    (value) => (JSON.stringify(value) ?? '').length <= MAX_FULFILLMENT_BYTES,
    `Fulfilment details are at most ${MAX_FULFILLMENT_BYTES} bytes`,
  )

export const Order = z.object({
  lookupNumber: z.string(),
  /** The cart the order was bought from: only in the shopper's own read of it (by cart), never by number. */
  cartId: z.string().optional(),
  status: z.enum(['processing', 'shipped', 'delivered', 'canceled']),
  shippingMethod: z.string(),
  created: z.string(),
  updated: z.string(),
  totalCost: z.object({ amount: z.number().int(), currency: Currency }),
  tax: z.object({ amount: z.number().int() }),
  shippingCost: z.object({ amount: z.number().int() }),
  promo: z.string().nullable(),
  paymentMethod: z.string(),
  customer: z.object({ email: z.string(), firstName: z.string().optional() }),
  items: z.array(OrderItem),
  shipments: z.array(Shipment),
  arrivalEstimate: z.string().nullable(),
  downloads: z.array(OrderDownload).optional(),
})
export type Order = z.infer<typeof Order>

/** A field error in the JSON:API form PUT /v1/checkout answers (spec section 7). */
export const CheckoutFieldError = z.object({ detail: z.string(), source: z.object({ pointer: z.string() }) })
export type CheckoutFieldError = z.infer<typeof CheckoutFieldError>

/** Answer of a rejected PUT /v1/checkout; a pointer containing promoCode marks promo errors. */
export const CheckoutErrorAnswer = z.object({
  error: z.string(),
  message: z.object({ errors: z.array(CheckoutFieldError) }),
})
export type CheckoutErrorAnswer = z.infer<typeof CheckoutErrorAnswer>

/** Answer of POST /deliveryOptions. */
export const DeliveryQuotesAnswer = z.object({
  data: z.object({ attributes: z.object({ quotes: z.array(DeliveryOption) }) }),
})
export type DeliveryQuotesAnswer = z.infer<typeof DeliveryQuotesAnswer>

/**
 * A payment's life: created → (requires_action →) authorized → succeeded (captured), or
 * failed / canceled. Only the order's own capture moves it to succeeded.
 */
const PAYMENT_STATES = ['created', 'requires_action', 'authorized', 'succeeded', 'failed', 'canceled'] as const
export const PaymentState = z.enum(PAYMENT_STATES)
export type PaymentState = z.infer<typeof PaymentState>

/** Who takes the money: the local sandbox or a real provider switched on by keys in env. */
export const PAYMENT_PLATFORMS = ['sandbox', 'stripe', 'paypal', 'afterpay'] as const
export const PaymentPlatform = z.enum(PAYMENT_PLATFORMS)
export type PaymentPlatform = z.infer<typeof PaymentPlatform>

/** Answer of POST /v1/initiatePayment and /v1/updatePayment. Amount is what will be charged. */
export const PaymentAnswer = z.object({
  paymentId: z.string(),
  paymentToken: z.string(),
  platform: PaymentPlatform,
  paymentMethod: z.enum(PAYMENT_METHODS),
  state: PaymentState,
  amount: z.object({ value: z.number().int(), currency: Currency }),
  meta: z.record(z.string(), z.string()),
})
export type PaymentAnswer = z.infer<typeof PaymentAnswer>

/** Answer of GET /v1/payment. */
export const PaymentStateAnswer = z.object({
  state: PaymentState,
  checkoutState: z.enum(CHECKOUT_STATES),
  displayMessage: z.string().nullable(),
})
export type PaymentStateAnswer = z.infer<typeof PaymentStateAnswer>

/**
 * A step only the shopper's browser can take before the payment is authorized: Stripe's
 * next action that is not a redirect (3-D Secure in a frame), finished with Stripe.js's
 * handleNextAction on the payment's client secret, then submitted again.
 */
const SubmitAction = z.object({ type: z.literal('stripe.handleNextAction'), clientSecret: z.string() })

/** Answer of POST /v1/checkout/submit. */
export const SubmitAnswer = z.object({
  state: z.enum(CHECKOUT_STATES),
  redirectUrl: z.string().nullable(),
  displayMessage: z.string().nullable(),
  orderLookupNumber: z.string().nullable(),
  action: SubmitAction.nullish(),
})
export type SubmitAnswer = z.infer<typeof SubmitAnswer>

/** Which payment platform serves each method, and the public keys the client needs. */
export const PaymentOptions = z.object({
  card: z.object({ platform: z.enum(['sandbox', 'stripe']), publishableKey: z.string().nullable() }),
  wallet: z.object({ platform: z.enum(['sandbox', 'stripe']), publishableKey: z.string().nullable() }),
  paypal: z.object({ platform: z.enum(['sandbox', 'paypal']), clientId: z.string().nullable() }),
  afterpay: z.object({ platform: z.enum(['sandbox', 'afterpay']) }),
})
export type PaymentOptions = z.infer<typeof PaymentOptions>

/**
 * Result of checking a US address: valid as typed, a normalised suggestion to offer in the
 * address-suggestion modal, or an error to show above the street field.
 */
export const AddressValidation = z.discriminatedUnion('status', [
  z.object({ status: z.literal('valid'), address: Address }),
  z.object({ status: z.literal('suggestion'), address: Address, suggestion: Address, changes: z.array(z.string()) }),
  z.object({ status: z.literal('error'), message: z.string(), field: z.enum(['address1', 'city', 'state', 'zip', 'country']) }),
])
export type AddressValidation = z.infer<typeof AddressValidation>
