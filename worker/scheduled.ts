import { createBackendOperations } from './commerce/create-commerce'
import { type Bindings, readConfig } from './env'
import { log } from './lib/logger'

/**
 * The Cron Trigger (wrangler.toml `crons`, every minute on Cloudflare): one pass of the
 * reconciliation clock as of the trigger's time. In provider mode the commerce backend
 * keeps its own clock and this does nothing.
 */
export async function runScheduled(
  controller: Pick<ScheduledController, 'scheduledTime' | 'cron'>,
  env: Bindings,
  ctx: ExecutionContext,
  dispatch: (request: Request, env: Bindings, ctx: ExecutionContext) => Promise<Response>,
): Promise<void> {
  const config = readConfig(env)
  const operations = createBackendOperations(env, config, {
    fetch: (request) => dispatch(request, env, ctx),
    waitUntil: (work) => ctx.waitUntil(work),
  })
  if (!operations) return
  const asOf = new Date(controller.scheduledTime)
  try {
    const summary = await operations.reconcile({ asOf })
    log.info('reconcile', { cron: controller.cron, asOf: asOf.toISOString(), ...summary })
  } catch (error) {
    // The pass failed as a whole (D1 unreachable): the next minute's pass starts over.
    log.error('reconcile', { cron: controller.cron, asOf: asOf.toISOString(), message: String(error) })
    throw error
  }
}
