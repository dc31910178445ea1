import { describe, expect, it } from 'vitest'
import { returnPath } from './return-path'

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
