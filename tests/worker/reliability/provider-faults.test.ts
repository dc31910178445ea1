import { readConfig } from '../../../worker/env'
import { env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { serializeCartCookie } from '../../../domain/cart-cookie'
import { RETRY_BASE_DELAY_MS } from '../../../domain/retry'
import type { ListingAnswer } from '../../../domain/schemas/catalog'
import { makeSku } from '../../../domain/sku'
import type { CatalogPort } from '../../../worker/commerce/port/catalog'
import { createProviderCatalog } from '../../../worker/commerce/provider/catalog'
import { BACKEND, builtinCatalog, catalogBackend, fetchInto } from '../../support/fixtures/catalog-backend'
import { buildStore, seedStore } from '../../support/factories/store'
import { FaultBackend } from '../../support/harness/reliability/fault-backend'
import { callApp, failingKv, storeRequest } from '../../support/harness/reliability/harness'

/**
 * Claim: the provider adapter survives a flaky provider. Against a fault-injecting server
 * in front of a working backend, it retries 500s, timeouts, malformed JSON and answers too
 * slow to wait for, twice; a slow answer inside the timeout is simply waited for; after
 * three failures it gives up with the spec's '{name} Request retry exceeded limit'. The
 * shopper then sees that message from the API, and the cart is kept.
 */

const ORIGIN = new URL(BACKEND).origin
const TIMEOUT_MS = 1_000
const STORE = 'flaky'

const isListing = (path: string) => path.endsWith('/v1/listings')
const isTheme = (path: string) => path.endsWith('/theme')

/** A theme whose content is a string where the schema wants an object (an email, to check the logs). */
/** The storefront in provider mode with this worker's /api as its backend (amounts in cents), KV failing. */
const PROVIDER_BINDINGS = {
  BACKEND_URL: BACKEND,
  BACKEND_AMOUNTS: 'cents',
  PRODUCT_CACHE_URL: `${BACKEND}/product-cache`,
  CACHE: failingKv(),
}

const refusedTheme = { rewrite: (theme: unknown) => ({ ...(theme as object), content: 'owner@example.com' }) }

/** Every console.warn and console.error line while `work` runs. */
async function logsOf<T>(work: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = []
  const record = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '))
  }
  const warn = vi.spyOn(console, 'warn').mockImplementation(record)
  const error = vi.spyOn(console, 'error').mockImplementation(record)
  try {
    return { result: await work(), lines }
  } finally {
    warn.mockRestore()
    error.mockRestore()
  }
}

function faultyProvider(): { backend: FaultBackend; port: CatalogPort } {
  const backend = new FaultBackend(ORIGIN, fetchInto(catalogBackend(builtinCatalog(), { preview: false })))
  const port = createProviderCatalog({
    backendUrl: BACKEND,
    themeUrl: `${BACKEND}/theme`,
    availabilityUrl: BACKEND,
    amounts: 'cents',
    productCacheUrl: `${BACKEND}/product-cache`,
    config: readConfig(env),
    fetch: backend.fetch,
    timeoutMs: TIMEOUT_MS,
  })
  return { backend, port }
}

const listing = (port: CatalogPort) => port.listing(STORE, 'day-tee', { currency: 'USD', region: 'USA' })

/** The longest pauses before the two retries (domain/retry.ts: up to 100, then 200 ms). */
const RETRY_PAUSES_MS = 3 * RETRY_BASE_DELAY_MS

/** Runs `work` on a fake clock, moving it on by the timeout (and a retry's pause) each time another request hangs. */
async function withHangs<T>(backend: FaultBackend, hangs: number, work: () => Promise<T>): Promise<PromiseSettledResult<T>> {
  vi.useFakeTimers()
  const settled = work().then(
    (value) => ({ status: 'fulfilled', value }) as const,
    (reason: unknown) => ({ status: 'rejected', reason }) as const,
  )
  for (let i = 1; i <= hangs; i++) {
    await backend.untilHanging(i)
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS + RETRY_PAUSES_MS)
  }
  return settled
}

