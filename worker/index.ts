import { app } from './app'
import type { Bindings } from './env'
import { runMailQueue } from './mail-queue'
import { runScheduled } from './scheduled'

/** The Durable Object deciding a store's stock during a drop (wrangler.toml STOCK_RESERVATIONS). */
export { StockReservations } from './commerce/create-commerce'

/** The Worker: the edge app for requests, the reconciliation clock for the Cron Trigger, the mail queue's consumer. */
export default {
  fetch: app.fetch,
  scheduled: (controller, env, ctx) => runScheduled(controller, env, ctx, async (request, e, c) => app.fetch(request, e, c)),
  queue: (batch, env, ctx) => runMailQueue(batch, env, ctx),
} satisfies ExportedHandler<Bindings>
