import { BoundedMap } from '../../domain/bounded-map'

/**
 * Small JSON payloads sealed with AES-GCM under a key derived from a secret and a context:
 * the holder can neither read nor change them, and a token made for one context (a preview
 * link, a gate session) never opens in another. Web Crypto only, so the worker and the CLIs
 * share it. The context carries a version: bumping it revokes every token made before.
 */

const IV_BYTES = 12
/** Longest token accepted before any crypto runs, unless its kind allows more. */
const MAX_TOKEN_LENGTH = 512

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

/** Keys derived in this isolate, by context and secret (a few stores' secrets times three kinds). */
const KEYS_KEPT = 64
const keys = new BoundedMap<string, CryptoKey>(KEYS_KEPT)

// The secret is a random string of any length; hashing it with the context gives an
// AES-256 key used for nothing but this kind of token. The key is kept (not extractable):
// deriving it again for every cookie a request opens or seals is a SHA-256 and an import.
async function aesKey(context: string, secret: string): Promise<CryptoKey> {
  const id = `${context}\u0000${secret}`
  const known = keys.get(id)
  if (known) return known
  const material = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(context + secret))
  const key = await crypto.subtle.importKey('raw', material, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt'])
  keys.set(id, key)
  return key
}

export interface TokenKind {
  /** Written before the sealed bytes: `v1.…`. */
  version: string
  /** Names the kind of token in the key (e.g. 'storefront-preview-token:v1:'). */
  context: string
}

export async function sealToken(kind: TokenKind, payload: unknown, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const plain = new TextEncoder().encode(JSON.stringify(payload))
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(kind.context, secret), plain))
  const bytes = new Uint8Array(IV_BYTES + sealed.length)
  bytes.set(iv)
  bytes.set(sealed, IV_BYTES)
  return `${kind.version}.${toBase64Url(bytes)}`
}

export type OpenedToken = { ok: true; payload: unknown } | { ok: false; reason: 'malformed' | 'invalid' }

/** The payload of a token sealed for this kind with this secret. */
export async function openToken(kind: TokenKind, token: string, secret: string, maxLength = MAX_TOKEN_LENGTH): Promise<OpenedToken> {
  if (token.length > maxLength) return { ok: false, reason: 'malformed' }
  const [version, body, ...rest] = token.split('.')
  if (version !== kind.version || !body || rest.length > 0) return { ok: false, reason: 'malformed' }
  const bytes = fromBase64Url(body)
  if (!bytes || bytes.length <= IV_BYTES) return { ok: false, reason: 'malformed' }
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
      await aesKey(kind.context, secret),
      bytes.slice(IV_BYTES),
    )
    return { ok: true, payload: JSON.parse(new TextDecoder().decode(plain)) }
  } catch {
    return { ok: false, reason: 'invalid' }
  }
}
