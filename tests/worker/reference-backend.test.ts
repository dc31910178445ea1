import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Checkout, DeliveryOption, Order, PaymentAnswer, PaymentStateAnswer, SubmitAnswer } from '../../domain/schemas/checkout'
import type { ListingAnswer } from '../../domain/schemas/catalog'
import { referenceBackend } from '../support/reference-backend/app'
import { Shop } from '../support/reference-backend/shop'
import { testCustomer } from '../support/factories/customer'
import { type AppAnswer, callApp, cookieJar, storeRequest } from '../support/harness/reliability/harness'
import { REFERENCE_KEY, REFERENCE_URL } from '../support/backend-key'

/**
 * The whole storefront app in provider mode in front of the reference backend
 * (tests/support/reference-backend): a backend written from the spec alone, answering only with
 * the spec's fields, in dollars. The e2e suite runs the same two over a real socket; this
 * runs them in one isolate so each step can be checked from both sides.
 */

const storefront = {
  BACKEND_URL: REFERENCE_URL,
  BACKEND_API_KEY: REFERENCE_KEY,
  DEFAULT_STORE: 'harbor',
  STORE_NOT_FOUND_URL: `${REFERENCE_URL}/store-not-found`,
  FLAG_CHECKOUT_V2: 'true',
  FLAG_LEGACY_CHECKOUT: 'false',
  FLAG_HIDE_PAYPAL: 'false',
  FLAG_SUPPORT: 'true',
}

let shop: Shop
let backend: ReturnType<typeof referenceBackend>

