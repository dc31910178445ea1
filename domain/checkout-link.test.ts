import { describe, expect, it } from 'vitest'
import { decryptCheckoutId, encryptCheckoutId } from './checkout-link'

describe('checkout links', () => {
  it('opens a link made for the same store', async () => {
    const value = await encryptCheckoutId('chk_3f9a', 'moonlit')
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(value).not.toContain('chk_3f9a')
    expect(await decryptCheckoutId(value, 'moonlit')).toBe('chk_3f9a')
  })

  it('refuses a link of another store, a tampered one and plain text', async () => {
    const value = await encryptCheckoutId('chk_3f9a', 'moonlit')
    expect(await decryptCheckoutId(value, 'sunbeam')).toBeNull()
    const at = 20
    const flipped = `${value.slice(0, at)}${value[at] === 'A' ? 'B' : 'A'}${value.slice(at + 1)}`
    expect(await decryptCheckoutId(flipped, 'moonlit')).toBeNull()
    expect(await decryptCheckoutId('chk_3f9a', 'moonlit')).toBeNull()
    expect(await decryptCheckoutId('%%%', 'moonlit')).toBeNull()
  })
})
