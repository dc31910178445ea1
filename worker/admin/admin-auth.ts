import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { accessCodeMatches } from '../security/access-code'

/**
 * The admin API's door: `Authorization: Bearer {ADMIN_TOKEN}`, compared in constant time.
 * The token lives with the operator's CLI and the worker's secrets, never in a page: the
 * API sets no cookies and answers no browser pre-flight. Without ADMIN_TOKEN the API is off.
 */
export const adminAuth = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const expected = c.var.config.ADMIN_TOKEN
    if (!expected) return c.json({ error: 'The admin API is off: set ADMIN_TOKEN (wrangler secret put ADMIN_TOKEN).' }, 404)
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
    if (!accessCodeMatches(given, expected)) {
      return c.json({ error: 'Give the admin token as Authorization: Bearer …' }, 401, { 'www-authenticate': 'Bearer realm="admin"' })
    }
    await next()
    c.res.headers.set('cache-control', 'no-store')
  })
