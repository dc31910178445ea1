import { describe, expect, it } from 'vitest'
import { canonicalPath, isCheckoutPath } from './page-path'

const PATTERNS = ['checkout/express', 'checkout/:checkoutId', 'thankyou', 'listing/:slug', 'support', 'support/:postSlug', 'support/*']
const canonical = (path: string) => canonicalPath(path, PATTERNS)

describe('the one spelling of a page’s path', () => {
  it('writes the fixed segments of a route as the route table does, in any case and encoding', () => {
    expect(canonical('/Checkout/ck_AbC')).toBe('/checkout/ck_AbC')
    expect(canonical('/CHECKOUT/EXPRESS')).toBe('/checkout/express')
    expect(canonical('/THANKYOU')).toBe('/thankyou')
    expect(canonical('/%43heckout/ck_1')).toBe('/checkout/ck_1')
  })

  it('keeps parameters as sent: a slug is data', () => {
    expect(canonical('/Listing/Night-Hoodie')).toBe('/listing/Night-Hoodie')
    expect(canonical('/listing/a%2Fb')).toBe('/listing/a%2Fb')
    expect(canonical('/SUPPORT/Track-My-Order')).toBe('/support/Track-My-Order')
    expect(canonical('/Support/A/B')).toBe('/support/A/B')
  })

  it('takes runs of slashes as one and drops a trailing slash', () => {
    expect(canonical('//checkout///ck_1//')).toBe('/checkout/ck_1')
    expect(canonical('/thankyou/')).toBe('/thankyou')
    expect(canonical('//')).toBe('/')
    expect(canonical('/')).toBe('/')
  })

  it('leaves the case of a path no route names alone, fixing only its slashes', () => {
    expect(canonical('/Apparel/Hoodies/')).toBe('/Apparel/Hoodies')
    expect(canonical('/Night-Hoodie')).toBe('/Night-Hoodie')
    expect(canonical('/Thankyou/more')).toBe('/Thankyou/more')
  })

  it('prefers a fixed segment to a parameter, as the router ranks them', () => {
    expect(canonical('/Support')).toBe('/support')
    expect(canonical('/Checkout/Express/')).toBe('/checkout/express')
  })
})

describe('payment pages', () => {
  it('knows the checkout pages in every spelling the router takes', () => {
    for (const path of [
      '/checkout/abc',
      '/checkout/express',
      '/checkout-complete/cart-1',
      '/Checkout/abc',
      '/CHECKOUT/abc/',
      '//checkout//abc',
      '/%43heckout/abc',
    ]) {
      expect(isCheckoutPath(path), path).toBe(true)
    }
  })

  it('leaves the store’s other pages to the store', () => {
    for (const path of ['/', '/cart', '/thankyou', '/Thankyou', '/listing/checkout', '/apparel/checkout']) {
      expect(isCheckoutPath(path), path).toBe(false)
    }
  })
})
