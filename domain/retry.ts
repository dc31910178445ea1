import { REQUEST_RETRY_COUNT } from './constants'

/**
 * One way to try a request again, shared by the worker's provider adapter and the
 * browser's calls to the store: up to REQUEST_RETRY_COUNT retries (the spec's 2, section
 * 8), each after an exponentially growing pause with full jitter, so many clients that
 * failed together do not come back together. Only the caller knows what is safe to repeat
 * (reads; writes the other side does once per idempotency key): it says so with `retryable`.
 */
export interface RetryOptions {
  /** Tries after the first; the spec's REQUEST_RETRY_COUNT unless a caller has its own reason. */
  retries?: number
  /** The longest first pause (ms); each further pause may be twice as long. */
  baseDelayMs?: number
  /** No pause is longer than this (ms). */
  maxDelayMs?: number
  /** Whether a failure may be tried again; any failure may unless told otherwise. */
  retryable?: (error: unknown) => boolean
  /** Stops waiting and trying once aborted (a page that gave up on the call). */
  signal?: AbortSignal
  /** 0 ≤ n < 1; Math.random unless a test fixes it. */
  random?: () => number
  /** Waits; setTimeout unless a test passes its own clock. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

export const RETRY_BASE_DELAY_MS = 100
const RETRY_MAX_DELAY_MS = 1_000

/** The pause before retry `attempt` (1-based): a random time up to base·2^(attempt-1), capped. */
export function retryDelay(
  attempt: number,
  { baseDelayMs = RETRY_BASE_DELAY_MS, maxDelayMs = RETRY_MAX_DELAY_MS, random = Math.random }: RetryOptions = {},
): number {
  return Math.floor(random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)))
}

function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(done, ms)
    function done() {
      signal?.removeEventListener('abort', aborted)
      resolve()
    }
    function aborted() {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', aborted, { once: true })
  })
}

/** Thrown when every try failed: `cause` is the last failure, `attempts` how many tries were made. */
export class RetriesExhausted extends Error {
  constructor(
    readonly attempts: number,
    cause: unknown,
  ) {
    super(`Failed after ${attempts} attempts`, { cause })
    this.name = 'RetriesExhausted'
  }
}

/**
 * Runs `attempt` (given its 0-based number) until it resolves, a failure is not retryable
 * (thrown as it is), the signal aborts (its reason is thrown), or the retries run out
 * (RetriesExhausted with the last failure as its cause).
 */
export async function withRetries<T>(attempt: (index: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const retries = options.retries ?? REQUEST_RETRY_COUNT
  const sleep = options.sleep ?? sleepFor
  let lastError: unknown
  for (let index = 0; index <= retries; index++) {
    if (index > 0) await sleep(retryDelay(index, options), options.signal)
    try {
      return await attempt(index)
    } catch (error) {
      if (options.signal?.aborted || !(options.retryable?.(error) ?? true)) throw error
      lastError = error
    }
  }
  throw new RetriesExhausted(retries + 1, lastError)
}
