import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { ACCESS_CODE_REQUIRED, accessCodeMatches, accessCookieName, isOpenPath } from '../lib/access-code'
import { cookieSecurity } from '../lib/cookies'
import { ACCESS_CODE_POLICY, accessSubject, kvRateLimiter, type RateLimiter } from '../lib/rate-limit'

/** The /login query value that shows the "too many attempts" text. */
export const TOO_MANY_ATTEMPTS = 'too-many'

export function limiterFor(c: Context<AppEnv>): { limiter: RateLimiter; subject: string } {
  return {
    limiter: kvRateLimiter(c.env.CACHE, ACCESS_CODE_POLICY),
    subject: accessSubject(c.var.store.id, c.req.header('cf-connecting-ip')),
  }
}

/**
 * A store with an access code answers only with a valid one (spec section 6). The /login
 * form submits the code by GET to /: a correct code is kept in an HttpOnly cookie and the
 * shopper lands on the clean URL; a wrong one goes back to /login with an error. Pages
 * without a code redirect to /login; API calls answer 401. Wrong codes are counted per
 * address and store: past the limit every attempt is refused unchecked, and /login
 * answers 429 until the window ends, so guessing cannot continue.
 */
export const accessGate = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { store } = c.var
    c.set('accessGranted', !store.gated)
    // With a provider backend the code is not known here: the theme service checks it (a
    // 401 from it sends the shopper back to /login, see the theme middleware), and a store
    // it gates may not say so, so a code given on /login is kept for the theme call.
    if (!store.gated && !store.themeChecksAccessCode) return next()
    const { accessCode } = store
    const codeMatches = (code: string) => (accessCode ? accessCodeMatches(code, accessCode) : true)
    const path = c.req.path
    const submitted = c.req.query('accessCode')
    if (submitted !== undefined && c.req.method === 'GET') {
      const { limiter, subject } = limiterFor(c)
      if ((await limiter.status(subject)).limited) return c.redirect(`/login?error=${TOO_MANY_ATTEMPTS}`, 302)
      if (!codeMatches(submitted)) {
        const after = await limiter.recordFailure(subject)
        return c.redirect(after.limited ? `/login?error=${TOO_MANY_ATTEMPTS}` : '/login?error=1', 302)
      }
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
    if (path === '/login' && c.req.query('error') === TOO_MANY_ATTEMPTS) {
      const { limiter, subject } = limiterFor(c)
      const state = await limiter.status(subject)
      if (!state.limited) return c.redirect('/login', 302)
      await next()
      c.res = new Response(c.res.body, { status: 429, headers: c.res.headers })
      c.res.headers.set('retry-after', String(state.retryAfterSeconds))
      return
    }
    if (!store.gated) return next()
    const cookie = getCookie(c, accessCookieName(store.id))
    const granted = cookie ? codeMatches(cookie) : false
    c.set('accessGranted', granted)
    if (granted || isOpenPath(path)) return next()
    if (path.startsWith('/api/')) return c.json({ error: ACCESS_CODE_REQUIRED }, 401)
    return c.redirect('/login', 302)
  })
