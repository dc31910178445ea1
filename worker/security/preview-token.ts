import { openToken, sealToken, type TokenKind } from './sealed-token'

/**
 * Store-owner preview tokens (spec section 6): `{ store, exp }` sealed with AES-GCM under a
 * key derived from the store's secret preview key, so a token cannot be read, forged or
 * moved to another store. Runs on Web Crypto only, so the worker and the preview-link CLI
 * share it.
 */

export interface PreviewPayload {
  /** The store slug the token opens. */
  store: string
  /** Expiry, seconds since the epoch. */
  exp: number
}

export type PreviewCheck =
  | { ok: true; payload: PreviewPayload }
  | { ok: false; reason: 'malformed' | 'invalid' | 'wrong-store' | 'expired' }

const PREVIEW_TOKEN: TokenKind = { version: 'v1', context: 'storefront-preview-token:v1:' }

/** One week: a link shared with a collaborator keeps working through a review cycle. */
export const DEFAULT_PREVIEW_TTL_SECONDS = 7 * 24 * 60 * 60

/** A token for `payload`, sealed with the store's preview key. */
export function createPreviewToken(payload: PreviewPayload, previewKey: string): Promise<string> {
  return sealToken(PREVIEW_TOKEN, { store: payload.store, exp: payload.exp }, previewKey)
}

function isPayload(value: unknown): value is PreviewPayload {
  if (typeof value !== 'object' || value === null) return false
  const { store, exp } = value as Record<string, unknown>
  return typeof store === 'string' && typeof exp === 'number' && Number.isFinite(exp)
}

/**
 * Opens a token for `storeSlug` at `nowSeconds`. Only a token sealed with this store's key,
 * naming this store and not yet expired, passes.
 */
export async function readPreviewToken(
  token: string,
  options: { previewKey: string; storeSlug: string; nowSeconds: number },
): Promise<PreviewCheck> {
  const opened = await openToken(PREVIEW_TOKEN, token, options.previewKey)
  if (!opened.ok) return opened
  const { payload } = opened
  if (!isPayload(payload)) return { ok: false, reason: 'invalid' }
  if (payload.store !== options.storeSlug) return { ok: false, reason: 'wrong-store' }
  if (payload.exp <= options.nowSeconds) return { ok: false, reason: 'expired' }
  return { ok: true, payload }
}
