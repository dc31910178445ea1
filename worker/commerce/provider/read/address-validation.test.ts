import { describe, expect, it } from 'vitest'
import type { Address } from '../../../../domain/schemas/checkout'
import { addressField, readAddressValidation, UNVERIFIED_ADDRESS, UnreadableAnswer } from './address-validation'

const typed: Address = {
  address1: '1 market st',
  city: 'san francisco',
  state: 'California',
  stateCode: 'CA',
  zip: '94105',
  country: 'United States',
  countryCode: 'US',
}
const tidied = { address1: '1 Market St', city: 'San Francisco', state: 'California', stateCode: 'CA', zip: '94105' }
const ZIP_ERROR = 'We could not verify this address. Please check your zipcode.'

const read = (body: unknown, options?: { refused?: boolean }) => readAddressValidation(body, typed, options)

describe('a suggestion', () => {
  it.each([
    ['status + suggestion', { status: 'suggestion', suggestion: tidied }],
    ['result + suggestedAddress', { result: 'suggestion', suggestedAddress: tidied }],
    ['upper-case status', { status: 'SUGGESTION', suggestion: tidied }],
    ['candidates[0], no status', { candidates: [tidied, { ...tidied, zip: '94106' }] }],
    ['suggestions[0] under data', { data: { status: 'corrected', suggestions: [tidied] } }],
    [
      'snake_case fields',
      { status: 'suggested', suggested_address: { street: '1 Market St', city: 'San Francisco', postal_code: '94105' } },
    ],
    ['only what changed', { status: 'suggestion', suggestion: { address1: '1 Market St', city: 'San Francisco' } }],
    [
      "this worker's own shape (the typed address echoed, changes listed)",
      { status: 'suggestion', address: typed, suggestion: { ...typed, ...tidied }, changes: ['address1', 'city'] },
    ],
  ])('%s: offered over the typed address, the changes found by comparing', (_, body) => {
    expect(read(body)).toEqual({
      status: 'suggestion',
      address: typed,
      suggestion: { ...typed, address1: '1 Market St', city: 'San Francisco' },
      changes: ['address1', 'city'],
    })
  })

  it('a state given as its code takes the state name from it; a zip+4 is a change', () => {
    const answer = read({ status: 'suggestion', suggestion: { state: 'ny', zip: '10001-0001' } })
    expect(answer).toMatchObject({ suggestion: { state: 'New York', stateCode: 'NY', zip: '10001-0001' } })
    expect(answer.status === 'suggestion' && answer.changes).toEqual(['state', 'stateCode', 'zip'])
  })

  it('a suggestion the same as the address typed is no question: valid', () => {
    expect(read({ status: 'suggestion', suggestion: { address1: '1 market st' } })).toEqual({ status: 'valid', address: typed })
  })

  it('a suggestion without an address in it cannot be read', () => {
    expect(() => read({ status: 'suggestion' })).toThrow(UnreadableAnswer)
    expect(() => read({ status: 'suggestion', suggestion: 'somewhere else' })).toThrow('a suggestion without an address in it')
    expect(() => read({ status: 'suggestion', suggestion: { colour: 'blue' } })).toThrow(UnreadableAnswer)
  })
})

describe('an error', () => {
  it.each([
    ['status + message', { status: 'error', message: ZIP_ERROR }],
    ['result + error', { result: 'error', error: ZIP_ERROR }],
    ['errors[0].detail, no status', { errors: [{ detail: ZIP_ERROR }] }],
    ['error.message', { error: { message: ZIP_ERROR } }],
    ['status invalid, errors[0].message', { status: 'INVALID', errors: [{ message: ZIP_ERROR }] }],
    ['valid: false + message', { valid: false, message: ZIP_ERROR }],
    ['a list of texts', { status: 'undeliverable', errors: [ZIP_ERROR] }],
    ["the spec's message.errors", { message: { errors: [{ detail: ZIP_ERROR }] } }],
  ])('%s: the message, above the street field', (_, body) => {
    expect(read(body)).toEqual({ status: 'error', message: ZIP_ERROR, field: 'address1' })
  })

  it('keeps the field the service names or points at', () => {
    expect(read({ status: 'error', message: ZIP_ERROR, field: 'zip' })).toMatchObject({ field: 'zip' })
    expect(read({ status: 'error', message: ZIP_ERROR, field: 'postal_code' })).toMatchObject({ field: 'zip' })
    expect(read({ errors: [{ detail: ZIP_ERROR, source: { pointer: '/data/customer/address/zip' } }] })).toMatchObject({ field: 'zip' })
    expect(read({ errors: [{ detail: 'No such city', source: { pointer: '/address/city' } }] })).toMatchObject({ field: 'city' })
    expect(read({ status: 'error', message: ZIP_ERROR, field: 'apartment' })).toMatchObject({ field: 'address1' })
    expect(read({ error: 'Please enter your zip', message: { errors: [{ detail: 'zip', source: { pointer: '/address/zip' } }] } })).toEqual(
      {
        status: 'error',
        message: 'Please enter your zip',
        field: 'zip',
      },
    )
  })

  it('an error that says nothing shows a message of the storefront', () => {
    expect(read({ status: 'error' })).toEqual({ status: 'error', message: UNVERIFIED_ADDRESS, field: 'address1' })
  })

  it('a bare message is an error only when the service refused (400, 422) or says error', () => {
    expect(read({ message: ZIP_ERROR }, { refused: true })).toEqual({ status: 'error', message: ZIP_ERROR, field: 'address1' })
    expect(() => read({ message: 'Address checked' })).toThrow(UnreadableAnswer)
    expect(() => read({}, { refused: true })).toThrow(UnreadableAnswer)
  })
})

describe('valid', () => {
  it.each([
    ['status valid', { status: 'valid' }],
    ['result OK', { result: 'OK' }],
    ['verified, with a message', { status: 'verified', message: 'Address checked' }],
    ['valid: true', { valid: true }],
    ["this worker's own shape", { status: 'valid', address: { ...typed, address1: 'elsewhere' } }],
  ])('%s: the address as typed', (_, body) => {
    expect(read(body)).toEqual({ status: 'valid', address: typed })
  })
})

describe('an answer that cannot be read', () => {
  it.each([
    ['no body', undefined, 'the answer is empty'],
    ['text', '<html>Bad gateway</html>', 'the answer is string, not an object'],
    ['a list', [tidied], 'the answer is a list, not an object'],
    ['an unknown status', { status: 'maybe', suggestion: tidied }, "the status 'maybe' is none the storefront knows"],
    ['nothing it knows', { ok: 1, data: 'x' }, 'no status, suggestion or error in the answer (fields: ok, data)'],
  ])('%s: says why', (_, body, why) => {
    expect(() => read(body)).toThrow(why)
  })
})

describe('addressField', () => {
  it('reads the field from its name, then from a pointer; the street field otherwise', () => {
    expect(addressField('zipCode')).toBe('zip')
    expect(addressField(undefined, 'customer.address.state')).toBe('state')
    expect(addressField(undefined, '/address')).toBe('address1')
    expect(addressField(42, undefined)).toBe('address1')
  })
})
