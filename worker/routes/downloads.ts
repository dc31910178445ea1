import { Hono } from 'hono'
import { isProviderCheckout } from '../commerce/create-commerce'
import { countDownload, DOWNLOAD_TOKEN_PREFIX, findDownloadGrant } from '../commerce/builtin/db/download-grants'
import type { AppEnv } from '../env'
import { downloadFilename, downloadSvg, isDownloadAvailable } from '../media/download-file'
import { isRandomId } from '../lib/random-id'

const NOT_AVAILABLE = 'This download link is not valid or has expired. Contact the store with your order number for a new one.'

/**
 * GET /downloads/{token}: a digital item of a paid order, as a file to save. The token is
 * the only key, so the answer is private and never stored by caches; a token of another
 * store, an expired one or one that never existed all get the same 404.
 */
export const downloads = new Hono<AppEnv>().get('/:token', async (c) => {
  const token = c.req.param('token')
  // A provider backend's orders carry their own download links: this store keeps no grants then.
  const ownGrants = !isProviderCheckout(c.var.config)
  const grant = ownGrants && isRandomId(token, DOWNLOAD_TOKEN_PREFIX) ? await findDownloadGrant(c.env.DB, token) : null
  if (!grant || !isDownloadAvailable(grant, c.var.store.slug, new Date())) {
    return c.text(NOT_AVAILABLE, 404, { 'cache-control': 'private, no-store' })
  }
  await countDownload(c.env.DB, token)
  return c.body(downloadSvg(grant), 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'content-disposition': `attachment; filename="${downloadFilename(grant.listingSlug, grant.color)}"`,
    'cache-control': 'private, no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  })
})
