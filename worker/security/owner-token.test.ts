import { describe, expect, it } from 'vitest'
import { OWNED_CHECKOUTS_KEPT, openOwnedCheckouts, sealOwnedCheckouts, withCheckout } from './owner-token'

const SECRET = 'a-store-secret-of-some-length-0123456789'

describe('the record of the checkouts a browser started', () => {
  it('opens for its store and secret only, and hides the ids it holds', async () => {
    const token = await sealOwnedCheckouts({ store: 7, checkouts: [['ck_mine', 'cart-mine']] }, SECRET)
    expect(token).not.toContain('ck_mine')
    expect(await openOwnedCheckouts(token, { secret: SECRET, storeId: 7 })).toEqual([['ck_mine', 'cart-mine']])
    expect(await openOwnedCheckouts(token, { secret: SECRET, storeId: 8 })).toEqual([])
    expect(await openOwnedCheckouts(token, { secret: `${SECRET}-other`, storeId: 7 })).toEqual([])
  })

  it('refuses a record the browser wrote or changed itself', async () => {
    const token = await sealOwnedCheckouts({ store: 7, checkouts: [['ck_mine', null]] }, SECRET)
    const flipped = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}${token.slice(-1)}`
    for (const forged of [flipped, 'v1.ck_victim', JSON.stringify({ store: 7, checkouts: [['ck_victim', null]] }), 'ck_victim']) {
      expect(await openOwnedCheckouts(forged, { secret: SECRET, storeId: 7 }), forged).toEqual([])
    }
  })

  it('keeps the latest checkouts first, each once, and still opens when full of the longest ids', async () => {
    let owned = { store: 7, checkouts: [] as [string, string | null][] }
    for (let i = 0; i < 12; i++) owned = withCheckout(owned, [`${'c'.repeat(60)}${String(i).padStart(4, '0')}`, 'k'.repeat(64)])
    owned = withCheckout(owned, [owned.checkouts[3][0], 'k'.repeat(64)])
    expect(owned.checkouts).toHaveLength(OWNED_CHECKOUTS_KEPT)
    expect(owned.checkouts[0][0]).toMatch(/0008$/)
    expect(new Set(owned.checkouts.map(([id]) => id)).size).toBe(OWNED_CHECKOUTS_KEPT)
    const token = await sealOwnedCheckouts(owned, SECRET)
    expect(await openOwnedCheckouts(token, { secret: SECRET, storeId: 7 })).toEqual(owned.checkouts)
  })
})
