import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { storeClient } from '../../support/harness/worker/checkout-api-client'
import { freshStore, skuOf } from '../../support/fixtures/checkout-fixtures'
import { createPreviewToken } from '../../../worker/security/preview-token'

/**
 * Claim: a store's hidden products (a private listing, a private colour) are not named to
 * anyone guessing skus at checkout: they are answered like a sku that names nothing.
 */

const PREVIEW_KEY = 'hidden-products-preview-key-0001'

/** A store with a private listing and a private colour beside a public one, 5 of each in M. */
function storeWithHiddenProducts(): Promise<string> {
  return freshStore(
    {
      listings: [
        {
          slug: 'secret-drop',
          title: 'Secret Collab Hoodie',
          visibility: 'private',
          products: [
            {
              productType: 'Hoodie',
              name: 'Pullover Hoodie',
              mockup: 'hoodie',
              sizes: [{ label: 'M', priceCents: 6000 }],
              variations: [{ color: 'Midnight', hex: '#111111', inventory: { M: 5 } }],
            },
          ],
        },
        {
          slug: 'open-tee',
          title: 'Open Tee',
          products: [
            {
              productType: 'T-Shirt',
              name: 'Classic Tee',
              mockup: 'tee',
              sizes: [{ label: 'M', priceCents: 2500 }],
              variations: [
                { color: 'White', hex: '#ffffff', inventory: { M: 5 } },
                { color: 'Unreleased Gold', hex: '#d4af37', visibility: 'private', inventory: { M: 5 } },
              ],
            },
          ],
        },
      ],
    },
    { previewKey: PREVIEW_KEY },
  )
}

describe('a guessed sku of a hidden product', () => {
  it('is an unknown item, not named, at checkout', async () => {
    const storeSlug = await storeWithHiddenProducts()
    const api = storeClient(storeSlug)
    for (const sku of [
      await skuOf(storeSlug, 'secret-drop', 'Midnight', 'M'),
      await skuOf(storeSlug, 'open-tee', 'Unreleased Gold', 'M'),
    ]) {
      const answer = await api.post<{ error: string; items: { sku: string; name: string; reason: string }[] }>('/api/checkout', {
        storeSlug,
        lineItems: [{ sku, quantity: 1 }],
      })
      expect(answer.status).toBe(409)
      expect(answer.body.items).toEqual([{ sku, name: sku, reason: 'unknown' }])
      expect(JSON.stringify(answer.body)).not.toMatch(/Secret|Collab|Unreleased|Gold/)
    }
  })

  it('has no stock to tell a shopper of its own store', async () => {
    const storeSlug = await storeWithHiddenProducts()
    const api = storeClient(storeSlug)
    const stock = async (listing: string, color: string) => {
      const [, colorId, sizeId] = (await skuOf(storeSlug, listing, color, 'M')).split('_')
      return (await api.get<{ inventoryCount: number }>(`/api/v1/inventory?colorId=${colorId}&sizeId=${sizeId}`)).body
    }
    expect(await stock('open-tee', 'White')).toEqual({ inventoryCount: 5 })
    expect(await stock('open-tee', 'Unreleased Gold')).toEqual({ inventoryCount: 0 })
    expect(await stock('secret-drop', 'Midnight')).toEqual({ inventoryCount: 0 })
    // The owner previewing the store sees it.
    const token = await createPreviewToken({ store: storeSlug, exp: Math.floor(Date.now() / 1000) + 3600 }, PREVIEW_KEY)
    expect((await api.post('/api/preview', { token })).status).toBe(200)
    expect(await stock('open-tee', 'Unreleased Gold')).toEqual({ inventoryCount: 5 })
  })
})

describe("a gated store's sku named on another store", () => {
  it('is an unknown item there, not named, and no checkout is made in either store', async () => {
    const gated = await freshStore({}, { accessCode: 'members-only-code' })
    const elsewhere = await freshStore()
    const sku = await skuOf(gated, 'night-hoodie', 'Black', 'S')
    const answer = await storeClient(elsewhere).post<{ error: string; items: { sku: string; name: string; reason: string }[] }>(
      '/api/checkout',
      { storeSlug: elsewhere, lineItems: [{ sku, quantity: 1 }] },
    )
    expect(answer.status).toBe(409)
    expect(answer.body.items).toEqual([{ sku, name: sku, reason: 'unknown' }])
    expect(JSON.stringify(answer.body)).not.toMatch(/Night Hoodie|Black/)
    const checkouts = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM checkouts c JOIN stores s ON s.id = c.store_id WHERE s.slug IN (?1, ?2)',
    )
      .bind(gated, elsewhere)
      .first<{ n: number }>()
    expect(checkouts?.n).toBe(0)
  })
})
