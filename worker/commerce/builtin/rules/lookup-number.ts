/**
 * Order lookup numbers: shown to shoppers, typed back into the track form, and the only
 * key to an order's details, so they must be unguessable. 60 random bits in Crockford
 * base32 (no I, L, O or U to misread), grouped for reading: ORD-7KQ2-M9XD-4HTP.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const PREFIX = 'ORD'
const GROUPS = 3
const GROUP_LENGTH = 4
const LENGTH = GROUPS * GROUP_LENGTH

export function generateLookupNumber(randomBytes: (length: number) => Uint8Array = cryptoBytes): string {
  const bytes = randomBytes(LENGTH)
  let symbols = ''
  // 256 is a multiple of 32, so masking to 5 bits keeps every symbol equally likely.
  for (const byte of bytes.subarray(0, LENGTH)) symbols += ALPHABET[byte & 31]
  const groups: string[] = []
  for (let i = 0; i < LENGTH; i += GROUP_LENGTH) groups.push(symbols.slice(i, i + GROUP_LENGTH))
  return [PREFIX, ...groups].join('-')
}

/**
 * The canonical form of what a shopper typed: any case, spaces or hyphens, the prefix
 * optional, and the look-alikes O→0, I/L→1. Null when it cannot be a lookup number.
 */
export function normalizeLookupNumber(input: string): string | null {
  let compact = input.toUpperCase().replace(/[\s-]/g, '')
  if (compact.startsWith(PREFIX)) compact = compact.slice(PREFIX.length)
  compact = compact.replace(/O/g, '0').replace(/[IL]/g, '1')
  if (compact.length !== LENGTH) return null
  for (const symbol of compact) if (!ALPHABET.includes(symbol)) return null
  const groups: string[] = []
  for (let i = 0; i < LENGTH; i += GROUP_LENGTH) groups.push(compact.slice(i, i + GROUP_LENGTH))
  return [PREFIX, ...groups].join('-')
}

function cryptoBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length))
}
