import { BACKEND_KEY } from '../support/backend-key'
import { describe, expect, it } from 'vitest'
import { AVAILABILITY_KEY, type Sent, SpecBackend, specCatalog, specCheckout } from '../support/contract/spec-backend'
import get from './spec-answers/checkout-get.json'
import create from './spec-answers/checkout-create.json'
import initiatePayment from './spec-answers/initiate-payment.json'
import listingProducts from './spec-answers/listing-products.json'
import listings from './spec-answers/listings.json'
import localization from './spec-answers/localization-details.json'
import collectionAnswer from './spec-answers/stores-products-collection.json'
import products from './spec-answers/stores-products.json'
import stores from './spec-answers/stores.json'
import blanks from './spec-answers/blanks.json'

/** What the storefront sends, checked against the spec's words for each call (section 7). */

const query = (sent: Sent) => Object.fromEntries(sent.url.searchParams)
const eur = { currency: 'EUR', region: 'EU' } as const

describe('the catalogue calls, as the spec words them', () => {
  const backend = () =>
    new SpecBackend()
      .on('GET /v1/stores', { body: stores.minimal })
      .on('GET /v1/localization_details', { body: localization.minimal })
      .on('GET /v1/stores/products', { body: products.minimal })
      .on('GET /v1/listings', { body: listings.minimal })
      .on('GET /v0/listing/*', { body: listingProducts.minimal })
      .on('GET /v1/blanks', { body: blanks.minimal })
      .on('GET /v1/inventory', { body: { inventoryCount: 2 } })
      .on('GET /v1/availability', { body: { count: 1 } })
      .on('GET /theme', { body: { meta: { storeName: 'Harbor Goods' } } })

  it('keys the theme and the localization call by store id, and sends the access code', async () => {
    const spec = backend()
    const port = specCatalog(spec)
    await port.localizationDetails('st_harbor')
    await port.theme('st_harbor', { accessCode: 'sesame' })
    expect(query(spec.to('GET /v1/localization_details')[0])).toEqual({ storeId: 'st_harbor' })
    expect(query(spec.to('GET /theme')[0])).toEqual({ siteKey: 'st_harbor', accessCode: 'sesame' })
  })

  it('asks for the store by slug, and for its region by its id when the store does not say', async () => {
    const spec = backend()
    await specCatalog(spec).store('harbor')
    expect(query(spec.to('GET /v1/stores')[0])).toEqual({ slug: 'harbor' })
    expect(query(spec.to('GET /v1/localization_details')[0])).toEqual({ storeId: 'st_harbor' })
  })

  it('pages products with slug, currency, region and page; a collection with collection and per=150', async () => {
    const spec = backend()
    const port = specCatalog(spec)
    await port.products('harbor', 2, eur)
    await port.products('harbor', 1, { ...eur, visibilityAny: true })
    spec.on('GET /v1/stores/products', { body: collectionAnswer.minimal })
    await port.collection('harbor', 'apparel', eur)
    const [page, preview, collection] = spec.to('GET /v1/stores/products')
    expect(query(page)).toEqual({ slug: 'harbor', currency: 'EUR', region: 'EU', page: '2' })
    expect(query(preview)).toMatchObject({ visibility: 'any' })
    expect(query(collection)).toEqual({ slug: 'harbor', currency: 'EUR', region: 'EU', collection: 'apparel', per: '150' })
  })

  it('asks for a listing with slug, currency, region, country_code, storeSlug and productId; its products with store_slug', async () => {
    const spec = backend()
    await specCatalog(spec).listing('harbor', 'harbor-tee', { ...eur, countryCode: 'DE', productId: 7001 })
    expect(query(spec.to('GET /v1/listings')[0])).toEqual({
      slug: 'harbor-tee',
      currency: 'EUR',
      region: 'EU',
      country_code: 'DE',
      storeSlug: 'harbor',
      productId: '7001',
    })
    expect(query(spec.to('GET /v0/listing/*')[0])).toEqual({ store_slug: 'harbor', currency: 'EUR', region: 'EU', country_code: 'DE' })
    expect(query(spec.to('GET /v1/blanks')[0])).toEqual({ id: '7001' })
  })

  it('asks for stock by colorId and sizeId, and NFT availability with userToken, listingId and its own api key', async () => {
    const spec = backend()
    const port = specCatalog(spec)
    await port.inventory('harbor', 9001, 2)
    await port.availability('harbor', 'buyer-1', 501)
    // The store goes along too: a spec backend ignores it, a backend that scopes by store needs it.
    expect(query(spec.to('GET /v1/inventory')[0])).toEqual({ colorId: '9001', sizeId: '2', storeSlug: 'harbor' })
    const [availability] = spec.to('GET /v1/availability')
    expect(query(availability)).toEqual({ userToken: 'buyer-1', listingId: '501', storeSlug: 'harbor' })
    expect(availability.headers.get('x-api-key')).toBe(AVAILABILITY_KEY)
  })

  it('sends BACKEND_API_KEY on every backend and theme call', async () => {
    const spec = backend()
    const port = specCatalog(spec)
    await port.store('harbor')
    await port.theme('st_harbor', {})
    await port.products('harbor', 1, eur)
    await port.listing('harbor', 'harbor-tee', eur)
    const backendCalls = spec.sent.filter((sent) => !sent.url.pathname.startsWith('/v1/availability'))
    expect(backendCalls.length).toBeGreaterThan(5)
    expect(backendCalls.every((sent) => sent.headers.get('x-api-key') === BACKEND_KEY)).toBe(true)
  })
})

