/**
 * The `?id=` of /checkout/{checkoutId} (spec section 2): a checkout id, AES-GCM encrypted
 * and base64url encoded as iv (12 bytes) + ciphertext, decrypted in the browser.
 *
 * The key is derived from the store slug (SHA-256 of `storefront-checkout-link:{slug}`),
 * so any page of the store can open a link made for it. It is not a secret: the value
 * keeps checkout ids out of plain sight in shared links and binds a link to its store;
 * the checkout API checks the store and holds no payment data a link could expose.
 */

const KEY_CONTEXT = 'storefront-checkout-link:'
const IV_BYTES = 12

async function linkKey(storeSlug: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${KEY_CONTEXT}${storeSlug}`))
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt'])
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

export async function encryptCheckoutId(checkoutId: string, storeSlug: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await linkKey(storeSlug), new TextEncoder().encode(checkoutId)),
  )
  const joined = new Uint8Array(IV_BYTES + sealed.length)
  joined.set(iv)
  joined.set(sealed, IV_BYTES)
  return toBase64Url(joined)
}

/** The checkout id in a link of this store, or null for anything else. */
export async function decryptCheckoutId(value: string, storeSlug: string): Promise<string | null> {
  const bytes = fromBase64Url(value.trim())
  if (!bytes || bytes.length <= IV_BYTES + 16) return null
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
      await linkKey(storeSlug),
      bytes.slice(IV_BYTES),
    )
    const id = new TextDecoder().decode(plain)
    return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null
  } catch {
    return null
  }
}
