import { describe, expect, it } from 'vitest'
import { discoverTargets, type Fetcher, searchTerm, skuInStock } from './targets'

const listing = {
  listing: {
    itemGroupId: '7',
    products: [
      {
        variations: [
          { variationId: 70, inventoryCount: 0, availableSizesWithId: [{ id: 1 }] },
          { variationId: 71, inventoryCount: 4, availableSizesWithId: [{ id: 3 }, { id: 4 }] },
        ],
      },
    ],
  },
}

/** A store API over fixed answers, recording what was asked. */
function fakeStore(): { fetcher: Fetcher; posted: { headers?: Record<string, string>; body?: string }[] } {
  const posted: { headers?: Record<string, string>; body?: string }[] = []
  const answers: Record<string, unknown> = {
    '/api/v1/stores/products?slug=moonlit': { products: [{ title: 'Midnight Hoodie', url: '/listing/midnight-hoodie' }] },
    '/api/v1/stores/collections?slug=moonlit': {
      collections: [
        { path: 'apparel/tees', parentId: 1, productCount: 9 },
        { path: 'home', parentId: null, productCount: 4 },
        { path: 'apparel', parentId: null, productCount: 10 },
      ],
    },
    '/api/v1/listings?slug=midnight-hoodie&storeSlug=moonlit': listing,
  }
  const fetcher: Fetcher = async (path, init) => {
    if (init?.method === 'POST') {
      posted.push(init)
      return { status: 201, text: JSON.stringify({ id: 'chk_123' }) }
    }
    return path in answers ? { status: 200, text: JSON.stringify(answers[path]) } : { status: 404, text: '{}' }
  }
  return { fetcher, posted }
}

describe('bench targets', () => {
  it('picks a sku that is in stock, as the cart writes it', () => {
    expect(skuInStock(listing)).toBe('7_71_3')
    expect(skuInStock({ listing: { itemGroupId: '7', products: [{ variations: [] }] } })).toBeNull()
  })

  it('searches for a word of a product’s title', () => {
    expect(searchTerm([{ title: 'Up Past Midnight', url: '/x' }])).toBe('past')
  })

  it('finds a collection, a listing and a fresh checkout through the store’s own API', async () => {
    const { fetcher, posted } = fakeStore()
    const targets = await discoverTargets(fetcher, 'moonlit', 'http://127.0.0.1:8787')
    expect(targets.pages).toEqual({
      home: '/',
      collection: '/apparel',
      listing: '/listing/midnight-hoodie',
      cart: '/cart',
      checkout: '/checkout/chk_123',
      search: '/search?searchterm=midnight',
    })
    expect(targets.api).toBe('/api/v1/listings?slug=midnight-hoodie&storeSlug=moonlit')
    expect(posted[0].headers).toEqual({ origin: 'http://127.0.0.1:8787', 'content-type': 'application/json' })
    expect(JSON.parse(posted[0].body ?? '{}')).toEqual({ lineItems: [{ sku: '7_71_3', quantity: 1 }], storeSlug: 'moonlit' })
  })

  it('says which call failed when the store cannot answer', async () => {
    await expect(discoverTargets(async () => ({ status: 503, text: 'down' }), 'moonlit', 'http://x')).rejects.toThrow(
      'GET /api/v1/stores/products?slug=moonlit answered 503: down',
    )
  })
})
