import { app } from './app'
import type { Bindings } from './env'
import { ANALYTICS_QUEUE_NAME } from './analytics/queue-name'
import { withTestScheduled } from './test-scheduled'

// The clock and the mail consumer are imported when they first run, not when an isolate starts to serve pages.
const scheduled = async (controller: ScheduledController, env: Bindings, ctx: ExecutionContext) =>
  (await import('./scheduled')).runScheduled(controller, env, ctx, async (request, e, c) => app.fetch(request, e, c))

/** The Durable Object deciding a store's stock during a drop (wrangler.toml STOCK_RESERVATIONS). */
export { StockReservations } from './commerce/durable-objects'

/** The Worker: the edge app for requests, the reconciliation clock for the Cron Trigger, the mail queue's consumer. */
export default {
  fetch: withTestScheduled(app.fetch, scheduled),
  scheduled,
  queue: async (batch, env, ctx) =>
    batch.queue === ANALYTICS_QUEUE_NAME
      ? (await import('./analytics/consume')).runAnalyticsQueue(batch, env)
      : (await import('./mail-queue')).runMailQueue(batch, env, ctx),
} satisfies ExportedHandler<Bindings>
