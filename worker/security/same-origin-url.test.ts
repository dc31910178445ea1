import { describe, expect, it } from 'vitest'
import { sameOriginUrl } from './same-origin-url'

const origin = 'https://moonlit.example'

describe('payment return URLs', () => {
  it('accepts a path on this site', () => {
    expect(sameOriginUrl('/checkout/ck_1?x=1', origin)).toBe('https://moonlit.example/checkout/ck_1?x=1')
  })

  it('accepts an absolute URL on this site', () => {
    expect(sameOriginUrl('https://moonlit.example/thankyou', origin)).toBe('https://moonlit.example/thankyou')
  })

  it('refuses other sites, however they are spelled', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'http://moonlit.example/']) {
      expect(sameOriginUrl(url, origin)).toBeNull()
    }
  })
})
