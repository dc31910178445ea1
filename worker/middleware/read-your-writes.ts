import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { cookieSecurity } from '../lib/cookies'
import { BOOKMARK_COOKIE, BOOKMARK_MAX_AGE_SECONDS, createD1Sessions, isNewerBookmark, readBookmark } from '../lib/d1-sessions'

/**
 * The request's D1 sessions (lib/d1-sessions.ts), started from the shopper's bookmark
 * cookie; a missing or garbled cookie starts them afresh. After a request that wrote (a
 * cart, checkout, payment, order or form), the newer bookmark goes back in the cookie, so
 * the shopper's next read is at least that fresh. A request that only read sets nothing:
 * anonymous page views stay free of cookies, so the edge may cache them.
 */
export const readYourWrites = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const sessions = createD1Sessions(c.env.DB, readBookmark(getCookie(c, BOOKMARK_COOKIE)))
    c.set('d1', sessions)
    await next()
    const written = sessions.written()
    if (written && readBookmark(written) && isNewerBookmark(written, sessions.incoming)) {
      setCookie(c, BOOKMARK_COOKIE, written, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: cookieSecurity(c.req.url, c.var.config.ENVIRONMENT).secure,
        maxAge: BOOKMARK_MAX_AGE_SECONDS,
      })
    }
  })
