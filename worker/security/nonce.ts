/**
 * CSP nonces: 128 random bits each, base64 as hono's NONCE writes them. Random bytes are
 * drawn from the system's generator a few kilobytes at a time rather than 16 per request:
 * asking for them is most of what a nonce costs, and a page answered from the edge cache
 * costs little else. The bytes are used once each, in order, and never leave the isolate
 * except as the nonce they make.
 */
const NONCE_BYTES = 16
const POOL_NONCES = 256

let pool = new Uint8Array(0)
let next = 0

export function freshNonce(): string {
  if (next + NONCE_BYTES > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(NONCE_BYTES * POOL_NONCES))
    next = 0
  }
  let binary = ''
  for (const end = next + NONCE_BYTES; next < end; next++) binary += String.fromCharCode(pool[next])
  return btoa(binary)
}
