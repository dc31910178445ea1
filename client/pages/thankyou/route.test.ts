import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StorefrontApi } from '../../api/storefront-api'
import { loader } from './route'

/**
 * The thank-you page's loader runs on the server (SSR) and in the browser: an order read
 * that fails is recorded through the API's own logger (the worker's structured log with
 * the request id during SSR), and the page shows without the order.
 */

const load = (api: Partial<StorefrontApi>, query = '?orderNumber=ORD-1234-ABCD') =>
  loader({ params: {}, request: new Request(`http://localhost/thankyou${query}`), context: { api } } as unknown as Parameters<
    typeof loader
  >[0])

afterEach(() => vi.restoreAllMocks())

describe('the thank-you loader', () => {
  it("records a failed order read through the API's logger, not a bare console line, and shows the page without the order", async () => {
    const console = vi.spyOn(globalThis.console, 'warn').mockImplementation(() => {})
    const logWarning = vi.fn()
    const data = await load({
      ownOrder: async () => Promise.reject(new Error('Order Request retry exceeded limit')),
      order: async () => null,
      logWarning,
    })
    expect(data).toEqual({ order: null, failure: 'unavailable' })
    expect(logWarning).toHaveBeenCalledWith('thankyou', { message: 'Error: Order Request retry exceeded limit' })
    expect(console).not.toHaveBeenCalled()
  })

  it('logs nothing when the order is simply not there', async () => {
    const logWarning = vi.fn()
    const data = await load({ ownOrder: async () => null, order: async () => null, logWarning })
    expect(data).toEqual({ order: null, failure: 'not-found' })
    expect(logWarning).not.toHaveBeenCalled()
  })
})
