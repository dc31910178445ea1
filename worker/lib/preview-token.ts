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

const VERSION = 'v1'
const IV_BYTES = 12
const KEY_CONTEXT = 'storefront-preview-token:v1:'
/** Longest token accepted before any crypto runs; real ones are about 90 characters. */
const MAX_TOKEN_LENGTH = 512

/** One week: a link shared with a collaborator keeps working through a review cycle. */
export const DEFAULT_PREVIEW_TTL_SECONDS = 7 * 24 * 60 * 60

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)
  try {
    return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0))
  } catch {
    return null
  }
}

// The store's key is a random string of any length; hashing it with a fixed context gives
// an AES-256 key that is used for nothing but preview tokens.
async function aesKey(previewKey: string): Promise<CryptoKey> {
  const material = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(KEY_CONTEXT + previewKey))
  return crypto.subtle.importKey('raw', material, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt'])
}

/** A token for `payload`, sealed with the store's preview key. */
export async function createPreviewToken(payload: PreviewPayload, previewKey: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const plain = new TextEncoder().encode(JSON.stringify({ store: payload.store, exp: payload.exp }))
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(previewKey), plain))
  const bytes = new Uint8Array(IV_BYTES + sealed.length)
  bytes.set(iv)
  bytes.set(sealed, IV_BYTES)
  return `${VERSION}.${toBase64Url(bytes)}`
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
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' }
  const [version, body, ...rest] = token.split('.')
  if (version !== VERSION || !body || rest.length > 0) return { ok: false, reason: 'malformed' }
  const bytes = fromBase64Url(body)
  if (!bytes || bytes.length <= IV_BYTES) return { ok: false, reason: 'malformed' }

  let payload: unknown
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
      await aesKey(options.previewKey),
      bytes.slice(IV_BYTES),
    )
    payload = JSON.parse(new TextDecoder().decode(plain))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (!isPayload(payload)) return { ok: false, reason: 'invalid' }
  if (payload.store !== options.storeSlug) return { ok: false, reason: 'wrong-store' }
  if (payload.exp <= options.nowSeconds) return { ok: false, reason: 'expired' }
  return { ok: true, payload }
}
