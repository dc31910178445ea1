import { describe, expect, it, vi } from 'vitest'
import { tampered } from '../../tests/support/factories/tampered'
import { OPENED_RECORDS_KEPT, OWNED_CHECKOUTS_KEPT, openOwnedCheckouts, sealOwnedCheckouts, withCheckout } from './owner-token'

import { TOKEN_SECRET } from '../../tests/support/backend-key'

describe('the record of the checkouts a browser started', () => {
  it('opens for its store and secret only, and hides the ids it holds', async () => {
    const token = await sealOwnedCheckouts({ store: 7, checkouts: [['ck_mine', 'cart-mine']] }, TOKEN_SECRET)
    expect(token).not.toContain('ck_mine')
    expect(await openOwnedCheckouts(token, { secret: TOKEN_SECRET, storeId: 7 })).toEqual([['ck_mine', 'cart-mine']])
    expect(await openOwnedCheckouts(token, { secret: TOKEN_SECRET, storeId: 8 })).toEqual([])
    expect(await openOwnedCheckouts(token, { secret: `${TOKEN_SECRET}-other`, storeId: 7 })).toEqual([])
  })

  it('refuses a record the browser wrote or changed itself', async () => {
    const token = await sealOwnedCheckouts({ store: 7, checkouts: [['ck_mine', null]] }, TOKEN_SECRET)
    const flipped = tampered(token)
    for (const forged of [flipped, 'v1.ck_victim', JSON.stringify({ store: 7, checkouts: [['ck_victim', null]] }), 'ck_victim']) {
      expect(await openOwnedCheckouts(forged, { secret: TOKEN_SECRET, storeId: 7 }), forged).toEqual([])
    }
  })

  it('keeps the latest checkouts first, each once, and still opens when full of the longest ids', async () => {
    let owned = { store: 7, checkouts: [] as [string, string | null][] }
    for (let i = 0; i < 12; i++) owned = withCheckout(owned, [`${'c'.repeat(60)}${String(i).padStart(4, '0')}`, 'k'.repeat(64)])
    owned = withCheckout(owned, [owned.checkouts[3][0], 'k'.repeat(64)])
    expect(owned.checkouts).toHaveLength(OWNED_CHECKOUTS_KEPT)
    expect(owned.checkouts[0][0]).toMatch(/0008$/)
    expect(new Set(owned.checkouts.map(([id]) => id)).size).toBe(OWNED_CHECKOUTS_KEPT)
    const token = await sealOwnedCheckouts(owned, TOKEN_SECRET)
    expect(await openOwnedCheckouts(token, { secret: TOKEN_SECRET, storeId: 7 })).toEqual(owned.checkouts)
  })

  it('opens a cookie it has opened before without WebCrypto, and nothing but that exact cookie', async () => {
    const token = await sealOwnedCheckouts({ store: 7, checkouts: [['ck_again', 'cart-again']] }, TOKEN_SECRET)
    const flipped = tampered(token)
    const decrypt = vi.spyOn(crypto.subtle, 'decrypt')
    try {
      expect(await openOwnedCheckouts(token, { secret: TOKEN_SECRET, storeId: 7 })).toEqual([['ck_again', 'cart-again']])
      expect(decrypt).toHaveBeenCalledTimes(1)
      expect(await openOwnedCheckouts(token, { secret: TOKEN_SECRET, storeId: 7 })).toEqual([['ck_again', 'cart-again']])
      expect(decrypt).toHaveBeenCalledTimes(1)
      // The store is checked on every use, the secret and the altered cookie open afresh and fail.
      expect(await openOwnedCheckouts(token, { secret: TOKEN_SECRET, storeId: 8 })).toEqual([])
      expect(await openOwnedCheckouts(token, { secret: `${TOKEN_SECRET}-other`, storeId: 7 })).toEqual([])
      expect(await openOwnedCheckouts(flipped, { secret: TOKEN_SECRET, storeId: 7 })).toEqual([])
      expect(decrypt).toHaveBeenCalledTimes(3)
    } finally {
      decrypt.mockRestore()
    }
  })

  it('gives every request its own copy of a record it opened before', async () => {
    const token = await sealOwnedCheckouts({ store: 7, checkouts: [['ck_kept', null]] }, TOKEN_SECRET)
    const first = await openOwnedCheckouts(token, { secret: TOKEN_SECRET, storeId: 7 })
    first[0][0] = 'ck_changed'
    first.push(['ck_added', null])
    expect(await openOwnedCheckouts(token, { secret: TOKEN_SECRET, storeId: 7 })).toEqual([['ck_kept', null]])
  })

  it('keeps a bounded number of opened records, the least recently used dropped first', async () => {
    const open = (token: string) => openOwnedCheckouts(token, { secret: TOKEN_SECRET, storeId: 9 })
    const oldest = await sealOwnedCheckouts({ store: 9, checkouts: [['ck_oldest', null]] }, TOKEN_SECRET)
    const used = await sealOwnedCheckouts({ store: 9, checkouts: [['ck_used', null]] }, TOKEN_SECRET)
    await open(oldest)
    await open(used)
    for (let i = 0; i < OPENED_RECORDS_KEPT - 2; i++) {
      await open(await sealOwnedCheckouts({ store: 9, checkouts: [[`ck_${i}`, null]] }, TOKEN_SECRET))
      if (i === 0) await open(used)
    }
    await open(await sealOwnedCheckouts({ store: 9, checkouts: [['ck_one_more', null]] }, TOKEN_SECRET))
    const decrypt = vi.spyOn(crypto.subtle, 'decrypt')
    try {
      expect(await open(used)).toEqual([['ck_used', null]])
      expect(decrypt).not.toHaveBeenCalled()
      expect(await open(oldest)).toEqual([['ck_oldest', null]])
      expect(decrypt).toHaveBeenCalledTimes(1)
    } finally {
      decrypt.mockRestore()
    }
  })
})
