import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Checkout, PaymentAnswer, SubmitAnswer } from '../../../domain/schemas/checkout'
import { buildStore, seedStore } from '../../support/factories/store'
import { customer, skuOf } from '../../support/fixtures/checkout-fixtures'
import { type AppAnswer, callApp, cookieJar, storeRequest } from '../../support/harness/reliability/harness'

/**
 * Claim: card entry is out of reach of anything the merchant or a third party adds. The
 * checkout and payment pages load no merchant custom CSS or fonts, no live-chat widget
 * and no analytics pixel, and their CSP lets scripts come only from this site (with the
 * request's nonce) and the payment providers: even platform code could not pull a pixel
 * in there. The store's other pages do carry all of them, so the test is not vacuous.
 */

const STORE = 'pixels'
const HOST = `${STORE}.localhost`
const MARKER = '.merchant-marker-7f3a'
const PIXEL_HOSTS = /googletagmanager\.com|google-analytics\.com|connect\.facebook\.net|facebook\.com|apis\.google\.com|doubleclick/i
const PAYMENT_SCRIPT_HOSTS = new Set([
  "'self'",
  'https://js.stripe.com',
  'https://*.js.stripe.com',
  'https://www.paypal.com',
  'https://*.paypal.com',
  'https://*.paypalobjects.com',
])
const PAYMENT_CONNECT_HOSTS = new Set([
  "'self'",
  'https://api.stripe.com',
  'https://www.paypal.com',
  'https://*.paypal.com',
  'https://*.paypalobjects.com',
])

const pages: Record<string, AppAnswer> = {}

function directive(csp: string, name: string): string[] {
  return (new RegExp(`(?:^|;\\s*)${name} ([^;]*)`).exec(csp)?.[1] ?? '').split(/\s+/).filter(Boolean)
}

// One shopper's browser: the checkout it starts is its own.
const jar = cookieJar()
async function send(path: string, init: { method?: string; body?: unknown; cookie?: string }): Promise<AppAnswer> {
  const headers = { cookie: jar.header(init.cookie ?? '') }
  const answer = await callApp(storeRequest(HOST, path, { ...init, headers }), { ENVIRONMENT: 'development' })
  jar.keep(answer.headers)
  return answer
}
const get = (path: string, headers: { cookie?: string } = {}) => send(path, { cookie: headers.cookie })
const post = (path: string, body: unknown, method = 'POST') => send(path, { method, body })

beforeAll(async () => {
  await seedStore(
    env.DB,
    buildStore(
      { slug: STORE, name: 'Pixel Store' },
      {
        theme: {
          meta: {
            storeName: 'Pixel Store',
            gaToken: 'G-ABCDE12345',
            facebookPixel: '1234567890',
            gmcMerchantId: '12345678',
            liveChatDisabled: 'false',
          },
          styles: {
            customCSS: `${MARKER}{color:red}`,
            typography: { headingFont: 'Inter', bodyFont: 'Inter', fontUrl: 'https://fonts.googleapis.com/css2?family=Inter' },
          },
          content: { header: { links: [{ label: 'Blog', url: 'https://blog.merchant.example' }] } },
        },
      },
    ),
  )
  const sku = await skuOf(STORE, 'day-tee', 'White', 'M')
  const [, colorId, sizeId] = sku.split('_').map(Number)
  const created = (await post('/api/checkout', { lineItems: [{ sku, quantity: 1 }], storeSlug: STORE })).json as Checkout
  await post('/api/v1/checkout', { id: created.id, data: { storeSlug: STORE, customer: customer(), deliveryOption: 'standard' } }, 'PUT')
  const paypal = (await post('/api/v1/initiatePayment', { checkoutId: created.id, paymentMethod: 'paypal' })).json as PaymentAnswer
  const submitted = (
    await post('/api/v1/checkout/submit', {
      checkoutId: created.id,
      storeSlug: STORE,
      paymentId: paypal.paymentId,
      paymentToken: paypal.paymentToken,
      returnUrl: `/checkout/${created.id}`,
    })
  ).json as SubmitAnswer
  const cart = {
    id: crypto.randomUUID(),
    region: 'USA',
    items: {
      [sku]: { slug: 'day-tee', sku, colorId, sizeId, productId: Number(sku.split('_')[0]), quantity: 1, itemGroupId: sku.split('_')[0] },
    },
  }
  const storeId = (await env.DB.prepare('SELECT id FROM stores WHERE slug = ?1').bind(STORE).first<{ id: number }>())?.id
  const cartCookie = `cart_${storeId}=${encodeURIComponent(JSON.stringify(cart))}`
  // The hosted checkout's pages are its shopper's own: the cart cookie comes along.
  const started = await get(`/buy/express_checkout?skus=${encodeURIComponent(`${sku}:1`)}&currency=USD`, { cookie: cartCookie })

  pages.home = await get('/')
  pages.listing = await get('/listing/day-tee')
  pages.checkout = await get(`/checkout/${created.id}`)
  pages.express = await get('/checkout/express?method=paypal', { cookie: cartCookie })
  pages.hosted = await get(new URL(started.headers.get('location') ?? '/buy/none', `http://${HOST}`).pathname, { cookie: cartCookie })
  pages.sandbox = await get(submitted.redirectUrl ?? '/dev/sandbox/none')
})

