import { REQUEST_RETRY_COUNT, retryExceededMessage } from '../../domain/constants'

/**
 * The spec has no words for an offline browser; its error catalogue (section 8) answers a
 * failed request with '{name} Request retry exceeded limit' after two retries, which is
 * also what the worker answers when the store's provider cannot be reached. So a shopper
 * sees the same sentence whichever side of the store lost the connection, never the
 * browser's own 'Failed to fetch' (Chrome), 'NetworkError when attempting to fetch
 * resource.' (Firefox) or 'Load failed' (Safari).
 */
/** No answer came back for a request and its retries: offline, DNS, a dropped connection. */
export class RequestFailedError extends Error {
  constructor(
    /** Names the call, as in '{name} Request retry exceeded limit'. */
    readonly requestName: string,
    cause: unknown,
  ) {
    super(retryExceededMessage(requestName), { cause })
    this.name = 'RequestFailedError'
  }
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>

/**
 * A gateway's answer rather than the store's: 502, 503 or 504 without the JSON body every
 * /api answer of the worker carries (a CDN error page, a runtime restarting mid-request).
 * The store never saw or never finished the request, so it counts as no answer.
 */
function isGatewayFailure(response: Response): boolean {
  return GATEWAY_STATUSES.has(response.status) && !(response.headers.get('content-type') ?? '').includes('json')
}

const GATEWAY_STATUSES = new Set([502, 503, 504])

/**
 * fetch, tried again REQUEST_RETRY_COUNT times when no answer came at all (or only a
 * gateway's). Any answer of the store, 4xx and 5xx included, is handed back as it is: the
 * server decided, and retrying is the caller's business. Repeating a write is safe here
 * because the store's money-moving writes are idempotent (a payment per checkout version,
 * one order per checkout); a checkout created twice leaves at worst an unused one.
 */
export async function fetchWithRetry(name: string, input: string, init?: RequestInit, fetcher: Fetch = fetch): Promise<Response> {
  let lastError: unknown
  for (let attempt = 0; attempt <= REQUEST_RETRY_COUNT; attempt += 1) {
    try {
      const response = await fetcher(input, init)
      if (!isGatewayFailure(response)) return response
      lastError = new Error(`${response.status} ${response.statusText}`.trim())
    } catch (error) {
      // The page gave up on the call itself (navigation, unmount): nothing to report.
      if (init?.signal?.aborted) throw error
      lastError = error
    }
  }
  throw new RequestFailedError(name, lastError)
}
