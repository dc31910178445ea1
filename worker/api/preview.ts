import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import * as z from 'zod'
import type { AppEnv } from '../env'
import { cookieSecurity } from '../lib/cookies'
import { readPreviewToken } from '../security/preview-token'
import { clearPreviewCookie, nowSeconds, previewCookieName } from '../middleware/preview'
import { badRequest } from './validation'

const previewBody = z.object({ token: z.string().min(1).max(512) })

const INVALID_PREVIEW = 'This preview link is not valid or has expired.'

/**
 * POST /preview: the browser hands over the token from a preview link's hash (the server
 * never sees hashes). A valid one becomes an HttpOnly cookie that lives as long as the
 * token; DELETE /preview leaves preview mode.
 */
export const previewApi = new Hono<AppEnv>()
  .post('/preview', zValidator('json', previewBody, badRequest), async (c) => {
    const { store } = c.var
    const { token } = c.req.valid('json')
    const now = nowSeconds()
    const check = store.previewKey
      ? await readPreviewToken(token, { previewKey: store.previewKey, storeSlug: store.slug, nowSeconds: now })
      : null
    if (!check?.ok) return c.json({ error: INVALID_PREVIEW }, 403)
    setCookie(c, previewCookieName(store.id), token, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: cookieSecurity(c.req.url, c.var.config.ENVIRONMENT).secure,
      maxAge: check.payload.exp - now,
    })
    c.header('cache-control', 'no-store')
    return c.json({ ok: true, expiresAt: new Date(check.payload.exp * 1000).toISOString() })
  })
  .delete('/preview', (c) => {
    clearPreviewCookie(c)
    c.header('cache-control', 'no-store')
    return c.json({ ok: true })
  })
