import { z } from 'zod'
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

export const OrderItem = z.object({
  title: z.string(),
  listingId: z.number().int(),
  price: z.object({ amount: z.number().int() }),
  color: z.string(),
  size: z.string(),
  productType: z.string(),
  quantity: z.number().int(),
})

export const Shipment = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string(),
  status: z.string(),
  shippedAt: z.string(),
  deliveredAt: z.string().nullable(),
})

export const Order = z.object({
  lookupNumber: z.string(),
  cartId: z.string(),
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
})
export type Order = z.infer<typeof Order>
