import { describe, expect, it } from 'vitest'
import type { Order } from '../../../domain/schemas/checkout'
import { freshStore, skuOf } from '../../support/fixtures/checkout-fixtures'
import { callApp, storeRequest } from '../../support/harness/reliability/harness'
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
 * Claim: order tracking cannot be used to enumerate orders or read shoppers' details.
 * Lookup numbers carry 60 random bits, misses are rate-limited per client (the same
 * limit covers the API and the server-rendered track page), and an order number alone
 * shows status, items and totals with the contact masked: never the shopper, never the
 * cart id that would read the rest.
 */

const LOOKUP = /^ORD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/

async function placeOrder(storeSlug: string, email: string): Promise<{ lookupNumber: string; cartId: string }> {
  const shopper = shopperAt(storeSlug)
  const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
  const checkout = await readyCheckout(shopper, [{ sku, quantity: 1 }], email)
  const payment = await startCardPayment(shopper, checkout.id, await sandboxCard(shopper))
  const submitted = submitAnswer(await submitter(shopper, checkout.id, payment)())
  expect(submitted.state).toBe('success')
  return { lookupNumber: submitted.orderLookupNumber ?? '', cartId: checkout.cartId }
}

/** A client at its own address, so counters of one test never touch another's. */
function client(storeSlug: string, ip: string) {
  return (path: string) => callApp(storeRequest(`${storeSlug}.localhost`, path, { headers: { 'cf-connecting-ip': ip } }))
}

function randomLookupNumber(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
  const symbols = [...crypto.getRandomValues(new Uint8Array(12))].map((byte) => alphabet[byte & 31]).join('')
  return `ORD-${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`
}

describe('order lookup numbers', () => {
  it('are 12 random symbols of a 32-letter alphabet, unrelated from one order to the next', async () => {
    const storeSlug = await freshStore()
    const numbers = [
      await placeOrder(storeSlug, 'a@example.com'),
      await placeOrder(storeSlug, 'b@example.com'),
      await placeOrder(storeSlug, 'c@example.com'),
    ].map((order) => order.lookupNumber)
    for (const number of numbers) expect(number).toMatch(LOOKUP)
    expect(new Set(numbers).size).toBe(3)
    // Consecutive orders share no sequence: most symbols differ (12 expected to match by chance: 0.4).
    const differing = [...numbers[0]].filter((symbol, i) => symbol !== numbers[1][i]).length
    expect(differing).toBeGreaterThanOrEqual(6)
  })
})

describe('a guessed order number', () => {
  it('is not found, and after ten misses every lookup is refused, even a right one, from that address only', async () => {
    const storeSlug = await freshStore()
    const { lookupNumber } = await placeOrder(storeSlug, 'ada@example.com')
    const guesser = client(storeSlug, '203.0.113.7')
    for (let i = 0; i < 10; i++) {
      const miss = await guesser(`/api/v1/orders?lookupNumber=${randomLookupNumber()}`)
      expect(miss.status).toBe(404)
      expect(miss.json).toEqual({ error: 'Order not found' })
    }
    const refused = await guesser(`/api/v1/orders?lookupNumber=${lookupNumber}`)
    expect(refused.status).toBe(429)
    expect(refused.json).toEqual({ error: 'Too many order numbers did not match. Please wait a few minutes and try again.' })
    const guessedCart = await guesser(`/api/v1/orders?cartId=${crypto.randomUUID()}`)
    expect(guessedCart.status).toBe(429)

    const someoneElse = await client(storeSlug, '198.51.100.20')(`/api/v1/orders?lookupNumber=${lookupNumber}`)
    expect(someoneElse.status).toBe(200)
  })

  it('counts misses on the server-rendered track page too, and stops answering it past the limit', async () => {
    const storeSlug = await freshStore()
    const { lookupNumber } = await placeOrder(storeSlug, 'ada@example.com')
    const guesser = client(storeSlug, '203.0.113.8')
    for (let i = 0; i < 10; i++) {
      const page = await guesser(`/track?orderNumber=${randomLookupNumber()}`)
      expect(page.status).toBe(200)
      expect(page.text).not.toContain('Day Tee')
    }
    const page = await guesser(`/track?orderNumber=${lookupNumber}`)
    expect(page.text).not.toContain('Day Tee')
    const api = await guesser(`/api/v1/orders?lookupNumber=${lookupNumber}`)
    expect(api.status).toBe(429)
  })

  it('counts wrong cart ids alike', async () => {
    const storeSlug = await freshStore()
    const guesser = client(storeSlug, '203.0.113.9')
    for (let i = 0; i < 10; i++) expect((await guesser(`/api/v1/orders?cartId=${crypto.randomUUID()}`)).status).toBe(404)
    expect((await guesser(`/api/v1/orders?cartId=${crypto.randomUUID()}`)).status).toBe(429)
  })
})

