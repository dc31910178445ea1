import { afterEach, describe, expect, it, vi } from 'vitest'
import { REQUEST_RETRY_COUNT } from './constants'
import { RetriesExhausted, retryDelay, withRetries } from './retry'

afterEach(() => {
  vi.useRealTimers()
})

const failing = (times: number, answer = 'answer') => {
  let calls = 0
  const attempt = vi.fn(async () => {
    calls += 1
    if (calls <= times) throw new Error(`failure ${calls}`)
    return answer
  })
  return attempt
}

describe('withRetries', () => {
  it("tries the spec's two more times, then gives up with the last failure", async () => {
    const attempt = failing(10)
    const failure = withRetries(attempt, { sleep: async () => {} })
    await expect(failure).rejects.toBeInstanceOf(RetriesExhausted)
    await expect(failure).rejects.toMatchObject({ attempts: 3, cause: new Error('failure 3') })
    expect(attempt).toHaveBeenCalledTimes(1 + REQUEST_RETRY_COUNT)
  })

  it('answers the first try that succeeds', async () => {
    const attempt = failing(2)
    await expect(withRetries(attempt, { sleep: async () => {} })).resolves.toBe('answer')
    expect(attempt).toHaveBeenCalledTimes(3)
  })

  it('waits longer before each retry, never before the first try', async () => {
    vi.useFakeTimers()
    const attempt = failing(2)
    const answer = withRetries(attempt, { random: () => 0.999 })
    expect(attempt).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(98)
    expect(attempt).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempt).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(198)
    expect(attempt).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    await expect(answer).resolves.toBe('answer')
    expect(attempt).toHaveBeenCalledTimes(3)
  })

  it('throws a failure that may not be repeated at once, without another try', async () => {
    const attempt = failing(1)
    const refused = withRetries(attempt, { retryable: () => false, sleep: async () => {} })
    await expect(refused).rejects.toThrow('failure 1')
    expect(attempt).toHaveBeenCalledTimes(1)
  })

  it('stops waiting when the caller aborts, with its reason', async () => {
    vi.useFakeTimers()
    const controller = new AbortController()
    const attempt = failing(5)
    const gaveUp = withRetries(attempt, { signal: controller.signal, random: () => 0.5 })
    const settled = expect(gaveUp).rejects.toThrow('left the page')
    await vi.advanceTimersByTimeAsync(0)
    controller.abort(new Error('left the page'))
    await settled
    expect(attempt).toHaveBeenCalledTimes(1)
  })

  it('makes only one try when told there are no retries (a write that may not be repeated)', async () => {
    const attempt = failing(1)
    await expect(withRetries(attempt, { retries: 0 })).rejects.toMatchObject({ attempts: 1 })
    expect(attempt).toHaveBeenCalledTimes(1)
  })
})

describe('retryDelay', () => {
  it('spreads each pause at random up to a doubling ceiling, capped', () => {
    expect([1, 2, 3].map((attempt) => retryDelay(attempt, { random: () => 0.999 }))).toEqual([99, 199, 399])
    expect(retryDelay(1, { random: () => 0 })).toBe(0)
    expect(retryDelay(20, { random: () => 0.999 })).toBe(999)
  })
})
