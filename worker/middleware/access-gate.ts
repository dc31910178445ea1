import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { accessCodeMatches, accessCookieName, isOpenPath } from '../lib/access-code'
import { cookieSecurity } from '../lib/cookies'

/**
 * A store with an access code answers only with a valid one (spec section 6). The /login
 * form submits the code by GET to /: a correct code is kept in an HttpOnly cookie and the
 * shopper lands on the clean URL; a wrong one goes back to /login with an error. Pages
 * without a code redirect to /login; API calls answer 401.
 */
export const accessGate = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { store } = c.var
    if (!store.accessCode) return next()
    const path = c.req.path
    const submitted = c.req.query('accessCode')
    if (submitted !== undefined && c.req.method === 'GET') {
      if (!accessCodeMatches(submitted, store.accessCode)) return c.redirect('/login?error=1', 302)
      setCookie(c, accessCookieName(store.id), submitted, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: cookieSecurity(c.req.url, c.var.config.ENVIRONMENT).secure,
        maxAge: 60 * 60 * 24 * 30,
      })
      const clean = new URL(c.req.url)
      clean.searchParams.delete('accessCode')
      return c.redirect(`${clean.pathname}${clean.search}`, 302)
    }
    const cookie = getCookie(c, accessCookieName(store.id))
    if ((cookie && accessCodeMatches(cookie, store.accessCode)) || isOpenPath(path)) return next()
    if (path.startsWith('/api/')) return c.json({ error: 'This store needs an access code' }, 401)
    return c.redirect('/login', 302)
  })
