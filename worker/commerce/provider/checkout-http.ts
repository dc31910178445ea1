import type { z } from 'zod'
import type { PortResult } from '../checkout-port'
import { failureFromAnswer } from './checkout-failure'
import { type Answer, type Fetch, requestJson } from './request'
import { API_KEY_HEADER, STOREFRONT_ORIGIN_HEADER } from './wire'

export interface CallerOptions {
  fetch: Fetch
  timeoutMs?: number
  /** Sent as x-api-key on every call (BACKEND_API_KEY). */
  apiKey?: string
}

export interface WriteOptions {
  /** Sent as Idempotency-Key; the same on every retry of the call. */
  idempotencyKey?: string
  /** The storefront's origin, for the backend's payment return links. */
  storefrontOrigin?: string
  /** A 4xx status whose body is an answer of the call's own shape (402: a declined submit). */
  answerStatus?: number
}

/**
 * GETs and JSON writes for the checkout half of the provider adapter. A 2xx answer is
 * parsed with the call's schema; a 4xx is the port's failure; a 5xx, a network error or
 * a malformed answer is retried twice and then thrown as RetryLimitError (spec section 8).
 */
export function createCaller({ fetch, timeoutMs, apiKey }: CallerOptions) {
  const common = (): Record<string, string> => ({
    accept: 'application/json',
    ...(apiKey ? { [API_KEY_HEADER]: apiKey } : {}),
  })

  function toResult<T>(name: string, schema: z.ZodType<T>, answer: Answer<T>, answerStatus?: number): PortResult<T> {
    if (answer.ok) return { ok: true, value: answer.data }
    if (answer.status === answerStatus) {
      const parsed = schema.safeParse(answer.body)
      if (parsed.success) return { ok: true, value: parsed.data }
    }
    return { ok: false, failure: failureFromAnswer(name, answer.status, answer.body) }
  }

  async function call<T>(
    name: string,
    url: string,
    schema: z.ZodType<T>,
    init: RequestInit,
    answerStatus?: number,
  ): Promise<PortResult<T>> {
    return toResult(name, schema, await requestJson(url, schema, { name, fetch, timeoutMs, init }), answerStatus)
  }

  return {
    get<T>(name: string, url: string, schema: z.ZodType<T>): Promise<PortResult<T>> {
      return call(name, url, schema, { headers: common() })
    },

    /**
     * A write, server to server. The backend's sameOriginWrites middleware wants an Origin
     * naming its own host and a JSON content type: that check keeps other sites' pages
     * from making a shopper's browser write, and a server caller has no such browser, so
     * it sends the backend's own origin. Trust beyond that comes from the api key.
     */
    send<T>(name: string, method: 'POST' | 'PUT', url: string, schema: z.ZodType<T>, body?: unknown, options: WriteOptions = {}) {
      const headers: Record<string, string> = {
        ...common(),
        'content-type': 'application/json',
        origin: new URL(url).origin,
        ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
        ...(options.storefrontOrigin ? { [STOREFRONT_ORIGIN_HEADER]: options.storefrontOrigin } : {}),
      }
      // A string body, so every retry sends it again.
      const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }
      return call(name, url, schema, init, options.answerStatus)
    },

    /** A GET answered by a redirect: the Location, read without following it. */
    async redirect<T>(name: string, url: string, schema: z.ZodType<T>): Promise<PortResult<T>> {
      const manual: Fetch = async (input, init) => {
        const response = await fetch(input, { ...init, redirect: 'manual' })
        const location = response.headers.get('location')
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel()
          return Response.json({ location })
        }
        return response
      }
      const answer = await requestJson(url, schema, { name, fetch: manual, timeoutMs, init: { headers: common() } })
      return toResult(name, schema, answer)
    },
  }
}

export type Caller = ReturnType<typeof createCaller>
