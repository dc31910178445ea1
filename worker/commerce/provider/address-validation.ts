import type { Address, AddressValidation } from '../../../domain/schemas/checkout'
import { log } from '../../lib/logger'
import { createCaller } from './checkout-http'
import { readAddressValidation } from './read/address-validation'
import { endpoint, type Fetch, isSuccess, timedOut } from './request'

/** Why an address was taken as typed although a validation service is set. */
export type AddressValidationProblem = 'unreadable' | 'timeout' | 'unavailable'

export interface AddressValidationOptions {
  /** Base of POST {url}/v1/address/validate (ADDRESS_VALIDATION_URL). */
  url: string
  fetch: Fetch
  /** Sent as x-api-key (BACKEND_API_KEY). */
  apiKey?: string
  /** How long the shopper waits for the service before going on as typed. */
  timeoutMs?: number
  /** Counts each problem where the operator sees it; a failure to count is logged, never the shopper's. */
  count?: (problem: AddressValidationProblem) => Promise<void>
}

/** The checkout waits this long for the service at most: it checks an address, it must not hold the purchase. */
export const ADDRESS_VALIDATION_TIMEOUT_MS = 3_000

/** 400 and 422 are the service refusing the address; any other 4xx is the service not working as set up. */
const REFUSALS: readonly number[] = [400, 422]

/**
 * The address validation service, asked once with a bounded wait. Its verdict is read
 * tolerantly (read/address-validation.ts); an answer that cannot be read, no answer in
 * time, a 5xx or a 4xx that is no refusal lets the shopper go on with the address as
 * typed, and is logged with the reason and counted.
 */
export function addressValidator(options: AddressValidationOptions): (address: Address) => Promise<AddressValidation> {
  const http = createCaller({ fetch: options.fetch, apiKey: options.apiKey, timeoutMs: options.timeoutMs ?? ADDRESS_VALIDATION_TIMEOUT_MS })
  const url = endpoint(options.url, '/v1/address/validate')

  async function asTyped(address: Address, problem: AddressValidationProblem, fields: Record<string, unknown>): Promise<AddressValidation> {
    log.warn('provider.address-validation', { problem, outcome: 'taken as typed', ...fields })
    await options.count?.(problem).catch((error: unknown) => {
      log.warn('provider.address-validation', { problem: 'not counted', message: String(error).slice(0, 200) })
    })
    return { status: 'valid', address }
  }

  return async (address) => {
    const outcome = await http.send('Address validation', 'POST', url, { address }, { idempotencyKey: `address:${crypto.randomUUID()}` })
    if (!outcome.answered) {
      return asTyped(address, timedOut(outcome.error) ? 'timeout' : 'unavailable', { reason: String(outcome.error.cause).slice(0, 200) })
    }
    const { status, body } = outcome.reply
    const refused = REFUSALS.includes(status)
    if (!isSuccess(status) && !refused) return asTyped(address, 'unavailable', { status })
    try {
      return readAddressValidation(body, address, { refused })
    } catch (error) {
      return asTyped(address, 'unreadable', { status, reason: error instanceof Error ? error.message : String(error) })
    }
  }
}
