import { afterEach, describe, expect, it, vi } from 'vitest'
import { startLegacyCheckout } from './start-legacy-checkout'

const CART_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('startLegacyCheckout', () => {
  it('sends the shopper to the hosted checkout without the secret cart id anywhere in the URL', () => {
    const assign = vi.fn<(url: string) => void>()
    vi.stubGlobal('window', { location: { assign, protocol: 'http:' }, localStorage: { getItem: () => 'token-1', setItem: () => {} } })
    vi.stubGlobal('document', { cookie: '' })
    startLegacyCheckout(
      {
        store: { id: 4, slug: 'moonlit' } as never,
        localization: { buyer_currency: 'USD', buyer_locale: 'en', buyer_region: 'USA' } as never,
        origin: 'http://localhost:8787',
      },
      {
        id: CART_ID,
        items: { a: { slug: 'tee', sku: '3_7_12', colorId: 7, sizeId: 12, productId: 3, quantity: 2, itemGroupId: '3' } },
        region: 'USA',
      } as never,
      { paymentMethod: 'card', method: null },
    )
    const url = new URL(assign.mock.calls[0]?.[0] ?? '', 'http://localhost')
    expect(url.pathname).toBe('/buy/express_checkout')
    expect(url.searchParams.get('skus')).toBe('3_7_12:2')
    expect(url.toString()).not.toContain(CART_ID)
    expect(url.searchParams.has('cart_id')).toBe(false)
  })
})
