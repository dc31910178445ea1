import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { cartCookieName, parseCartCookie } from '../../domain/cart-cookie'
import { storeClient } from '../support/harness/worker/checkout-api-client'
import { freshStore, skuOf } from '../support/fixtures/checkout-fixtures'

/**
 * The listing's Add to cart as a form the worker answers (issue 32): what a browser posts
 * before its scripts have hydrated, or without scripts, and what an attacker might post.
 */

async function storeIdOf(slug: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM stores WHERE slug = ?1').bind(slug).first<{ id: number }>()
  return row?.id ?? 0
}

/** The form's fields for a sku (`product_colour_size`), as the listing's form names them. */
function fieldsOf(sku: string, quantity: string): Record<string, string> {
  const [product, color, size] = sku.split('_')
  return { product, color, size, quantity }
}

/** The cart the answer set, by sku and quantity; null when it set none. */
function setCart(headers: Headers, storeId: number): Record<string, number> | null {
  const prefix = `${cartCookieName(storeId)}=`
  const cookie = headers.getSetCookie().find((line) => line.startsWith(prefix))
  if (!cookie) return null
  const cart = parseCartCookie(cookie.slice(prefix.length, cookie.indexOf(';')))
  return Object.fromEntries(Object.values(cart?.items ?? {}).map((entry) => [entry.sku, entry.quantity]))
}

let slug = ''

// The isolate's first page render loads the renderer, React Router and the route chunks: on a
// shared 2-core machine that alone takes seconds, so it happens here, once, not in a test.
beforeAll(async () => {
  slug = await freshStore()
  expect((await storeClient(slug).get('/listing/night-hoodie')).status).toBe(200)
}, 30_000)

describe('Add to cart posted as a form', () => {
  it('adds the line to the cart cookie and sends the shopper back to the listing, confirmed', async () => {
    const storeId = await storeIdOf(slug)
    const api = storeClient(slug)
    const sku = await skuOf(slug, 'night-hoodie', 'Navy', 'S')
    const first = await api.form('/listing/night-hoodie', fieldsOf(sku, '2'))
    expect(first.status).toBe(303)
    const [product, color, size] = sku.split('_')
    expect(first.headers.get('location')).toBe(`/listing/night-hoodie?product=${product}&variation=${color}&size=${size}&added=2`)
    expect(setCart(first.headers, storeId)).toEqual({ [sku]: 2 })
    expect(first.headers.getSetCookie()[0]).toMatch(/; Path=\/; Max-Age=2592000; SameSite=Lax$/)

    // The browser sends the cookie back: a second add joins the line.
    const second = await api.form('/listing/night-hoodie', fieldsOf(sku, '1'))
    expect(setCart(second.headers, storeId)).toEqual({ [sku]: 3 })

    const confirmed = await api.get(String(second.headers.get('location')))
    expect(confirmed.status).toBe(200)
    expect(String(confirmed.body)).toContain('1 item(s) added to my cart')
  })

  it("refuses a size the colour does not have with the listing's words, showing the form as sent", async () => {
    const api = storeClient(slug)
    const sku = await skuOf(slug, 'night-hoodie', 'Navy', 'S')
    const answer = await api.form('/listing/night-hoodie', { ...fieldsOf(sku, '4'), size: '987654' })
    expect(answer.status).toBe(400)
    expect(answer.headers.getSetCookie()).toEqual([])
    const html = String(answer.body)
    expect(html).toContain('role="alert">Select a size<')
    // The quantity sent is the one the form shows again.
    expect(html).toMatch(/<option value="4" selected="">4<\/option>/)
  })

  it('refuses a colour and size out of stock with 409 Out of stock', async () => {
    const api = storeClient(slug)
    const sku = await skuOf(slug, 'night-hoodie', 'Black', 'M')
    const answer = await api.form('/listing/night-hoodie', fieldsOf(sku, '1'))
    expect(answer.status).toBe(409)
    expect(String(answer.body)).toContain('role="alert">Out of stock<')
    expect(answer.headers.getSetCookie()).toEqual([])
  })

  it.each([
    ['a quantity over 999', { quantity: '1000' }],
    ['a quantity of 0', { quantity: '0' }],
    ['an exponent', { quantity: '1e3' }],
    ['a negative colour', { color: '-2' }],
    ['no product', { product: '' }],
  ])('answers %s with 400 and a message, setting no cookie', async (_, change) => {
    const api = storeClient(slug)
    const sku = await skuOf(slug, 'night-hoodie', 'Navy', 'S')
    const answer = await api.form('/listing/night-hoodie', { ...fieldsOf(sku, '1'), ...change })
    expect(answer.status).toBe(400)
    expect(String(answer.body)).toContain('Something went wrong. Please try again.')
    expect(answer.headers.getSetCookie()).toEqual([])
  })

  it("does not add another store's listing through this store's host", async () => {
    const theirs = await freshStore({
      listings: [
        {
          slug: 'their-only-tee',
          title: 'Their Tee',
          collections: ['apparel'],
          products: [
            {
              productType: 'T-Shirt',
              name: 'Classic Tee',
              mockup: 'tee',
              sizes: [{ label: 'M', priceCents: 2500 }],
              variations: [{ color: 'White', hex: '#ffffff', inventory: { M: 10 } }],
            },
          ],
        },
      ],
    })
    const sku = await skuOf(theirs, 'their-only-tee', 'White', 'M')
    const answer = await storeClient(slug).form('/listing/their-only-tee', fieldsOf(sku, '1'))
    expect(answer.status).toBe(404)
    expect(answer.headers.getSetCookie()).toEqual([])
  })

  it('refuses a form another site posts (403), before reading the listing', async () => {
    const sku = await skuOf(slug, 'night-hoodie', 'Navy', 'S')
    const answer = await SELF.fetch(`http://${slug}.localhost/listing/night-hoodie`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'https://attacker.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fieldsOf(sku, '1')).toString(),
    })
    expect(answer.status).toBe(403)
    expect(answer.headers.getSetCookie()).toEqual([])
    await answer.body?.cancel()
  })
})

