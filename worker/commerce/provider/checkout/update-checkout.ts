import type { CheckoutPort } from '../../port/checkout'
import { failureFromAnswer } from '../checkout-failure'
import { readWrite } from '../checkout-http'
import { readFieldErrors } from '../read/checkout'
import { isSuccess } from '../request'
import { checkoutIdIn, newKey, type ProviderCheckoutContext } from './context'

type UpdateCheckout = CheckoutPort['updateCheckout']

/**
 * PUT /v1/checkout. `international` tells the built-in backend the hosted checkout asks;
 * the platform serves its own.
 */
export async function updateCheckout(
  ctx: ProviderCheckoutContext,
  { id, storeSlug, international: _international, ...data }: Parameters<UpdateCheckout>[0],
): ReturnType<UpdateCheckout> {
  const outcome = await ctx.http.send(
    'Update checkout',
    'PUT',
    ctx.checkoutAt('/v1/checkout'),
    { id, data: { storeSlug, ...data } },
    { idempotencyKey: newKey(`${id}:update`) },
  )
  // A 2xx carrying the spec's field errors (message.errors) and no checkout is a refusal, as a 4xx is.
  const reply = outcome.answered ? outcome.reply : null
  if (reply && isSuccess(reply.status) && readFieldErrors(reply.body).length > 0 && checkoutIdIn(reply.body) === undefined) {
    return { ok: false, failure: failureFromAnswer('Update checkout', 422, reply.body) }
  }
  const result = await readWrite('Update checkout', outcome, ctx.reader(storeSlug), {
    unreadable: ctx.readBack(id, storeSlug, 'Update checkout'),
  })
  return ctx.withAbsoluteRedirect(result)
}
