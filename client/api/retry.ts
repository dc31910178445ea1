import { RetriesExhausted, type RetryOptions, withRetries } from '../../domain/retry'

/**
 * The browser's retry policy in one place: the shared helper's (domain/retry.ts) spec's 2
 * retries with growing, jittered pauses (up to 100, then 200 ms), so the shoppers a hiccup
 * failed together do not come back together; only for requests that are safe to repeat.
 */
export type RetryTiming = Pick<RetryOptions, 'random' | 'sleep'>

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
 * retries run out; then the last failure is thrown as it is, as a single try would throw it.
 */
export async function retryRequest<T>(
  attempt: () => Promise<T>,
  options: RetryTiming & Pick<RetryOptions, 'retries' | 'retryable'> = {},
): Promise<T> {
  try {
    return await withRetries(attempt, options)
  } catch (error) {
    throw error instanceof RetriesExhausted ? error.cause : error
  }
}
