import { REQUEST_RETRY_COUNT } from '../../domain/constants'

/**
 * The browser's retry policy in one place: the spec's 2 retries (section 8), each after an
 * exponentially growing pause with full jitter (up to 100, then 200 ms), so the shoppers a
 * hiccup failed together do not come back together; only requests that are safe to repeat.
 * Same contract as the worker's shared helper (domain/retry.ts, withRetries), which this
 * defers to once both halves of issue 14 are merged.
 */
export interface RetryTiming {
  /** 0 ≤ n < 1; Math.random unless a test fixes it. */
  random?: () => number
  /** Waits; setTimeout unless a test passes its own clock. */
  sleep?: (ms: number) => Promise<void>
}

const BASE_DELAY_MS = 100
const MAX_DELAY_MS = 1_000

/** The pause before retry `attempt` (1-based): a random time up to base·2^(attempt-1), capped. */
function retryDelay(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1)))
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Writes the store answers the same however often they come: it makes one payment per
 * checkout version and one order per checkout, and a second checkout for a cart is at worst
 * an unused one; the rest only read (quotes, the address check) or make a throwaway token.
 */
const REPEATABLE_WRITES: ReadonlySet<string> = new Set([
  '/api/checkout',
  '/api/deliveryOptions',
  '/api/v1/address/validate',
  '/api/v1/initiatePayment',
  '/api/v1/updatePayment',
  '/api/v1/checkout/submit',
  '/api/v1/payments/sandbox/tokenize',
])

/** Reads, PUT and DELETE, and the store's repeatable writes may be sent again; any other write goes once. */
export function isSafeToRepeat(method: string | undefined, url: string): boolean {
  if (['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'].includes((method ?? 'GET').toUpperCase())) return true
  return REPEATABLE_WRITES.has(new URL(url, 'https://store.invalid').pathname)
}

/**
 * Runs `attempt` until it resolves, a failure may not be retried (`retryable`), or the
 * retries run out; then the last failure is thrown as it is.
 */
export async function retryRequest<T>(
  attempt: () => Promise<T>,
  {
    retries = REQUEST_RETRY_COUNT,
    retryable = () => true,
    random,
    sleep = sleepFor,
  }: RetryTiming & {
    retries?: number
    retryable?: (error: unknown) => boolean
  } = {},
): Promise<T> {
  for (let index = 0; ; index++) {
    if (index > 0) await sleep(retryDelay(index, random))
    try {
      return await attempt()
    } catch (error) {
      if (index >= retries || !retryable(error)) throw error
    }
  }
}
