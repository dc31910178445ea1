import { RedirectAnswer, SandboxCardAnswer } from '../../../../domain/schemas/wire'
import type { CheckoutPort } from '../../port/checkout'
import { readWrite } from '../checkout-http'
import { PaymentStateAnswerReader } from '../read/payment'
import { newKey, ok, type ProviderCheckoutContext } from './context'

type Port = CheckoutPort
type Input<K extends keyof Port> = Port[K] extends (input: infer I) => unknown ? I : never

/** GET /v1/payment. The store a payment call acts for travels as the storeSlug query (the spec's bodies have none). */
export function paymentState(ctx: ProviderCheckoutContext, { paymentId, checkoutId, storeSlug }: Input<'paymentState'>) {
  return ctx.http.get('Payment', ctx.paymentAt('/v1/payment', { paymentId, checkoutId, storeSlug }), PaymentStateAnswerReader)
}

/** GET /v1/payments/return: where the provider's page sends the shopper back to. */
export async function paymentReturn(
  ctx: ProviderCheckoutContext,
  { paymentId, outcome, storeSlug }: Input<'paymentReturn'>,
): ReturnType<Port['paymentReturn']> {
  const url = ctx.paymentAt('/v1/payments/return', { paymentId, outcome: outcome === 'canceled' ? 'canceled' : undefined, storeSlug })
  const result = await ctx.http.redirect('Payment return', url, RedirectAnswer)
  // The storefront's route checks the target against its own origin before redirecting.
  return result.ok ? ok({ redirectTo: result.value.location }) : result
}

/** The backend's card form stand-in (the spec's sandbox tokenizer): its payments take the card. */
export async function tokenizeCard(ctx: ProviderCheckoutContext, card: Input<'tokenizeCard'>): ReturnType<Port['tokenizeCard']> {
  const url = ctx.paymentAt('/v1/payments/sandbox/tokenize')
  const outcome = await ctx.http.send('Tokenize card', 'POST', url, card, { idempotencyKey: newKey('tokenize') })
  // A refusal (400) names the card field; the payment host not taking sandbox cards is
  // shown on the number field, like a refusal.
  const refusal = outcome.answered && outcome.reply.status === 400 ? SandboxCardAnswer.safeParse(outcome.reply.body) : null
  if (refusal?.success) return refusal.data
  const result = await readWrite('Tokenize card', outcome, SandboxCardAnswer)
  return result.ok ? result.value : { ok: false, field: 'number', message: result.failure.message }
}

/** POST /v1/payments/verifyDomain: the answer is not shown in the spec, any 2xx registered the domain. */
export async function verifyPaymentDomain(
  ctx: ProviderCheckoutContext,
  { domainName }: Input<'verifyPaymentDomain'>,
): ReturnType<Port['verifyPaymentDomain']> {
  const outcome = await ctx.http.send(
    'Verify domain',
    'POST',
    ctx.paymentAt('/v1/payments/verifyDomain'),
    { domainName },
    { idempotencyKey: `verify-domain:${domainName}` },
  )
  return readWrite('Verify domain', outcome, () => ({ domainName }))
}
