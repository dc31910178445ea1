import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { API_KEY_HEADER, STOREFRONT_ORIGIN_HEADER } from '../commerce/provider/wire'
import { accessCodeMatches } from '../lib/access-code'

/**
 * A storefront worker in provider mode calls this worker's /api as its backend. Such a
 * server caller proves itself with BACKEND_API_KEY (sent as x-api-key) and may then say
 * which store and which storefront origin a call is for; a browser cannot, so for a
 * browser the store is the one its Host names and the origin is this worker's own.
 */

export function isTrustedCaller(c: Context<AppEnv>): boolean {
  const expected = c.var.config.BACKEND_API_KEY
  const given = c.req.header(API_KEY_HEADER)
  return Boolean(expected && given && accessCodeMatches(given, expected))
}

/**
 * The store a call is for: the tenant store, or the `storeSlug` query a trusted server
 * caller names (after-sales posts, order reads). A browser naming another store gets null
 * (refused), so a page on store A cannot write into store B.
 */
export function namedStoreSlug(c: Context<AppEnv>): string | null {
  const named = c.req.query('storeSlug')
  if (!named || named === c.var.store.slug) return c.var.store.slug
  return isTrustedCaller(c) ? named : null
}

/**
 * The origin payment return links and return URLs belong to: the storefront's a trusted
 * caller names, else this worker's own.
 */
export function callerOrigin(c: Context<AppEnv>): string {
  const own = new URL(c.req.url).origin
  const named = c.req.header(STOREFRONT_ORIGIN_HEADER)
  if (!named || !isTrustedCaller(c)) return own
  try {
    const url = new URL(named)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : own
  } catch {
    return own
  }
}
