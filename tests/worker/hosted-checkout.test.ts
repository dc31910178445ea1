import { env, SELF } from 'cloudflare:test'
import { cartCookieName, serializeCartCookie } from '../../domain/cart-cookie'
import { describe, expect, it } from 'vitest'
import { storeClient } from '../support/harness/worker/checkout-api-client'
import { freshStore, ordersFor, skuOf, stockOf } from '../support/fixtures/checkout-fixtures'

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '4155550100',
  address1: '1 Market St',
  address2: '',
  city: 'San Francisco',
  stateCode: 'CA',
  zip: '94105',
  countryCode: 'US',
}

const SUCCESS_CARD = { paymentMethod: 'card', cardholderName: 'Ada Lovelace', number: '4242424242424242', expiry: '12/34', cvc: '123' }

async function hostedCheckout(quantity = 2, cartQuery = '', cartCookieId?: string) {
  const storeSlug = await freshStore()
  const api = storeClient(storeSlug)
  if (cartCookieId) {
    const store = await env.DB.prepare('SELECT id FROM stores WHERE slug = ?1').bind(storeSlug).first<{ id: number }>()
    api.setCookie(cartCookieName(store?.id ?? 0), serializeCartCookie({ id: cartCookieId, items: {}, region: 'USA' }))
  }
  const sku = await skuOf(storeSlug, 'night-hoodie', 'Navy', 'S')
  const started = await api.get(
    `/buy/express_checkout?skus=${sku}:${quantity}&currency=USD&locale=en&payment_method=card&shipping=USA${cartQuery}`,
  )
  expect(started.status).toBe(303)
  const page = started.headers.get('location') ?? ''
  expect(page).toMatch(/^\/buy\/express_checkout\/ck_/)
  return { api, storeSlug, sku, page }
}

