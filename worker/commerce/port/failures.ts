import type { CheckoutFieldError } from '../../../domain/schemas/checkout'

/**
 * How the port says a call did not succeed. Anything a shopper can cause is an answer
 * (PortResult with a PortFailure, whose `kind` picks the HTTP status: 400, 404, 409, 422,
 * 429, 502); a backend that cannot be reached at all is BackendUnavailable, thrown.
 * Adapters translate their own errors into these: nothing outside commerce/ names an
 * adapter's error class.
 */

/** Why a call did not succeed. */
export type PortFailure =
  | { kind: 'invalid'; message: string; errors?: CheckoutFieldError[] }
  | { kind: 'not-found'; message: string }
  | { kind: 'unavailable'; message: string; items: UnavailableItem[] }
  | { kind: 'conflict'; message: string }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'upstream'; message: string }

/** A requested line that cannot be bought, named for the shopper. */
export interface UnavailableItem {
  sku: string
  /** 'Classic Tee (Black, XL)' when known, else the sku. */
  name: string
  reason: 'unknown' | 'unavailable' | 'out-of-stock'
  /** Units left when the reason is out-of-stock. */
  available?: number
}

export type PortResult<T> = { ok: true; value: T } | { ok: false; failure: PortFailure }

/**
 * The commerce backend could not be reached: a call and its retries all failed (spec
 * section 8). The message is the spec's '{name} Request retry exceeded limit'.
 */
export class BackendUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'BackendUnavailable'
  }
}
