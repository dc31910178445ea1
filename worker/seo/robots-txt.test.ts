import robotsParser from 'robots-parser'
import { describe, expect, it } from 'vitest'
import { robotsTxt } from './robots-txt'

const origin = 'https://moonlit.example.com'
const parsed = (closed: boolean) => robotsParser(`${origin}/robots.txt`, robotsTxt({ origin, closed }))

describe('robots.txt of a store', () => {
  const robots = parsed(false)

  it('names the store’s own sitemap by its absolute address', () => {
    expect(robots.getSitemaps()).toEqual([`${origin}/sitemap.xml`])
  })

  it('lets crawlers read home, collections, listings at both addresses, and the legal and support pages', () => {
    for (const path of [
      '/',
      '/apparel/hoodies',
      '/listing/night-hoodie',
      '/night-hoodie',
      '/about',
      '/terms-of-use',
      '/support/payments',
      '/de/listing/night-hoodie',
      '/pt-br/apparel/hoodies',
      '/en-gb',
      '/apparel/cart',
    ]) {
      expect(robots.isAllowed(`${origin}${path}`, 'Googlebot'), path).toBe(true)
    }
  })

  it('keeps crawlers out of the cart, checkout, payment, thank-you, tracking, login, API, tools, downloads and search results', () => {
    for (const path of [
      '/cart',
      '/cart?x=1',
      '/checkout/c_123',
      '/checkout/express?method=paypal',
      '/checkout-complete/abc',
      '/buy/express_checkout?skus=1',
      '/thankyou?orderNumber=A1',
      '/track',
      '/track/recover',
      '/login',
      '/api/v1/stores?slug=moonlit',
      '/dev/outbox',
      '/admin/api/stores',
      '/downloads/abc',
      '/search?searchterm=hoodie',
      '/de/cart',
      '/fr/checkout/c_123',
      '/pt-br/search?searchterm=hoodie',
      '/en-gb/thankyou',
      '/it/track/recover',
    ]) {
      expect(robots.isDisallowed(`${origin}${path}`, 'Googlebot'), path).toBe(true)
    }
  })

  it('closes a page by its own path only: a listing whose slug starts like one stays open', () => {
    for (const path of ['/cart-tote', '/tracksuit', '/search-party-tee', '/login-hoodie', '/thankyou-card']) {
      expect(robots.isAllowed(`${origin}${path}`, 'Bingbot'), path).toBe(true)
    }
  })

  it('closes everything of a gated store or a preview and names no sitemap', () => {
    const closed = parsed(true)
    for (const path of ['/', '/listing/night-hoodie', '/apparel', '/sitemap.xml']) {
      expect(closed.isDisallowed(`${origin}${path}`, 'Googlebot'), path).toBe(true)
    }
    expect(closed.getSitemaps()).toEqual([])
  })
})
