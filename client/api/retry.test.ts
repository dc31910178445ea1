import { describe, expect, it, vi } from 'vitest'
import { fetchWithRetry, RequestFailedError } from './network'
import { isSafeToRepeat } from './retry'

/**
 * Claim: the browser repeats only what is safe to repeat, at most twice, after pauses that
 * grow and are spread at random so that shoppers who failed together do not retry together.
 */

const offline = () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))

describe('the browser retry policy', () => {
  it('pauses up to 100 ms, then up to 200 ms, at a random point in between', async () => {
    for (const [random, expected] of [
      [0.999, [99, 199]],
      [0, [0, 0]],
    ] as const) {
      const pauses: number[] = []
      const sleep = async (ms: number) => {
        pauses.push(ms)
      }
      await fetchWithRetry('Listing', '/api/v1/listings', undefined, offline(), { random: () => random, sleep }).catch(() => null)
      expect(pauses).toEqual(expected)
    }
  })

  it('repeats reads and the store’s idempotent writes, and nothing else', () => {
    expect(isSafeToRepeat(undefined, '/api/v1/listings?slug=tee')).toBe(true)
    expect(isSafeToRepeat('PUT', '/api/v1/checkout')).toBe(true)
    expect(isSafeToRepeat('POST', '/api/v1/initiatePayment')).toBe(true)
    expect(isSafeToRepeat('POST', '/api/v1/checkout/submit')).toBe(true)
    expect(isSafeToRepeat('POST', '/api/contact')).toBe(false)
    expect(isSafeToRepeat('POST', '/api/preorder')).toBe(false)
  })

  it('waits a growing, jittered pause before each of the two retries', async () => {
    const pauses: number[] = []
    const fetcher = offline()
    const failure = fetchWithRetry('Listing', '/api/v1/listings', undefined, fetcher, {
      random: () => 0.5,
      sleep: async (ms) => {
        pauses.push(ms)
      },
    })
    await expect(failure).rejects.toThrow(RequestFailedError)
    expect(fetcher).toHaveBeenCalledTimes(3)
    expect(pauses).toEqual([50, 100])
  })

  it('sends a write the store does not make idempotent once, and says the request failed', async () => {
    const fetcher = offline()
    const failure = fetchWithRetry('Contact', '/api/contact', { method: 'POST' }, fetcher, { sleep: async () => {} })
    await expect(failure).rejects.toThrow(/^Contact Request retry exceeded limit$/)
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})
