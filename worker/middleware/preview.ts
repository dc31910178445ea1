import type { Context } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { cookieSecurity } from '../lib/cookies'
import { readPreviewToken } from '../security/preview-token'

export function previewCookieName(storeId: number): string {
  return `store_preview_${storeId}`
}

export const nowSeconds = () => Math.floor(Date.now() / 1000)

/** Ends preview mode, with the attributes the cookie was set with (Secure in production). */
export function clearPreviewCookie(c: Context<AppEnv>): void {
  deleteCookie(c, previewCookieName(c.var.store.id), {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: cookieSecurity(c.req.url, c.var.config.ENVIRONMENT).secure,
  })
}

/** Whether this request carries a valid preview token for its store. */
async function hasValidPreview(c: Context<AppEnv>, token: string | undefined): Promise<boolean> {
  const { store } = c.var
  if (!token || !store.previewKey) return false
  const check = await readPreviewToken(token, { previewKey: store.previewKey, storeSlug: store.slug, nowSeconds: nowSeconds() })
  return check.ok
}

/**
 * Store-owner preview (spec section 6): the preview cookie, set by POST /api/preview from
 * a link's hash, switches on unpublished theme data and hidden products. An invalid or
 * expired token is dropped and the published store shows. What a preview shows is
 * private to the owner, so no cache may keep it: not the browser, not a shared cache.
 */
export const preview = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const name = previewCookieName(c.var.store.id)
    const token = getCookie(c, name)
    const active = await hasValidPreview(c, token)
    c.set('preview', active)
    await next()
    // After the handler: a page is a Response of its own, which headers set before miss.
    if (token && !active) clearPreviewCookie(c)
    if (!active) return
    try {
      c.res.headers.set('cache-control', 'no-store')
    } catch {
      // Responses passed through from fetch() have immutable headers: copy, then set.
      c.res = new Response(c.res.body, c.res)
      c.res.headers.set('cache-control', 'no-store')
    }
  })
