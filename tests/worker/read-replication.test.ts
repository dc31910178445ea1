import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BOOKMARK_COOKIE } from '../../worker/lib/d1-sessions'
import { customer, freshStore, skuOf } from '../support/fixtures/checkout-fixtures'
import { callApp, storeRequest } from '../support/harness/reliability/harness'
import { readyCheckout, sandboxCard, shopperAt, startCardPayment, submitAnswer, submitter } from '../support/harness/reliability/shopper'

/**
 * D1's read replication through the Sessions API (docs/decisions/085-d1-read-replication.md):
 * catalogue reads in a session any replica may answer, writes on the primary, and the
 * shopper's bookmark carried in a cookie so their next read sees what they wrote. Locally
 * D1 has one copy, so what is checked is where each read starts, through the real binding.
 */

/** The test database, noting every session started on it and every query sent past one. */
function watchedD1() {
  const sessions: string[] = []
  let outsideSessions = 0
  const db = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'withSession') {
        return (start?: string) => {
          sessions.push(start ?? 'first-unconstrained')
          return target.withSession(start)
        }
      }
      if (property === 'prepare' || property === 'batch') outsideSessions += 1
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { db, sessions, outside: () => outsideSessions }
}

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/

/** The bookmark cookie a response sets, with its attributes, or undefined. */
const bookmarkCookie = (headers: Headers): string | undefined =>
  headers.getSetCookie().find((cookie) => cookie.startsWith(`${BOOKMARK_COOKIE}=`))
const bookmarkOf = (cookie: string | undefined): string => cookie?.split(';')[0].split('=')[1] ?? ''

async function stockRequest(storeSlug: string, sku: string, cookie?: string) {
  const [, colorId, sizeId] = sku.split('_')
  return storeRequest(`${storeSlug}.localhost`, `/api/v1/inventory?colorId=${colorId}&sizeId=${sizeId}`, {
    headers: cookie ? { cookie } : {},
  })
}

describe('catalogue reads', () => {
  it('go through a session a replica may answer, and set no cookie', async () => {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const watched = watchedD1()
    const answer = await callApp(await stockRequest(storeSlug, sku), { DB: watched.db })
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ inventoryCount: 10 })
    expect(watched.sessions).toEqual(['first-unconstrained'])
    // Nothing of the request went to D1 outside its sessions.
    expect(watched.outside()).toBe(0)
    expect(bookmarkCookie(answer.headers)).toBeUndefined()
  })

  it.each(['/', '/listing/day-tee', '/apparel', '/search?searchterm=tee'])(
    'anonymous page view %s sets no cookie of its own, so the edge may cache it',
    async (path) => {
      const storeSlug = await freshStore()
      const watched = watchedD1()
      const page = await callApp(storeRequest(`${storeSlug}.localhost`, path, { headers: { accept: 'text/html' } }), { DB: watched.db })
      expect(page.status).toBe(200)
      // The page's reads went to the replica session; nothing of it to the primary's.
      expect(watched.sessions).toEqual(['first-unconstrained'])
      expect(page.headers.getSetCookie()).toEqual([])
    },
  )

  it.each([
    ['garbage', 'garbage'],
    ['a constraint instead of a bookmark', 'first-primary'],
    ['upper case', '00000085-0000024C-00004C6D-8E61117BF38D7ADB71B934EBBF891683'],
    ['a bookmark with more after it', '00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683,x'],
    ['4 KB of it', 'f'.repeat(4000)],
    ['empty', ''],
  ])('ignore a garbled bookmark cookie (%s): the store answers, reading afresh', async (_name, value) => {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const cookie = `${BOOKMARK_COOKIE}=${value}`
    const watched = watchedD1()
    const stock = await callApp(await stockRequest(storeSlug, sku, cookie), { DB: watched.db })
    expect(stock.status).toBe(200)
    expect(stock.json).toEqual({ inventoryCount: 10 })
    const page = await callApp(storeRequest(`${storeSlug}.localhost`, '/', { headers: { accept: 'text/html', cookie } }), {
      DB: watched.db,
    })
    expect(page.status).toBe(200)
    expect(watched.sessions).toEqual(['first-unconstrained', 'first-unconstrained'])
  })
})

describe('a shopper’s own writes', () => {
  it('go to the primary and come back as a bookmark their next read starts from: they see their order’s stock at once', async () => {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const watched = watchedD1()
    const shopper = shopperAt(storeSlug, () => ({ DB: watched.db }))

    const checkout = await readyCheckout(shopper, [{ sku, quantity: 3 }], 'reader@example.com')
    const payment = await startCardPayment(shopper, checkout.id, await sandboxCard(shopper))
    const submitted = await submitter(shopper, checkout.id, payment)()
    expect(submitAnswer(submitted).state).toBe('success')
    expect(watched.sessions).toContain('first-primary')

    const cookie = bookmarkCookie(submitted.headers)
    const bookmark = bookmarkOf(cookie)
    expect(bookmark).toMatch(BOOKMARK)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Path=\//)
    expect(cookie).toMatch(/; Max-Age=3600/)

    watched.sessions.length = 0
    const after = await callApp(await stockRequest(storeSlug, sku, `${BOOKMARK_COOKIE}=${bookmark}`), { DB: watched.db })
    expect(watched.sessions).toEqual([bookmark])
    expect(after.json).toEqual({ inventoryCount: 7 })
    // A read that writes nothing leaves the shopper's bookmark as it is.
    expect(bookmarkCookie(after.headers)).toBeUndefined()
  })

  it('only move the bookmark forward, and it says nothing about the shopper', async () => {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const shopper = shopperAt(storeSlug)
    const created = await shopper.post('/api/checkout', { lineItems: [{ sku, quantity: 1 }], storeSlug })
    const first = bookmarkOf(bookmarkCookie(created.headers))
    expect(first).toMatch(BOOKMARK)
    const checkoutId = (created.json as { id: string }).id
    const updated = await shopper.put('/api/v1/checkout', {
      id: checkoutId,
      data: { storeSlug, customer: { ...customer(), email: 'secret-shopper@example.com' } },
    })
    expect(updated.status, updated.text).toBe(200)
    const second = bookmarkOf(bookmarkCookie(updated.headers))
    expect(second > first).toBe(true)
    for (const cookie of [first, second]) {
      expect(cookie).not.toContain('secret-shopper')
      expect(cookie).not.toContain(checkoutId)
    }
    // A shopper coming back with a newer bookmark than this request reaches keeps theirs.
    const ahead = `ffffffff-${second.slice(9)}`
    const withAhead = await callApp(
      storeRequest(`${storeSlug}.localhost`, '/api/checkout', {
        body: { lineItems: [{ sku, quantity: 1 }], storeSlug },
        headers: { cookie: `${BOOKMARK_COOKIE}=${ahead}` },
      }),
    )
    expect(withAhead.status).toBe(201)
    expect(bookmarkCookie(withAhead.headers)).toBeUndefined()
  })
})
