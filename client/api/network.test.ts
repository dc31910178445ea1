import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkoutError } from '../../machines/messages'
import { CheckoutApiError, checkoutApi } from './checkout-api'
import { createHttpApi } from './http-api'
import { fetchWithRetry, RequestFailedError } from './network'

/**
 * Claim: an offline browser never shows the shopper its own 'Failed to fetch'. A request
 * that gets no answer (or only a gateway's error page) is tried twice more, then fails with
 * the spec's failed-request text ('{name} Request retry exceeded limit', section 8); any
 * answer of the store is left alone.
 */

const offline = () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))

const shell = {
  store: { slug: 'moonlit', collections: [], flags: {} },
  localization: { buyer_currency: 'USD', buyer_region: 'USA', buyer_language: 'en' },
  preview: null,
  theme: {},
} as unknown as Parameters<typeof createHttpApi>[0]

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fetchWithRetry', () => {
  it('tries a request with no answer three times, then fails with the spec text naming it', async () => {
    const fetcher = offline()
    const failure = fetchWithRetry('Listing', '/api/v1/listings', undefined, fetcher)
    await expect(failure).rejects.toThrow(RequestFailedError)
    await expect(failure).rejects.toThrow(/^Listing Request retry exceeded limit$/)
    expect(fetcher).toHaveBeenCalledTimes(3)
  })

  it('answers the first response that comes back after a dropped attempt', async () => {
    const fetcher = vi
      .fn<(input: string) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json({ ok: true }))
    const response = await fetchWithRetry('Listing', '/api/v1/listings', undefined, fetcher)
    expect(await response.json()).toEqual({ ok: true })
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('hands back an HTTP error answer without retrying it', async () => {
    const fetcher = vi.fn(async () => Response.json({ error: 'Listing not found' }, { status: 404 }))
    const response = await fetchWithRetry('Listing', '/api/v1/listings', undefined, fetcher)
    expect(response.status).toBe(404)
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it("retries a gateway's 503 page (the store never answered) and answers the store's reply", async () => {
    const gateway = () => new Response('Your worker restarted mid-request.', { status: 503, headers: { 'content-type': 'text/plain' } })
    const fetcher = vi
      .fn<(input: string) => Promise<Response>>()
      .mockResolvedValueOnce(gateway())
      .mockResolvedValueOnce(gateway())
      .mockResolvedValueOnce(Response.json({ paymentId: 'pay_1' }))
    const response = await fetchWithRetry('Payment', '/api/v1/initiatePayment', { method: 'POST' }, fetcher)
    expect(await response.json()).toEqual({ paymentId: 'pay_1' })
    expect(fetcher).toHaveBeenCalledTimes(3)
  })

  it("fails with the spec text when only gateway errors come back, and never retries the store's own 503", async () => {
    const gatewayOnly = vi.fn(
      async () => new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
    )
    await expect(fetchWithRetry('Payment', '/api/v1/initiatePayment', undefined, gatewayOnly)).rejects.toThrow(
      /^Payment Request retry exceeded limit$/,
    )
    expect(gatewayOnly).toHaveBeenCalledTimes(3)

    const store = vi.fn(async () => Response.json({ error: 'The store is briefly unavailable.' }, { status: 503 }))
    const response = await fetchWithRetry('Payment', '/api/v1/initiatePayment', undefined, store)
    expect(response.status).toBe(503)
    expect(store).toHaveBeenCalledTimes(1)
  })

  it('does not retry a request the page aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    const fetcher = vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError')))
    await expect(fetchWithRetry('Listing', '/api/v1/listings', { signal: controller.signal }, fetcher)).rejects.toThrow('aborted')
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})

describe('the browser StorefrontApi offline', () => {
  it("rejects catalogue reads with '{name} Request retry exceeded limit', not 'Failed to fetch'", async () => {
    vi.stubGlobal('fetch', offline())
    const api = createHttpApi(shell)
    await expect(api.listing('midnight-hoodie')).rejects.toThrow(/^Listing Request retry exceeded limit$/)
    await expect(api.productPage(1)).rejects.toThrow(/^Products Request retry exceeded limit$/)
    await expect(api.inventory(1, 2)).rejects.toThrow(/^Inventory Request retry exceeded limit$/)
  })
})

describe("the cart's listing checks", () => {
  it('ask past the browser cache when live, so an item that sold out a moment ago is seen', async () => {
    const fetcher = vi.fn(async (_input: string, _init?: RequestInit) => Response.json({ listing: null }))
    vi.stubGlobal('fetch', fetcher)
    const api = createHttpApi(shell)
    await api.listing('midnight-hoodie', 7, { live: true })
    await api.listing('midnight-hoodie', 7)
    expect(fetcher.mock.calls.map(([, init]) => init?.cache)).toEqual(['no-cache', 'default'])
  })
})

describe('the checkout API offline', () => {
  it('fails the cart’s checkout with status 0 and the spec text, which the cart shows as a checkout error', async () => {
    vi.stubGlobal('fetch', offline())
    const failure = checkoutApi
      .createCheckout({
        storeSlug: 'moonlit',
        cartId: 'cart-1',
        lineItems: [{ sku: '1_2_3', quantity: 1 }],
        trafficSource: null,
        affiliate: null,
      })
      .catch((error: unknown) => error)
    const error = await failure
    expect(error).toBeInstanceOf(CheckoutApiError)
    expect(error).toMatchObject({ status: 0, message: 'Checkout Request retry exceeded limit' })
    expect(checkoutError(error).text).toBe('Error checking out: Checkout Request retry exceeded limit')
    expect(checkoutError(error).text).not.toContain('Failed to fetch')
  })
})

describe('one click of a checkout write', () => {
  it('sends the same Idempotency-Key on each retry of one click, and a new one for the next click', async () => {
    const keys: (string | null)[] = []
    const fetcher = vi
      .fn(async (_input: string, init?: RequestInit) => {
        keys.push(new Headers(init?.headers).get('idempotency-key'))
        return Response.json({ paymentId: 'pay_1', paymentToken: 'tok_1' })
      })
      .mockImplementationOnce(async (_input, init) => {
        keys.push(new Headers(init?.headers).get('idempotency-key'))
        throw new TypeError('Failed to fetch')
      })
    vi.stubGlobal('fetch', fetcher)
    await checkoutApi.initiatePayment({ checkoutId: 'ck_1', paymentMethod: 'paypal' })
    await checkoutApi.initiatePayment({ checkoutId: 'ck_1', paymentMethod: 'paypal' })
    expect(fetcher).toHaveBeenCalledTimes(3)
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/)
    expect(keys[2]).not.toBe(keys[0])
  })
})
