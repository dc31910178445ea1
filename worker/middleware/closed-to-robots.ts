import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'

/** A gated store (or one whose theme service refused the visitor) and a preview: nothing of it may be indexed. */
export function closedToRobots(c: Context<AppEnv>): boolean {
  return c.var.preview || c.var.store.gated || !c.var.accessGranted
}

/**
 * Every answer of a closed store or a preview carries `X-Robots-Tag: noindex`: a search
 * engine that reaches it by a shared link keeps none of it, pages, images or files alike
 * (its robots.txt also says `Disallow: /`, worker/routes/robots.ts).
 */
export const robotsTag = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next()
    if (!closedToRobots(c)) return
    try {
      c.res.headers.set('x-robots-tag', 'noindex')
    } catch {
      // Responses passed through from fetch() have immutable headers: copy, then set.
      c.res = new Response(c.res.body, c.res)
      c.res.headers.set('x-robots-tag', 'noindex')
    }
  })
