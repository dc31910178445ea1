/**
 * Stripe's webhook signature scheme, checked with WebCrypto: the header is
 * `t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}"}` (several v1 while a secret
 * is being rolled), keyed with the endpoint's signing secret as it is given (whsec_…).
 * A delivery signed more than `toleranceSeconds` away from now is refused as stale, so a
 * captured delivery cannot be replayed later. The sandbox provider signs its webhooks the
 * same way.
 */

export const SIGNATURE_TOLERANCE_SECONDS = 300

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' }

const encoder = new TextEncoder()

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage])
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

/** The header value for a payload signed now (the sandbox provider's sending side). */
export async function signatureHeader(secret: string, payload: string, timestampSeconds: number): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(`${timestampSeconds}.${payload}`))
  const hex = [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `t=${timestampSeconds},v1=${hex}`
}

/**
 * Checks a signature header against the raw body. The comparison is WebCrypto's own
 * HMAC verify, which does not leak how much of a forged signature matched.
 */
export async function verifySignature(
  header: string | null | undefined,
  payload: string,
  secret: string,
  { nowSeconds, toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS }: { nowSeconds: number; toleranceSeconds?: number },
): Promise<SignatureCheck> {
  if (!header) return { ok: false, reason: 'missing' }
  let timestamp: number | null = null
  const signatures: Uint8Array<ArrayBuffer>[] = []
  for (const part of header.split(',')) {
    const at = part.indexOf('=')
    if (at < 1) continue
    const key = part.slice(0, at).trim()
    const value = part.slice(at + 1).trim()
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    if (key === 'v1') {
      const bytes = hexBytes(value)
      if (bytes?.length === 32) signatures.push(bytes)
    }
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, reason: 'malformed' }
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return { ok: false, reason: 'stale' }
  const key = await hmacKey(secret, 'verify')
  const signed = encoder.encode(`${timestamp}.${payload}`)
  for (const signature of signatures) {
    if (await crypto.subtle.verify('HMAC', key, signature, signed)) return { ok: true, timestamp }
  }
  return { ok: false, reason: 'mismatch' }
}