describe('the checkout and payment calls, as the spec words them', () => {
  it('creates a checkout with lineItems (sku, quantity, fulfillmentDetails), storeSlug, trafficSource and affiliate', async () => {
    const spec = new SpecBackend().on('POST /checkout', { body: create.minimal })
    await specCheckout(spec).createCheckout({
      storeSlug: 'harbor',
      lineItems: [{ sku: '7001_9001_2', quantity: 1, fulfillmentDetails: { region: 'USA', shipsFrom: 'US' } }],
      trafficSource: 'newsletter',
      affiliate: 'sam',
      cartId: 'cart-1',
      currency: 'USD',
      region: 'USA',
    })
    expect(spec.sent[0].body).toMatchObject({
      lineItems: [{ sku: '7001_9001_2', quantity: 1, fulfillmentDetails: { region: 'USA', shipsFrom: 'US' } }],
      storeSlug: 'harbor',
      trafficSource: 'newsletter',
      affiliate: 'sam',
    })
  })

  it('starts a payment with amount (in dollars), platform, paymentMethod, checkoutId, billingDetails, paymentMethodId and customer', async () => {
    const spec = new SpecBackend()
      .on('GET /checkout', { body: get.minimal })
      .on('POST /v1/initiatePayment', { body: initiatePayment.minimal })
    await specCheckout(spec).initiatePayment({
      checkoutId: 'c-9f1',
      storeSlug: 'harbor',
      paymentMethod: 'card',
      paymentMethodId: 'pm_1',
      origin: 'https://harbor.example',
    })
    expect(query(spec.to('GET /checkout')[0])).toEqual({ id: 'c-9f1', storeSlug: 'harbor' })
    expect(spec.to('POST /v1/initiatePayment')[0].body).toMatchObject({
      amount: 31.49,
      platform: 'sandbox',
      paymentMethod: 'card',
      checkoutId: 'c-9f1',
      paymentMethodId: 'pm_1',
      billingDetails: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        address: { line1: '1 Market St', city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'US' },
      },
      customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    })
  })

  it('updates a payment naming it by id, with its token', async () => {
    const spec = new SpecBackend()
      .on('GET /checkout', { body: get.minimal })
      .on('POST /v1/updatePayment', { body: initiatePayment.minimal })
    await specCheckout(spec).updatePayment({
      checkoutId: 'c-9f1',
      storeSlug: 'harbor',
      paymentId: 'p-1',
      paymentToken: 'tok-1',
      paymentMethodId: 'pm_2',
      origin: 'https://harbor.example',
    })
    expect(spec.to('POST /v1/updatePayment')[0].body).toMatchObject({
      amount: 31.49,
      paymentMethod: 'paypal',
      checkoutId: 'c-9f1',
      id: 'p-1',
      paymentToken: 'tok-1',
      paymentMethodId: 'pm_2',
    })
  })

  it('submits checkoutId, storeSlug, paymentToken, paymentId, platform and returnUrl; asks the payment by paymentId and checkoutId', async () => {
    const spec = new SpecBackend()
      .on('POST /v1/checkout/submit', {
        body: { state: 'pending', redirectUrl: 'https://pay.harbor.example/approve/p-1', displayMessage: null },
      })
      .on('GET /v1/payment', { body: { state: 'succeeded' } })
    const port = specCheckout(spec)
    const returnUrl = 'https://harbor.example/checkout/c-9f1?payment=returned'
    await port.submitCheckout({
      checkoutId: 'c-9f1',
      storeSlug: 'harbor',
      paymentId: 'p-1',
      paymentToken: 'tok-1',
      platform: 'paypal',
      returnUrl,
      origin: 'https://harbor.example',
    })
    await port.paymentState({ paymentId: 'p-1', checkoutId: 'c-9f1' })
    expect(spec.to('POST /v1/checkout/submit')[0].body).toEqual({
      checkoutId: 'c-9f1',
      storeSlug: 'harbor',
      paymentToken: 'tok-1',
      paymentId: 'p-1',
      platform: 'sandbox',
      returnUrl,
    })
    expect(query(spec.to('GET /v1/payment')[0])).toEqual({ paymentId: 'p-1', checkoutId: 'c-9f1' })
  })

  it('registers a wallet domain with domainName, recovers orders with email and slug and no body, posts campaign views as JSON', async () => {
    const spec = new SpecBackend()
      .on('POST /v1/payments/verifyDomain', { body: {} })
      .on('POST /v1/orders/recover', { body: { success: true, error: null } })
      .on('POST /tracking/viewed_campaign', { status: 204, body: null })
    const port = specCheckout(spec)
    await port.verifyPaymentDomain({ domainName: 'harbor.example' })
    await port.recoverOrders({ storeSlug: 'harbor', email: 'ada@example.com' })
    await port.trackCampaignView({
      storeSlug: 'harbor',
      view: { campaign_id: 'winter', referrer: 'https://mail.example', get_vars: { utm_source: 'mail' } },
    })
    const [domain, recovery, campaign] = spec.sent
    expect(domain.body).toEqual({ domainName: 'harbor.example' })
    expect(query(recovery)).toEqual({ email: 'ada@example.com', slug: 'harbor' })
    expect(recovery.body).toBeUndefined()
    expect(campaign.body).toEqual({ campaign_id: 'winter', referrer: 'https://mail.example', get_vars: { utm_source: 'mail' } })
    expect(spec.sent.every((sent) => sent.headers.get('x-api-key') === BACKEND_KEY && sent.headers.get('idempotency-key'))).toBe(true)
  })
})
