import { describe, expect, it } from 'vitest'
import { hasPixels, isCheckoutPath, pixelOrigins, pixelsFromTheme } from './pixels'

describe('pixels from the theme', () => {
  it('reads the ids the theme configures', () => {
    expect(pixelsFromTheme({ gaToken: 'G-AB12CD34EF', facebookPixel: '123456789012345', gmcMerchantId: '987654321' })).toEqual({
      googleAnalytics: 'G-AB12CD34EF',
      facebook: '123456789012345',
      merchantCenter: '987654321',
    })
  })

  it('has none when the theme configures none, so nothing loads', () => {
    const pixels = pixelsFromTheme({})
    expect(hasPixels(pixels)).toBe(false)
    expect(pixelOrigins(pixels)).toEqual({ connect: [], frame: [], image: [] })
  })

  it('ignores ids that are not in the service format', () => {
    expect(pixelsFromTheme({ gaToken: 'G-1"><script>', facebookPixel: 'abc', gmcMerchantId: '12' })).toEqual({
      googleAnalytics: null,
      facebook: null,
      merchantCenter: null,
    })
  })

  it('opens the CSP only for the services in use', () => {
    const origins = pixelOrigins(pixelsFromTheme({ facebookPixel: '123456789' }))
    expect(origins.connect).toEqual(['https://connect.facebook.net', 'https://www.facebook.com'])
    expect(origins.frame).toEqual([])
  })

  it('knows the checkout pages, where no pixel goes', () => {
    expect(isCheckoutPath('/checkout/abc')).toBe(true)
    expect(isCheckoutPath('/checkout/express')).toBe(true)
    expect(isCheckoutPath('/checkout-complete/cart-1')).toBe(true)
    expect(isCheckoutPath('/Checkout/abc/')).toBe(true)
    expect(isCheckoutPath('/cart')).toBe(false)
    expect(isCheckoutPath('/thankyou')).toBe(false)
  })
})
