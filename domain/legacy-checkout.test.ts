import { describe, expect, it } from 'vitest'
import { legacyCheckoutUrl, parseLegacySkus, usesLegacyCheckout } from './legacy-checkout'

const entry = (sku: string, quantity: number) => ({
  slug: 'midnight-hoodie',
  sku,
  colorId: 7,
  sizeId: 12,
  productId: 3,
  quantity,
  itemGroupId: '3',
})

describe('usesLegacyCheckout', () => {
  it('follows the legacy flag until checkout v2 is switched on', () => {
    expect(usesLegacyCheckout({ legacyCheckout: true, checkoutV2: false })).toBe(true)
    expect(usesLegacyCheckout({ legacyCheckout: true, checkoutV2: true })).toBe(false)
    expect(usesLegacyCheckout({ legacyCheckout: false, checkoutV2: false })).toBe(false)
  })
})

describe('legacyCheckoutUrl', () => {
  it('carries every query parameter of the hosted express checkout', () => {
    const url = new URL(
      legacyCheckoutUrl({
        entries: [entry('3_7_12', 2), entry('3_7_13', 1)],
        currency: 'USD',
        locale: 'en',
        paymentMethod: 'card',
        method: 'stripe',
        shipMethod: 'standard',
        storeId: 1,
        storeUrl: 'http://localhost:8787',
        affiliate: 'partner-7',
        deviceId: 'dev-1',
        ga: 'GA1.1.123',
        shipping: 'USA',
        contentIds: [5, 5],
      }),
      'http://localhost',
    )
    expect(url.pathname).toBe('/buy/express_checkout')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      currency: 'USD',
      locale: 'en',
      payment_method: 'card',
      ship_method: 'standard',
      skus: '3_7_12:2,3_7_13:1',
      store_id: '1',
      store_url: 'http://localhost:8787',
      aid: 'partner-7',
      device_id: 'dev-1',
      _ga: 'GA1.1.123',
      content_ids: '5',
      shipping: 'USA',
      method: 'stripe',
    })
  })

  it('reads the cart back from skus, dropping malformed pairs', () => {
    expect(parseLegacySkus('3_7_12:2,bad,3_7_13:x,:1,3_7_14:0,3_7_15:1')).toEqual([
      { sku: '3_7_12', quantity: 2 },
      { sku: '3_7_15', quantity: 1 },
    ])
  })
})
