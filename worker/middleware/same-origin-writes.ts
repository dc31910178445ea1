import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** An Origin header as scheme and host (`https://shop.example`); null when there is none or it is `null` or unreadable. */
function originOf(origin: string | undefined): string | null {
  if (!origin) return null
  try {
    const url = new URL(origin)
    return url.host ? `${url.protocol}//${url.host}` : null
  } catch {
    return null
  }
}

/**
 * State-changing API calls must come from this origin as JSON (or a same-origin form
 * post where the spec names one). Blocks cross-site request forgery without tokens.
 */
export const sameOriginWrites = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    // Scheme and host both: a page on http://shop.example may not write to https://shop.example.
    const own = new URL(c.req.url)
    const host = c.req.header('host') ?? own.host
    if (originOf(c.req.header('origin')) !== `${own.protocol}//${host}`) {
      return c.json({ error: 'Cross-origin requests are not allowed' }, 403)
    }
    const type = c.req.header('content-type') ?? ''
    const isForm = type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')
    if (!type.startsWith('application/json') && !isForm) {
      return c.json({ error: 'Send JSON with content-type application/json' }, 415)
    }
    await next()
  })
