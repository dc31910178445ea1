import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { defaultTheme } from '../../domain/schemas/theme'
import type { AppEnv } from '../env'
import { accessCookieName } from '../lib/access-code'
import { withSafeUrls } from '../lib/theme-urls'

/**
 * The store's theme by site key (the store slug) with its access code. The theme service
 * answering 404 means the built-in default theme; 401 sends the browser to /login.
 */
export const theme = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { store, commerce, preview } = c.var
    const accessCode = store.gated ? getCookie(c, accessCookieName(store.id)) : undefined
    const answer = await commerce.theme(store.slug, { accessCode, preview })
    if (answer.kind === 'unauthorized') {
      if (c.req.path !== '/login') return c.redirect('/login', 302)
      c.set('theme', defaultTheme(store.name))
    } else {
      // Theme URLs are merchant content: only those that pass the URL check reach a page.
      c.set('theme', answer.kind === 'theme' ? withSafeUrls(answer.theme) : defaultTheme(store.name))
    }
    await next()
  })