describe('hosted express checkout', () => {
  it('turns the skus of the query into a checkout and shows its lines', async () => {
    const { api, page } = await hostedCheckout()
    const shown = await api.get(page)
    expect(shown.status).toBe(200)
    expect(String(shown.body)).toContain('Night Hoodie · Navy · S × 2')
    expect(String(shown.body)).toContain('Please enter your address before you enter a promo code.')
  })

  it('sends a query without a cart back to the cart', async () => {
    const storeSlug = await freshStore()
    const answer = await storeClient(storeSlug).get('/buy/express_checkout?skus=&currency=USD')
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/cart')
  })

  it("answers an incomplete address with the spec's messages and keeps what was typed", async () => {
    const { api, page } = await hostedCheckout()
    const answer = await api.form(`${page}/customer`, { ...ADDRESS, firstName: '', phone: '12', countryCode: 'US', stateCode: '' })
    expect(answer.status).toBe(422)
    const html = String(answer.body)
    expect(html).toContain('Please enter your first name')
    expect(html).toContain('Please select your state')
    expect(html).toContain('Please enter a valid phone number')
    expect(html).toContain('value="Lovelace"')
  })

  it('refuses form posts from another site', async () => {
    const { api, page } = await hostedCheckout()
    const answer = await SELF.fetch(`${api.origin}${page}/customer`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(ADDRESS).toString(),
    })
    await answer.text()
    expect(answer.status).toBe(403)
  })

  it('takes the address, a delivery tier and the success card to an order', async () => {
    const { api, sku, page } = await hostedCheckout()
    const before = await stockOf(sku)
    expect((await api.form(`${page}/customer`, ADDRESS)).status).toBe(303)
    expect(String((await api.get(page)).body)).toContain('checked')
    const paid = await api.form(`${page}/pay`, SUCCESS_CARD)
    expect(paid.status).toBe(303)
    const finished = await api.get(paid.headers.get('location') ?? '')
    expect(finished.status).toBe(303)
    expect(finished.headers.get('location')).toMatch(/^\/checkout-complete\//)
    expect(await stockOf(sku)).toBe(before - 2)
    expect(await ordersFor(page.split('/').pop() ?? '')).toBe(1)
  })

  it("finishes on the storefront's own cart, so the order empties the shopper's cart", async () => {
    const cartId = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
    const { api, page } = await hostedCheckout(1, `&cart_id=${cartId}`, cartId)
    expect((await api.form(`${page}/customer`, ADDRESS)).status).toBe(303)
    const paid = await api.form(`${page}/pay`, SUCCESS_CARD)
    const finished = await api.get(paid.headers.get('location') ?? '')
    expect(finished.headers.get('location')).toBe(`/checkout-complete/${cartId}`)
  })

  it('takes the cart a link names only when it is the browser’s own', async () => {
    const { api, page } = await hostedCheckout(1, '&cart_id=someone-elses-cart', 'my-own-cart')
    expect((await api.form(`${page}/customer`, ADDRESS)).status).toBe(303)
    const paid = await api.form(`${page}/pay`, SUCCESS_CARD)
    const finished = await api.get(paid.headers.get('location') ?? '')
    expect(finished.headers.get('location')).toBe('/checkout-complete/my-own-cart')
  })

  it('shows the shopper’s details and forms to their own browser only', async () => {
    const { api, page } = await hostedCheckout(1)
    expect((await api.form(`${page}/customer`, ADDRESS)).status).toBe(303)
    expect(String((await api.get(page)).body)).toContain('Lovelace')
    // Another browser holding the page's address: sent to its own cart, nothing shown.
    const stranger = storeClient(new URL(api.origin).hostname.replace('.localhost', ''))
    const seen = await stranger.get(page)
    expect(seen.status).toBe(303)
    expect(seen.headers.get('location')).toBe('/cart')
    expect((await stranger.form(`${page}/customer`, { ...ADDRESS, lastName: 'Mallory' })).status).toBe(303)
    expect(String((await api.get(page)).body)).not.toContain('Mallory')
  })

  it('shows the decline and lets the shopper pay again', async () => {
    const { api, page } = await hostedCheckout(1)
    await api.form(`${page}/customer`, ADDRESS)
    const declined = await api.form(`${page}/pay`, {
      paymentMethod: 'card',
      cardholderName: 'Ada',
      number: '4000000000000002',
      expiry: '12/34',
      cvc: '123',
    })
    expect(declined.status).toBe(422)
    expect(String(declined.body)).toContain('Payment failed, please try again. Your card was declined.')
    const paid = await api.form(`${page}/pay`, { ...SUCCESS_CARD, cardholderName: 'Ada' })
    expect(paid.status).toBe(303)
    expect((await api.get(paid.headers.get('location') ?? '')).headers.get('location')).toMatch(/^\/checkout-complete\//)
  })
})

describe("'Email me with news and offers' on the hosted checkout", () => {
  const optIn = async (checkoutId: string) => {
    const order = await env.DB.prepare('SELECT marketing_opt_in, customer_email FROM orders WHERE checkout_id = ?1')
      .bind(checkoutId)
      .first<{ marketing_opt_in: number; customer_email: string }>()
    const signups = await env.DB.prepare(
      'SELECT email FROM newsletter_signups WHERE email = ?1 AND store_id = (SELECT store_id FROM orders WHERE checkout_id = ?2)',
    )
      .bind(order?.customer_email ?? '', checkoutId)
      .all<{ email: string }>()
    return { order: order?.marketing_opt_in, signups: signups.results.map((row) => row.email) }
  }

  async function buyWith(fields: Record<string, string>) {
    const { api, page } = await hostedCheckout(1)
    expect((await api.form(`${page}/customer`, fields)).status).toBe(303)
    const beforePaying = { summary: String((await api.get(page)).body), form: String((await api.get(`${page}?edit=customer`)).body) }
    const paid = await api.form(`${page}/pay`, SUCCESS_CARD)
    expect(paid.status).toBe(303)
    return { beforePaying, checkoutId: page.split('/').pop() ?? '' }
  }

  it('is offered under the email field, unticked', async () => {
    const { api, page } = await hostedCheckout(1)
    const html = String((await api.get(page)).body)
    expect(html).toMatch(
      /id="email"[\s\S]*<input type="checkbox" name="marketingOptIn" value="on"\s*\/>\s*<span>Email me with news and offers<\/span>/,
    )
  })

  it("is worded in the buyer's language", async () => {
    const { api, page } = await hostedCheckout(1)
    api.setCookie(
      'buyerLocalization',
      encodeURIComponent(JSON.stringify({ buyer_locale: 'de', buyer_currency: 'EUR', buyer_region: 'EU' })),
    )
    expect(String((await api.get(page)).body)).toContain('Schickt mir Neuigkeiten und Angebote per E-Mail')
  })

  it('ticked: kept with the checkout and the order, and the shopper is on the store’s newsletter list', async () => {
    const email = `news-${crypto.randomUUID().slice(0, 8)}@example.com`
    const { beforePaying, checkoutId } = await buyWith({ ...ADDRESS, email, marketingOptIn: 'on' })
    expect(beforePaying.summary).toContain('✓ Email me with news and offers')
    expect(beforePaying.form).toContain('name="marketingOptIn" value="on" checked')
    expect(await optIn(checkoutId)).toEqual({ order: 1, signups: [email] })
  })

  it('left unticked: the order says no and nobody is signed up', async () => {
    const email = `quiet-${crypto.randomUUID().slice(0, 8)}@example.com`
    const { beforePaying, checkoutId } = await buyWith({ ...ADDRESS, email })
    expect(beforePaying.summary).not.toContain('Email me with news and offers')
    expect(await optIn(checkoutId)).toEqual({ order: 0, signups: [] })
  })

  it('stays ticked when the form comes back with an error', async () => {
    const { api, page } = await hostedCheckout(1)
    const refused = await api.form(`${page}/customer`, { ...ADDRESS, firstName: '', marketingOptIn: 'on' })
    expect(refused.status).toBe(422)
    expect(String(refused.body)).toContain('name="marketingOptIn" value="on" checked')
  })
})

const CANADA = {
  ...ADDRESS,
  phone: '416 555 0100',
  address1: '100 Queen St W',
  city: 'Toronto',
  stateCode: 'CA-ON',
  zip: 'M5H 2N2',
  countryCode: 'CA',
}

describe('hosted express checkout for buyers outside the United States', () => {
  it('takes a Canadian address with its province and postal code to an order, priced without US sales tax', async () => {
    const { api, page } = await hostedCheckout(1)
    const saved = await api.form(`${page}/customer`, CANADA)
    expect(saved.status).toBe(303)
    const shown = String((await api.get(page)).body)
    expect(shown).toContain('Toronto, ON M5H 2N2')
    expect(shown).toContain('Canada')
    expect(shown).not.toContain('Sales Tax')
    expect(shown).toMatch(/name="deliveryOption" value="standard" checked/)
    // Dates as the buyer's locale writes them, not ISO; the store's icon, not a /favicon.ico miss.
    expect(shown).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    expect(shown).toMatch(/Arrives [A-Z][a-z]{2} \d{1,2}/)
    expect(shown).toMatch(/<link rel="icon" href="[^"]+"/)
    const paid = await api.form(`${page}/pay`, SUCCESS_CARD)
    expect(paid.status).toBe(303)
    expect((await api.get(paid.headers.get('location') ?? '')).headers.get('location')).toMatch(/^\/checkout-complete\//)
    expect(await ordersFor(page.split('/').pop() ?? '')).toBe(1)
  })

  it("asks for the province and the postal code in the country's format", async () => {
    const { api, page } = await hostedCheckout(1)
    const noProvince = await api.form(`${page}/customer`, { ...CANADA, stateCode: '' })
    expect(noProvince.status).toBe(422)
    expect(String(noProvince.body)).toContain('Please select your province or state')
    expect(String(noProvince.body)).not.toContain("We noticed you're outside of the United States")
    const usZip = await api.form(`${page}/customer`, { ...CANADA, zip: '12345' })
    expect(usZip.status).toBe(422)
    expect(String(usZip.body)).toContain('Please enter a postal code like K1A 0B1')
  })

  it('needs no province where the post asks for none (Germany)', async () => {
    const { api, page } = await hostedCheckout(1)
    const germany = {
      ...CANADA,
      phone: '030 901820',
      city: 'Berlin',
      address1: 'Unter den Linden 1',
      stateCode: '',
      zip: '10117',
      countryCode: 'DE',
    }
    expect((await api.form(`${page}/customer`, germany)).status).toBe(303)
    expect(String((await api.get(page)).body)).toContain('Berlin 10117')
  })

  it('carries over the address the shopper typed on the storefront', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    const sku = await skuOf(storeSlug, 'night-hoodie', 'Navy', 'S')
    const typed = new URLSearchParams({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '416 555 0100',
      address1: '100 Queen St W',
      city: 'Toronto',
      zip: 'M5H 2N2',
      country: 'CA',
    })
    const started = await api.get(`/buy/express_checkout?skus=${sku}:1&currency=USD&locale=en&payment_method=card&shipping=USA&${typed}`)
    // Canada needs the province the storefront form does not ask for: the form shows the rest.
    const shown = String((await api.get(started.headers.get('location') ?? '')).body)
    expect(shown).toContain('value="100 Queen St W"')
    expect(shown).toContain('value="M5H 2N2"')
    expect(shown).toMatch(/<option value="CA" selected>Canada<\/option>/)

    typed.set('state', 'CA-ON')
    const complete = await api.get(`/buy/express_checkout?skus=${sku}:1&currency=USD&locale=en&shipping=USA&${typed}`)
    const location = complete.headers.get('location') ?? ''
    expect(location).not.toContain('Toronto')
    expect(String((await api.get(location)).body)).toContain('Toronto, ON M5H 2N2')
  })
})

describe('/dev/stock', () => {
  it('is not there outside development', async () => {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'night-hoodie', 'Navy', 'S')
    const answer = await storeClient(storeSlug).post('/dev/stock', { sku, count: 0 })
    expect(answer.status).toBe(404)
    expect(await stockOf(sku)).toBe(3)
  })
})
