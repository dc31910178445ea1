import type { z } from 'zod'
import { REQUEST_RETRY_COUNT, retryExceededMessage } from '../../../domain/constants'

export type Query = Record<string, string | number | undefined>

/** `base` + `path`, with the query's defined values as search parameters. */
export function endpoint(base: string, path: string, query: Query = {}): string {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`)
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value))
  return url.toString()
}

export type Fetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>

/** Thrown when a request and its retries all failed (spec section 8). */
export class RetryLimitError extends Error {
  constructor(name: string, cause: unknown) {
    super(retryExceededMessage(name), { cause })
    this.name = 'RetryLimitError'
  }
}

export interface RequestOptions {
  /** Names the call in the error: '{name} Request retry exceeded limit'. */
  name: string
  fetch: Fetch
  init?: RequestInit
  /** Each attempt is abandoned after this long. */
  timeoutMs?: number
  /** Extra attempts after the first failure. */
  retries?: number
}

/** A 2xx answer that parsed, or a 4xx the caller decides about (not found, unauthorized…). */
export type Answer<T> = { ok: true; status: number; data: T } | { ok: false; status: number; body: unknown }

export const DEFAULT_TIMEOUT_MS = 10_000

class AttemptFailed extends Error {}

const MALFORMED = Symbol('malformed')

function parseOr<F>(text: string, fallback: F): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return fallback
  }
}

async function attempt<T>(url: string, schema: z.ZodType<T>, options: RequestOptions): Promise<Answer<T>> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new AttemptFailed('timed out')), options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  try {
    const response = await options.fetch(url, { ...options.init, signal: controller.signal })
    const text = await response.text()
    if (response.status >= 500) throw new AttemptFailed(`answered ${response.status}`)
    if (!response.ok) return { ok: false, status: response.status, body: parseOr(text, text) }
    const body = parseOr(text, MALFORMED)
    if (body === MALFORMED) throw new AttemptFailed(`answered malformed JSON (${response.status})`)
    const parsed = schema.safeParse(body)
    if (!parsed.success) throw new AttemptFailed(`answered an unexpected shape: ${parsed.error.message}`)
    return { ok: true, status: response.status, data: parsed.data }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * GETs (or sends) JSON and parses the answer with `schema`. A failed attempt — network
 * error, timeout, 5xx, malformed JSON or a 2xx of the wrong shape — is retried
 * REQUEST_RETRY_COUNT times, then RetryLimitError is thrown. A 4xx is an answer, not a
 * failure: it is returned for the caller to read.
 */
export async function requestJson<T>(url: string, schema: z.ZodType<T>, options: RequestOptions): Promise<Answer<T>> {
  const attempts = 1 + (options.retries ?? REQUEST_RETRY_COUNT)
  let lastError: unknown
  for (let i = 0; i < attempts; i++) {
    try {
      return await attempt(url, schema, options)
    } catch (error) {
      lastError = error
    }
  }
  throw new RetryLimitError(options.name, lastError)
}
