import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * State-changing API calls must come from this origin as JSON (or a same-origin form
 * post where the spec names one). Blocks cross-site request forgery without tokens.
 */
export const sameOriginWrites = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    const origin = c.req.header('origin')
    const own = new URL(c.req.url)
    const host = c.req.header('host') ?? own.host
    if (!origin || new URL(origin).host !== host) {
      return c.json({ error: 'Cross-origin requests are not allowed' }, 403)
    }
    const type = c.req.header('content-type') ?? ''
    const isForm = type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')
    if (!type.startsWith('application/json') && !isForm) {
      return c.json({ error: 'Send JSON with content-type application/json' }, 415)
    }
    await next()
  })
