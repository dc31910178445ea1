import { BACKEND_KEY } from '../support/backend-key'
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Checkout } from '../../domain/schemas/checkout'
import { builtinCatalog } from '../support/fixtures/catalog-backend'
import { checkoutBackend } from '../support/fixtures/checkout-backend'
import { storeClient } from '../support/harness/worker/checkout-api-client'
import { checkoutPort, customer, freshStore, skuOf } from '../support/fixtures/checkout-fixtures'

describe('checkout API rules', () => {
  it('names the items it cannot sell', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    const soldOut = await skuOf(storeSlug, 'night-hoodie', 'Black', 'M')
    const low = await skuOf(storeSlug, 'night-hoodie', 'Black', 'XL')
    const answer = await api.post<{ error: string; items: { sku: string; reason: string }[] }>('/api/checkout', {
      storeSlug,
      lineItems: [
        { sku: soldOut, quantity: 1 },
        { sku: low, quantity: 3 },
        { sku: '999_999_999', quantity: 1 },
        { sku: 'banana', quantity: 1 },
      ],
    })
    expect(answer.status).toBe(409)
    expect(answer.body.error).toBe(
      'Sorry, Night Hoodie (Black, M) is out of stock; only 2 of Night Hoodie (Black, XL) are left; 999_999_999 is not sold in this store; banana is not sold in this store.',
    )
    expect(answer.body.items.map((item) => item.reason)).toEqual(['out-of-stock', 'out-of-stock', 'unknown', 'unknown'])
  })

  it('does not sell another store’s goods', async () => {
    const mine = await freshStore()
    const theirs = await freshStore()
    const sku = await skuOf(theirs, 'day-tee', 'White', 'M')
    const answer = await storeClient(mine).post('/api/checkout', { storeSlug: mine, lineItems: [{ sku, quantity: 1 }] })
    expect(answer.status).toBe(409)
  })

  it('adds up the same sku sent twice', async () => {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const answer = await storeClient(storeSlug).post<Checkout>('/api/checkout', {
      storeSlug,
      lineItems: [
        { sku, quantity: 1 },
        { sku, quantity: 2 },
      ],
    })
    expect(answer.body.lineItems).toHaveLength(1)
    expect(answer.body.lineItems[0].quantity).toBe(3)
  })

  it('rejects wrong types with 400 and the issues, and ignores unknown fields', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const wrong = await api.post<{ error: string; issues: { path: string; message: string }[] }>('/api/checkout', {
      storeSlug,
      lineItems: [{ sku, quantity: '2' }],
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.issues[0].path).toBe('lineItems.0.quantity')
    const empty = await api.post('/api/checkout', { storeSlug, lineItems: [] })
    expect(empty.body.error).toBe('Your cart is empty.')

    const extra = await api.post<Checkout>('/api/checkout', {
      storeSlug,
      lineItems: [{ sku, quantity: 1, price: 1 }],
      total: 1,
      costs: { total: { value: 1 } },
    })
    expect(extra.status).toBe(201)
    expect(extra.body.costs.total.value).toBe(2500)
  })

  it('gives each customer field the spec’s message', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const { body } = await api.post<Checkout>('/api/checkout', { storeSlug, lineItems: [{ sku, quantity: 1 }] })
    const bad = await api.put<{ issues: { path: string; message: string }[] }>('/api/v1/checkout', {
      id: body.id,
      data: { storeSlug, customer: { ...customer(), firstName: ' ', email: 'not-an-email', phone: '12' } },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'data.customer.firstName', message: 'Please enter your first name' },
        { path: 'data.customer.email', message: 'Please enter a valid email' },
        { path: 'data.customer.phone', message: 'Please enter a valid phone number' },
      ]),
    )
  })

  it('answers 404 with an error for checkouts, payments and orders it does not know', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    expect(await api.get(`/api/checkout?id=ck_nope&storeSlug=${storeSlug}`)).toMatchObject({
      status: 404,
      body: { error: 'Checkout not found' },
    })
    expect(await api.get('/api/v1/payment?paymentId=pay_nope&checkoutId=ck_nope')).toMatchObject({ status: 404 })
    expect(await api.get('/api/v1/orders?lookupNumber=ORD-0000-0000-0000')).toMatchObject({
      status: 404,
      body: { error: 'Order not found' },
    })
    expect(await api.get('/api/v1/orders?cartId=nope')).toMatchObject({ status: 404 })
    const submit = await api.post('/api/v1/checkout/submit', {
      checkoutId: 'ck_nope',
      storeSlug,
      paymentId: 'p',
      paymentToken: 't',
      returnUrl: '/',
    })
    expect(submit).toMatchObject({ status: 404, body: { error: 'Checkout not found' } })
  })

  it('will not load a checkout through another store', async () => {
    const storeSlug = await freshStore()
    const other = await freshStore()
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const { body } = await storeClient(storeSlug).post<Checkout>('/api/checkout', { storeSlug, lineItems: [{ sku, quantity: 1 }] })
    expect((await storeClient(other).get(`/api/checkout?id=${body.id}&storeSlug=${other}`)).status).toBe(404)
  })

  it('refuses to take payment before there is an address and a delivery option', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const { body } = await api.post<Checkout>('/api/checkout', { storeSlug, lineItems: [{ sku, quantity: 1 }] })
    const answer = await api.post('/api/v1/initiatePayment', { checkoutId: body.id, paymentMethod: 'card' })
    expect(answer).toMatchObject({ status: 422, body: { error: 'Please enter your address and choose a delivery option before you pay.' } })
  })

  it('offers Afterpay only to a US store paying in dollars', async () => {
    const storeSlug = await freshStore({}, { region: 'EU' })
    const api = storeClient(storeSlug)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const { body } = await api.post<Checkout>('/api/checkout', { storeSlug, lineItems: [{ sku, quantity: 1 }] })
    const answer = await api.put('/api/v1/checkout', { id: body.id, data: { storeSlug, paymentMethod: 'afterpay' } })
    expect(answer).toMatchObject({ status: 422, body: { error: 'Afterpay is not available for this store.' } })
  })

  it('tells the card form what is wrong with a card', async () => {
    const api = storeClient(await freshStore())
    const answer = await api.post('/api/v1/payments/sandbox/tokenize', {
      number: '4242 4242 4242 4241',
      expMonth: 1,
      expYear: 2030,
      cvc: '123',
    })
    expect(answer).toMatchObject({ status: 400, body: { error: 'Your card number is invalid.', field: 'number' } })
  })

  it('names every empty part of a card with its own message, and no field path in the error', async () => {
    const api = storeClient(await freshStore())
    const answer = await api.post<{ error: string; issues: { path: string; message: string }[] }>('/api/v1/payments/sandbox/tokenize', {
      number: '',
      expMonth: 0,
      expYear: 0,
      cvc: '',
    })
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe('Please enter your card number')
    expect(answer.body.issues).toEqual([
      { path: 'number', message: 'Please enter your card number' },
      { path: 'expMonth', message: "Please enter your card's expiry date" },
      { path: 'cvc', message: "Please enter your card's security code" },
    ])
  })

  it('tells the checkout page which payment platforms to load', async () => {
    const api = storeClient(await freshStore())
    expect((await api.get('/api/v1/payments/options')).body).toEqual({
      card: { platform: 'sandbox', publishableKey: null },
      wallet: { platform: 'sandbox', publishableKey: null },
      paypal: { platform: 'sandbox', clientId: null },
      afterpay: { platform: 'sandbox' },
    })
  })

  it('registers a wallet domain for the operator only, and refuses what is not a domain', async () => {
    const api = storeClient(await freshStore())
    expect(await api.post('/api/v1/payments/verifyDomain', { domainName: 'shop.example.com' })).toMatchObject({
      status: 403,
      body: { error: 'Wallet domains are registered by the operator.' },
    })
    const hostStore = await builtinCatalog().store(await freshStore())
    if (!hostStore) throw new Error('no host store')
    const backend = checkoutBackend(checkoutPort(), { hostStore, apiKey: BACKEND_KEY })
    const register = (domainName: string) =>
      backend.request(
        'https://backend.test/api/v1/payments/verifyDomain',
        {
          method: 'POST',
          headers: { origin: 'https://backend.test', 'content-type': 'application/json', 'x-api-key': BACKEND_KEY },
          body: JSON.stringify({ domainName }),
        },
        env,
      )
    const registered = await register('Shop.Example.com')
    expect(registered.status).toBe(200)
    expect(await registered.json()).toEqual({ success: true, domainName: 'shop.example.com' })
    expect((await register('http://x')).status).toBe(400)
  })
})
