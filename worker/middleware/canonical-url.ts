import { createMiddleware } from 'hono/factory'
import type { RouteObject } from 'react-router'
import { localeOfPath, localizedPath } from '../../domain/locale-path'
import { canonicalPath } from '../../domain/page-path'
import type { AppEnv } from '../env'
import { localPath } from '../lib/local-path'

/** A route of the table with its whole path (`support/:postSlug`), outer paths joined in. */
export interface TableRoute {
  id: string
  pattern: string
}

/** Every route of a route table that has a path of its own, with its whole path; index routes and layouts have none. */
export function tableRoutes(routes: readonly RouteObject[], parent = ''): TableRoute[] {
  return routes.flatMap((route) => {
    const pattern = [parent, route.path ?? ''].filter(Boolean).join('/')
    const own = route.path && route.id ? [{ id: route.id, pattern }] : []
    return [...own, ...tableRoutes(route.children ?? [], pattern)]
  })
}

export interface CanonicalUrlOptions {
  /** Route paths whose fixed segments are spelled one way (domain/page-path.ts). */
  patterns: readonly string[]
  /** Whether a path may reach the page renderer: the API, webhooks and assets are left as they come. */
  mayBePage: (path: string) => boolean
}

/** A page path's one spelling, its locale prefix too: lower case, and none of its own slash (`/DE/Cart/` → `/de/cart`, `/de/` → `/de`). */
function spelledPath(path: string, patterns: readonly string[]): string {
  const localized = localeOfPath(path)
  return localized ? localizedPath(localized.locale, canonicalPath(localized.rest, patterns)) : canonicalPath(path, patterns)
}

/**
 * Sends another spelling of a page's path (`/Checkout/{id}`, `/thankyou/`, `//cart`) to its
 * one spelling, query kept, before anything reads the path: the payment CSP, the pixels,
 * the cart-id redirect and the page cache then meet only the paths they name
 * (docs/decisions/103-one-spelling-per-page.md). Permanent: 301 for reads, 308 for the rest.
 */
export const canonicalUrl = ({ patterns, mayBePage }: CanonicalUrlOptions) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url)
    const canonical = spelledPath(url.pathname, patterns)
    if (canonical === url.pathname || !mayBePage(url.pathname) || !mayBePage(canonical)) return next()
    const read = c.req.method === 'GET' || c.req.method === 'HEAD'
    return c.redirect(localPath(new URL(`${canonical}${url.search}`, url)), read ? 301 : 308)
  })
