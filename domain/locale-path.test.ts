import { describe, expect, it } from 'vitest'
import { localeAlternates, localeOfPath, localizedPath } from './locale-path'

describe('locale paths', () => {
  it('read a prefix in any case, and no prefix for the default locale or a word that is no locale', () => {
    expect(localeOfPath('/de/cart')).toEqual({ locale: 'de', prefix: '/de', rest: '/cart' })
    expect(localeOfPath('/PT-BR')).toEqual({ locale: 'pt-BR', prefix: '/PT-BR', rest: '/' })
    expect(localeOfPath('/en-gb/')).toEqual({ locale: 'en-GB', prefix: '/en-gb', rest: '/' })
    expect(localeOfPath('/en/cart')).toBeNull()
    expect(localeOfPath('/desk-lamps')).toBeNull()
    expect(localeOfPath('/')).toBeNull()
  })

  it('put a path in a locale, the default locale’s unprefixed, home without a trailing slash', () => {
    expect(localizedPath('de', '/cart')).toBe('/de/cart')
    expect(localizedPath('en-GB', '/')).toBe('/en-gb')
    expect(localizedPath('en', '/cart')).toBe('/cart')
    expect(localizedPath('en', '/')).toBe('/')
  })

  it('name the page in all 8 locales and x-default, the unprefixed address', () => {
    expect(localeAlternates('https://moonlit.example', '/apparel/hoodies')).toEqual([
      { hreflang: 'en', href: 'https://moonlit.example/apparel/hoodies' },
      { hreflang: 'de', href: 'https://moonlit.example/de/apparel/hoodies' },
      { hreflang: 'nl', href: 'https://moonlit.example/nl/apparel/hoodies' },
      { hreflang: 'fr', href: 'https://moonlit.example/fr/apparel/hoodies' },
      { hreflang: 'it', href: 'https://moonlit.example/it/apparel/hoodies' },
      { hreflang: 'es', href: 'https://moonlit.example/es/apparel/hoodies' },
      { hreflang: 'pt-BR', href: 'https://moonlit.example/pt-br/apparel/hoodies' },
      { hreflang: 'en-GB', href: 'https://moonlit.example/en-gb/apparel/hoodies' },
      { hreflang: 'x-default', href: 'https://moonlit.example/apparel/hoodies' },
    ])
  })
})
