import { deleteCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { Theme } from '../../domain/schemas/theme'
import type { StoreRecord, ThemeAnswer } from '../commerce/port/catalog'
import type { AppEnv, Config } from '../env'
import { ACCESS_CODE_REQUIRED, accessCookieName, isOpenPath } from '../security/access-code'
import { cookieSecurity } from '../lib/cookies'
import { withSafeUrls } from '../render/theme/theme-urls'
import { storeImageOrigins } from '../security/csp'
import { limiterFor, TOO_MANY_ATTEMPTS } from './access-gate'

/**
 * The checked copy of each theme answer. The isolate memo hands every page the same answer
 * object for a few seconds, so the URL check runs once per answer, and the page cache,
 * which digests the theme into its key, digests the same object once.
 */
const checkedThemes = new WeakMap<Theme, { origins: string; theme: Theme }>()

function checkedTheme(theme: Theme, imageOrigins: readonly string[]): Theme {
  const origins = imageOrigins.join(' ')
  const known = checkedThemes.get(theme)
  if (known?.origins === origins) return known.theme
  const checked = withSafeUrls(theme, imageOrigins)
  checkedThemes.set(theme, { origins, theme: checked })
  return checked
}

/** The built-in theme of each store record (the memo's object), made once rather than on every page. */
const defaultThemes = new WeakMap<StoreRecord, Theme>()

async function storeDefaultTheme(store: StoreRecord): Promise<Theme> {
  const known = defaultThemes.get(store)
  if (known) return known
  const made = await defaultTheme(store.name)
  defaultThemes.set(store, made)
  return made
}

/**
 * The theme a page of this store is rendered with, from a theme answer that let the visitor
 * in: the service's theme, URL-checked (theme URLs are merchant content: only those that pass
 * reach a page, and its images only from the store's own image origins), or the built-in one.
 */
export async function pageTheme(
  answer: Exclude<ThemeAnswer, { kind: 'unauthorized' }>,
  store: StoreRecord,
  config: Config,
): Promise<Theme> {
  return answer.kind === 'theme' ? checkedTheme(answer.theme, storeImageOrigins(config)) : storeDefaultTheme(store)
}

/**
 * The built-in theme, from the theme schema's defaults. The schema is imported when first
 * wanted, not when the isolate starts: building it is a share of start-up CPU, and a store
 * with a theme of its own reaches it only through the commerce backend, itself loaded on
 * first use (docs/decisions/071-worker-startup-cpu.md).
 */
async function defaultTheme(storeName: string): Promise<Theme> {
  const schema = await import('../../domain/schemas/theme')
  return schema.defaultTheme(storeName)
}

/**
 * The store's theme by site key (the store slug) with its access code. The theme service
 * answering 404 means the built-in default theme. A 401 (with a provider backend, this is
 * where a gated store's code is checked) sends the browser to /login and answers an API
 * call with 401; the gate's own open paths render with the default theme.
 */
export const theme = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { store, commerce, preview } = c.var
    const accessCode = store.gated || store.themeChecksAccessCode ? c.var.accessCode : undefined
    const answer = await commerce.theme(store.siteKey, { accessCode, preview })
    if (answer.kind === 'unauthorized') {
      const path = c.req.path
      c.set('accessGranted', false)
      if (path.startsWith('/api/') && !isOpenPath(path)) return c.json({ error: ACCESS_CODE_REQUIRED }, 401)
      if (accessCode && store.themeChecksAccessCode && !isOpenPath(path)) {
        // The theme service refused the code the shopper gave: a wrong guess, counted as the gate counts its own.
        const { limiter, subject } = limiterFor(c)
        const after = await limiter.recordFailure(subject)
        deleteCookie(c, accessCookieName(store.id), {
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
          secure: cookieSecurity(c.req.url, c.var.config.ENVIRONMENT).secure,
        })
        return c.redirect(after.limited ? `/login?error=${TOO_MANY_ATTEMPTS}` : '/login?error=1', 302)
      }
      if (!isOpenPath(path)) return c.redirect('/login', 302)
      c.set('theme', await storeDefaultTheme(store))
    } else {
      c.set('theme', await pageTheme(answer, store, c.var.config))
    }
    await next()
  })
