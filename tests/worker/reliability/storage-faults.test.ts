import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Checkout } from '../../../domain/schemas/checkout'
import { buildStore, seedStore } from '../../support/factories/store'
import { chargesFor, customer, freshStore, ordersFor, skuOf } from '../../support/fixtures/checkout-fixtures'
import { callApp, D1_DOWN, failingKv, storeRequest, switchableD1 } from '../../support/harness/reliability/harness'
import {
  body,
  readyCheckout,
  sandboxCard,
  shopperAt,
  startCardPayment,
  submitAnswer,
  submitter,
} from '../../support/harness/reliability/shopper'

/**
 * Claims: KV is a cache and nothing more, so with KV unreachable the store, its theme and
 * its checkout still work from D1. With D1 failing, shoppers get a friendly 503 page with
 * a way to retry and no internals, API callers a JSON 503, and writes refused meanwhile
 * go through once D1 is back, without loss or doubling.
 */

const STORE = 'steady'
const HOST = `${STORE}.localhost`

beforeAll(async () => {
  await seedStore(
    env.DB,
    buildStore(
      { slug: STORE, name: 'Steady Store', accessCode: undefined },
      { theme: { meta: { storeName: 'Steady Store' }, styles: { primaryColor: '#0a7d55' } } },
    ),
  )
})

describe('with KV unreachable', () => {
  const kvDown = { CACHE: failingKv() }
  const get = (path: string) => callApp(storeRequest(HOST, path), kvDown)

  it.each(['/', '/listing/day-tee', '/apparel', '/cart', '/search?searchterm=tee'])(
    '%s still renders with the store’s theme, from D1',
    async (path) => {
      const page = await get(path)
      expect(page.status).toBe(200)
      expect(page.text).toContain('Steady Store')
      expect(page.text).toContain('--color-primary:#0a7d55')
    },
  )

  it('answers the catalogue API from D1', async () => {
    expect((await get(`/api/v1/stores?slug=${STORE}`)).json).toMatchObject({ slug: STORE, name: 'Steady Store' })
    expect((await get(`/api/theme?siteKey=${STORE}`)).json).toMatchObject({ meta: { storeName: 'Steady Store' } })
    expect((await get(`/api/product-cache/${STORE}.json`)).status).toBe(200)
  })

  it('still prices and takes an order: tax rates and rate limits do not need KV', async () => {
    const storeSlug = await freshStore()
    const shopper = shopperAt(storeSlug, () => kvDown)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const checkout = await readyCheckout(shopper, [{ sku, quantity: 1 }])
    // California's 7.25% on 25.00 + 7.99 delivery.
    expect(checkout.costs.tax.value).toBeGreaterThan(0)
    const payment = await startCardPayment(shopper, checkout.id, await sandboxCard(shopper))
    expect(submitAnswer(await submitter(shopper, checkout.id, payment)()).state).toBe('success')
    const tracked = await shopper.get(`/api/v1/orders?cartId=${checkout.cartId}`)
    expect(tracked.status).toBe(200)
  })

  it('keeps the access-code gate working', async () => {
    const gated = await freshStore({}, { accessCode: 'letmein' })
    const host = `${gated}.localhost`
    const wrong = await callApp(storeRequest(host, '/?accessCode=nope'), kvDown)
    expect(wrong.headers.get('location')).toBe('/login?error=1')
    const right = await callApp(storeRequest(host, '/?accessCode=letmein'), kvDown)
    expect(right.headers.get('location')).toBe('/')
  })
})

