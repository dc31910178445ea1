import { describe, expect, it, vi } from 'vitest'
import { openToken, sealToken, type TokenKind } from './sealed-token'

const GATE: TokenKind = { version: 'v1', context: 'sealed-token-test-gate:v1:' }
const PREVIEW: TokenKind = { version: 'v1', context: 'sealed-token-test-preview:v1:' }

describe('sealed tokens', () => {
  it('derives the key of a kind and secret once, however many tokens it seals and opens', async () => {
    const digest = vi.spyOn(crypto.subtle, 'digest')
    const importKey = vi.spyOn(crypto.subtle, 'importKey')
    try {
      const first = await sealToken(GATE, { n: 1 }, 'secret-derived-once')
      const second = await sealToken(GATE, { n: 2 }, 'secret-derived-once')
      expect(await openToken(GATE, first, 'secret-derived-once')).toEqual({ ok: true, payload: { n: 1 } })
      expect(await openToken(GATE, second, 'secret-derived-once')).toEqual({ ok: true, payload: { n: 2 } })
      expect(digest).toHaveBeenCalledTimes(1)
      expect(importKey).toHaveBeenCalledTimes(1)
    } finally {
      digest.mockRestore()
      importKey.mockRestore()
    }
  })

  it('never opens a token with a key kept for another kind or secret', async () => {
    const token = await sealToken(GATE, { store: 7 }, 'secret-one')
    await sealToken(PREVIEW, { store: 7 }, 'secret-one')
    await sealToken(GATE, { store: 7 }, 'secret-two')
    expect(await openToken(PREVIEW, token, 'secret-one')).toEqual({ ok: false, reason: 'invalid' })
    expect(await openToken(GATE, token, 'secret-two')).toEqual({ ok: false, reason: 'invalid' })
    expect(await openToken(GATE, token, 'secret-one')).toEqual({ ok: true, payload: { store: 7 } })
  })
})
