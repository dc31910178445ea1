import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPreviewToken } from '../../../worker/security/preview-token'
import { buildStore, seedStore } from '../../support/factories/store'
import { skuOf } from '../../support/fixtures/checkout-fixtures'
import { callApp, failingKv, storeRequest, switchableD1 } from '../../support/harness/reliability/harness'
import { mountedApiRoutes } from '../../support/harness/security/api-endpoints'
import { cspNonce } from '../../support/harness/security/page-inspector'

/**
 * Claims: every page carries a CSP with a per-request nonce and no inline scripts, plus
 * nosniff, a Referrer-Policy and frame-ancestors; production adds HSTS. Cookies the worker
 * sets are SameSite=Lax and, in production, Secure; the access-code and preview cookies
 * are HttpOnly. State-changing /api calls need this origin and a JSON (or form) body.
 */

const PREVIEW_KEY = 'headers-preview-key-for-tests-0001'
const PRODUCTION = { ENVIRONMENT: 'production' }

const PAGES = [
  '/',
  '/search?searchterm=tee',
  '/listing/day-tee',
  '/day-tee',
  '/apparel',
  '/cart',
  '/thankyou?orderNumber=ORD-0000-0000-0000',
  '/about',
  '/terms-of-use',
  '/privacy-policy',
  '/support',
  '/contact',
  '/contact-success',
  '/track',
  '/track/recover',
  '/404',
  '/listing-not-found',
  '/no/such/page',
]

beforeAll(async () => {
  await seedStore(env.DB, buildStore({ slug: 'moonlit', name: 'Moonlit Test', previewKey: PREVIEW_KEY, flags: { support: true } }))
  await seedStore(env.DB, buildStore({ slug: 'vault', name: 'Vault Test', accessCode: 'letmein' }))
})

const page = (path: string, overrides = {}) => callApp(storeRequest('localhost', path), overrides)

function expectPageHeaders(headers: Headers, what: string): void {
  const csp = headers.get('content-security-policy') ?? ''
  expect(cspNonce(csp), `${what}: ${csp}`).toMatch(/^[A-Za-z0-9+/=]{16,}$/)
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? ''
  expect(scriptSrc, what).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*(?!\.)|\bhttp:/)
  expect(csp, what).toMatch(/frame-ancestors 'none'/)
  expect(csp, what).toMatch(/object-src 'none'/)
  expect(csp, what).toMatch(/base-uri 'none'/)
  expect(headers.get('x-content-type-options'), what).toBe('nosniff')
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin')
}

