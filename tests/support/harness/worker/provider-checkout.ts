import { env } from 'cloudflare:test'
import type { PaymentMethod } from '../../../../domain/constants'
import { createPaymentProviders } from '../../../../worker/commerce/builtin/payments'
import { readConfig } from '../../../../worker/env'
import { checkoutPort, customer, freshStore, ORIGIN, skuOf } from '../../fixtures/checkout-fixtures'

/**
 * The built-in checkout with every real payment adapter switched on and pointed at the
 * stand-ins of payment-stand-ins.ts, driven through the port: a checkout ready to pay
 * (one day tee, Ada's address, standard delivery) and its payment started.
 */

export const config = {
  ...readConfig(env),
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
  STRIPE_API_BASE: 'https://stripe.test',
  PAYPAL_CLIENT_ID: 'client',
  PAYPAL_CLIENT_SECRET: 'secret',
  PAYPAL_API_BASE: 'https://paypal.test',
  AFTERPAY_MERCHANT_ID: 'merchant',
  AFTERPAY_SECRET_KEY: 'key',
  AFTERPAY_API_BASE: 'https://afterpay.test',
}

export function portWith(fetch: (input: string, init?: RequestInit) => Promise<Response>) {
  return checkoutPort({ config, payments: createPaymentProviders({ db: env.DB, config, fetch }) })
}

export const submitInput = (checkoutId: string, storeSlug: string, payment: { paymentId: string; paymentToken: string }) => ({
  checkoutId,
  storeSlug,
  paymentId: payment.paymentId,
  paymentToken: payment.paymentToken,
  returnUrl: `${ORIGIN}/checkout/${checkoutId}`,
  origin: ORIGIN,
})

export async function start(port: ReturnType<typeof portWith>, method: PaymentMethod, paymentMethodId?: string) {
  const storeSlug = await freshStore()
  const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
  const created = await port.createCheckout({ storeSlug, lineItems: [{ sku, quantity: 1 }], currency: 'USD', region: 'USA' })
  if (!created.ok) throw new Error(created.failure.message)
  const id = created.value.id
  const updated = await port.updateCheckout({ id, storeSlug, customer: customer(), deliveryOption: 'standard', paymentMethod: method })
  if (!updated.ok) throw new Error(updated.failure.message)
  const payment = await port.initiatePayment({ checkoutId: id, paymentMethod: method, paymentMethodId, origin: ORIGIN })
  if (!payment.ok) throw new Error(payment.failure.message)
  const submit = () => port.submitCheckout(submitInput(id, storeSlug, payment.value))
  return { id, storeSlug, payment: payment.value, total: updated.value.costs.total.value, submit }
}
