import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { API_KEY_HEADER, STOREFRONT_ORIGIN_HEADER } from '../../domain/wire-headers'
import { accessCodeMatches } from '../security/access-code'

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

/** What a browser naming a store other than its own is told (403). */
export const OTHER_STORE = 'This request is for another store.'

/**
 * The store a call acts for, from the store its body or query names (`named`):
 * - a browser acts for the store of its Host and nothing else: naming another is null (403);
 * - a trusted server acts for the store it names, or for the Host's store when it names none.
 * The bare /api of the contract tests has no Host store: a name there is taken as it comes.
 */
export function storeForCall(c: Context<AppEnv>, named: string | null | undefined): string | null {
  const own = c.get('store')?.slug
  if (!named || named === own) return own ?? named ?? null
  return own === undefined || isTrustedCaller(c) ? named : null
}

/**
 * The store a call about an existing checkout or payment is limited to. A browser's is its
 * Host's store; a trusted server's is the one it names, else none (`undefined`: any store,
 * as the spec's payment calls carry no store). Null: a browser named another store.
 */
export function checkoutScope(c: Context<AppEnv>, named: string | null | undefined): { storeSlug?: string } | null {
  if (!named && (c.get('store') === undefined || isTrustedCaller(c))) return {}
  const storeSlug = storeForCall(c, named)
  return storeSlug ? { storeSlug } : null
}

/** The store named in the `storeSlug` query (after-sales posts, order reads), as storeForCall decides. */
export function namedStoreSlug(c: Context<AppEnv>): string | null {
  return storeForCall(c, c.req.query('storeSlug'))
}

export const otherStore = (c: Context<AppEnv>) => c.json({ error: OTHER_STORE }, 403)

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
