/**
 * A UUID made from a string key: the same key always gives the same UUID, different keys
 * different ones. For providers whose request ids must be UUIDs (Afterpay's requestId)
 * while ours are readable keys like `ck_…:v3:afterpay:4200USD:pay:capture`: a retry of a
 * call derives the same id, so the provider recognises the repeat. The first 128 bits of
 * SHA-256 with the version and variant bits of RFC 9562's custom UUIDs (version 8).
 */
export async function uuidFromKey(key: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key)))
  const bytes = digest.slice(0, 16)
  bytes[6] = (bytes[6] & 0x0f) | 0x80
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
