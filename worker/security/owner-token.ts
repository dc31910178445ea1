import { BoundedMap } from '../../domain/bounded-map'
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

/**
 * Records this isolate has opened, by the exact cookie and the secret it was opened with.
 * AES-GCM opens one sealed string to one payload, so a browser's next page or API call
 * (the same cookie until it starts another checkout) needs no WebCrypto work. Only records
 * that opened are kept (a forged cookie cannot push out real ones), at most OPENED_RECORDS_KEPT,
 * the least recently used dropped; the store is checked on every use.
 */
export const OPENED_RECORDS_KEPT = 512
const opened = new BoundedMap<string, OwnedCheckouts>(OPENED_RECORDS_KEPT)

const openedKey = (token: string, secret: string) => `${token}\u0000${secret}`

async function openRecord(token: string, secret: string): Promise<OwnedCheckouts | null> {
  const key = openedKey(token, secret)
  const known = opened.get(key)
  if (known) {
    // Most recently used last: BoundedMap drops the first key.
    opened.delete(key)
    opened.set(key, known)
    return known
  }
  const sealed = await openToken(OWNER_TOKEN, token, secret, MAX_TOKEN_LENGTH)
  if (!sealed.ok || !isOwned(sealed.payload)) return null
  opened.set(key, sealed.payload)
  return sealed.payload
}

/** The checkouts a cookie records for `storeId`; none for a forged, damaged or another store's token. */
export async function openOwnedCheckouts(
  token: string,
  { secret, storeId }: { secret: string; storeId: number },
): Promise<OwnedCheckout[]> {
  const owned = await openRecord(token, secret)
  if (!owned || owned.store !== storeId) return []
  // A copy: the remembered record serves later requests as it was sealed.
  return owned.checkouts.map(([checkoutId, cartId]): OwnedCheckout => [checkoutId, cartId])
}
