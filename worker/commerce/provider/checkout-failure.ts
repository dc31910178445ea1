import type { PortFailure } from '../port/failures'
import { readFieldErrors } from './read/checkout'
import { FailureAnswer } from '../../../domain/schemas/wire'
import { log } from '../../lib/logger'

/** What a shopper reads when the backend gave no message of its own. */
const DEFAULT_MESSAGES: Record<PortFailure['kind'], string> = {
  invalid: 'Please check your details and try again.',
  'not-found': 'Not found',
  unavailable: 'Some items are not available at this time.',
  conflict: 'This changed in the meantime. Please reload and try again.',
  'rate-limited': 'Too many attempts. Please wait a few minutes and try again.',
  upstream: 'The store is having trouble right now. Please try again in a moment.',
}

function read(body: unknown): FailureAnswer {
  const parsed = FailureAnswer.safeParse(body && typeof body === 'object' ? body : {})
  return parsed.success ? parsed.data : {}
}

/**
 * A backend's 4xx answer as the port's failure, so the storefront's /api answers it as the
 * built-in backend would: refused items make `unavailable` (whatever the status, 409 or
 * 422), 404 `not-found`, 409 `conflict`, 429 `rate-limited`, and 400, 402 and 422 `invalid`
 * with the JSON:API field errors kept (promo errors point at promoCode). The text shown is
 * the answer's `error`, `message` or the spec's `displayMessage`. A 401 or 403 means the
 * storefront's own credentials or settings are wrong: nothing the shopper did, so it is
 * `upstream` and logged.
 */
export function failureFromAnswer(name: string, status: number, body: unknown): PortFailure {
  const answer = read(body)
  const given = answer.error ?? (typeof answer.message === 'string' ? answer.message : undefined) ?? answer.displayMessage ?? undefined
  const message = (kind: PortFailure['kind']) => given || DEFAULT_MESSAGES[kind]
  if (answer.items && answer.items.length > 0) return { kind: 'unavailable', message: message('unavailable'), items: answer.items }
  if (status === 404) return { kind: 'not-found', message: message('not-found') }
  if (status === 409) return { kind: 'conflict', message: message('conflict') }
  if (status === 429) return { kind: 'rate-limited', message: message('rate-limited') }
  if (status === 401 || status === 403) {
    log.error('provider.checkout', { call: name, status, message: given ?? null })
    return { kind: 'upstream', message: DEFAULT_MESSAGES.upstream }
  }
  const errors = readFieldErrors(body)
  return { kind: 'invalid', message: message('invalid'), ...(errors.length > 0 ? { errors } : {}) }
}

/** A backend that answered in a way that cannot be read, or did not answer: logged, and told as trouble. */
export function upstreamFailure(name: string, reason: string): PortFailure {
  log.error('provider.checkout', { call: name, message: reason })
  return { kind: 'upstream', message: DEFAULT_MESSAGES.upstream }
}
