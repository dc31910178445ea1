import { type Context, type Env, Hono, type MiddlewareHandler, type Schema } from 'hono'

/** The context of the app that handed each request to a lazily loaded group of routes. */
const parents = new WeakMap<Request, Context>()
/** The answers of a group that has no route for the request: the app goes on past it. */
const unmatched = new WeakSet<Response>()

const executionContextOf = (c: Context): Context['executionCtx'] | undefined => {
  try {
    return c.executionCtx
  } catch {
    // app.request() in a test passes none.
    return undefined
  }
}

/** The group mounted at `base`, answering with the parent's variables, errors and fall-through. */
function adopt<G extends Env, S extends Schema, P extends string>(base: string, routes: Hono<G, S, P>): Hono<G> {
  const mounted = new Hono<G>()
  mounted.use(async (c, next) => {
    const parent = parents.get(c.req.raw)
    const set = c.set as (key: string, value: unknown) => void
    for (const [key, value] of Object.entries(parent?.var ?? {})) set(key, value)
    await next()
  })
  mounted.route(base, routes)
  mounted.notFound((c) => {
    const response = c.body(null, 404)
    unmatched.add(response)
    return response
  })
  // The app's own error handler answers, as it does for the routes it holds.
  mounted.onError((error) => {
    throw error
  })
  return mounted
}

/**
 * Routes at `base` whose module is imported on their first request rather than when the
 * isolate starts: code most isolates never run (the hosted checkout, the admin API,
 * provider webhooks, development tools, drawn mockups) stays out of the worker's start-up
 * (docs/decisions/075-worker-code-splitting.md). Use as `app.all(`${base}/*`, lazyRoutes(base, load))`
 * plus `app.all(base, …)` where the base path itself is a route; the group sees the app's
 * variables and bindings, its errors reach the app's onError, and a path it has no route
 * for goes on to the app's next handler, as with `app.route(base, group)`.
 */
export function lazyRoutes<G extends Env, S extends Schema, P extends string>(
  base: string,
  load: () => Promise<Hono<G, S, P>>,
): MiddlewareHandler {
  let mounted: Promise<Hono<G>> | undefined
  return async (c, next) => {
    mounted ??= load().then((routes) => adopt(base, routes))
    const app = await mounted.catch((error: unknown) => {
      // A failed import is retried by the next request instead of being remembered.
      mounted = undefined
      throw error
    })
    parents.set(c.req.raw, c)
    const response = await app.fetch(c.req.raw, c.env, executionContextOf(c))
    if (unmatched.has(response)) {
      await next()
      return
    }
    return response
  }
}
