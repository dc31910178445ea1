import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Address } from '../../../domain/schemas/checkout'
import { ADDRESS_VALIDATION_TIMEOUT_MS, type AddressValidationProblem, addressValidator } from './address-validation'
import type { Fetch } from './request'

const typed: Address = {
  address1: '1 market st',
  city: 'San Francisco',
  state: 'California',
  stateCode: 'CA',
  zip: '94105',
  country: 'United States',
  countryCode: 'US',
}

let sent: Request[] = []
let counted: AddressValidationProblem[] = []
let logged: string[] = []

beforeEach(() => {
  sent = []
  counted = []
  logged = []
  vi.spyOn(console, 'warn').mockImplementation((line: string) => {
    logged.push(line)
  })
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function service(
  answer: (request: Request) => Promise<Response> | Response,
  count = async (problem: AddressValidationProblem) => {
    counted.push(problem)
  },
) {
  const fetch: Fetch = async (input, init) => {
    const request = new Request(input, init)
    sent.push(request)
    return answer(request)
  }
  return addressValidator({ url: 'https://validate.example/api', fetch, apiKey: 'key-0123456789abcdef', count })
}

const logLines = () => logged.map((line) => JSON.parse(line) as Record<string, unknown>)

describe('the address validation service', () => {
  it('is asked once, with the address typed and the api key, and its suggestion offered', async () => {
    const validate = service(() => Response.json({ status: 'suggestion', suggestion: { address1: '1 Market St' } }))
    expect(await validate(typed)).toMatchObject({ status: 'suggestion', suggestion: { address1: '1 Market St' }, changes: ['address1'] })
    expect(sent).toHaveLength(1)
    expect(sent[0].method).toBe('POST')
    expect(sent[0].url).toBe('https://validate.example/api/v1/address/validate')
    expect(sent[0].headers.get('x-api-key')).toBe('key-0123456789abcdef')
    expect(await sent[0].json()).toEqual({ address: typed })
    expect(counted).toEqual([])
  })

  it('a refusal (422) with a reason is an error above the street field', async () => {
    const validate = service(() => Response.json({ errors: [{ detail: 'Please check your zipcode.' }] }, { status: 422 }))
    expect(await validate(typed)).toEqual({ status: 'error', message: 'Please check your zipcode.', field: 'address1' })
    expect(counted).toEqual([])
  })

  it('an answer it cannot read: the shopper goes on as typed, the log says why, the counter counts', async () => {
    const validate = service(() => Response.json({ outcome: 'probably fine' }))
    expect(await validate(typed)).toEqual({ status: 'valid', address: typed })
    expect(counted).toEqual(['unreadable'])
    expect(logLines()).toEqual([
      expect.objectContaining({
        at: 'provider.address-validation',
        problem: 'unreadable',
        outcome: 'taken as typed',
        status: 200,
        reason: 'no status, suggestion or error in the answer (fields: outcome)',
      }),
    ])
    // The log names the problem, never the shopper's address.
    expect(logged.join('\n')).not.toContain('market')
  })

  it.each([
    ['a 5xx', 503, 'unavailable'],
    ['a 404 (the URL is wrong)', 404, 'unavailable'],
    ['a 401 (the key is wrong)', 401, 'unavailable'],
  ] as const)('%s: taken as typed, sent once, counted', async (_, status, problem) => {
    const validate = service(() => Response.json({ error: 'Not here' }, { status }))
    expect(await validate(typed)).toEqual({ status: 'valid', address: typed })
    expect(sent).toHaveLength(1)
    expect(counted).toEqual([problem])
  })

  it('no answer in time: the shopper goes on after ADDRESS_VALIDATION_TIMEOUT_MS, counted as a timeout', async () => {
    vi.useFakeTimers()
    const validate = service(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))
        }),
    )
    let answer: unknown
    void validate(typed).then((value) => {
      answer = value
    })
    await vi.advanceTimersByTimeAsync(ADDRESS_VALIDATION_TIMEOUT_MS - 1)
    expect(answer).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(answer).toEqual({ status: 'valid', address: typed })
    expect(counted).toEqual(['timeout'])
    expect(logLines()[0]).toMatchObject({ problem: 'timeout', outcome: 'taken as typed' })
  })

  it('a network error is counted as unavailable', async () => {
    const validate = service(() => Promise.reject(new TypeError('fetch failed')))
    expect(await validate(typed)).toEqual({ status: 'valid', address: typed })
    expect(counted).toEqual(['unavailable'])
  })

  it('a counter that cannot be written is logged and never stops the shopper', async () => {
    const validate = service(
      () => new Response('not json at all'),
      () => Promise.reject(new Error('KV PUT failed: 503')),
    )
    expect(await validate(typed)).toEqual({ status: 'valid', address: typed })
    expect(logLines().map((line) => line.problem)).toEqual(['unreadable', 'not counted'])
  })
})
