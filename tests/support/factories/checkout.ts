import type { Address, Checkout, Customer, DeliveryOption } from '../../../domain/schemas/checkout'

/** Test data for the machine tests: a plausible checkout with overridable parts. */

export const ADDRESS: Address = {
  address1: '1 Market St',
  city: 'San Francisco',
  state: 'California',
  zip: '94105',
  country: 'United States',
  stateCode: 'CA',
  countryCode: 'US',
}

export const CUSTOMER: Customer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+14155550100',
  address: ADDRESS,
}

export const STANDARD_DELIVERY: DeliveryOption = {
  id: 'standard',
  label: 'Standard delivery',
  price: 499,
  currency: 'USD',
  estimatedDelivery: { deliveryDate: '2026-12-01', arrivalDate: '2026-12-04' },
}

export const RUSH_DELIVERY: DeliveryOption = {
  id: 'rush',
  label: 'Rush delivery',
  price: 1299,
  currency: 'USD',
  estimatedDelivery: { deliveryDate: '2026-11-28', arrivalDate: '2026-11-30' },
}

export function aCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    id: 'chk_1',
    cartId: 'cart_1',
    state: 'created',
    platform: null,
    paymentMethod: null,
    paymentId: null,
    customer: null,
    costs: {
      tax: { value: 0 },
      shipping: { value: 0 },
      discount: { value: 0, type: null, percentage: null, currency: 'USD' },
      lineItems: { value: 2500 },
      total: { value: 2500, currency: 'USD' },
    },
    deliveryOption: null,
    promoCode: null,
    promoCodeErrors: [],
    orderLookupNumber: null,
    lineItems: [
      {
        sku: '100_1_2',
        quantity: 1,
        title: 'Tour Tee',
        productType: 'T-Shirt',
        color: 'Black',
        size: 'M',
        unitPrice: 2500,
        totalPrice: 2500,
        image: '/img/tee.png',
        listingId: 7,
        slug: 'tour-tee',
      },
    ],
    redirectUrl: null,
    error: null,
    marketingOptIn: false,
    currency: 'USD',
    storeSlug: 'demo',
    ...overrides,
  }
}
