import { log } from './logger'
/**
 * Fixed-window counters in KV, for attempts worth slowing down (wrong access codes). The
 * window arithmetic is pure; `kvRateLimiter` only reads and writes the counter. KV is
 * eventually consistent across locations, so a determined guesser spread over many
 * locations gets a few extra tries: enough to stop scripted guessing from one client.
 */

export interface RateLimitPolicy {
  /** Names the counter family in the KV key. */
  name: string
  /** Failures allowed in one window; the next attempt is refused. */
  limit: number
  windowSeconds: number
}

/** Wrong access codes: 10 per 10 minutes per IP address and store. */
export const ACCESS_CODE_POLICY: RateLimitPolicy = { name: 'access-code', limit: 10, windowSeconds: 600 }

/** Order numbers (or cart ids) that match no order: 10 per 10 minutes per IP address, across stores. */
export const ORDER_LOOKUP_POLICY: RateLimitPolicy = { name: 'order-lookup', limit: 10, windowSeconds: 600 }

/**
 * Mail-sending posts per client address and store when MAIL_RATE_LIMITER (Workers Rate
 * Limiting) is not bound: 5 a minute, as wrangler.toml sets the binding.
 */
export const MAIL_POLICY: RateLimitPolicy = { name: 'mail', limit: 5, windowSeconds: 60 }

export interface RateLimitState {
  limited: boolean
  /** Failures still allowed in this window. */
  remaining: number
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number
}

/** KV refuses an expirationTtl under 60 seconds. */
const KV_MIN_TTL_SECONDS = 60

export function rateLimitWindow(nowMs: number, policy: RateLimitPolicy): { index: number; resetsInSeconds: number } {
  const windowMs = policy.windowSeconds * 1000
  const index = Math.floor(nowMs / windowMs)
  return { index, resetsInSeconds: Math.max(1, Math.ceil(((index + 1) * windowMs - nowMs) / 1000)) }
}

export function rateLimitKey(policy: RateLimitPolicy, subject: string, windowIndex: number): string {
  return `ratelimit:v1:${encodeURIComponent(policy.name)}:${encodeURIComponent(subject)}:${windowIndex}`
}

export function rateLimitState(failures: number, policy: RateLimitPolicy, nowMs: number): RateLimitState {
  return {
    limited: failures >= policy.limit,
    remaining: Math.max(0, policy.limit - failures),
    retryAfterSeconds: rateLimitWindow(nowMs, policy).resetsInSeconds,
  }
}

/** The subject of a gate counter: one store and one client address. */
export function accessSubject(storeId: number, clientIp: string | undefined): string {
  return `${storeId}:${clientIp || 'unknown'}`
}

export interface RateLimiter {
  /** Where `subject` stands, without counting anything. */
  status(subject: string): Promise<RateLimitState>
  /** Counts one failure and answers the state after it. */
  recordFailure(subject: string): Promise<RateLimitState>
}

export interface KvRateLimiterOptions {
  now?: () => number
  /** KV failures never lock a shopper out; they are reported here. */
  onError?: (message: string, error: unknown) => void
}

export function kvRateLimiter(kv: KVNamespace, policy: RateLimitPolicy, options: KvRateLimiterOptions = {}): RateLimiter {
  const now = options.now ?? Date.now
  const onError = options.onError ?? ((message, error) => log.warn('rate-limit', { problem: message, message: String(error) }))

  async function failures(key: string): Promise<number> {
    try {
      const value = Number.parseInt((await kv.get(key)) ?? '0', 10)
      return Number.isFinite(value) && value > 0 ? value : 0
    } catch (error) {
      onError('rate limit read failed', error)
      return 0
    }
  }

  return {
    async status(subject) {
      const at = now()
      const key = rateLimitKey(policy, subject, rateLimitWindow(at, policy).index)
      return rateLimitState(await failures(key), policy, at)
    },
    async recordFailure(subject) {
      const at = now()
      const window = rateLimitWindow(at, policy)
      const key = rateLimitKey(policy, subject, window.index)
      const count = (await failures(key)) + 1
      try {
        await kv.put(key, String(count), { expirationTtl: Math.max(KV_MIN_TTL_SECONDS, window.resetsInSeconds) })
      } catch (error) {
        onError('rate limit write failed', error)
      }
      return rateLimitState(count, policy, at)
    },
  }
}
