import { describe, expect, it } from 'vitest'
import { paymentReturnUrl, shouldTrackPurchase, thankYouPath } from './thank-you-path'

describe('thankYouPath', () => {
  it('carries name, order number, arrival estimate, device and content ids, never the cart id', () => {
    const path = thankYouPath(
      { name: 'Ada', orderLookupNumber: 'MS-1234-5678', cartId: 'cart_1', arrivalEstimate: '2026-05-04', contentIds: ['3', '9'] },
      'dev-1',
    )
    expect(Object.fromEntries(new URL(path, 'http://x').searchParams)).toEqual({
      name: 'Ada',
      orderNumber: 'MS-1234-5678',
      orderLookupNumber: 'MS-1234-5678',
      arrivalEstimate: '2026-05-04',
      deviceId: 'dev-1',
      contentIds: '3,9',
    })
  })

  it('leaves out what is not known', () => {
    expect(thankYouPath({ name: '', orderLookupNumber: null, cartId: 'c', arrivalEstimate: null, contentIds: [] }, null)).toBe('/thankyou')
  })
})

describe('purchase tracking guard', () => {
  it('tracks an order once', () => {
    expect(shouldTrackPurchase(null, 'MS-1')).toBe(true)
    expect(shouldTrackPurchase('MS-1', 'MS-1')).toBe(false)
    expect(shouldTrackPurchase('MS-1', 'MS-2')).toBe(true)
  })
})

it('returns shoppers to their checkout', () => {
  expect(paymentReturnUrl('http://localhost:8787', 'chk_1')).toBe('http://localhost:8787/checkout/chk_1?payment=returned')
})
