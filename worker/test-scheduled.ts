import type { Bindings } from './env'

type Fetch = (request: Request, env: Bindings, ctx: ExecutionContext) => Response | Promise<Response>
type Scheduled = (controller: ScheduledController, env: Bindings, ctx: ExecutionContext) => Promise<void>

/**
 * `GET /__scheduled?cron=…` runs the Cron Trigger's handler once, where ENVIRONMENT is
 * `development` (`npm start`, the e2e servers): what `wrangler dev --test-scheduled` did with
 * middleware it can only add to a worker it bundles itself (docs/decisions/075-worker-code-splitting.md).
 */
export function withTestScheduled(fetch: Fetch, scheduled: Scheduled): Fetch {
  return async (request, env, ctx) => {
    const url = new URL(request.url)
    if (url.pathname !== '/__scheduled' || env.ENVIRONMENT !== 'development') return fetch(request, env, ctx)
    const controller: ScheduledController = { scheduledTime: Date.now(), cron: url.searchParams.get('cron') ?? '', noRetry() {} }
    await scheduled(controller, env, ctx)
    return new Response('Ran scheduled event')
  }
}
