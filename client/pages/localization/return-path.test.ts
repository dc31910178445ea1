import { describe, expect, it } from 'vitest'
import { returnPath, returnPathOf } from './return-path'

describe('returnPath', () => {
  it('keeps a path of this store with its query', () => {
    expect(returnPath('/cart')).toBe('/cart')
    expect(returnPath('/listing/hoodie?color=2&size=3')).toBe('/listing/hoodie?color=2&size=3')
    expect(returnPath('/')).toBe('/')
  })

  it('takes off a locale prefix, which the chosen language replaces', () => {
    expect(returnPath('/de/cart')).toBe('/cart')
    expect(returnPath('/pt-br')).toBe('/')
  })

  it('sends anything that could leave the store home', () => {
    for (const hostile of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'cart', '', null]) {
      expect(returnPath(hostile)).toBe('/')
    }
    expect(returnPath(`/${'a'.repeat(2001)}`)).toBe('/')
  })

  it('never returns to the localization page itself', () => {
    expect(returnPath('/localization?returnTo=/cart')).toBe('/')
  })
})

describe('returnPathOf', () => {
  const page = (referer?: string, query = '') =>
    new Request(`https://shop.example/localization${query}`, { headers: referer ? { referer } : {} })

  it('goes back to the page of this store the shopper came from, without campaign tags', () => {
    expect(returnPathOf(page('https://shop.example/de/search?searchterm=owl&utm_source=mail&fbclid=x'))).toBe('/search?searchterm=owl')
    expect(returnPathOf(page('https://shop.example/cart'))).toBe('/cart')
  })

  it('takes returnTo over the Referer', () => {
    expect(returnPathOf(page('https://shop.example/cart', '?returnTo=%2Fabout'))).toBe('/about')
  })

  it('goes home from another site, a missing Referer or one it cannot read', () => {
    expect(returnPathOf(page('https://attacker.example/cart'))).toBe('/')
    expect(returnPathOf(page('http://shop.example/cart'))).toBe('/')
    expect(returnPathOf(page())).toBe('/')
    expect(returnPathOf(page('not a url'))).toBe('/')
  })
})
