import { env } from 'cloudflare:test'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Checkout, PaymentAnswer } from '../../../domain/schemas/checkout'
import { buildStore, seedStore } from '../../support/factories/store'
import { customer, skuOf } from '../../support/fixtures/checkout-fixtures'
import { callApp, databaseSnapshot } from '../../support/harness/reliability/harness'
import { type Endpoint, ENDPOINTS, type Ids, mountedApiRoutes } from '../../support/harness/security/api-endpoints'
import { DEEP, deepJson, hostileValue, invalidJson, invalidQuery, malformedBodies } from '../../support/harness/security/hostile-values'

/**
 * Claim: every /api endpoint answers malformed input with a 4xx and a JSON `{ error }`,
 * never a 5xx, and a rejected write changes no row. fast-check generates the input:
 * wrong types, huge strings, unicode and lone surrogates, deep JSON, negative and
 * fractional quantities, bad skus, duplicated query parameters, bodies that are not JSON.
 * A second, looser property puts hostile values into otherwise valid requests: whatever
 * the answer, it is never a 5xx.
 */

const STORE = 'fuzz'
const HOST = `${STORE}.localhost`
const ORIGIN = `http://${HOST}`
const STRICT_RUNS = 40
const LOOSE_RUNS = 8
const SEED = 20_260_302
const PROPERTY_TIMEOUT_MS = 120_000

let ids: Ids
let strictCases = 0

interface Case {
  /** Body or query for the endpoint. */
  input: Record<string, unknown>
  params: Record<string, string>
  /** A body sent as it is, instead of `input` as JSON. */
  raw?: string
}

const ABSENT = Symbol('absent')

function setPath(target: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(target)
  const keys = path.split('.')
  let at: Record<string, unknown> = copy
  for (const key of keys.slice(0, -1)) {
    if (typeof at[key] !== 'object' || at[key] === null) at[key] = {}
    at = at[key] as Record<string, unknown>
  }
  const last = keys[keys.length - 1]
  if (value === ABSENT) delete at[last]
  else at[last] = value
  return copy
}

const serialise = (input: unknown) => JSON.stringify(input).replaceAll(JSON.stringify(DEEP), deepJson(5_000))

/** A URL cannot carry a lone surrogate; the browser would send U+FFFD instead. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')

function urlOf(endpoint: Endpoint, testCase: Case): string {
  const path = endpoint.route.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) =>
    encodeURIComponent(wellFormed(testCase.params[name] ?? '')),
  )
  const url = new URL(`/api${path}`, ORIGIN)
  if (endpoint.input !== 'json') {
    for (const [name, value] of Object.entries(testCase.input)) {
      if (value === undefined || value === ABSENT) continue
      for (const one of Array.isArray(value) ? value : [value])
        url.searchParams.append(name, typeof one === 'string' ? one : JSON.stringify(one))
    }
  }
  return url.toString()
}

async function send(endpoint: Endpoint, testCase: Case): Promise<{ status: number; type: string; text: string }> {
  const hasBody = endpoint.method !== 'GET'
  // The app the worker exports, called directly: vitest's SELF loopback slows down with
  // every request it carries, which a run of this size would feel.
  const answer = await callApp(
    new Request(urlOf(endpoint, testCase), {
      method: endpoint.method,
      redirect: 'manual',
      headers: { host: HOST, origin: ORIGIN, accept: 'application/json', ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      body: hasBody ? (testCase.raw ?? (endpoint.input === 'json' ? serialise(testCase.input) : '{}')) : undefined,
    }),
  )
  return { status: answer.status, type: answer.headers.get('content-type') ?? '', text: answer.text }
}

function describeCase(testCase: Case): string {
  const text = testCase.raw ?? JSON.stringify({ input: testCase.input, params: testCase.params }) ?? ''
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text
}

function expectJsonError(answer: { status: number; type: string; text: string }, testCase: Case): void {
  expect(answer.type, describeCase(testCase)).toContain('application/json')
  const parsed = JSON.parse(answer.text) as { error?: unknown }
  expect(typeof parsed.error === 'string' && parsed.error.length > 0, `${answer.text.slice(0, 200)} for ${describeCase(testCase)}`).toBe(
    true,
  )
}

/** Extra fields the endpoint does not read, with hostile values; never one it does read. */
function extras(endpoint: Endpoint): fc.Arbitrary<Record<string, unknown>> {
  const known = new Set(Object.keys(endpoint.fields).map((path) => path.split('.')[0]))
  const value = endpoint.input === 'json' ? hostileValue : fc.string({ maxLength: 50 })
  return fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !known.has(name)),
    value,
    { maxKeys: 3 },
  )
}

/** Input that breaks at least one rule of the endpoint, so it must be refused. */
function malformedCases(endpoint: Endpoint): fc.Arbitrary<Case> {
  const { input: base, params = {} } = endpoint.valid(ids)
  const options: fc.Arbitrary<Case>[] = []
  const fields = Object.entries(endpoint.fields)
  if (fields.length > 0) {
    const broken = fc.constantFrom(...fields).chain(([path, field]) => {
      const invalid: fc.Arbitrary<unknown> =
        endpoint.input === 'json'
          ? field.required
            ? fc.oneof(invalidJson(field.kind), fc.constant(ABSENT))
            : invalidJson(field.kind)
          : invalidQuery(field.kind, field.required === true).map((value) => value ?? ABSENT)
      return invalid.map((value) => ({ path, value }))
    })
    options.push(
      fc
        .tuple(broken, extras(endpoint))
        .map(([{ path, value }, extra]) => ({ input: setPath({ ...extra, ...base }, path, value), params })),
    )
  }
  for (const [name, field] of Object.entries(endpoint.params ?? {})) {
    const invalid = invalidQuery(field.kind, false).filter((value): value is string => typeof value === 'string')
    options.push(invalid.map((value) => ({ input: base, params: { ...params, [name]: value } })))
  }
  if (endpoint.input === 'json') options.push(malformedBodies.map((raw) => ({ input: base, params, raw })))
  return fc.oneof(...options)
}

