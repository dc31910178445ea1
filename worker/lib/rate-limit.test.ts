import { describe, expect, it } from 'vitest'
import { ACCESS_CODE_POLICY, accessSubject, kvRateLimiter, rateLimitKey, rateLimitState, rateLimitWindow } from './rate-limit'

/** The part of KV the limiter uses, in memory, remembering the TTL of each write. */
function memoryKv() {
  const values = new Map<string, string>()
  const ttls = new Map<string, number>()
  const kv = {
    async get(key: string) {
      return values.get(key) ?? null
    },
    async put(key: string, value: string, options?: { expirationTtl?: number }) {
      values.set(key, value)
      if (options?.expirationTtl !== undefined) ttls.set(key, options.expirationTtl)
    },
  }
  return { kv: kv as unknown as KVNamespace, values, ttls }
}

const TEN_MINUTES_MS = 600_000
const windowStart = 1_800_000_000_000 - (1_800_000_000_000 % TEN_MINUTES_MS)

describe('rate limit windows', () => {
  it('counts in ten-minute windows and says when the window resets', () => {
    expect(rateLimitWindow(windowStart, ACCESS_CODE_POLICY).resetsInSeconds).toBe(600)
    expect(rateLimitWindow(windowStart + 599_500, ACCESS_CODE_POLICY).resetsInSeconds).toBe(1)
    expect(rateLimitWindow(windowStart + TEN_MINUTES_MS, ACCESS_CODE_POLICY).index).toBe(
      rateLimitWindow(windowStart, ACCESS_CODE_POLICY).index + 1,
    )
  })

  it('limits after ten failures, not before', () => {
    expect(rateLimitState(9, ACCESS_CODE_POLICY, windowStart)).toMatchObject({ limited: false, remaining: 1 })
    expect(rateLimitState(10, ACCESS_CODE_POLICY, windowStart)).toMatchObject({ limited: true, remaining: 0 })
  })

  it('keeps subjects apart in the key, whatever characters they hold', () => {
    expect(rateLimitKey(ACCESS_CODE_POLICY, accessSubject(1, '::1'), 5)).not.toBe(
      rateLimitKey(ACCESS_CODE_POLICY, accessSubject(11, ':1'), 5),
    )
    expect(accessSubject(3, undefined)).toBe('3:unknown')
  })
})

describe('kvRateLimiter', () => {
  it('refuses the eleventh attempt in a window and allows again in the next one', async () => {
    let now = windowStart + 1000
    const { kv } = memoryKv()
    const limiter = kvRateLimiter(kv, ACCESS_CODE_POLICY, { now: () => now })
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await limiter.status('7:203.0.113.9')).limited).toBe(false)
      await limiter.recordFailure('7:203.0.113.9')
    }
    expect(await limiter.status('7:203.0.113.9')).toEqual({ limited: true, remaining: 0, retryAfterSeconds: 599 })
    expect((await limiter.status('7:198.51.100.4')).limited).toBe(false)
    now = windowStart + TEN_MINUTES_MS
    expect((await limiter.status('7:203.0.113.9')).limited).toBe(false)
  })

  it('lets KV drop the counter once its window is over, and never asks for under 60 s', async () => {
    const { kv, ttls } = memoryKv()
    await kvRateLimiter(kv, ACCESS_CODE_POLICY, { now: () => windowStart }).recordFailure('a')
    await kvRateLimiter(kv, ACCESS_CODE_POLICY, { now: () => windowStart + 590_000 }).recordFailure('b')
    expect([...ttls.values()]).toEqual([600, 60])
  })

  it('fails open when KV is unavailable', async () => {
    const broken = {
      get: async () => {
        throw new Error('KV down')
      },
      put: async () => {
        throw new Error('KV down')
      },
    } as unknown as KVNamespace
    const errors: string[] = []
    const limiter = kvRateLimiter(broken, ACCESS_CODE_POLICY, { now: () => windowStart, onError: (message) => errors.push(message) })
    expect((await limiter.recordFailure('a')).limited).toBe(false)
    expect((await limiter.status('a')).limited).toBe(false)
    expect(errors).toEqual(['rate limit read failed', 'rate limit write failed', 'rate limit read failed'])
  })
})
