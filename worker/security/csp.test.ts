import { Hono } from 'hono'
import { secureHeaders, type SecureHeadersVariables } from 'hono/secure-headers'
import { describe, expect, it } from 'vitest'
import { backendImageOrigins, type CspOptions, cspDirectives } from './csp'

/** The header hono's secure-headers middleware writes for the directives, with `nonce` as the request's nonce. */
async function buildCsp({ nonce, ...options }: CspOptions & { nonce: string }): Promise<string> {
  const app = new Hono<{ Variables: SecureHeadersVariables }>()
    .use(async (c, next) => {
      c.set('secureHeadersNonce', nonce)
      await next()
    })
    .use(secureHeaders({ contentSecurityPolicy: cspDirectives(options) }))
    .get('/', (c) => c.text(''))
  return (await app.request('/')).headers.get('content-security-policy') ?? ''
}

describe('buildCsp', () => {
  it('lets only nonce-carrying scripts run and forbids framing', async () => {
    const csp = await buildCsp({ nonce: 'abc', checkout: false })
    expect(csp).toContain("script-src 'nonce-abc' 'strict-dynamic'")
    expect(csp).not.toContain("unsafe-inline' 'nonce")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('stripe')
  })

  it('allows the payment providers only on checkout pages', async () => {
    const csp = await buildCsp({ nonce: 'n', checkout: true })
    expect(csp).toContain('https://js.stripe.com')
    expect(csp).toContain('https://www.paypal.com')
  })

  it("lets the theme's pixels send data off checkout pages only", async () => {
    const pixels = { connectOrigins: ['https://www.google-analytics.com'], frameOrigins: ['https://www.google.com'] }
    const store = await buildCsp({ nonce: 'n', checkout: false, ...pixels })
    expect(store).toContain("connect-src 'self' https://www.google-analytics.com")
    expect(store).toContain('frame-src https://www.google.com')
    const checkout = await buildCsp({ nonce: 'n', checkout: true, ...pixels })
    expect(checkout).not.toContain('google')
  })

  it('keeps checkout scripts to this site and the payment providers, without strict-dynamic or merchant fonts', async () => {
    const csp = await buildCsp({
      nonce: 'n',
      checkout: true,
      styleOrigins: ['https://fonts.googleapis.com'],
      fontOrigins: ['https://fonts.gstatic.com'],
    })
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
    expect(scriptSrc).not.toContain('strict-dynamic')
    expect(scriptSrc).toContain("'self'")
    expect(
      scriptSrc.split(' ').filter((source) => !/^'(nonce-n|self)'$/.test(source) && !/stripe\.com|paypal(objects)?\.com/.test(source)),
    ).toEqual([])
    expect(csp).toContain("style-src 'self' 'nonce-n';")
    expect(csp).toContain("font-src 'self' data:;")
  })

  it('names the font service and the store’s image hosts, never any https host', async () => {
    const csp = await buildCsp({
      nonce: 'n',
      checkout: false,
      styleOrigins: ['https://fonts.googleapis.com'],
      fontOrigins: ['https://fonts.gstatic.com'],
      imageOrigins: ['https://cdn.shop.example'],
    })
    expect(csp).toContain("style-src 'self' 'nonce-n' https://fonts.googleapis.com;")
    expect(csp).toContain("font-src 'self' data: https://fonts.gstatic.com;")
    expect(csp).toContain("img-src 'self' data: https://cdn.shop.example;")
    for (const directive of ['style-src', 'img-src', 'font-src', 'connect-src']) {
      expect(new RegExp(`${directive} [^;]* https:(;| )`).test(csp), directive).toBe(false)
    }
  })
  it("lets a page's widgets connect, frame and show images, styles and fonts, never on checkout pages", async () => {
    const widgets = { widgetOrigins: ['https://*.afterpay.com', 'https://chat.example'] }
    const store = await buildCsp({ nonce: 'n', checkout: false, ...widgets })
    for (const directive of ['connect-src', 'img-src', 'style-src', 'font-src', 'frame-src']) {
      expect(new RegExp(`${directive} [^;]*https://\\*\\.afterpay\\.com https://chat\\.example`).test(store), directive).toBe(true)
    }
    expect(store).not.toContain("frame-src 'none'")
    expect(/script-src ([^;]*)/.exec(store)?.[1]).toBe("'nonce-n' 'strict-dynamic'")
    expect(await buildCsp({ nonce: 'n', checkout: true, ...widgets })).not.toMatch(/afterpay|chat\.example/)
  })
})

describe('backendImageOrigins', () => {
  it("adds a provider backend's own origin for the product images it serves, and nothing without a backend", async () => {
    expect(backendImageOrigins('http://127.0.0.1:4100/api')).toEqual(['http://127.0.0.1:4100'])
    expect(backendImageOrigins('https://backend.example/api')).toEqual(['https://backend.example'])
    expect(backendImageOrigins(undefined)).toEqual([])
  })
})