/** Valid input with one hostile value anywhere, known field or not. */
function hostileCases(endpoint: Endpoint): fc.Arbitrary<Case> {
  const { input: base, params = {} } = endpoint.valid(ids)
  const paths = [...Object.keys(endpoint.fields), ...Object.keys(base)]
  const path =
    paths.length > 0
      ? fc.oneof(fc.constantFrom(...paths), fc.string({ minLength: 1, maxLength: 12 }))
      : fc.string({ minLength: 1, maxLength: 12 })
  const value = endpoint.input === 'json' ? hostileValue : hostileValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')))
  return fc.tuple(path, value).map(([at, v]) => ({ input: setPath(base, at, v), params }))
}

beforeAll(async () => {
  await seedStore(env.DB, buildStore({ slug: STORE, name: 'Fuzz Store' }))
  const sku = await skuOf(STORE, 'day-tee', 'White', 'M')
  const [, colorId, sizeId] = sku.split('_').map(Number)
  const json = { origin: ORIGIN, host: HOST, 'content-type': 'application/json' }
  const post = async <T>(path: string, body: unknown, method = 'POST') =>
    (await callApp(new Request(`${ORIGIN}${path}`, { method, headers: json, body: JSON.stringify(body) }))).json as T
  const cartId = crypto.randomUUID()
  const checkout = await post<Checkout>('/api/checkout', { lineItems: [{ sku, quantity: 1 }], storeSlug: STORE, cartId })
  await post(
    '/api/v1/checkout',
    { id: checkout.id, data: { storeSlug: STORE, customer: customer(), deliveryOption: 'standard', paymentMethod: 'card' } },
    'PUT',
  )
  const card = await post<{ id: string }>('/api/v1/payments/sandbox/tokenize', {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2035,
    cvc: '123',
  })
  const payment = await post<PaymentAnswer>('/api/v1/initiatePayment', {
    checkoutId: checkout.id,
    paymentMethod: 'card',
    paymentMethodId: card.id,
  })
  const collection = await env.DB.prepare('SELECT c.id FROM collections c JOIN stores s ON s.id = c.store_id WHERE s.slug = ?1 LIMIT 1')
    .bind(STORE)
    .first<{ id: number }>()
  ids = {
    store: STORE,
    sku,
    colorId,
    sizeId,
    listing: 'day-tee',
    collectionId: collection?.id ?? 1,
    checkoutId: checkout.id,
    paymentId: payment.paymentId,
    paymentToken: payment.paymentToken,
    lookupNumber: 'ORD-0000-0000-0000',
    cartId,
  }
})

describe('the fuzzed endpoints', () => {
  it('are every endpoint the app mounts under /api', () => {
    expect(ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.route}`).sort()).toEqual(mountedApiRoutes())
  })
})

describe.each(ENDPOINTS.filter((endpoint) => endpoint.input !== 'none'))('$method /api$route', (endpoint) => {
  it(
    'refuses malformed input with a 4xx JSON error and changes no row',
    async () => {
      const before = await databaseSnapshot()
      await fc.assert(
        fc.asyncProperty(malformedCases(endpoint), async (testCase) => {
          strictCases += 1
          const answer = await send(endpoint, testCase)
          expect(answer.status, `${answer.status} ${answer.text.slice(0, 200)} for ${describeCase(testCase)}`).toBeGreaterThanOrEqual(400)
          expect(answer.status, `${answer.status} ${answer.text.slice(0, 200)} for ${describeCase(testCase)}`).toBeLessThan(500)
          expectJsonError(answer, testCase)
        }),
        { numRuns: STRICT_RUNS, seed: SEED, endOnFailure: true },
      )
      expect(await databaseSnapshot()).toEqual(before)
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    'never answers a hostile value with a 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(hostileCases(endpoint), async (testCase) => {
          const answer = await send(endpoint, testCase)
          expect(answer.status, `${answer.status} ${answer.text.slice(0, 200)} for ${describeCase(testCase)}`).toBeLessThan(500)
          if (answer.status >= 400) expectJsonError(answer, testCase)
        }),
        { numRuns: LOOSE_RUNS, seed: SEED, endOnFailure: true },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})

describe.each(ENDPOINTS.filter((endpoint) => endpoint.input === 'none'))('$method /api$route (takes no input)', (endpoint) => {
  it(
    'answers junk query parameters and bodies as usual, never with a 5xx',
    async () => {
      const usual = (await send(endpoint, { input: {}, params: {} })).status
      expect(usual).toBeLessThan(500)
      await fc.assert(
        fc.asyncProperty(extras(endpoint), malformedBodies, async (query, raw) => {
          const answer = await send(endpoint, { input: query, params: {}, raw })
          expect(answer.status).toBe(usual)
          expect(answer.type).toContain('application/json')
        }),
        { numRuns: LOOSE_RUNS, seed: SEED, endOnFailure: true },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})

describe('the whole run', () => {
  it('sent at least 1,000 malformed inputs', () => {
    expect(strictCases).toBeGreaterThanOrEqual(1_000)
  })

  it('answers an unknown /api path with a JSON 404, not a page', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const answer = await send(
        { method, route: '/v1/no-such-thing', input: 'json', fields: {}, valid: () => ({ input: {} }) } as Endpoint,
        { input: {}, params: {} },
      )
      expect({ method, status: answer.status, type: answer.type }).toEqual({
        method,
        status: 404,
        type: expect.stringContaining('application/json'),
      })
    }
  })
})