describe('an order asked for on another store', () => {
  it('is not found there, by number or by cart id, and each try counts toward the lookup limit', async () => {
    const [storeA, storeB] = [await freshStore(), await freshStore()]
    const { lookupNumber, cartId } = await placeOrder(storeA, 'ada@example.com')
    expect((await client(storeA, '192.0.2.30')(`/api/v1/orders?lookupNumber=${lookupNumber}`)).status).toBe(200)

    const elsewhere = client(storeB, '203.0.113.30')
    const byNumber = await elsewhere(`/api/v1/orders?lookupNumber=${lookupNumber}`)
    expect(byNumber.status).toBe(404)
    expect(byNumber.json).toEqual({ error: 'Order not found' })
    expect(byNumber.text).not.toContain('Day Tee')
    const byCart = await elsewhere(`/api/v1/orders?cartId=${cartId}`)
    expect(byCart.status).toBe(404)
    const trackPage = await elsewhere(`/track?orderNumber=${lookupNumber}`)
    expect(trackPage.text).not.toContain('Day Tee')

    // Three misses so far; seven more reach the limit, then even store A's number is refused.
    for (let i = 0; i < 7; i++) expect((await elsewhere(`/api/v1/orders?lookupNumber=${lookupNumber}`)).status).toBe(404)
    expect((await elsewhere(`/api/v1/orders?lookupNumber=${lookupNumber}`)).status).toBe(429)
    // Store A's order was not completed or otherwise touched by store B's lookups.
    expect((await client(storeA, '192.0.2.31')(`/api/v1/orders?lookupNumber=${lookupNumber}`)).status).toBe(200)
  })
})

describe('an order seen by its number', () => {
  it('shows status, items and totals by number, with the contact masked and no cart id, whatever else is asked', async () => {
    const storeSlug = await freshStore()
    const { lookupNumber, cartId } = await placeOrder(storeSlug, 'Ada.Lovelace@example.com')
    const reader = client(storeSlug, '192.0.2.10')

    for (const query of ['', '&email=eve@example.com', '&email=ada.lovelace%40example.com']) {
      const byNumber = await reader(`/api/v1/orders?lookupNumber=${lookupNumber}${query}`)
      expect(byNumber.status).toBe(200)
      const order = body<Order>(byNumber)
      expect(order).toMatchObject({ lookupNumber, status: 'processing', items: [{ title: 'Day Tee', quantity: 1 }] })
      expect(order.customer).toEqual({ email: 'a•••@e•••.com' })
      // The attacker's chain of old: a number gave the cart id, the cart id gave the rest.
      expect(byNumber.text).not.toContain(cartId)
      expect(byNumber.text).not.toMatch(/lovelace|"Ada"|415|Market St|94105/i)
    }

    // The cart id is the shopper's own secret: it reads the whole order.
    const byCart = body<Order>(await reader(`/api/v1/orders?cartId=${cartId}`))
    expect(byCart.customer).toMatchObject({ firstName: 'Ada' })

    const trackPage = await reader(`/track?orderNumber=${lookupNumber}`)
    expect(trackPage.text).toContain('Day Tee')
    expect(trackPage.text).not.toContain(cartId)
    expect(trackPage.text).not.toMatch(/lovelace|Market St|94105/i)
  })

  it('keeps the cart id out of the thank-you page’s URL: the worker moves it into a cookie before the page renders', async () => {
    const storeSlug = await freshStore()
    const { lookupNumber, cartId } = await placeOrder(storeSlug, 'thanks.ada@example.com')
    const reader = client(storeSlug, '192.0.2.11')
    for (const path of [`/thankyou?orderNumber=${lookupNumber}&cart=${cartId}`, `/checkout-complete/${cartId}`]) {
      const moved = await reader(path)
      expect(moved.status).toBe(302)
      expect(moved.headers.get('location')).toBe(path.startsWith('/thankyou') ? `/thankyou?orderNumber=${lookupNumber}` : '/thankyou')
      const cookie = moved.headers.get('set-cookie') ?? ''
      expect(cookie).toMatch(/HttpOnly/i)
      const shown = await callApp(
        storeRequest(`${storeSlug}.localhost`, moved.headers.get('location') ?? '', {
          headers: { 'cf-connecting-ip': '192.0.2.11', cookie: cookie.split(';')[0] },
        }),
      )
      expect(shown.status).toBe(200)
      expect(shown.text).toContain('thanks.ada@example.com')
      expect(shown.text).not.toContain(cartId)
    }
  })

  it('shows the number alone without the shopper’s details on the thank-you page', async () => {
    const storeSlug = await freshStore()
    const { lookupNumber } = await placeOrder(storeSlug, 'number.ada@example.com')
    const reader = client(storeSlug, '192.0.2.12')
    const numberOnly = await reader(`/thankyou?orderNumber=${lookupNumber}&orderLookupNumber=${lookupNumber}`)
    expect(numberOnly.status).toBe(200)
    expect(numberOnly.text).toContain(lookupNumber)
    expect(numberOnly.text).not.toContain('number.ada@example.com')
  })
})