describe("a cart line's quantity and Remove posted as forms", () => {
  async function cartWith(quantity: string) {
    const storeId = await storeIdOf(slug)
    const api = storeClient(slug)
    const sku = await skuOf(slug, 'night-hoodie', 'Navy', 'XL')
    const added = await api.form('/listing/night-hoodie', fieldsOf(sku, quantity))
    expect(added.status).toBe(303)
    return { api, sku, storeId }
  }

  it('sets the quantity and sends the shopper back to the cart, which shows it', async () => {
    const { api, sku, storeId } = await cartWith('1')
    const answer = await api.form('/cart', { intent: 'update', sku, quantity: '5' })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/cart')
    expect(setCart(answer.headers, storeId)).toEqual({ [sku]: 5 })
    const cart = await api.get('/cart')
    expect(String(cart.body)).toMatch(/<option value="5" selected="">5<\/option>/)
  })

  it('removes the line with Remove, and with a quantity of 0', async () => {
    const { api, sku, storeId } = await cartWith('2')
    const removed = await api.form('/cart', { intent: 'remove', sku })
    expect(removed.status).toBe(303)
    expect(removed.headers.getSetCookie()[0]).toMatch(new RegExp(`^${cartCookieName(storeId)}=; Path=/; Max-Age=0;`))
    const again = await cartWith('2')
    const zero = await again.api.form('/cart', { intent: 'update', sku: again.sku, quantity: '0' })
    expect(setCart(zero.headers, storeId)).toEqual({})
  })

  it.each([
    ['an unknown intent', { intent: 'checkout' }],
    ['a quantity over 999', { intent: 'update', quantity: '1000' }],
    ['a negative quantity', { intent: 'update', quantity: '-1' }],
    ['no sku', { intent: 'remove', sku: '' }],
  ])('answers %s with 400 and a message, and the cart keeps its line', async (_, change) => {
    const { api, sku } = await cartWith('3')
    const answer = await api.form('/cart', { sku, quantity: '1', ...change })
    expect(answer.status).toBe(400)
    expect(String(answer.body)).toContain('role="alert">Something went wrong. Please try again.<')
    expect(answer.headers.getSetCookie()).toEqual([])
  })
})
