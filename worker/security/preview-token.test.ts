import { describe, expect, it } from 'vitest'
import { tampered } from '../../tests/support/factories/tampered'
import { createPreviewToken, readPreviewToken } from './preview-token'

const KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f0'
const NOW = 1_800_000_000

const open = (token: string, overrides: Partial<{ previewKey: string; storeSlug: string; nowSeconds: number }> = {}) =>
  readPreviewToken(token, { previewKey: KEY, storeSlug: 'moonlit', nowSeconds: NOW, ...overrides })

describe('preview tokens', () => {
  it('opens a token made with the store key before it expires', async () => {
    const token = await createPreviewToken({ store: 'moonlit', exp: NOW + 60 }, KEY)
    expect(await open(token)).toEqual({ ok: true, payload: { store: 'moonlit', exp: NOW + 60 } })
  })

  it('is URL-safe, so it travels in a hash without escaping', async () => {
    const token = await createPreviewToken({ store: 'moonlit', exp: NOW + 60 }, KEY)
    expect(token).toMatch(/^v1\.[A-Za-z0-9_-]+$/)
    expect(encodeURIComponent(token)).toBe(token)
  })

  it('hides the payload: the store name is not readable in the token', async () => {
    const token = await createPreviewToken({ store: 'moonlit', exp: NOW + 60 }, KEY)
    expect(atob(token.slice(3).replace(/-/g, '+').replace(/_/g, '/'))).not.toContain('moonlit')
  })

  it('makes a different token each time for the same payload', async () => {
    const payload = { store: 'moonlit', exp: NOW + 60 }
    expect(await createPreviewToken(payload, KEY)).not.toBe(await createPreviewToken(payload, KEY))
  })

  it('refuses an expired token, including at the exact second it expires', async () => {
    const token = await createPreviewToken({ store: 'moonlit', exp: NOW }, KEY)
    expect(await open(token)).toEqual({ ok: false, reason: 'expired' })
    expect(await open(token, { nowSeconds: NOW - 1 })).toMatchObject({ ok: true })
  })

  it("refuses a token sealed with another store's key", async () => {
    const token = await createPreviewToken({ store: 'moonlit', exp: NOW + 60 }, 'a-different-secret-key-0000')
    expect(await open(token)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses a token naming another store, even under the right key', async () => {
    const token = await createPreviewToken({ store: 'sunbeam', exp: NOW + 60 }, KEY)
    expect(await open(token)).toEqual({ ok: false, reason: 'wrong-store' })
  })

  it('refuses a token with a changed byte', async () => {
    const token = await createPreviewToken({ store: 'moonlit', exp: NOW + 60 }, KEY)
    expect(await open(tampered(token))).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses malformed input without throwing', async () => {
    for (const token of ['', 'v1.', 'v2.abcdefghijklmnopqrstuvwxyz', 'v1.not base64!', 'v1.abc.def', `v1.${'A'.repeat(600)}`, 'v1.AAAA']) {
      expect(await open(token)).toEqual({ ok: false, reason: 'malformed' })
    }
  })
})
