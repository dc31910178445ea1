import type { PortResult } from '../port/failures'
import { failureFromAnswer, upstreamFailure } from './checkout-failure'
import { type Fetch, isSuccess, NoAnswerError, type Reader, type Reply, readWith, requestJson, sendJson } from './request'
import { API_KEY_HEADER, STOREFRONT_ORIGIN_HEADER } from '../../../domain/wire-headers'

export interface CallerOptions {
  fetch: Fetch
  timeoutMs?: number
  /** Sent as x-api-key on every call (BACKEND_API_KEY). */
  apiKey?: string
  /**
   * The backend does a write once per Idempotency-Key (BACKEND_HONOURS_IDEMPOTENCY_KEYS):
   * only then is a write that got no answer sent again.
   */
  honoursIdempotencyKeys?: boolean
}

export interface WriteOptions {
  /** Sent as Idempotency-Key; the same on every attempt of the call. */
  idempotencyKey: string
  /** The storefront's origin, for the backend's payment return links. */
  storefrontOrigin?: string
}

/** How a write went: answered (any status below 500, read or not), or no answer at all. */
export type WriteOutcome = { answered: true; reply: Reply } | { answered: false; error: NoAnswerError }

/**
 * GETs and JSON writes for the checkout half of the provider adapter. A read is retried
 * twice on failure (spec section 8). A write is sent once — twice more only when the
 * backend honours its Idempotency-Key — and its answer is handed back as it is, so a 2xx
 * that cannot be read is read back or reported by the caller, never sent again.
 */
export function createCaller({ fetch, timeoutMs, apiKey, honoursIdempotencyKeys = false }: CallerOptions) {
  const common = (): Record<string, string> => ({
    accept: 'application/json',
    ...(apiKey ? { [API_KEY_HEADER]: apiKey } : {}),
  })

  return {
    /** A read: the value, or the port's failure for a 4xx. A read that keeps failing throws RetryLimitError. */
    async get<T>(name: string, url: string, reader: Reader<T>): Promise<PortResult<T>> {
      const answer = await requestJson(url, reader, { name, fetch, timeoutMs, init: { headers: common() } })
      return answer.ok ? { ok: true, value: answer.data } : { ok: false, failure: failureFromAnswer(name, answer.status, answer.body) }
    },

    /**
     * A write, server to server. The backend's sameOriginWrites middleware wants an Origin
     * naming its own host and a JSON content type: that check keeps other sites' pages
     * from making a shopper's browser write, and a server caller has no such browser, so
     * it sends the backend's own origin. Trust beyond that comes from the api key.
     */
    async send(name: string, method: 'POST' | 'PUT', url: string, body: unknown, options: WriteOptions): Promise<WriteOutcome> {
      const headers: Record<string, string> = {
        ...common(),
        'content-type': 'application/json',
        origin: new URL(url).origin,
        'idempotency-key': options.idempotencyKey,
        ...(options.storefrontOrigin ? { [STOREFRONT_ORIGIN_HEADER]: options.storefrontOrigin } : {}),
      }
      // A string body, so an attempt made again sends it again.
      const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }
      try {
        return { answered: true, reply: await sendJson(url, { name, fetch, timeoutMs, init, repeatable: honoursIdempotencyKeys }) }
      } catch (error) {
        if (error instanceof NoAnswerError) return { answered: false, error }
        throw error
      }
    },

    /** A GET answered by a redirect: the Location, read without following it. */
    async redirect<T>(name: string, url: string, reader: Reader<T>): Promise<PortResult<T>> {
      const manual: Fetch = async (input, init) => {
        const response = await fetch(input, { ...init, redirect: 'manual' })
        const location = response.headers.get('location')
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel()
          return Response.json({ location })
        }
        return response
      }
      const answer = await requestJson(url, reader, { name, fetch: manual, timeoutMs, init: { headers: common() } })
      return answer.ok ? { ok: true, value: answer.data } : { ok: false, failure: failureFromAnswer(name, answer.status, answer.body) }
    },
  }
}

export type Caller = ReturnType<typeof createCaller>

/**
 * A write's answer read with `reader`: a 4xx is the port's failure; a 2xx that cannot be
 * read goes to `unreadable` (which reads the result back, or reports it); no answer goes
 * to `unanswered`, which reports it unless it can read back what happened.
 */
export async function readWrite<T>(
  name: string,
  outcome: WriteOutcome,
  reader: Reader<T>,
  recover: { unreadable?: (body: unknown) => Promise<PortResult<T>>; unanswered?: () => Promise<PortResult<T>> } = {},
): Promise<PortResult<T>> {
  if (!outcome.answered) {
    return recover.unanswered ? recover.unanswered() : { ok: false, failure: upstreamFailure(name, outcome.error.message) }
  }
  const { status, body } = outcome.reply
  if (!isSuccess(status)) return { ok: false, failure: failureFromAnswer(name, status, body) }
  try {
    return { ok: true, value: readWith(reader, body) }
  } catch (error) {
    if (recover.unreadable) return recover.unreadable(body)
    return {
      ok: false,
      failure: upstreamFailure(name, `answered ${status} in a shape that could not be read: ${String(error).slice(0, 300)}`),
    }
  }
}
