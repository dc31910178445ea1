import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { ACCESS_CODE_REQUIRED, accessCodeMatches, accessCookieName, isOpenPath } from '../security/access-code'
import { ACCESS_SESSION_SECONDS, createAccessToken, readAccessToken } from '../security/access-token'
import { cookieSecurity } from '../lib/cookies'
import { cookieSecret } from '../security/cookie-secret'
import { localPath } from '../lib/local-path'
import { ACCESS_CODE_POLICY, accessSubject, kvRateLimiter, type RateLimiter } from '../lib/rate-limit'
import { log } from '../lib/logger'

/** The /login query value that shows the "too many attempts" text. */
export const TOO_MANY_ATTEMPTS = 'too-many'

const nowSeconds = () => Math.floor(Date.now() / 1000)

export function limiterFor(c: Context<AppEnv>): { limiter: RateLimiter; subject: string } {
  return {
    limiter: kvRateLimiter(c.env.CACHE, ACCESS_CODE_POLICY),
    subject: accessSubject(c.var.store.id, c.req.header('cf-connecting-ip')),
  }
}

const cookieOptions = (c: Context<AppEnv>) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure: cookieSecurity(c.req.url, c.var.config.ENVIRONMENT).secure,
})

/**
 * A store with an access code answers only with a valid one (spec section 6). The /login
 * form submits the code by GET to /: a correct code becomes a sealed session cookie
 * (HttpOnly, never the code itself) and the shopper lands on the clean URL; a wrong one
 * goes back to /login with an error. Pages without a session redirect to /login; API calls
 * answer 401. Wrong codes are counted per address and store: past the limit every attempt
 * is refused unchecked, and /login answers 429 until the window ends.
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
    // What sessions are sealed with (security/cookie-secret.ts); null only in production with no secret set.
    const secret = cookieSecret(c.var.config, store)
    // The login form's GET (to / or any page); API calls never log in.
    const submitted = path.startsWith('/api/') ? undefined : c.req.query('accessCode')
    if (submitted !== undefined && c.req.method === 'GET') {
      const { limiter, subject } = limiterFor(c)
      if ((await limiter.status(subject)).limited) return c.redirect(`/login?error=${TOO_MANY_ATTEMPTS}`, 302)
      if (!codeMatches(submitted) || !secret) {
        if (!secret) log.error('gate', { storeId: store.id, message: 'no COOKIE_SECRET to seal gate sessions with' })
        const after = await limiter.recordFailure(subject)
        return c.redirect(after.limited ? `/login?error=${TOO_MANY_ATTEMPTS}` : '/login?error=1', 302)
      }
      const token = await createAccessToken({ store: store.id, code: submitted, exp: nowSeconds() + ACCESS_SESSION_SECONDS }, secret)
      setCookie(c, accessCookieName(store.id), token, { ...cookieOptions(c), maxAge: ACCESS_SESSION_SECONDS })
      const clean = new URL(c.req.url)
      clean.searchParams.delete('accessCode')
      return c.redirect(localPath(clean), 302)
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
    const cookie = getCookie(c, accessCookieName(store.id))
    const session = cookie && secret ? await readAccessToken(cookie, { secret, storeId: store.id, nowSeconds: nowSeconds() }) : null
    // A session made before the store's code changed no longer opens it.
    const granted = session !== null && codeMatches(session.code)
    if (granted) c.set('accessCode', session.code)
    else if (cookie) deleteCookie(c, accessCookieName(store.id), cookieOptions(c))
    // A store that does not say it is gated: its theme service decides, with the code kept.
    if (!store.gated) return next()
    c.set('accessGranted', granted)
    if (granted || isOpenPath(path)) return next()
    if (path.startsWith('/api/')) return c.json({ error: ACCESS_CODE_REQUIRED }, 401)
    return c.redirect('/login', 302)
  })
