import { describe, expect, it } from 'vitest'
import { EMPTY_PREORDER, isPreorderValid, usesStateList, validatePreorder } from './preorder-validation'

const filled = {
  ...EMPTY_PREORDER,
  email: 'ada@example.com',
  fullname: 'Ada Lovelace',
  street: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
}

describe('validatePreorder', () => {
  it('accepts a complete US address', () => {
    expect(validatePreorder(filled)).toEqual({})
    expect(isPreorderValid(filled)).toBe(true)
  })

  it('asks for every required field of an empty form', () => {
    const errors = validatePreorder({ ...EMPTY_PREORDER, country: '' })
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.key]))).toEqual({
      email: 'preorder.errorEmail',
      fullname: 'preorder.errorFullName',
      country: 'preorder.errorCountry',
      street: 'preorder.errorStreet',
      city: 'preorder.errorCity',
      state: 'preorder.errorState',
      zip: 'preorder.errorZip',
    })
  })

  it('needs a valid email', () => {
    expect(validatePreorder({ ...filled, email: 'ada@example' }).email?.key).toBe('preorder.errorEmail')
  })

  it('needs a numeric zip of 5 digits', () => {
    expect(validatePreorder({ ...filled, zip: '6270' }).zip).toEqual({ key: 'preorder.errorZipFormat', params: { length: 5 } })
    expect(validatePreorder({ ...filled, zip: '62a01' }).zip?.key).toBe('preorder.errorZipFormat')
    expect(validatePreorder({ ...filled, zip: '627011' }).zip?.key).toBe('preorder.errorZipFormat')
  })

  it('keeps the second street line optional', () => {
    expect(validatePreorder({ ...filled, street2: '' })).toEqual({})
  })
})

describe('usesStateList', () => {
  it('offers the state list only for the United States', () => {
    expect(usesStateList('US')).toBe(true)
    expect(usesStateList('CA')).toBe(false)
  })
})