beforeAll(async () => {
  await seedStore(env.DB, buildStore({ slug: STORE, name: 'Flaky Store' }))
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the provider adapter against a fault-injecting server', () => {
  it('answers once two 500s have passed', async () => {
    const { backend, port } = faultyProvider()
    backend.plan(isListing, 'server-error', 'server-error')
    expect((await listing(port)).listing?.slug).toBe('day-tee')
    expect(backend.requestsTo(isListing).map((entry) => entry.fault)).toEqual(['server-error', 'server-error', 'ok'])
  })

  it('answers once malformed JSON has been retried', async () => {
    const { backend, port } = faultyProvider()
    backend.plan(isListing, 'malformed', 'malformed')
    expect((await listing(port)).listing?.slug).toBe('day-tee')
    expect(backend.requestsTo(isListing)).toHaveLength(3)
  })

  it('answers once a request that never answered has timed out and been retried', async () => {
    const { backend, port } = faultyProvider()
    backend.plan(isListing, 'hang', 'server-error')
    const result = await withHangs(backend, 1, () => listing(port))
    expect(result.status === 'fulfilled' && result.value.listing?.slug).toBe('day-tee')
    expect(backend.requestsTo(isListing).map((entry) => entry.fault)).toEqual(['hang', 'server-error', 'ok'])
  })

  it('waits for a slow answer that comes inside the timeout, without asking again', async () => {
    const { backend, port } = faultyProvider()
    backend.plan(isListing, { slowMs: TIMEOUT_MS - 100 })
    vi.useFakeTimers()
    const answer = listing(port)
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 100)
    expect((await answer).listing?.slug).toBe('day-tee')
    expect(backend.requestsTo(isListing)).toHaveLength(1)
  })

  it('gives up on an answer slower than the timeout and asks again', async () => {
    const { backend, port } = faultyProvider()
    backend.plan(isListing, { slowMs: TIMEOUT_MS * 5 })
    vi.useFakeTimers()
    const answer = listing(port)
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS + RETRY_PAUSES_MS)
    expect((await answer).listing?.slug).toBe('day-tee')
    expect(backend.requestsTo(isListing)).toHaveLength(2)
  })

  it.each([
    ['500s', 'server-error'],
    ['malformed JSON', 'malformed'],
  ] as const)("gives up after two retries of %s with 'Listing Request retry exceeded limit'", async (_, fault) => {
    const { backend, port } = faultyProvider()
    backend.always(isListing, fault)
    await expect(listing(port)).rejects.toThrow(/^Listing Request retry exceeded limit$/)
    expect(backend.requestsTo(isListing)).toHaveLength(3)
  })

  it("gives up after three timeouts with 'Listing Request retry exceeded limit'", async () => {
    const { backend, port } = faultyProvider()
    backend.always(isListing, 'hang')
    const result = await withHangs(backend, 3, () => listing(port))
    expect(result.status).toBe('rejected')
    expect(result.status === 'rejected' && String(result.reason)).toBe('RetryLimitError: Listing Request retry exceeded limit')
    expect(backend.requestsTo(isListing)).toHaveLength(3)
  })
})

describe('a theme with a field the theme contract refuses', () => {
  it('keeps the rest of the theme, the refused field at its default, with a warning that quotes no theme value', async () => {
    const { backend, port } = faultyProvider()
    backend.always(isTheme, refusedTheme)
    const { result, lines } = await logsOf(() => port.theme(STORE, {}))
    expect(result.kind).toBe('theme')
    expect(result.kind === 'theme' && result.theme.styles.primaryColor).toBe('#123456')
    expect(result.kind === 'theme' && result.theme.content.heroBanner.title).toBe('')
    expect(backend.requestsTo(isTheme)).toHaveLength(1)
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0])).toMatchObject({ at: 'provider.theme', siteKey: STORE, dropped: ['content: invalid_type'] })
    expect(lines[0]).not.toContain('owner@example.com')
  })

  it('still gives the shopper the store in its own colours instead of a 503', async () => {
    const { backend } = faultyProvider()
    vi.stubGlobal('fetch', backend.fetch)
    const get = (path: string) => callApp(storeRequest(`${STORE}.localhost`, path), PROVIDER_BINDINGS)
    const healthy = await get('/cart')
    expect(healthy.status).toBe(200)
    expect(healthy.text).toContain('#123456')

    backend.always(isTheme, refusedTheme)
    const { result: page, lines } = await logsOf(() => get('/cart'))
    expect(page.status).toBe(200)
    expect(page.text).toContain('Flaky Store')
    expect(page.text).toContain('#123456')
    expect(page.text).not.toContain('owner@example.com')
    expect(lines.some((line) => line.includes('"at":"provider.theme"'))).toBe(true)
    expect(lines.join('\n')).not.toContain('owner@example.com')
  })
})