describe('with D1 failing', () => {
  const PAGES = ['/', '/listing/day-tee', '/apparel', '/cart', '/search?searchterm=tee', '/track?orderNumber=ORD-0000-0000-0000']

  function expectFriendly503(page: { status: number; headers: Headers; text: string }, path: string): void {
    expect({ path, status: page.status }).toEqual({ path, status: 503 })
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.text).toContain("We'll be right back")
    expect(page.text).toMatch(/<a [^>]*href=""[^>]*>Try again<\/a>/)
    expect(page.text).toContain(page.headers.get('x-request-id') ?? 'no request id')
  }

  const INTERNALS = /D1_ERROR|Error:|\bat \S+ \(|\.tsx?:\d+|node_modules/i

  it('shows a friendly 503 page with a retry and no internals when nothing is cached', async () => {
    const d1 = switchableD1()
    d1.down = true
    for (const path of PAGES) {
      const page = await callApp(storeRequest(HOST, path), { DB: d1.db, CACHE: failingKv() })
      expectFriendly503(page, path)
      expect(page.text).not.toMatch(INTERNALS)
    }
  })

  it('serves what the cache holds and the 503 page for the rest, never a 500 or internals', async () => {
    const d1 = switchableD1()
    for (const path of PAGES) expect((await callApp(storeRequest(HOST, path), { DB: d1.db })).status).toBe(200)
    d1.down = true
    for (const path of PAGES) {
      const page = await callApp(storeRequest(HOST, path), { DB: d1.db })
      if (page.status !== 200) expectFriendly503(page, path)
      expect(page.text.replace(/<script[\s\S]*?<\/script>/g, '')).not.toMatch(INTERNALS)
    }
    // A listing not in the cache needs the database.
    expectFriendly503(await callApp(storeRequest(HOST, '/listing/night-hoodie?product=999'), { DB: d1.db }), '/listing/night-hoodie')
  })

  it('answers the API with a JSON 503 and no internals', async () => {
    const d1 = switchableD1()
    d1.down = true
    const answer = await callApp(storeRequest(HOST, `/api/v1/listings?slug=day-tee&storeSlug=${STORE}`), { DB: d1.db, CACHE: failingKv() })
    expect(answer.status).toBe(503)
    expect(answer.json).toEqual({ error: 'The store is having trouble right now. Please try again in a moment.' })
    expect(answer.text).not.toContain(D1_DOWN)
  })

  it('takes a write refused while it was down once it is back, exactly once', async () => {
    const d1 = switchableD1()
    const post = () => callApp(storeRequest(HOST, '/api/newsletter', { body: { email: 'back@example.com' } }), { DB: d1.db })
    d1.down = true
    expect((await post()).status).toBe(503)
    d1.down = false
    expect((await post()).status).toBe(201)
    expect((await post()).status).toBe(201)
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_signups WHERE email = 'back@example.com'").first<{
      n: number
    }>()
    expect(rows?.n).toBe(1)
  })

  it('loses no order and takes no second charge when D1 fails while the order is written', async () => {
    const d1 = switchableD1()
    const storeSlug = await freshStore()
    const shopper = shopperAt(storeSlug, () => ({ DB: d1.db }))
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const checkout = await readyCheckout(shopper, [{ sku, quantity: 1 }])
    const payment = await startCardPayment(shopper, checkout.id, await sandboxCard(shopper))
    const submit = submitter(shopper, checkout.id, payment)

    d1.failWhen = (sql) => sql.includes('INSERT INTO orders')
    const failed = await submit()
    expect(failed.status).toBe(503)
    expect(failed.json).toEqual({ error: 'The store is having trouble right now. Please try again in a moment.' })
    expect(d1.refused).toBeGreaterThan(0)
    expect(await ordersFor(checkout.id)).toBe(0)
    expect(await chargesFor(checkout.id)).toBe(0)

    d1.failWhen = null
    const retried = submitAnswer(await submit())
    expect(retried.state).toBe('success')
    expect(await ordersFor(checkout.id)).toBe(1)
    expect(await chargesFor(checkout.id)).toBe(1)
    const again = submitAnswer(await submit())
    expect(again.orderLookupNumber).toBe(retried.orderLookupNumber)
    expect(await chargesFor(checkout.id)).toBe(1)
  })

  it('keeps a checkout the shopper was filling in when D1 blinks, and saves the next change', async () => {
    const d1 = switchableD1()
    const storeSlug = await freshStore()
    const shopper = shopperAt(storeSlug, () => ({ DB: d1.db }))
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const created = await shopper.post('/api/checkout', { lineItems: [{ sku, quantity: 1 }], storeSlug })
    const id = body<Checkout>(created).id
    d1.down = true
    const update = { id, data: { storeSlug, customer: customer(), deliveryOption: 'standard' } }
    expect((await shopper.put('/api/v1/checkout', update)).status).toBe(503)
    d1.down = false
    const saved = await shopper.put('/api/v1/checkout', update)
    expect(saved.status).toBe(200)
    expect(body<Checkout>(saved)).toMatchObject({
      state: 'pending',
      deliveryOption: { id: 'standard' },
      customer: { email: 'ada@example.com' },
    })
  })
})
