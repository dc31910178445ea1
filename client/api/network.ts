import { REQUEST_RETRY_COUNT, retryExceededMessage } from '../../domain/constants'
import { isSafeToRepeat, type RetryTiming, retryRequest } from './retry'

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
 * fetch, tried again (client/api/retry.ts: the spec's 2 retries, with backoff and jitter)
 * when no answer came at all (or only a gateway's), and only when the request is safe to
 * repeat: reads and the store's idempotent writes; any other write is sent once. Any answer
 * of the store, 4xx and 5xx included, is handed back as it is: the server decided, and
 * retrying is the caller's business.
 */
export async function fetchWithRetry(
  name: string,
  input: string,
  init?: RequestInit,
  fetcher: Fetch = fetch,
  timing: RetryTiming = {},
): Promise<Response> {
  try {
    return await retryRequest(
      async () => {
        const response = await fetcher(input, init)
        if (isGatewayFailure(response)) throw new Error(`${response.status} ${response.statusText}`.trim())
        return response
      },
      {
        ...timing,
        retries: isSafeToRepeat(init?.method, input) ? REQUEST_RETRY_COUNT : 0,
        // The page gave up on the call itself (navigation, unmount): nothing to try again or report.
        retryable: () => !init?.signal?.aborted,
      },
    )
  } catch (error) {
    if (init?.signal?.aborted) throw error
    throw new RequestFailedError(name, error)
  }
}
