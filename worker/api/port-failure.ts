import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { PortFailure } from '../commerce/port/failures'

export const FAILURE_STATUS: Record<PortFailure['kind'], ContentfulStatusCode> = {
  invalid: 422,
  'not-found': 404,
  unavailable: 409,
  conflict: 409,
  'rate-limited': 429,
  upstream: 502,
}

/**
 * The answer for a checkout port failure: `{ error }` always, plus the JSON:API
 * `message.errors` the spec's PUT /v1/checkout carries (promo errors point at
 * /data/promoCode), or the unavailable items by sku.
 */
export function failureResponse(c: Context, failure: PortFailure): Response {
  const body: Record<string, unknown> = { error: failure.message }
  if (failure.kind === 'invalid') body.message = { errors: failure.errors ?? [] }
  if (failure.kind === 'unavailable') body.items = failure.items
  return c.json(body, FAILURE_STATUS[failure.kind])
}
