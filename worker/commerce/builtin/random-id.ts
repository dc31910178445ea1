/**
 * Unguessable identifiers for checkouts, payments and sandbox objects: a readable prefix
 * and 120 random bits in lower-case base32 (24 symbols), like `ck_5xq2…`.
 */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'

export function randomId(prefix: string, randomBytes: (length: number) => Uint8Array = cryptoBytes): string {
  const bytes = randomBytes(24)
  let id = ''
  // 256 is a multiple of 32, so masking to 5 bits keeps every symbol equally likely.
  for (const byte of bytes.subarray(0, 24)) id += ALPHABET[byte & 31]
  return `${prefix}_${id}`
}

/** Whether a string has the shape randomId gives for this prefix (cheap input check). */
export function isRandomId(value: string, prefix: string): boolean {
  return new RegExp(`^${prefix}_[a-z2-7]{24}$`).test(value)
}

function cryptoBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length))
}
