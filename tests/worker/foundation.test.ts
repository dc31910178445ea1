import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildStore, seedStore } from '../support/factories/store'

beforeAll(async () => {
  await seedStore(env.DB, buildStore({ slug: 'moonlit', name: 'Moonlit Test' }))
  await seedStore(env.DB, buildStore({ slug: 'vault', name: 'Vault Test', accessCode: 'letmein' }))
})

const page = (host: string, path = '/', init: RequestInit = {}) =>
  SELF.fetch(`http://${host}${path}`, { redirect: 'manual', ...init, headers: { host, ...(init.headers ?? {}) } })

describe('tenancy', () => {
  it('serves the default store on localhost, rendered on the server', async () => {
    const response = await page('localhost')
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(html).toContain('<title>')
    expect(html).toContain('Moonlit Test')
    expect(html).toContain('--color-primary:#123456')
  })

  it('sends an unknown store to the external 404 page', async () => {
    const response = await page('nowhere.localhost')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('https://www.example.com/store-not-found')
  })

  it('answers 404 with the 404 page for an unknown path', async () => {
    const response = await page('localhost', '/definitely/not/here')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('404!')
    expect(html).toContain('Somehow you have come to a page that does not exist.')
  })
})

describe('security headers', () => {
  it('puts a per-request nonce CSP and the hardening headers on pages', async () => {
    const first = await page('localhost')
    const second = await page('localhost')
    const csp = first.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'nonce-[^']+'/)
    expect(csp).not.toBe(second.headers.get('content-security-policy'))
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    const html = await first.text()
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(html).toContain(`nonce="${nonce}"`)
    await second.text()
  })

  it('puts the nonce on every style and script element of a page, so the policy lets them apply', async () => {
    for (const path of ['/', '/listing/night-hoodie', '/cart', '/search?searchterm=hoodie', '/no-such-page']) {
      const response = await page('localhost', path)
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
      const html = await response.text()
      const elements = html.match(/<(style|script)\b[^>]*>/g) ?? []
      expect(elements.length, path).toBeGreaterThan(0)
      // JSON data islands never execute; everything else must carry this response's nonce.
      const executable = elements.filter((tag) => !tag.includes('type="application/json"'))
      expect(
        executable.filter((tag) => !tag.includes(`nonce="${nonce}"`)),
        path,
      ).toEqual([])
    }
  })

  it('refuses state-changing API calls from another origin', async () => {
    const response = await page('localhost', '/api/checkout', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'Cross-origin requests are not allowed' })
  })
})

describe('access gate', () => {
  it('sends pages of a gated store to /login and answers its API with 401', async () => {
    const pageResponse = await page('vault.localhost', '/')
    expect(pageResponse.status).toBe(302)
    expect(pageResponse.headers.get('location')).toBe('/login')
    const apiResponse = await page('vault.localhost', '/api/v1/stores?slug=vault')
    expect(apiResponse.status).toBe(401)
    expect(await apiResponse.json()).toEqual({ error: 'This store needs an access code' })
  })

  it('shows the login page itself without a code, and nothing of the catalogue', async () => {
    const response = await page('vault.localhost', '/login')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('name="accessCode"')
    expect(html).not.toContain('Hoodies')
    expect(html).not.toContain('apparel')
    // Nothing on the page leads into the store: each such link would only come back here.
    expect(html).not.toContain('href="/search"')
    expect(html).not.toContain('href="/cart"')
    expect(html).not.toContain('href="/terms-of-use"')
    expect(html).toContain('Vault Test')
  })

  it('rejects a wrong code back to /login with an error', async () => {
    const response = await page('vault.localhost', '/?accessCode=nope')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?error=1')
  })

  it('keeps a correct code in an HttpOnly cookie and opens the store with it', async () => {
    const response = await page('vault.localhost', '/?accessCode=letmein')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    const opened = await page('vault.localhost', '/', { headers: { cookie: cookie.split(';')[0] } })
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain('Vault Test')
  })
})

describe('request order', () => {
  it("prices API answers in the buyer's currency from the localization cookie", async () => {
    const cookie = `buyerLocalization=${encodeURIComponent(JSON.stringify({ buyer_locale: 'de', buyer_currency: 'EUR', buyer_region: 'EU' }))}`
    const response = await page('localhost', '/api/v1/stores/products?slug=moonlit', { headers: { cookie } })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { products: { currency: string }[] }
    expect(body.products.length).toBeGreaterThan(0)
    expect(body.products.every((product) => product.currency === 'EUR')).toBe(true)
  })

  it('answers a built file the client does not have with a plain 404, not the HTML page', async () => {
    const response = await page('localhost', '/assets/no-such-chunk.js')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type') ?? '').not.toContain('text/html')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('document head', () => {
  const head = async (path: string) => {
    const response = await page('localhost', path)
    return { status: response.status, html: await response.text() }
  }

  it('names an unknown path as the not-found page and keeps it out of search engines', async () => {
    const { status, html } = await head('/this/does-not-exist')
    expect(status).toBe(404)
    expect(html).toContain('<title>Page not found | Moonlit Test</title>')
    expect(html).toContain('<meta name="robots" content="noindex">')
  })

  it('gives a listing reached at /{listing-slug} the /listing/{slug} canonical URL', async () => {
    const { status, html } = await head('/night-hoodie')
    expect(status).toBe(200)
    expect(html).toContain('<link rel="canonical" href="http://localhost/listing/night-hoodie">')
  })

  it("draws each store's own favicon from its name and primary colour", async () => {
    const { html } = await head('/')
    const icon = /<link rel="icon" href="([^"]+)">/.exec(html)?.[1] ?? ''
    expect(icon).toBe('/mockups/icon/123456.svg?letter=M')
    const svg = await page('localhost', icon.replaceAll('&amp;', '&'))
    expect(svg.status).toBe(200)
    expect(svg.headers.get('content-type')).toContain('image/svg+xml')
    expect(await svg.text()).toContain('fill="#123456"')
    const ico = await page('localhost', '/favicon.ico')
    expect(ico.status).toBe(302)
    expect(ico.headers.get('location')).toBe(icon)
  })

  it('gives link previews an absolute address of a raster copy of the image', async () => {
    const { html } = await head('/listing/night-hoodie')
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost\/images\/1200\/jpeg\?src=%2Fmockups%2F[^"]+">/)
  })
})
