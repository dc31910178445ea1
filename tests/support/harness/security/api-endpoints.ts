import fc from 'fast-check'
import { CURRENCIES, DELIVERY_TIERS, PAYMENT_METHODS, REGIONS } from '../../../../domain/constants'
import { CONTACT_REASONS } from '../../../../domain/reference/contact-reasons'
import { api } from '../../../../worker/api'
import type { Kind } from './hostile-values'
import { TEST_ADDRESS, testCustomer } from '../../factories/customer'

/**
 * Every route the worker mounts under /api, with what it reads and a valid input to start
 * from. `fields` names the inputs whose rules are known: a value `invalidJson` or
 * `invalidQuery` makes for them is refused whatever the rest of the input says.
 * `mountedApiRoutes` reads the routes from the app itself, so a new endpoint that is
 * missing here fails the fuzz suite instead of going untested.
 */

interface Field {
  kind: Kind
  /** Leaving it out is itself invalid. */
  required?: boolean
}

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** The route as Hono lists it under /api. */
  route: string
  /** Where the input goes: a JSON body, the query string, or nowhere. */
  input: 'json' | 'query' | 'none'
  /** Path parameters, filled into the route. */
  params?: Record<string, Field>
  fields: Record<string, Field>
  /** A valid input (body or query) and path parameters. */
  valid: (ids: Ids) => { input: Record<string, unknown>; params?: Record<string, string> }
}

/** Real ids from the seeded store, so valid inputs reach the port. */
export interface Ids {
  store: string
  sku: string
  colorId: number
  sizeId: number
  listing: string
  collectionId: number
  checkoutId: string
  paymentId: string
  paymentToken: string
  lookupNumber: string
  cartId: string
}

const id = (max = 64): Field => ({ kind: { type: 'id', max }, required: true })
const slug = (max = 80, required = true): Field => ({ kind: { type: 'slug', max }, required })
const positiveId = (required = true): Field => ({ kind: { type: 'positiveId' }, required })
const oneOf = (values: readonly string[], required = false): Field => ({ kind: { type: 'enum', values }, required })
const text = (max: number, required = true): Field => ({ kind: { type: 'text', max }, required })
const optionalText = (max: number, nullable = false): Field => ({ kind: { type: 'optionalText', max, nullable } })
const email = (required = true): Field => ({ kind: { type: 'email' }, required })
const pattern = (invalid: fc.Arbitrary<string>, required = true): Field => ({ kind: { type: 'pattern', invalid }, required })

const currency = oneOf(CURRENCIES)
const region = oneOf(REGIONS)
const countryCode = pattern(fc.constantFrom('U', 'USA', '1A', 'u$', '..', 'ÜS'), false)
const paymentMethodId = pattern(
  fc.constantFrom('pm_', 'pm_a-b', 'tok_visa', 'pm_\u0000', 'PM_abc', `pm_${'a'.repeat(97)}`, 'pm_ab cd'),
  false,
)
const returnUrl = pattern(
  fc.constantFrom(
    'https://evil.example/checkout',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://fuzz.localhost.evil.example/',
    'x'.repeat(2001),
  ),
)
const domain = pattern(
  fc.constantFrom(
    'localhost',
    '-bad.example',
    'exa mple.com',
    'ex_ample.com',
    '例え.jp',
    `${'a'.repeat(64)}.com`,
    '..',
    'example',
    '.com',
    'a.b.c.1',
  ),
)
const address = (prefix: string): Record<string, Field> => ({
  [prefix]: { kind: { type: 'object' }, required: true },
  [`${prefix}.address1`]: text(200),
  [`${prefix}.city`]: text(120),
  [`${prefix}.zip`]: text(12),
  [`${prefix}.stateCode`]: optionalText(4),
  [`${prefix}.countryCode`]: optionalText(2),
})

