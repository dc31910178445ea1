import { describe, expect, it } from 'vitest'
import { freshNonce } from './nonce'

describe('freshNonce', () => {
  it('gives every answer a nonce of its own: 128 random bits in base64, never repeated', () => {
    // More than one pool's worth, so a refill is crossed.
    const nonces = Array.from({ length: 1000 }, () => freshNonce())
    expect(new Set(nonces).size).toBe(nonces.length)
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(atob(nonce)).toHaveLength(16)
    }
  })
})
