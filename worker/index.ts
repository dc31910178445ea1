import { app } from './app'
import type { Bindings } from './env'
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
  queue: async (batch, env, ctx) => (await import('./mail-queue')).runMailQueue(batch, env, ctx),
} satisfies ExportedHandler<Bindings>
