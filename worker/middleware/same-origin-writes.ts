import type { Context } from 'hono'
import { csrf } from 'hono/csrf'
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
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

/** Scheme and host both: a page on http://shop.example may not write to https://shop.example. */
function isOwnOrigin(origin: string | undefined, c: Context): boolean {
  const own = new URL(c.req.url)
  return originOf(origin) === `${own.protocol}//${c.req.header('host') ?? own.host}`
}

/**
 * hono's CSRF guard, on the bodies a page of another site can send without asking first
 * (forms and text): only this origin passes. Sec-Fetch-Site alone is not taken as proof.
 */
const formGuard = csrf({ origin: isOwnOrigin, secFetchSite: () => false })

/** The bodies a page of another site can send without a CORS pre-flight: hono's guard checks these (no type counts as text). */
const SIMPLE_BODY = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/(plain|ping))\b/i

async function passesFormGuard(c: Context): Promise<boolean> {
  let passed = false
  try {
    await formGuard(c, async () => {
      passed = true
    })
  } catch (error) {
    if (!(error instanceof HTTPException)) throw error
  }
  return passed
}

/**
 * State-changing API calls must come from this origin as JSON (or a same-origin form
 * post where the spec names one). Blocks cross-site request forgery without tokens:
 * hono's guard checks form and text bodies; any other body (JSON, which a browser sends
 * cross-site only after a pre-flight this worker never answers) must name this origin
 * too, so no caller writes without it. Then only JSON and forms are read (415).
 */
export const sameOriginWrites = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    const type = c.req.header('content-type') ?? ''
    const sameOrigin = SIMPLE_BODY.test(type || 'text/plain') ? await passesFormGuard(c) : isOwnOrigin(c.req.header('origin'), c)
    if (!sameOrigin) return c.json({ error: 'Cross-origin requests are not allowed' }, 403)
    const isForm = type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')
    if (!type.startsWith('application/json') && !isForm) {
      return c.json({ error: 'Send JSON with content-type application/json' }, 415)
    }
    await next()
  })
