import * as z from 'zod'
import { REQUEST_RETRY_COUNT, retryExceededMessage } from '../../../domain/constants'
import { RetriesExhausted, withRetries } from '../../../domain/retry'
import { BackendUnavailable } from '../port/failures'

export type Query = Record<string, string | number | undefined>

/** `base` + `path`, with the query's defined values as search parameters. */
export function endpoint(base: string, path: string, query: Query = {}): string {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`)
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value))
  return url.toString()
}

export type Fetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>

/** Thrown when a request and its retries all failed (spec section 8): the port's BackendUnavailable. */
export class RetryLimitError extends BackendUnavailable {
  constructor(name: string, cause: unknown) {
    super(retryExceededMessage(name), { cause })
    this.name = 'RetryLimitError'
  }
}

/**
 * A write that got no answer (a network error, a timeout, a 5xx) and may not be sent
 * again: the backend may or may not have done it.
 */
export class NoAnswerError extends Error {
  constructor(name: string, cause: unknown) {
    super(`${name} got no answer`, { cause })
    this.name = 'NoAnswerError'
  }
}

export interface ExchangeOptions {
  /** Names the call in errors: '{name} Request retry exceeded limit'. */
  name: string
  fetch: Fetch
  init?: RequestInit
  /** Each attempt is abandoned after this long. */
  timeoutMs?: number
}

/** An answer below 500: its status and body (JSON when it parses, else the text; undefined when empty). */
export interface Reply {
  status: number
  body: unknown
}

/** Reads an answer: a zod schema, or a function that throws when it cannot. */
export type Reader<T> = z.ZodType<T> | ((body: unknown) => T)

/** A 2xx answer that was read, or a 4xx the caller decides about (not found, unauthorized…). */
export type Answer<T> = { ok: true; status: number; data: T } | { ok: false; status: number; body: unknown }

const DEFAULT_TIMEOUT_MS = 10_000

class AttemptFailed extends Error {}
class AttemptTimedOut extends AttemptFailed {}

/** Whether a write got no answer because its (last) try ran out of time. */
export const timedOut = (error: NoAnswerError): boolean => error.cause instanceof AttemptTimedOut

function bodyOf(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

async function attempt(url: string, options: ExchangeOptions): Promise<Reply> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new AttemptTimedOut('timed out')), options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  try {
    const response = await options.fetch(url, { ...options.init, signal: controller.signal })
    const text = await response.text()
    if (response.status >= 500) throw new AttemptFailed(`answered ${response.status}`)
    return { status: response.status, body: bodyOf(text) }
  } catch (error) {
    // A fetch may reject with its own AbortError rather than the reason it was aborted for.
    throw controller.signal.aborted ? controller.signal.reason : error
  } finally {
    clearTimeout(timer)
  }
}

/** `reader` applied to a body; throws when the body is not what it reads. */
export function readWith<T>(reader: Reader<T>, body: unknown): T {
  return reader instanceof z.ZodType ? reader.parse(body) : reader(body)
}

const isSuccess = (status: number) => status >= 200 && status < 300

/**
 * A read: GETs JSON and reads a 2xx answer with `reader`. A failed attempt — network
 * error, timeout, 5xx, or a 2xx that cannot be read — is tried REQUEST_RETRY_COUNT more
 * times after a backoff (domain/retry.ts; asking again changes nothing), then
 * RetryLimitError is thrown. A 4xx is an answer
 * for the caller.
 */
export async function requestJson<T>(url: string, reader: Reader<T>, options: ExchangeOptions): Promise<Answer<T>> {
  try {
    return await withRetries(async (): Promise<Answer<T>> => {
      const reply = await attempt(url, options)
      if (!isSuccess(reply.status)) return { ok: false, status: reply.status, body: reply.body }
      return { ok: true, status: reply.status, data: readWith(reader, reply.body) }
    })
  } catch (error) {
    throw new RetryLimitError(options.name, lastFailure(error))
  }
}

/** The failure behind a request that could not be completed. */
const lastFailure = (error: unknown) => (error instanceof RetriesExhausted ? error.cause : error)

/**
 * A write: sent once, or — when `repeatable` (it carries an Idempotency-Key the backend
 * honours) — again after a network error, timeout or 5xx, up to REQUEST_RETRY_COUNT times
 * with the same backoff as a read.
 * Any answer below 500 is returned as it is, read or not: a 2xx means the backend did the
 * work, so it is never sent again because its body could not be read. Throws NoAnswerError
 * when no attempt got an answer.
 */
export async function sendJson(url: string, options: ExchangeOptions & { repeatable: boolean }): Promise<Reply> {
  try {
    return await withRetries(() => attempt(url, options), { retries: options.repeatable ? REQUEST_RETRY_COUNT : 0 })
  } catch (error) {
    throw new NoAnswerError(options.name, lastFailure(error))
  }
}

export { isSuccess }
