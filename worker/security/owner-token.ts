import { openToken, sealToken, type TokenKind } from './sealed-token'

/**
 * The checkouts a browser started, as the worker recorded them when it made each one: a
 * checkout's id travels in URLs and proves nothing, so ownership is this token, sealed
 * (the browser can neither read nor forge it), naming the store and holding its latest
 * checkouts with the cart each was made from. Versioned: a new OWNER_TOKEN version forgets
 * every record.
 */

const OWNER_TOKEN: TokenKind = { version: 'v1', context: 'storefront-checkout-owner:v1:' }

/** The latest checkouts kept: a shopper rarely starts more before buying. */
export const OWNED_CHECKOUTS_KEPT = 8
/** Eight checkouts with their carts, ids of up to 64 characters, sealed and in base64: under 2.4 KB. */
const MAX_TOKEN_LENGTH = 2400

/** A checkout's id and the cart it was made from (null when the backend named none). */
export type OwnedCheckout = [checkoutId: string, cartId: string | null]

export interface OwnedCheckouts {
  /** The store id the checkouts belong to. */
  store: number
  /** Newest first. */
  checkouts: OwnedCheckout[]
}

function isOwned(value: unknown): value is OwnedCheckouts {
  if (typeof value !== 'object' || value === null) return false
  const { store, checkouts } = value as Record<string, unknown>
  return (
    typeof store === 'number' &&
    Array.isArray(checkouts) &&
    checkouts.every((entry) => Array.isArray(entry) && typeof entry[0] === 'string' && (entry[1] === null || typeof entry[1] === 'string'))
  )
}

/** The record with `checkout` added first (once), the oldest dropped past OWNED_CHECKOUTS_KEPT. */
export function withCheckout(owned: OwnedCheckouts, checkout: OwnedCheckout): OwnedCheckouts {
  const others = owned.checkouts.filter(([id]) => id !== checkout[0])
  return { store: owned.store, checkouts: [checkout, ...others].slice(0, OWNED_CHECKOUTS_KEPT) }
}

export function sealOwnedCheckouts(owned: OwnedCheckouts, secret: string): Promise<string> {
  return sealToken(OWNER_TOKEN, owned, secret)
}

/** The checkouts a cookie records for `storeId`; none for a forged, damaged or another store's token. */
export async function openOwnedCheckouts(
  token: string,
  { secret, storeId }: { secret: string; storeId: number },
): Promise<OwnedCheckout[]> {
  const opened = await openToken(OWNER_TOKEN, token, secret, MAX_TOKEN_LENGTH)
  if (!opened.ok || !isOwned(opened.payload) || opened.payload.store !== storeId) return []
  return opened.payload.checkouts
}