const PAYMENT_PAGES = ['checkout', 'express', 'hosted', 'sandbox']

describe.each(PAYMENT_PAGES)('the %s payment page', (name) => {
  const page = () => pages[name]

  it('is a page of its own', () => {
    expect(page().status).toBe(200)
    expect(page().headers.get('content-type')).toContain('text/html')
  })

  it('loads no merchant CSS or fonts, no live chat and no pixel', () => {
    expect(page().text).not.toContain(MARKER)
    expect(page().text).not.toMatch(/<link[^>]+fonts\.googleapis\.com/)
    expect(page().text).not.toMatch(PIXEL_HOSTS)
    expect(page().text).not.toMatch(/chat-widget|chat-launcher/)
  })

  it('lets scripts come only from this site, with the nonce, and the payment providers', () => {
    const csp = page().headers.get('content-security-policy') ?? ''
    const scripts = directive(csp, 'script-src')
    expect(scripts).toContainEqual(expect.stringMatching(/^'nonce-.+'$/))
    expect(scripts).not.toContain("'strict-dynamic'")
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts.filter((source) => !source.startsWith("'nonce-")).filter((source) => !PAYMENT_SCRIPT_HOSTS.has(source))).toEqual([])
    expect(directive(csp, 'connect-src').filter((source) => !PAYMENT_CONNECT_HOSTS.has(source) && !/^wss?:$/.test(source))).toEqual([])
    expect(directive(csp, 'style-src').filter((source) => source !== "'self'" && !source.startsWith("'nonce-"))).toEqual([])
    expect(csp).not.toMatch(PIXEL_HOSTS)
    expect(csp).not.toContain('fonts.g')
  })
})

describe("the store's other pages", () => {
  it.each(['home', 'listing'])('%s carries the merchant CSS, fonts and pixel origins the payment pages leave out', (name) => {
    const page = pages[name]
    expect(page.text).toContain(MARKER)
    expect(page.text).toContain('https://fonts.googleapis.com/css2?family=Inter')
    expect(page.headers.get('content-security-policy') ?? '').toMatch(PIXEL_HOSTS)
  })

  it.each(['home', 'listing'])('%s loads styles, fonts and images from named hosts only, never any https host', (name) => {
    const csp = pages[name].headers.get('content-security-policy') ?? ''
    for (const kind of ['style-src', 'font-src', 'img-src']) expect(directive(csp, kind), kind).not.toContain('https:')
    expect(directive(csp, 'style-src')).toContain('https://fonts.googleapis.com')
    expect(directive(csp, 'font-src')).toContain('https://fonts.gstatic.com')
  })
})
