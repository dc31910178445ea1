import type { SubmitAnswer } from '../../../../domain/schemas/checkout'
import type { CheckoutPort } from '../../port/checkout'
import type { PortResult } from '../../port/failures'
import { upstreamFailure } from '../checkout-failure'
import { readWrite } from '../checkout-http'
import { SubmitAnswerReader } from '../read/payment'
import { ok, type ProviderCheckoutContext } from './context'
import { isPaymentMethod, platformFor } from './payment-body'

type SubmitCheckout = CheckoutPort['submitCheckout']

/** What the checkout says now, as a submit answer: for a submit not answered, or answered unreadably. */
async function submitAnswerFromCheckout(
  ctx: ProviderCheckoutContext,
  checkoutId: string,
  storeSlug: string | undefined,
): Promise<PortResult<SubmitAnswer>> {
  const loaded = await ctx.loadCheckout(checkoutId, storeSlug).catch(() => null)
  if (!loaded?.ok)
    return { ok: false, failure: upstreamFailure('Submit', 'the submit was not answered and the checkout could not be read back') }
  const { state, redirectUrl, error, orderLookupNumber } = loaded.value
  return ok({ state, redirectUrl, displayMessage: error, orderLookupNumber })
}

/** POST /v1/checkout/submit; a repeated submit of one checkout and payment is the same order: the same key. */
export async function submitCheckout(
  ctx: ProviderCheckoutContext,
  { origin, platform, ...input }: Parameters<SubmitCheckout>[0],
): ReturnType<SubmitCheckout> {
  const method = typeof platform === 'string' ? platform : null
  const body = {
    checkoutId: input.checkoutId,
    storeSlug: input.storeSlug,
    paymentToken: input.paymentToken,
    paymentId: input.paymentId,
    platform: method && isPaymentMethod(method) ? platformFor(ctx.options.paymentOptions, method) : method,
    returnUrl: input.returnUrl,
  }
  const outcome = await ctx.http.send('Submit', 'POST', ctx.checkoutAt('/v1/checkout/submit'), body, {
    idempotencyKey: `${input.checkoutId}:${input.paymentId}:submit`,
    storefrontOrigin: origin,
  })
  // A declined payment answers 402 with the submit answer itself (state failure, displayMessage).
  if (outcome.answered && outcome.reply.status === 402) {
    const declined = SubmitAnswerReader.safeParse(outcome.reply.body)
    if (declined.success) return ctx.withAbsoluteRedirect(ok(declined.data))
  }
  const fromCheckout = () => submitAnswerFromCheckout(ctx, input.checkoutId, input.storeSlug)
  const result = await readWrite('Submit', outcome, SubmitAnswerReader, { unreadable: fromCheckout, unanswered: fromCheckout })
  return ctx.withAbsoluteRedirect(result)
}