beforeEach(() => {
  shop = new Shop()
  backend = referenceBackend({ apiKey: REFERENCE_KEY, shop })
  vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (new URL(request.url).origin !== REFERENCE_URL) throw new TypeError(`Unexpected fetch to ${request.url}`)
    return backend.fetch(request)
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A shopper's browser on a store: it keeps the cookies the storefront sets, as a browser does. */
function shopper(store: string, settings: Record<string, string> = storefront) {
  const host = `${store}.localhost`
  const jar = cookieJar()
  return async <T = unknown>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const cookie = jar.header(init.headers?.cookie ?? '')
    const answer = await callApp(storeRequest(host, path, { ...init, headers: { ...init.headers, cookie } }), settings)
    jar.keep(answer.headers)
    return answer as AppAnswer & { json: T }
  }
}

const writes = (kind: string) => shop.writes.filter((write) => write.kind === kind)

describe('the storefront in front of the reference backend', () => {
  it('shows the store, a collection, search and a listing, in dollars read as cents, with no 5xx', async () => {
    const get = shopper('harbor')
    const home = await get('/', { headers: { accept: 'text/html' } })
    expect(home.status).toBe(200)
    expect(home.text).toContain('Harbor Tee')
    expect(home.text).toContain('$25.00')
    expect(home.text).toContain('Made by the sea')
    const apparel = await get('/apparel', { headers: { accept: 'text/html' } })
    expect(apparel.status).toBe(200)
    expect(apparel.text).toContain('Harbor Hoodie')
    expect(apparel.text).not.toContain('Tide Poster')
    expect((await get('/search?searchterm=tide', { headers: { accept: 'text/html' } })).status).toBe(200)
    const listing = await get<ListingAnswer>('/api/v1/listings?slug=harbor-tee&storeSlug=harbor')
    const navy = listing.json.listing?.products[0].variations.find((variation) => variation.color === 'Navy')
    expect(navy?.sizes.map((size) => [size.label, size.price])).toEqual([
      ['S', 2500],
      ['M', 2500],
      ['L', 2700],
    ])
    expect(navy?.availableSizesWithId.map((size) => size.label)).toEqual(['S', 'M'])
    expect(listing.json.listing?.products[0].details.materials).toBe('100% combed cotton')
    expect((await get('/listing/harbor-tee', { headers: { accept: 'text/html' } })).status).toBe(200)
  })

  it('sells the tee with a promo code and a redirect payment: one checkout, one payment, one submit, one order', async () => {
    const send = shopper('harbor')
    const cartId = 'cart-reference-1'
    const created = await send<Checkout>('/api/checkout', {
      body: { storeSlug: 'harbor', cartId, lineItems: [{ sku: '7001_70011_2', quantity: 1 }] },
    })
    expect(created.status).toBe(201)
    const id = created.json.id
    const saved = await send<Checkout>('/api/v1/checkout', {
      method: 'PUT',
      body: { id, data: { storeSlug: 'harbor', customer: testCustomer('sea@example.com'), paymentMethod: 'paypal' } },
    })
    expect(saved.json.state).toBe('pending')
    const quotes = await send<{ data: { attributes: { quotes: DeliveryOption[] } } }>('/api/deliveryOptions', {
      body: { id, storeSlug: 'harbor', stateCode: 'CA', countryCode: 'US' },
    })
    expect(quotes.json.data.attributes.quotes.map((quote) => [quote.id, quote.price])).toEqual([
      ['standard', 599],
      ['rush', 1299],
      ['super_rush', 2499],
    ])
    await send('/api/v1/checkout', { method: 'PUT', body: { id, data: { storeSlug: 'harbor', deliveryOption: 'standard' } } })
    const refused = await send('/api/v1/checkout', { method: 'PUT', body: { id, data: { storeSlug: 'harbor', promoCode: 'NOPE' } } })
    expect(refused.status).toBe(422)
    expect(refused.json).toMatchObject({ message: { errors: [{ source: { pointer: '/data/promoCode' } }] } })
    const promo = await send<Checkout>('/api/v1/checkout', {
      method: 'PUT',
      body: { id, data: { storeSlug: 'harbor', promoCode: 'harbor10' } },
    })
    // $25 less 10 % is $22.50, plus $5.99 delivery and California's 7.25 % on $22.50 ($1.63).
    expect(promo.json.costs).toMatchObject({
      discount: { value: 250 },
      shipping: { value: 599 },
      tax: { value: 163 },
      total: { value: 3012 },
    })

    const payment = await send<PaymentAnswer>('/api/v1/initiatePayment', { body: { checkoutId: id, paymentMethod: 'paypal' } })
    expect(payment.status).toBe(200)
    expect(payment.json.amount).toEqual({ value: 3012, currency: 'USD' })
    const submitted = await send<SubmitAnswer>('/api/v1/checkout/submit', {
      body: {
        checkoutId: id,
        storeSlug: 'harbor',
        paymentId: payment.json.paymentId,
        paymentToken: payment.json.paymentToken,
        platform: 'paypal',
        returnUrl: `/checkout/${id}?payment=returned`,
      },
    })
    expect(submitted.json).toMatchObject({ state: 'pending', redirectUrl: `${REFERENCE_URL}/pay/${payment.json.paymentId}` })

    // The shopper approves on the provider's page and is sent back to the storefront, which
    // asks after the payment (GET /v1/payment): the backend takes the money then.
    const approved = await backend.fetch(new Request(`${REFERENCE_URL}/pay/${payment.json.paymentId}/approve`, { method: 'POST' }))
    expect(approved.status).toBe(303)
    expect(approved.headers.get('location')).toBe(`http://harbor.localhost/checkout/${id}?payment=returned`)
    expect((await send<Checkout>(`/api/checkout?id=${id}&storeSlug=harbor`)).json.state).toBe('pending')
    const state = await send<PaymentStateAnswer>(`/api/v1/payment?paymentId=${payment.json.paymentId}&checkoutId=${id}`)
    expect(state.json).toMatchObject({ state: 'succeeded', checkoutState: 'success' })
    const paid = await send<Checkout>(`/api/checkout?id=${id}&storeSlug=harbor`)
    expect(paid.json).toMatchObject({ state: 'success', orderLookupNumber: expect.stringMatching(/^HB-/) })
    const order = await send<Order>(`/api/v1/orders?cartId=${paid.json.cartId}`)
    expect(order.json).toMatchObject({ lookupNumber: paid.json.orderLookupNumber, totalCost: { amount: 3012, currency: 'USD' } })
    expect(order.json.items).toEqual([expect.objectContaining({ title: 'Harbor Tee', size: 'M', price: { amount: 2500 } })])

    expect(writes('checkout')).toHaveLength(1)
    expect(writes('payment-initiate')).toHaveLength(1)
    expect(writes('submit')).toHaveLength(1)
    expect(writes('order')).toHaveLength(1)
  })

  it('tracks an order by its number and recovers orders by email', async () => {
    const send = shopper('harbor')
    const created = await send<Checkout>('/api/checkout', {
      body: { storeSlug: 'harbor', lineItems: [{ sku: '7003_70031_10', quantity: 2 }] },
    })
    const id = created.json.id
    await send('/api/v1/checkout', {
      method: 'PUT',
      body: { id, data: { storeSlug: 'harbor', customer: testCustomer('track@example.com'), deliveryOption: 'rush' } },
    })
    const payment = await send<PaymentAnswer>('/api/v1/initiatePayment', { body: { checkoutId: id, paymentMethod: 'paypal' } })
    await send('/api/v1/checkout/submit', {
      body: {
        checkoutId: id,
        storeSlug: 'harbor',
        paymentId: payment.json.paymentId,
        paymentToken: payment.json.paymentToken,
        returnUrl: `/checkout/${id}`,
      },
    })
    await backend.fetch(new Request(`${REFERENCE_URL}/pay/${payment.json.paymentId}/approve`, { method: 'POST' }))
    await send(`/api/v1/payment?paymentId=${payment.json.paymentId}&checkoutId=${id}`)
    const lookupNumber = shop.orders[0].lookupNumber
    const tracked = await send<Order>(`/api/v1/orders?lookupNumber=${lookupNumber}`)
    expect(tracked.json).toMatchObject({ lookupNumber, status: 'processing', items: [{ title: 'Tide Poster', quantity: 2 }] })
    const recovered = await send('/api/v1/orders/recover?email=track@example.com&slug=harbor', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    })
    expect(recovered.status).toBe(200)
    expect(writes('recover')).toHaveLength(1)
  })

  it('shows, changes and reads a checkout only for the browser that started it, whatever another browser holds', async () => {
    const owner = shopper('harbor')
    const created = await owner<Checkout>('/api/checkout', {
      body: { storeSlug: 'harbor', cartId: 'cart-owner-1', lineItems: [{ sku: '7001_70011_2', quantity: 1 }] },
    })
    const id = created.json.id
    // The store's id, as the storefront names its cookies with it.
    const storeId = /checkouts_(\d+)=/.exec(created.headers.get('set-cookie') ?? '')?.[1]
    expect(storeId).toBeDefined()
    await owner('/api/v1/checkout', {
      method: 'PUT',
      body: { id, data: { storeSlug: 'harbor', customer: testCustomer('owner@example.com'), deliveryOption: 'standard' } },
    })
    const updates = writes('checkout-update').length

    // A second browser holding only the checkout's id (it travels in URLs).
    const stranger = shopper('harbor')
    const seen = await stranger<Checkout>(`/api/checkout?id=${id}&storeSlug=harbor`)
    expect(seen.status).toBe(200)
    expect(seen.json.customer).toBeNull()
    expect(seen.text).not.toContain('owner@example.com')
    const changed = await stranger('/api/v1/checkout', {
      method: 'PUT',
      body: { id, data: { storeSlug: 'harbor', customer: testCustomer('attacker@example.com') } },
    })
    expect(changed.status).toBe(404)
    const paying = await stranger('/api/v1/initiatePayment', { body: { checkoutId: id, paymentMethod: 'paypal' } })
    expect(paying.status).toBe(404)
    expect(writes('checkout-update')).toHaveLength(updates)
    expect(writes('payment-initiate')).toHaveLength(0)
    expect(shop.checkouts.get(id)?.customer).toMatchObject({ email: 'owner@example.com' })

    // The owner pays (a redirect payment) and is sent back.
    const payment = await owner<PaymentAnswer>('/api/v1/initiatePayment', { body: { checkoutId: id, paymentMethod: 'paypal' } })
    await owner('/api/v1/checkout/submit', {
      body: {
        checkoutId: id,
        storeSlug: 'harbor',
        paymentId: payment.json.paymentId,
        paymentToken: payment.json.paymentToken,
        returnUrl: `/checkout/${id}?payment=returned`,
      },
    })
    await backend.fetch(new Request(`${REFERENCE_URL}/pay/${payment.json.paymentId}/approve`, { method: 'POST' }))
    // The stranger cannot ask after it (asking takes the money at this backend) ...
    expect((await stranger(`/api/v1/payment?paymentId=${payment.json.paymentId}&checkoutId=${id}`)).status).toBe(404)
    expect(shop.orders).toHaveLength(0)
    // ... its owner can, and the order is placed.
    expect((await owner<PaymentStateAnswer>(`/api/v1/payment?paymentId=${payment.json.paymentId}&checkoutId=${id}`)).json.state).toBe(
      'succeeded',
    )
    expect(shop.orders).toHaveLength(1)

    // The order's reads: by the checkout's id as a cart id, through the thank-you page's
    // cart parameter, and with cookies crafted to name it. None shows the shopper.
    const byCart = await stranger(`/api/v1/orders?cartId=${id}`)
    expect(byCart.status).toBe(404)
    expect((await stranger(`/thankyou?cart=${id}`, { headers: { accept: 'text/html' } })).status).toBe(302)
    const mine = await stranger('/api/v1/orders/mine')
    expect(mine.status).toBe(404)
    const crafted = await stranger('/api/v1/orders/mine', { headers: { cookie: `checkout_cart_${storeId}=${id}` } })
    expect(crafted.status).toBe(404)
    const thankYou = await stranger('/thankyou', { headers: { accept: 'text/html' } })
    for (const answer of [byCart, mine, crafted, thankYou]) expect(answer.text).not.toMatch(/owner@example\.com|Lovelace/)

    // Its owner reads the whole order, as before.
    expect((await owner<Order>('/api/v1/orders/mine')).json).toMatchObject({ customer: { email: 'owner@example.com' } })
  })

  it('makes one checkout and one payment per click, however often the browser sends it again', async () => {
    const send = shopper('harbor')
    const click = (key: string) => ({ 'idempotency-key': key })
    const body = { storeSlug: 'harbor', cartId: 'cart-click-1', lineItems: [{ sku: '7001_70011_2', quantity: 1 }] }
    // The first answer is lost (a dropped connection); the browser sends the same click again.
    const first = await send<Checkout>('/api/checkout', { body, headers: click('click-checkout-0001') })
    const again = await send<Checkout>('/api/checkout', { body, headers: click('click-checkout-0001') })
    expect([first.status, again.status]).toEqual([201, 201])
    expect(again.json.id).toBe(first.json.id)
    expect(writes('checkout')).toHaveLength(1)
    const id = first.json.id
    await send('/api/v1/checkout', {
      method: 'PUT',
      body: { id, data: { storeSlug: 'harbor', customer: testCustomer('click@example.com'), deliveryOption: 'standard' } },
    })
    const paying = { body: { checkoutId: id, paymentMethod: 'paypal' }, headers: click('click-payment-00001') }
    const payment = await send<PaymentAnswer>('/api/v1/initiatePayment', paying)
    const retried = await send<PaymentAnswer>('/api/v1/initiatePayment', paying)
    expect(retried.json.paymentId).toBe(payment.json.paymentId)
    expect(writes('payment-initiate')).toHaveLength(1)
    // A new click is a new write.
    await send('/api/v1/initiatePayment', { ...paying, headers: click('click-payment-00002') })
    expect(writes('payment-initiate')).toHaveLength(2)
  })

  it('answers another store’s host with 404 for a payment of this store, and takes no money', async () => {
    const owner = shopper('harbor')
    const created = await owner<Checkout>('/api/checkout', {
      body: { storeSlug: 'harbor', lineItems: [{ sku: '7001_70011_2', quantity: 1 }] },
    })
    const id = created.json.id
    await owner('/api/v1/checkout', {
      method: 'PUT',
      body: { id, data: { storeSlug: 'harbor', customer: testCustomer('scope@example.com'), deliveryOption: 'standard' } },
    })
    const payment = await owner<PaymentAnswer>('/api/v1/initiatePayment', { body: { checkoutId: id, paymentMethod: 'paypal' } })
    await owner('/api/v1/checkout/submit', {
      body: {
        checkoutId: id,
        storeSlug: 'harbor',
        paymentId: payment.json.paymentId,
        paymentToken: payment.json.paymentToken,
        returnUrl: '/',
      },
    })
    await backend.fetch(new Request(`${REFERENCE_URL}/pay/${payment.json.paymentId}/approve`, { method: 'POST' }))
    const elsewhere = shopper('drift')
    expect((await elsewhere(`/api/v1/payment?paymentId=${payment.json.paymentId}&checkoutId=${id}`)).status).toBe(404)
    // The return link is not a spec call: a spec backend has none to settle anything with.
    expect((await elsewhere(`/api/v1/payments/return?paymentId=${payment.json.paymentId}`)).status).toBe(404)
    expect(shop.payments.get(payment.json.paymentId)?.state).toBe('authorized')
    expect(shop.orders).toHaveLength(0)
  })

  it('sends an unknown store to the external 404 page', async () => {
    const page = await shopper('nowhere')('/', { headers: { accept: 'text/html' } })
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe(`${REFERENCE_URL}/store-not-found`)
  })

  it('sends a store its theme service gates to /login, lets the right code in, and sends a wrong one back', async () => {
    const get = shopper('cove')
    const page = await get('/', { headers: { accept: 'text/html' } })
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe('/login')
    expect((await get('/login', { headers: { accept: 'text/html' } })).status).toBe(200)

    const wrong = await get('/?accessCode=guess', { headers: { accept: 'text/html' } })
    const wrongCookie = (wrong.headers.get('set-cookie') ?? '').split(';')[0]
    const refused = await get('/', { headers: { accept: 'text/html', cookie: wrongCookie } })
    expect(refused.headers.get('location')).toBe('/login?error=1')

    const right = await get('/?accessCode=opensesame', { headers: { accept: 'text/html' } })
    expect(right.status).toBe(302)
    const cookie = (right.headers.get('set-cookie') ?? '').split(';')[0]
    const opened = await get('/', { headers: { accept: 'text/html', cookie } })
    expect(opened.status).toBe(200)
    expect(opened.text).toContain('Members only')
  })

  it('shows a store without a theme (404) in the default theme', async () => {
    const page = await shopper('drift')('/', { headers: { accept: 'text/html' } })
    expect(page.status).toBe(200)
    expect(page.text).toContain('Drift Studio')
    expect(page.text).toContain('Drift Tee')
  })

  it('sends a contact message once, taking the 204 as sent', async () => {
    const sent = await shopper('harbor')('/api/contact', {
      body: {
        'contact-ordernumber': 'HB-1001',
        'contact-email': 'once@example.com',
        'contact-fullname': 'Once Only',
        'contact-reason': 'order',
        'contact-reason-message': 'Where is my tee?',
      },
    })
    expect(sent.status).toBeLessThan(300)
    expect(writes('contact')).toHaveLength(1)
  })

  it('sends the api key on every call the storefront makes', async () => {
    const keys: (string | null)[] = []
    vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      keys.push(request.headers.get('x-api-key'))
      return backend.fetch(request)
    })
    const send = shopper('harbor')
    await send('/api/v1/inventory?colorId=70011&sizeId=1')
    await send('/api/v1/listings?slug=harbor-hoodie&storeSlug=harbor&productId=7002')
    await send('/api/checkout', { body: { storeSlug: 'harbor', lineItems: [{ sku: '7002_70021_1', quantity: 1 }] } })
    expect(keys.length).toBeGreaterThanOrEqual(3)
    expect(keys.every((key) => key === REFERENCE_KEY)).toBe(true)
  })
})

