import { sendUnseenPurchases } from './analytics/purchase-intents'
import { createBackendOperations, createCommerce } from './commerce/create-commerce'
import { type Bindings, readConfig } from './env'
import { log } from './lib/logger'

/**
 * The Cron Trigger (wrangler.toml `crons`, every minute on Cloudflare): one pass of the
 * reconciliation clock as of the trigger's time (in provider mode the commerce backend keeps
 * its own clock), then the purchases no thank-you page counted (ADR 109), in both modes.
 */
export async function runScheduled(
  controller: Pick<ScheduledController, 'scheduledTime' | 'cron'>,
  env: Bindings,
  ctx: ExecutionContext,
  dispatch: (request: Request, env: Bindings, ctx: ExecutionContext) => Promise<Response>,
): Promise<void> {
  const config = readConfig(env)
  const loopback = { fetch: (request: Request) => dispatch(request, env, ctx), waitUntil: (work: Promise<unknown>) => ctx.waitUntil(work) }
  const operations = createBackendOperations(env, config, loopback)
  const asOf = new Date(controller.scheduledTime)
  if (operations) {
    try {
      const summary = await operations.reconcile({ asOf })
      log.info('reconcile', { cron: controller.cron, asOf: asOf.toISOString(), ...summary })
    } catch (error) {
      // The pass failed as a whole (D1 unreachable): the next minute's pass starts over.
      log.error('reconcile', { cron: controller.cron, asOf: asOf.toISOString(), message: String(error) })
      throw error
    }
  }
  const queue = env.ANALYTICS_QUEUE
  if (!queue) return
  try {
    const commerce = createCommerce(env, config, ctx, undefined, loopback)
    const sent = await sendUnseenPurchases({
      kv: env.CACHE,
      queue,
      orderByCart: (cartId, scope) => commerce.orderByCart(cartId, scope),
      nowMs: controller.scheduledTime,
    })
    if (sent > 0) log.info('analytics.unseen-purchases', { sent })
  } catch (error) {
    // Measurement is best effort: the intents wait for the next minute.
    log.warn('analytics.unseen-purchases', { message: String(error) })
  }
}