export const ENDPOINTS: Endpoint[] = [
  { method: 'GET', route: '/v1/stores', input: 'query', fields: { slug: slug() }, valid: (ids) => ({ input: { slug: ids.store } }) },
  {
    method: 'GET',
    route: '/v1/stores/collections',
    input: 'query',
    fields: { slug: slug() },
    valid: (ids) => ({ input: { slug: ids.store } }),
  },
  {
    method: 'GET',
    route: '/v1/stores/products',
    input: 'query',
    fields: {
      slug: slug(),
      page: positiveId(false),
      currency,
      region,
      visibility: oneOf(['any']),
      collection: pattern(fc.constantFrom('A', '/apparel', 'apparel/', 'app arel', 'a//b', '..'), false),
      per: pattern(fc.constantFrom('0', '151', '-1', '1.5', 'x'), false),
    },
    valid: (ids) => ({ input: { slug: ids.store, page: '1' } }),
  },
  {
    method: 'GET',
    route: '/v1/collections',
    input: 'query',
    fields: { storeSlug: slug() },
    valid: (ids) => ({ input: { storeSlug: ids.store } }),
  },
  {
    method: 'GET',
    route: '/v1/collection/:id/items',
    input: 'query',
    params: { id: positiveId() },
    fields: { page: positiveId(false), currency, region },
    valid: (ids) => ({ input: { page: '1' }, params: { id: String(ids.collectionId) } }),
  },
  {
    method: 'GET',
    route: '/product-cache/:file{[a-z0-9-]+\\.json}',
    input: 'query',
    params: { file: pattern(fc.constantFrom('FUZZ.json', 'fuzz.js', '../fuzz.json', 'fuzz', '.json', 'fu zz.json')) },
    fields: { currency, region },
    valid: (ids) => ({ input: {}, params: { file: `${ids.store}.json` } }),
  },
  {
    method: 'GET',
    route: '/v1/listings',
    input: 'query',
    fields: {
      slug: slug(120),
      storeSlug: slug(),
      country_code: countryCode,
      productId: positiveId(false),
      currency,
      region,
      visibility: oneOf(['any']),
    },
    valid: (ids) => ({ input: { slug: ids.listing, storeSlug: ids.store } }),
  },
  {
    method: 'GET',
    route: '/v0/listing/:slug',
    input: 'query',
    params: { slug: slug(120) },
    fields: { store_slug: slug(), currency, region, country_code: countryCode },
    valid: (ids) => ({ input: { store_slug: ids.store }, params: { slug: ids.listing } }),
  },
  {
    method: 'GET',
    route: '/v1/blanks',
    input: 'query',
    fields: { id: positiveId() },
    valid: (ids) => ({ input: { id: String(ids.colorId) } }),
  },
  {
    method: 'GET',
    route: '/v1/inventory',
    input: 'query',
    fields: { colorId: positiveId(), sizeId: positiveId() },
    valid: (ids) => ({ input: { colorId: String(ids.colorId), sizeId: String(ids.sizeId) } }),
  },
  {
    method: 'GET',
    route: '/v1/availability',
    input: 'query',
    fields: { userToken: { kind: { type: 'optionalText', max: 200 }, required: true }, listingId: positiveId() },
    valid: () => ({ input: { userToken: 'buyer-1', listingId: '1' } }),
  },
  {
    method: 'GET',
    route: '/theme',
    input: 'query',
    fields: { siteKey: slug(), accessCode: optionalText(200), preview: oneOf(['true', 'false']) },
    valid: (ids) => ({ input: { siteKey: ids.store } }),
  },
  {
    method: 'GET',
    route: '/v1/localization_details',
    input: 'query',
    fields: { storeId: slug() },
    valid: (ids) => ({ input: { storeId: ids.store } }),
  },
  {
    method: 'POST',
    route: '/preview',
    input: 'json',
    fields: { token: { kind: { type: 'optionalText', max: 512 }, required: true } },
    valid: () => ({ input: { token: 'v1.not-a-real-token' } }),
  },
  { method: 'DELETE', route: '/preview', input: 'none', fields: {}, valid: () => ({ input: {} }) },
  {
    method: 'POST',
    route: '/checkout',
    input: 'json',
    fields: {
      lineItems: { kind: { type: 'array', max: 100 }, required: true },
      'lineItems.0': { kind: { type: 'object' }, required: true },
      'lineItems.0.sku': { kind: { type: 'id', max: 40 }, required: true },
      'lineItems.0.quantity': { kind: { type: 'quantity' }, required: true },
      storeSlug: slug(),
      cartId: { kind: { type: 'id', max: 64 } },
      trafficSource: optionalText(200, true),
      affiliate: optionalText(100, true),
      currency,
      region,
    },
    valid: (ids) => ({ input: { lineItems: [{ sku: ids.sku, quantity: 1 }], storeSlug: ids.store, cartId: ids.cartId } }),
  },
  {
    method: 'GET',
    route: '/checkout',
    input: 'query',
    fields: { id: id(), storeSlug: slug() },
    valid: (ids) => ({ input: { id: ids.checkoutId, storeSlug: ids.store } }),
  },
  {
    method: 'PUT',
    route: '/v1/checkout',
    input: 'json',
    fields: {
      id: id(),
      data: { kind: { type: 'object' }, required: true },
      'data.storeSlug': slug(),
      'data.customer': { kind: { type: 'object' } },
      'data.customer.firstName': text(80),
      'data.customer.lastName': text(80),
      'data.customer.email': email(),
      'data.customer.phone': pattern(fc.constantFrom('abc', '123', '+1', 'phone me', '555-CALL-NOW-PLEASE-1234567890123456789012345')),
      ...address('data.customer.address'),
      'data.deliveryOption': oneOf([...DELIVERY_TIERS]),
      'data.promoCode': { kind: { type: 'text', max: 40, nullable: true } },
      'data.paymentMethod': oneOf([...PAYMENT_METHODS]),
      'data.marketingOptIn': { kind: { type: 'boolean' } },
    },
    valid: (ids) => ({
      input: {
        id: ids.checkoutId,
        data: {
          storeSlug: ids.store,
          customer: testCustomer(),
          deliveryOption: 'standard',
          paymentMethod: 'card',
        },
      },
    }),
  },
  {
    method: 'POST',
    route: '/deliveryOptions',
    input: 'json',
    fields: { id: id(), storeSlug: slug(), stateCode: text(4), countryCode: text(2) },
    valid: (ids) => ({ input: { id: ids.checkoutId, storeSlug: ids.store, stateCode: 'CA', countryCode: 'US' } }),
  },
  {
    method: 'POST',
    route: '/v1/address/validate',
    input: 'json',
    fields: address('address'),
    valid: () => ({ input: { address: TEST_ADDRESS } }),
  },
  { method: 'GET', route: '/v1/payments/options', input: 'none', fields: {}, valid: () => ({ input: {} }) },
  {
    method: 'POST',
    route: '/v1/initiatePayment',
    input: 'json',
    fields: { checkoutId: id(), paymentMethod: oneOf([...PAYMENT_METHODS], true), paymentMethodId },
    valid: (ids) => ({ input: { checkoutId: ids.checkoutId, paymentMethod: 'card' } }),
  },
  {
    method: 'POST',
    route: '/v1/updatePayment',
    input: 'json',
    fields: {
      checkoutId: id(),
      paymentToken: id(),
      paymentId: { kind: { type: 'id', max: 64 } },
      id: { kind: { type: 'id', max: 64 } },
      paymentMethodId,
    },
    valid: (ids) => ({ input: { paymentId: ids.paymentId, checkoutId: ids.checkoutId, paymentToken: ids.paymentToken } }),
  },
  {
    method: 'GET',
    route: '/v1/payment',
    input: 'query',
    fields: { paymentId: id(), checkoutId: id() },
    valid: (ids) => ({ input: { paymentId: ids.paymentId, checkoutId: ids.checkoutId } }),
  },
  {
    method: 'POST',
    route: '/v1/payments/verifyDomain',
    input: 'json',
    fields: { domainName: domain },
    valid: () => ({ input: { domainName: 'shop.example.com' } }),
  },
  {
    method: 'POST',
    route: '/v1/checkout/submit',
    input: 'json',
    fields: { checkoutId: id(), storeSlug: slug(), paymentId: id(), paymentToken: id(), platform: optionalText(40, true), returnUrl },
    valid: (ids) => ({
      input: {
        checkoutId: ids.checkoutId,
        storeSlug: ids.store,
        paymentId: ids.paymentId,
        paymentToken: ids.paymentToken,
        returnUrl: `/checkout/${ids.checkoutId}`,
      },
    }),
  },
  {
    method: 'GET',
    route: '/v1/payments/return',
    input: 'query',
    fields: { paymentId: id(), outcome: oneOf(['returned', 'canceled']) },
    valid: (ids) => ({ input: { paymentId: ids.paymentId } }),
  },
  {
    method: 'POST',
    route: '/v1/payments/sandbox/tokenize',
    input: 'json',
    // expMonth and expYear are coerced (null and true become numbers), so they are fuzzed only leniently.
    fields: { number: text(23), cvc: text(4) },
    valid: () => ({ input: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' } }),
  },
  { method: 'GET', route: '/v1/orders/mine', input: 'none', fields: {}, valid: () => ({ input: {} }) },
  {
    method: 'GET',
    route: '/v1/orders',
    input: 'query',
    fields: { cartId: { kind: { type: 'id', max: 64 } }, lookupNumber: { kind: { type: 'id', max: 40 } } },
    valid: (ids) => ({ input: { lookupNumber: ids.lookupNumber } }),
  },
  {
    method: 'POST',
    route: '/v1/orders/recover',
    input: 'query',
    fields: { email: email(), slug: slug() },
    valid: (ids) => ({ input: { email: 'ada@example.com', slug: ids.store } }),
  },
  {
    method: 'POST',
    route: '/preorder',
    input: 'json',
    fields: {
      email: email(),
      fullname: text(120),
      country: text(80),
      street: text(200),
      street2: optionalText(200),
      city: text(120),
      state: text(80),
      zip: pattern(fc.constantFrom('1234', '123456', 'abcde', '1234a', ' 1 2 3')),
      colorId: positiveId(false),
      sizeId: positiveId(false),
    },
    valid: (ids) => ({
      input: {
        email: 'ada@example.com',
        fullname: 'Ada Lovelace',
        country: 'United States',
        street: '1 Market St',
        city: 'San Francisco',
        state: 'CA',
        zip: '94105',
        colorId: ids.colorId,
        sizeId: ids.sizeId,
      },
    }),
  },
  {
    method: 'POST',
    route: '/contact',
    input: 'json',
    fields: {
      'contact-ordernumber': text(40),
      'contact-email': email(),
      'contact-fullname': text(120),
      'contact-reason': oneOf(CONTACT_REASONS, true),
      'contact-reason-message': text(5000),
    },
    valid: () => ({
      input: {
        'contact-ordernumber': 'ORD-1',
        'contact-email': 'ada@example.com',
        'contact-fullname': 'Ada',
        'contact-reason': 'order',
        'contact-reason-message': 'Hello',
      },
    }),
  },
  {
    method: 'POST',
    route: '/newsletter',
    input: 'json',
    fields: { email: email(false), EMAIL: email(false) },
    valid: () => ({ input: { email: 'ada@example.com' } }),
  },
  {
    method: 'POST',
    route: '/tracking/viewed_campaign',
    input: 'json',
    fields: { campaign_id: text(120), referrer: optionalText(2000), get_vars: { kind: { type: 'record', max: 500 } } },
    valid: () => ({ input: { campaign_id: 'spring', referrer: '', get_vars: { utm_source: 'mail' } } }),
  },
]

/** Method and route of every endpoint the app mounts under /api (middleware, mounted for ALL, aside). */
export function mountedApiRoutes(): string[] {
  return [...new Set(api.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`))].sort()
}
