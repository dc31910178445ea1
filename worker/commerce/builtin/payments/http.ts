import { PaymentProviderError } from './provider'

/** What the adapters need of fetch; tests pass a local stand-in for the provider's API. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>

export interface ProviderResponse {
  status: number
  /** The parsed JSON body, or null when there was none. */
  body: unknown
}

/** How long we wait for an answer unless the provider documents longer (Afterpay: 70 s). */
export const DEFAULT_TIMEOUT_MS = 15_000

/**
 * One call to a provider's API. Network failures, timeouts and 5xx answers become
 * retryable PaymentProviderErrors; every other answer is handed back for the adapter to
 * read, since a 402 from Stripe or a 422 from PayPal still describes the payment.
 */
export async function callProvider(
  fetcher: Fetch,
  provider: string,
  url: string,
  init: RequestInit,
  { timeoutMs = DEFAULT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<ProviderResponse & { headers: Headers }> {
  let response: Response
  try {
    response = await fetcher(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    throw new PaymentProviderError(`${provider} could not be reached: ${String(error)}`, true)
  }
  const text = await response.text()
  let body: unknown = null
  if (text) {
    try {
      body = JSON.parse(text)
    } catch {
      body = null
    }
  }
  if (response.status >= 500) throw new PaymentProviderError(`${provider} answered ${response.status}`, true)
  return { status: response.status, body, headers: response.headers }
}

export function basicAuth(user: string, password: string): string {
  return `Basic ${btoa(`${user}:${password}`)}`
}
