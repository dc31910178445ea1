import { describe, expect, it } from 'vitest'
import { storeClient } from '../checkout-api-client'
import { freshStore, skuOf } from '../checkout-fixtures'

/**
 * Claim: a store's hidden products (a private listing, a private colour) are not named to
 * anyone guessing skus at checkout: they are answered like a sku that names nothing.
 */

describe('a guessed sku of a hidden product', () => {
  it('is an unknown item, not named, at checkout', async () => {
    const storeSlug = await freshStore({
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
              sizes: [{ label: 'M', price: 6000 }],
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
              sizes: [{ label: 'M', price: 2500 }],
              variations: [
                { color: 'White', hex: '#ffffff', inventory: { M: 5 } },
                { color: 'Unreleased Gold', hex: '#d4af37', visibility: 'private', inventory: { M: 5 } },
              ],
            },
          ],
        },
      ],
    })
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
})
