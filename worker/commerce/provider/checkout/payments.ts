import type { CheckoutPort } from '../../port/checkout'
import { readWrite } from '../checkout-http'
import { paymentReader } from '../read/payment'
import { keyFor, type ProviderCheckoutContext } from './context'
import { paymentBody } from './payment-body'

type InitiatePayment = CheckoutPort['initiatePayment']
type UpdatePayment = CheckoutPort['updatePayment']

const bodySettings = (ctx: ProviderCheckoutContext) => ({ payments: ctx.options.paymentOptions, unit: ctx.options.amounts })

/** POST /v1/initiatePayment with the checkout's total and customer. */
export async function initiatePayment(
  ctx: ProviderCheckoutContext,
  { origin, storeSlug, checkoutId, paymentMethod, paymentMethodId, idempotencyKey }: Parameters<InitiatePayment>[0],
): ReturnType<InitiatePayment> {
  const checkout = await ctx.loadCheckout(checkoutId, storeSlug)
  if (!checkout.ok) return checkout
  const body = {
    ...paymentBody(checkout.value, paymentMethod, paymentMethodId, bodySettings(ctx)),
    lookupNumber: checkout.value.orderLookupNumber ?? undefined,
  }
  // One key per click, shared by its attempts and the browser's retries: initiating again
  // later (a new total, a new method) must be a new payment, which a key derived from the
  // checkout alone would replay.
  const outcome = await ctx.http.send('Initiate payment', 'POST', ctx.paymentAt('/v1/initiatePayment', { storeSlug }), body, {
    idempotencyKey: keyFor(`${checkoutId}:initiate`, idempotencyKey),
    storefrontOrigin: origin,
  })
  const { value, currency } = checkout.value.costs.total
  return readWrite('Initiate payment', outcome, paymentReader({ platform: body.platform, paymentMethod, amount: { value, currency } }))
}

/** POST /v1/updatePayment: the payment of this checkout with a new payment method. */
export async function updatePayment(
  ctx: ProviderCheckoutContext,
  { origin, storeSlug, checkoutId, paymentId, paymentToken, paymentMethodId, idempotencyKey }: Parameters<UpdatePayment>[0],
): ReturnType<UpdatePayment> {
  const checkout = await ctx.loadCheckout(checkoutId, storeSlug)
  if (!checkout.ok) return checkout
  const method = checkout.value.paymentMethod ?? 'card'
  const body = { ...paymentBody(checkout.value, method, paymentMethodId, bodySettings(ctx)), id: paymentId, paymentToken }
  const outcome = await ctx.http.send('Update payment', 'POST', ctx.paymentAt('/v1/updatePayment', { storeSlug }), body, {
    idempotencyKey: keyFor(`${checkoutId}:${paymentId}:update`, idempotencyKey),
    storefrontOrigin: origin,
  })
  const { value, currency } = checkout.value.costs.total
  return readWrite(
    'Update payment',
    outcome,
    paymentReader({ platform: body.platform, paymentMethod: method, amount: { value, currency } }),
  )
}
