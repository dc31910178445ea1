import { app } from './app'
import type { Bindings } from './env'
import { runScheduled } from './scheduled'

/** The Worker: the edge app for requests, the reconciliation clock for the Cron Trigger. */
export default {
  fetch: app.fetch,
  scheduled: (controller, env, ctx) => runScheduled(controller, env, ctx, async (request, e, c) => app.fetch(request, e, c)),
} satisfies ExportedHandler<Bindings>
