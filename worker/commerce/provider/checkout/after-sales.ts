import type { CheckoutPort } from '../../port/checkout'
import type { PortResult } from '../../port/failures'
import { readWrite, type WriteOutcome } from '../checkout-http'
import { readAfterSales } from '../read/payment'
import { endpoint } from '../request'
import { newKey, ok, type ProviderCheckoutContext } from './context'

type Port = CheckoutPort
type Input<K extends keyof Port> = Port[K] extends (input: infer I) => unknown ? I : never

/** An after-sales post is done on any 2xx unless the answer says `success: false`. */
async function afterSales(name: string, outcome: WriteOutcome): Promise<PortResult<null>> {
  const result = await readWrite(name, outcome, readAfterSales)
  if (!result.ok) return result
  return result.value.ok ? ok(null) : { ok: false, failure: { kind: 'invalid', message: result.value.message ?? 'Please try again.' } }
}

/** POST /v1/orders/recover: the spec sends these as query parameters of a POST with no body, to the checkout host. */
export async function recoverOrders(ctx: ProviderCheckoutContext, { storeSlug, email }: Input<'recoverOrders'>) {
  const url = ctx.checkoutAt('/v1/orders/recover', { email, slug: storeSlug })
  return afterSales('Recover orders', await ctx.http.send('Recover orders', 'POST', url, undefined, { idempotencyKey: newKey('recover') }))
}

/** POST /contact. */
export async function sendContactMessage(ctx: ProviderCheckoutContext, { storeSlug, message }: Input<'sendContactMessage'>) {
  const url = ctx.backendAt('/contact', { storeSlug })
  return afterSales('Contact', await ctx.http.send('Contact', 'POST', url, message, { idempotencyKey: newKey('contact') }))
}

/** POST /preorder. */
export async function createPreorder(ctx: ProviderCheckoutContext, { storeSlug, form }: Input<'createPreorder'>) {
  const url = ctx.backendAt('/preorder', { storeSlug })
  return afterSales('Preorder', await ctx.http.send('Preorder', 'POST', url, form, { idempotencyKey: newKey('preorder') }))
}

/** POST /newsletter. */
export async function signUpForNewsletter(ctx: ProviderCheckoutContext, { storeSlug, email }: Input<'signUpForNewsletter'>) {
  const url = ctx.backendAt('/newsletter', { storeSlug })
  return afterSales('Newsletter', await ctx.http.send('Newsletter', 'POST', url, { email }, { idempotencyKey: newKey('newsletter') }))
}

/** POST /tracking/viewed_campaign on TRACKING_URL. */
export async function trackCampaignView(ctx: ProviderCheckoutContext, { storeSlug, view }: Input<'trackCampaignView'>) {
  const url = endpoint(ctx.options.trackingUrl, '/tracking/viewed_campaign', { storeSlug })
  return afterSales('Tracking', await ctx.http.send('Tracking', 'POST', url, view, { idempotencyKey: newKey('campaign') }))
}
