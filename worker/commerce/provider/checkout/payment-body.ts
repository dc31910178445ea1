import type { PaymentMethod } from '../../../../domain/constants'
import type { Checkout, PaymentOptions, PaymentPlatform } from '../../../../domain/schemas/checkout'
import { type AmountUnit, fromCents } from '../amounts'

/** Which platform takes a payment method: the one the checkout page loads for it. */
export function platformFor(payments: PaymentOptions, method: PaymentMethod): PaymentPlatform {
  if (method === 'paypal') return payments.paypal.platform
  if (method === 'afterpay') return payments.afterpay.platform
  if (method === 'google-pay' || method === 'apple-pay') return payments.wallet.platform
  return payments.card.platform
}

const METHODS: readonly string[] = ['card', 'afterpay', 'google-pay', 'apple-pay', 'basic-card', 'paypal']
export const isPaymentMethod = (value: string): value is PaymentMethod => METHODS.includes(value)

function billingDetails(customer: NonNullable<Checkout['customer']>) {
  const address = customer.address
  return {
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    email: customer.email,
    phone: customer.phone,
    address: address
      ? {
          line1: address.address1,
          line2: address.address2 ?? null,
          city: address.city,
          state: address.stateCode || address.state,
          postal_code: address.zip,
          country: address.countryCode || 'US',
        }
      : null,
  }
}

/** The spec's payment body: amount, platform, method, billing details and customer come from the checkout. */
export function paymentBody(
  checkout: Checkout,
  method: PaymentMethod,
  paymentMethodId: string | undefined,
  { payments, unit }: { payments: PaymentOptions; unit: AmountUnit },
) {
  const customer = checkout.customer
  return {
    amount: fromCents(checkout.costs.total.value, unit),
    currency: checkout.costs.total.currency,
    platform: platformFor(payments, method),
    paymentMethod: method,
    checkoutId: checkout.id,
    paymentMethodId,
    billingDetails: customer ? billingDetails(customer) : null,
    customer,
  }
}
