import { describe, expect, it } from 'vitest'
import { buildCsp } from './csp'

describe('buildCsp', () => {
  it('lets only nonce-carrying scripts run and forbids framing', () => {
    const csp = buildCsp({ nonce: 'abc', checkout: false })
    expect(csp).toContain("script-src 'nonce-abc' 'strict-dynamic'")
    expect(csp).not.toContain('unsafe-inline\' \'nonce')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('stripe')
  })

  it('allows the payment providers only on checkout pages', () => {
    const csp = buildCsp({ nonce: 'n', checkout: true })
    expect(csp).toContain('https://js.stripe.com')
    expect(csp).toContain('https://www.paypal.com')
  })
})