describe("the README's two steps", () => {
  /** Step 2 as the README writes it (npm start adds ENVIRONMENT=development); step 1's backend asks for no key. */
  const readme = {
    BACKEND_URL: REFERENCE_URL,
    DEFAULT_STORE: 'harbor',
    FLAG_CHECKOUT_V2: 'true',
    FLAG_LEGACY_CHECKOUT: 'false',
    FLAG_HIDE_PAYPAL: 'false',
    ENVIRONMENT: 'development',
  }

  beforeEach(() => {
    backend = referenceBackend({ shop })
  })

  it('open the gated store Cove with its code, and let a shopper start a checkout of their own', async () => {
    const get = shopper('cove', readme)
    const right = await get('/?accessCode=opensesame', { headers: { accept: 'text/html' } })
    expect(right.status).toBe(302)
    expect(right.headers.get('location')).toBe('/')
    expect(right.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    const opened = await get('/', { headers: { accept: 'text/html' } })
    expect(opened.status).toBe(200)
    expect(opened.text).toContain('Members only')

    const send = shopper('harbor', readme)
    const created = await send<Checkout>('/api/checkout', {
      body: { storeSlug: 'harbor', lineItems: [{ sku: '7001_70011_2', quantity: 1 }] },
    })
    expect(created.status).toBe(201)
    const saved = await send<Checkout>('/api/v1/checkout', {
      method: 'PUT',
      body: { id: created.json.id, data: { storeSlug: 'harbor', customer: testCustomer('readme@example.com') } },
    })
    expect(saved.status).toBe(200)
    expect(saved.json.customer).toMatchObject({ email: 'readme@example.com' })
  })
})
