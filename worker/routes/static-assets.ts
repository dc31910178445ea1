import { Hono } from 'hono'
import { storeIconUrl } from '../../domain/images'
import type { AppEnv } from '../env'
import { lazyRoutes } from '../lib/lazy-routes'

/**
 * Static answers: the product mockups drawn from their URL, and the built client files.
 * Workers Assets serves every file of the build before the worker runs, so a request for
 * /assets/* that reaches the worker names a file the build does not have (an old chunk
 * after a deploy, say): a plain 404 that is not cached, never the HTML page-not-found.
 */
export const staticAssets = new Hono<AppEnv>()
  .all(
    '/mockups/*',
    lazyRoutes('/mockups', async () => (await import('./mockups')).mockups),
  )
  .all(
    '/images/*',
    lazyRoutes('/images', async () => (await import('./images')).images),
  )
  .get('/assets/*', (c) => c.text('Not found', 404, { 'cache-control': 'no-store' }))
  .get('/favicon.ico', (c) => {
    const { theme, store } = c.var
    const icon = theme.content.favicon ?? storeIconUrl(theme.meta.storeName || store.name, theme.styles.primaryColor)
    return c.redirect(icon, 302)
  })
