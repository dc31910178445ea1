import { openToken, sealToken, type TokenKind } from './sealed-token'

/**
 * The gate's session (spec section 6): after a shopper gives a gated store's access code,
 * their cookie holds this token, never the code itself. It is sealed (the code inside is
 * needed again for a provider's theme service, which checks it), names the store, expires,
 * and is versioned: a new ACCESS_TOKEN version revokes every session, and a store whose
 * code changed no longer accepts a session made with the old one.
 */

const ACCESS_TOKEN: TokenKind = { version: 'v1', context: 'storefront-access-token:v1:' }

/** Thirty days: a shopper let in keeps their way in for a month, or until the code changes. */
export const ACCESS_SESSION_SECONDS = 30 * 24 * 60 * 60

export interface AccessSession {
  /** The store id the session opens. */
  store: number
  /** The code the shopper gave. */
  code: string
  /** Expiry, seconds since the epoch. */
  exp: number
}

export function createAccessToken(session: AccessSession, secret: string): Promise<string> {
  return sealToken(ACCESS_TOKEN, session, secret)
}

function isSession(value: unknown): value is AccessSession {
  if (typeof value !== 'object' || value === null) return false
  const { store, code, exp } = value as Record<string, unknown>
  return typeof store === 'number' && typeof code === 'string' && typeof exp === 'number'
}

/** The session a cookie holds for `storeId` at `nowSeconds`, or null (forged, another store's, expired). */
export async function readAccessToken(
  token: string,
  { secret, storeId, nowSeconds }: { secret: string; storeId: number; nowSeconds: number },
): Promise<AccessSession | null> {
  const opened = await openToken(ACCESS_TOKEN, token, secret)
  if (!opened.ok || !isSession(opened.payload)) return null
  const session = opened.payload
  return session.store === storeId && session.exp > nowSeconds ? session : null
}
