import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { resolveTenant } from '../../domain/resolve-tenant'

/**
 * Host → store. An unknown store sends a page request to the external 404 page
 * (STORE_NOT_FOUND_URL) and answers API calls with a 404.
 */
export const tenant = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const hint = resolveTenant(c.req.header('host') ?? new URL(c.req.url).host)
    const { commerce, config } = c.var
    const slug =
      hint.kind === 'default' ? config.DEFAULT_STORE : hint.kind === 'slug' ? hint.slug : await commerce.storeSlugForHost(hint.host)
    const store = slug ? await commerce.store(slug) : null
    if (!store) {
      if (c.req.path.startsWith('/api/')) return c.json({ error: 'Store not found' }, 404)
      return c.redirect(config.STORE_NOT_FOUND_URL, 302)
    }
    c.set('store', store)
    await next()
  })
