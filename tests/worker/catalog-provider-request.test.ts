import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod'
import { RETRY_BASE_DELAY_MS } from '../../domain/retry'
import { type Fetch, RetryLimitError, requestJson } from '../../worker/commerce/provider/request'

const Count = z.object({ count: z.number().int() })
const URL = 'https://backend.test/v1/availability'

/** A fake fetch answering from a script, one step per call, and counting calls. */
function scripted(...steps: (() => Response | Promise<Response>)[]): Fetch & { calls: number } {
  const fake = Object.assign(
    async () => {
      const step = steps[Math.min(fake.calls, steps.length - 1)]
      fake.calls++
      return step()
    },
    { calls: 0 },
  )
  return fake
}

const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status })
const status = (code: number) => () => new Response('failure', { status: code })

describe('requestJson retries', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers once a request succeeds after two server errors', async () => {
    const fetch = scripted(status(500), status(503), json({ count: 4 }))
    await expect(requestJson(URL, Count, { name: 'Availability', fetch })).resolves.toEqual({ ok: true, status: 200, data: { count: 4 } })
    expect(fetch.calls).toBe(3)
  })

  it("gives up after two retries with '{name} Request retry exceeded limit'", async () => {
    const fetch = scripted(status(500))
    const failure = requestJson(URL, Count, { name: 'Availability', fetch })
    await expect(failure).rejects.toBeInstanceOf(RetryLimitError)
    await expect(failure).rejects.toThrow('Availability Request retry exceeded limit')
    expect(fetch.calls).toBe(3)
  })

  it('retries a network error', async () => {
    const fetch = scripted(() => Promise.reject(new TypeError('Failed to fetch')), json({ count: 1 }))
    await expect(requestJson(URL, Count, { name: 'Availability', fetch })).resolves.toMatchObject({ ok: true, data: { count: 1 } })
    expect(fetch.calls).toBe(2)
  })

  it('retries malformed JSON and an answer of the wrong shape', async () => {
    const fetch = scripted(() => new Response('{"count":'), json({ count: 'many' }), json({ count: 2 }))
    await expect(requestJson(URL, Count, { name: 'Availability', fetch })).resolves.toMatchObject({ data: { count: 2 } })
    expect(fetch.calls).toBe(3)
  })

  it('hands a 4xx back without retrying it', async () => {
    const fetch = scripted(json({ error: 'Listing not found' }, 404))
    await expect(requestJson(URL, Count, { name: 'Availability', fetch })).resolves.toEqual({
      ok: false,
      status: 404,
      body: { error: 'Listing not found' },
    })
    expect(fetch.calls).toBe(1)
  })

  it('abandons an attempt that outlives the timeout and retries it', async () => {
    vi.useFakeTimers()
    let calls = 0
    const hanging: Fetch = (_input, init) => {
      calls++
      return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    }
    const failure = requestJson(URL, Count, { name: 'Availability', fetch: hanging, timeoutMs: 1000 })
    const settled = expect(failure).rejects.toThrow('Availability Request retry exceeded limit')
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toBe(1)
    // Two more timeouts, and the pauses before the two retries (domain/retry.ts: at most 100 and 200 ms).
    await vi.advanceTimersByTimeAsync(2001 + 3 * RETRY_BASE_DELAY_MS)
    await settled
    expect(calls).toBe(3)
  })

  it("sends the caller's headers", async () => {
    const seen: Request[] = []
    const fetch: Fetch = async (input, init) => {
      seen.push(new Request(input, init))
      return Response.json({ count: 0 })
    }
    await requestJson(URL, Count, { name: 'Availability', fetch, init: { headers: { 'x-api-key': 'secret' } } })
    expect(seen[0].headers.get('x-api-key')).toBe('secret')
  })
})
