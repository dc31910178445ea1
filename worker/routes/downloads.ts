import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { downloadFilename, downloadSvg } from '../media/download-file'

const NOT_AVAILABLE = 'This download link is not valid or has expired. Contact the store with your order number for a new one.'

/**
 * GET /downloads/{token}: a digital item of a paid order, as a file to save. The token is
 * the only key, so the answer is private and never stored by caches; a token of another
 * store, an expired one or one that never existed all get the same 404.
 */
export const downloads = new Hono<AppEnv>().get('/:token', async (c) => {
  const download = await c.var.commerce.claimDownload({ token: c.req.param('token'), storeSlug: c.var.store.slug })
  if (!download) return c.text(NOT_AVAILABLE, 404, { 'cache-control': 'private, no-store' })
  return c.body(downloadSvg(download), 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'content-disposition': `attachment; filename="${downloadFilename(download.listingSlug, download.color)}"`,
    'cache-control': 'private, no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  })
})