describe('a shopper while the provider fails', () => {
  function providerBackedApp() {
    const { backend } = faultyProvider()
    vi.stubGlobal('fetch', backend.fetch)
    // KV keeps listings too: with it out of the way every read meets the failing provider.
    const bindings = PROVIDER_BINDINGS
    const get = (path: string, headers: Record<string, string> = {}) =>
      callApp(storeRequest(`${STORE}.localhost`, path, { headers }), bindings)
    return { backend, get }
  }

  it("hears the spec's message from the API, and gets the listing once the provider is back", async () => {
    const { backend, get } = providerBackedApp()
    backend.always(isListing, 'server-error')
    const failed = await get(`/api/v1/listings?slug=day-tee&storeSlug=${STORE}`)
    expect(failed.status).toBe(503)
    expect(failed.json).toEqual({ error: 'Listing Request retry exceeded limit' })
    expect(backend.requestsTo(isListing)).toHaveLength(3)

    backend.heal()
    const back = await get(`/api/v1/listings?slug=day-tee&storeSlug=${STORE}`)
    expect(back.status).toBe(200)
    expect((back.json as ListingAnswer).listing?.slug).toBe('day-tee')
  })

  it('waits BACKEND_TIMEOUT_MS for each try of a backend that never answers, then hears the spec message', async () => {
    const { backend } = faultyProvider()
    vi.stubGlobal('fetch', backend.fetch)
    backend.always(isListing, 'hang')
    const timeoutMs = 1_500
    vi.useFakeTimers()
    const answer = callApp(storeRequest(`${STORE}.localhost`, `/api/v1/listings?slug=day-tee&storeSlug=${STORE}`), {
      ...PROVIDER_BINDINGS,
      BACKEND_TIMEOUT_MS: String(timeoutMs),
    })
    await backend.untilHanging(1)
    // Just short of the operator's timeout the first try is still waited for; just past it
    // (and the pause before a retry) the second try is on its way.
    await vi.advanceTimersByTimeAsync(timeoutMs - 1)
    expect(backend.requestsTo(isListing)).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1 + RETRY_PAUSES_MS)
    expect(backend.requestsTo(isListing)).toHaveLength(2)
    for (let hang = 2; hang <= 3; hang++) {
      await backend.untilHanging(hang)
      await vi.advanceTimersByTimeAsync(timeoutMs + RETRY_PAUSES_MS)
    }
    const failed = await answer
    expect(failed.status).toBe(503)
    expect(failed.json).toEqual({ error: 'Listing Request retry exceeded limit' })
    expect(backend.requestsTo(isListing)).toHaveLength(3)
  })

  it("renders the listing page's retry state, not the generic error page, when the backend fails the listing during SSR", async () => {
    const { backend, get } = providerBackedApp()
    backend.always(isListing, 'server-error')
    for (const path of ['/listing/day-tee', '/day-tee']) {
      const page = await get(path, { accept: 'text/html' })
      expect(page.status, path).toBe(503)
      const shown = page.text.replace(/<script[\s\S]*?<\/script>/g, '')
      expect(shown, path).toContain('We couldn&#x27;t load this product')
      expect(shown, path).toContain('Try again')
      expect(shown, path).not.toContain('right back')
    }
    backend.heal()
    const back = await get('/listing/day-tee', { accept: 'text/html' })
    expect(back.status).toBe(200)
    expect(back.text).toContain('Day Tee')
  })

  it("has no /dev: the built-in backend's development tools are not mounted in front of another backend", async () => {
    const { backend } = faultyProvider()
    vi.stubGlobal('fetch', backend.fetch)
    const development = { ...PROVIDER_BINDINGS, ENVIRONMENT: 'development' }
    for (const path of ['/dev/outbox', '/dev/sandbox/pay/sbx_aaaaaaaaaaaaaaaaaaaaaaaa']) {
      const answer = await callApp(storeRequest(`${STORE}.localhost`, path), development)
      // Answered like any path the store does not have: its own 404 page.
      expect(answer.status, path).toBe(404)
      expect(answer.text, path).toContain('Page not found')
    }
    // The built-in backend's own development server still has them.
    expect((await callApp(storeRequest(`${STORE}.localhost`, '/dev/outbox'), { ENVIRONMENT: 'development' })).status).toBe(200)
  })

  it('keeps the cart: the cart page still renders it and nothing clears the cart cookie', async () => {
    const { backend, get } = providerBackedApp()
    const storeId = (await env.DB.prepare('SELECT id FROM stores WHERE slug = ?1').bind(STORE).first<{ id: number }>())?.id ?? 0
    const item = await env.DB.prepare(
      `SELECT p.id AS product_id, v.id AS variation_id, s.id AS size_id FROM listings l JOIN products p ON p.listing_id = l.id
       JOIN variations v ON v.product_id = p.id JOIN sizes s ON s.product_id = p.id WHERE l.slug = 'day-tee' AND l.store_id = ?1`,
    )
      .bind(storeId)
      .first<{ product_id: number; variation_id: number; size_id: number }>()
    if (!item) throw new Error('No Day Tee')
    const sku = makeSku({ itemGroupId: String(item.product_id), colorId: item.variation_id, sizeId: item.size_id })
    const cart = {
      id: crypto.randomUUID(),
      region: 'USA',
      items: {
        [sku]: {
          slug: 'day-tee',
          sku,
          colorId: item.variation_id,
          sizeId: item.size_id,
          productId: item.product_id,
          quantity: 2,
          itemGroupId: String(item.product_id),
        },
      },
    }
    backend.always(isListing, 'server-error')
    const page = await get('/cart', { cookie: `cart_${storeId}=${serializeCartCookie(cart)}` })
    expect(backend.requestsTo(isListing)).toHaveLength(3)
    expect(page.status).toBe(200)
    expect(page.headers.getSetCookie()).toEqual([])
    const shown = page.text.replace(/<script[\s\S]*?<\/script>/g, '')
    expect(shown).not.toContain('Your cart is empty.')
    // The page's data still holds the cart it shows; the header's count is the browser's to fill in (ADR 070).
    expect(page.text).toContain(cart.id)
  })
})