describe('every page', () => {
  it('the gated store’s /login has the page headers; a public store sends /login home', async () => {
    const login = await callApp(storeRequest('vault.localhost', '/login'))
    expect(login.status).toBe(200)
    expectPageHeaders(login.headers, '/login')
    const open = await page('/login')
    expect(open.status).toBe(302)
    expect(open.headers.get('location')).toBe('/')
  })

  it.each(PAGES)('%s has a nonce CSP without inline scripts, nosniff, a Referrer-Policy and frame-ancestors', async (path) => {
    const answer = await page(path)
    expect(answer.headers.get('content-type'), path).toContain('text/html')
    expectPageHeaders(answer.headers, path)
    const nonce = cspNonce(answer.headers.get('content-security-policy') ?? '')
    for (const [tag] of answer.text.matchAll(/<script\b[^>]*>/gi)) {
      expect(tag.includes(`nonce="${nonce}"`) || tag.includes('type="application/json"'), tag).toBe(true)
    }
  })

  it('includes the checkout page of a real checkout', async () => {
    const sku = await skuOf('moonlit', 'day-tee', 'White', 'M')
    const created = await callApp(
      storeRequest('localhost', '/api/checkout', { body: { lineItems: [{ sku, quantity: 1 }], storeSlug: 'moonlit' } }),
    )
    const answer = await page(`/checkout/${(created.json as { id: string }).id}`)
    expect(answer.status).toBe(200)
    expectPageHeaders(answer.headers, 'checkout')
  })

  it('gets a fresh nonce on every request', async () => {
    const nonces = new Set<string | null>()
    for (let i = 0; i < 5; i++) nonces.add(cspNonce((await page('/')).headers.get('content-security-policy') ?? ''))
    expect(nonces.size).toBe(5)
  })

  it('carries HSTS in production, on pages, API answers, redirects and the error page alike', async () => {
    const d1 = switchableD1()
    d1.down = true
    const answers = [
      await page('/', PRODUCTION),
      await page('/api/v1/payments/options', PRODUCTION),
      await callApp(storeRequest('vault.localhost', '/'), PRODUCTION),
      await callApp(storeRequest('localhost', '/track'), { ...PRODUCTION, DB: d1.db, CACHE: failingKv() }),
    ]
    for (const answer of answers) {
      expect(answer.headers.get('strict-transport-security'), String(answer.status)).toMatch(/^max-age=\d{8,}; includeSubDomains/)
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('leaves HSTS off outside production, where the store is served over plain http', async () => {
    expect((await page('/')).headers.get('strict-transport-security')).toBeNull()
  })

  it('keeps the hardening headers on the error page shown when the store cannot answer', async () => {
    const d1 = switchableD1()
    d1.down = true
    const answer = await page('/', { DB: d1.db, CACHE: failingKv() })
    expect(answer.status).toBe(503)
    expectPageHeaders(answer.headers, 'error page')
  })
})

/** Every Set-Cookie header of an answer. */
const setCookies = (headers: Headers): string[] => headers.getSetCookie()

function expectCookie(cookie: string, { secure, httpOnly }: { secure: boolean; httpOnly: boolean }): void {
  expect(cookie, cookie).toMatch(/;\s*SameSite=Lax/i)
  expect(/;\s*Secure/i.test(cookie), cookie).toBe(secure)
  expect(/;\s*HttpOnly/i.test(cookie), cookie).toBe(httpOnly)
  expect(cookie, cookie).toMatch(/;\s*Path=\//i)
}

describe('cookies', () => {
  const previewToken = () => createPreviewToken({ store: 'moonlit', exp: Math.floor(Date.now() / 1000) + 3600 }, PREVIEW_KEY)

  it.each([
    ['production', PRODUCTION, true],
    ['development over http', { ENVIRONMENT: 'development' }, false],
  ])('in %s, the access-code cookie is HttpOnly, SameSite=Lax and Secure only in production', async (_, bindings, secure) => {
    const answer = await callApp(storeRequest('vault.localhost', '/?accessCode=letmein'), bindings)
    const cookies = setCookies(answer.headers)
    expect(cookies).toHaveLength(1)
    expectCookie(cookies[0], { secure, httpOnly: true })
  })

  it.each([
    ['production', PRODUCTION, true],
    ['development over http', { ENVIRONMENT: 'development' }, false],
  ])('in %s, the preview cookie is HttpOnly, SameSite=Lax and Secure only in production', async (_, bindings, secure) => {
    const answer = await callApp(storeRequest('localhost', '/api/preview', { body: { token: await previewToken() } }), bindings)
    expect(answer.status).toBe(200)
    const cookies = setCookies(answer.headers)
    expect(cookies).toHaveLength(1)
    expectCookie(cookies[0], { secure, httpOnly: true })
  })

  it('clears the preview cookie with the same attributes it was set with', async () => {
    const cleared = await callApp(storeRequest('localhost', '/api/preview', { method: 'DELETE', body: {} }), PRODUCTION)
    const expired = await callApp(
      storeRequest('localhost', '/', { headers: { cookie: 'store_preview_1=v1.expired-or-forged' } }),
      PRODUCTION,
    )
    for (const answer of [cleared, expired]) {
      const cookies = setCookies(answer.headers)
      expect(cookies).toHaveLength(1)
      expect(cookies[0]).toMatch(/Max-Age=0/i)
      expectCookie(cookies[0], { secure: true, httpOnly: true })
    }
  })
})

describe('state-changing API calls', () => {
  const writes = mountedApiRoutes()
    .map((route) => route.split(' ') as [string, string])
    .filter(([method]) => method !== 'GET')
    .map(([method, path]) => [method, path.replace(/:\w+(\{[^}]*\})?/g, 'x')] as [string, string])

  const send = (method: string, path: string, headers: Record<string, string>) =>
    SELF.fetch(`http://localhost/api${path}`, { method, redirect: 'manual', headers: { host: 'localhost', ...headers }, body: '{}' })

  it.each(writes)('%s /api%s refuses other origins, no origin and unreadable origins with a 403', async (method, path) => {
    for (const origin of [
      'https://evil.example',
      'http://localhost.evil.example',
      'http://localhost:8788',
      // The same host under another scheme is another origin.
      'https://localhost',
      'null',
      'not a url',
      '',
      undefined,
    ]) {
      const response = await send(method, path, { 'content-type': 'application/json', ...(origin === undefined ? {} : { origin }) })
      expect({ origin, status: response.status }).toEqual({ origin, status: 403 })
      expect(await response.json()).toEqual({ error: 'Cross-origin requests are not allowed' })
    }
  })

  it.each(writes)('%s /api%s refuses a body that is neither JSON nor a form with a 415', async (method, path) => {
    for (const type of ['text/plain', 'application/xml', '']) {
      const response = await send(method, path, { origin: 'http://localhost', ...(type ? { 'content-type': type } : {}) })
      expect({ type, status: response.status }).toEqual({ type, status: 415 })
      expect(await response.json()).toMatchObject({ error: expect.any(String) })
    }
  })

  it('refuses a cross-site form post to the pre-order form at /', async () => {
    const response = await SELF.fetch('http://localhost/', {
      method: 'POST',
      headers: { host: 'localhost', origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.co',
    })
    expect(response.status).toBe(403)
    await response.text()
  })
})
