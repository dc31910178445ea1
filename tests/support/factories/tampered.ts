/**
 * A sealed token with one character changed, as a browser editing its cookie would: one in
 * the middle, where every base64url character carries six bits of the ciphertext (the last
 * may carry only padding bits, which decode the same), and always to a different character.
 */
export function tampered(token: string): string {
  const at = Math.floor(token.length / 2)
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`
}
