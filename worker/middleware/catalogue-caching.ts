import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { catalogueCacheControl, etagOf, matchesEtag } from '../lib/http-cache'

/**
 * Cache-Control and a weak ETag on the catalogue reads the browser may keep
 * (worker/lib/http-cache.ts decides which); a matching If-None-Match gets 304 and no body.
 */
export const catalogueCaching = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next()
    if (c.res.status !== 200) return
    const cacheControl = catalogueCacheControl({
      method: c.req.method,
      path: c.req.path,
      query: new URL(c.req.url).searchParams,
      preview: c.get('preview') === true,
      gated: c.get('store')?.gated === true,
      themeChecksAccessCode: c.get('store')?.themeChecksAccessCode === true,
      hasAccessCode: c.get('accessCode') !== undefined,
    })
    if (!cacheControl) return
    const etag = await etagOf(await c.res.clone().arrayBuffer())
    if (matchesEtag(c.req.header('if-none-match'), etag)) {
      c.res = new Response(null, { status: 304, headers: { etag, 'cache-control': cacheControl } })
      return
    }
    c.res.headers.set('cache-control', cacheControl)
    c.res.headers.set('etag', etag)
  })
