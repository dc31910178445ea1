import { describe, expect, it } from 'vitest'
import type { Address } from '../../../../domain/schemas/checkout'
import { validateUsAddress } from './address-validation'
import { statesForZip, zipMatchesState } from './zip-prefixes'

const address: Address = {
  address1: '1 Market St',
  address2: 'Apt 4B',
  city: 'San Francisco',
  state: 'California',
  stateCode: 'CA',
  zip: '94105',
  country: 'United States',
  countryCode: 'US',
}

describe('US address validation', () => {
  it('accepts a well-formed address as typed', () => {
    expect(validateUsAddress(address)).toEqual({ status: 'valid', address })
  })

  it('suggests proper letter case for an address typed in one case', () => {
    const result = validateUsAddress({ ...address, address1: '1 MARKET ST', city: 'san francisco', address2: 'apt 4b' })
    expect(result).toMatchObject({
      status: 'suggestion',
      suggestion: { address1: '1 Market St', city: 'San Francisco', address2: 'Apt 4B' },
      changes: ['address1', 'address2', 'city'],
    })
  })

  it('keeps road words and ordinals readable', () => {
    const result = validateUsAddress({ ...address, address1: 'po box 12, 21st ave ne' })
    expect(result).toMatchObject({ status: 'suggestion', suggestion: { address1: 'PO Box 12, 21st Ave NE' } })
  })

  it('formats a nine-digit zip as ZIP+4', () => {
    const result = validateUsAddress({ ...address, zip: '941051234' })
    expect(result).toMatchObject({ status: 'suggestion', suggestion: { zip: '94105-1234' }, changes: ['zip'] })
  })

  it('turns a state written out into its code', () => {
    const result = validateUsAddress({ ...address, state: 'new york', stateCode: '', zip: '10001', city: 'New York' })
    expect(result).toMatchObject({ status: 'suggestion', suggestion: { state: 'New York', stateCode: 'NY' } })
  })

  it('refuses a zip from another state', () => {
    expect(validateUsAddress({ ...address, zip: '10001' })).toEqual({
      status: 'error',
      field: 'zip',
      message: 'The zipcode 10001 is not in California. Please check your zipcode and state.',
    })
  })

  it('refuses a zip that no state has', () => {
    expect(validateUsAddress({ ...address, zip: '00000' })).toMatchObject({
      status: 'error',
      message: 'The zipcode 00000 does not exist. Please check your zipcode.',
    })
  })

  it('refuses a zip that is not five digits', () => {
    expect(validateUsAddress({ ...address, zip: '9410' })).toMatchObject({ status: 'error', field: 'zip' })
  })

  it('refuses an unknown state', () => {
    expect(validateUsAddress({ ...address, state: 'Atlantis', stateCode: 'XX' })).toEqual({
      status: 'error',
      field: 'state',
      message: 'Please select your state',
    })
  })

  it('sends addresses outside the United States to the international checkout', () => {
    expect(validateUsAddress({ ...address, country: 'Canada', countryCode: 'CA' })).toMatchObject({ status: 'error', field: 'country' })
  })

  it('knows the zips of territories and military post offices', () => {
    expect(zipMatchesState('00901', 'PR')).toBe(true)
    expect(zipMatchesState('09012', 'AE')).toBe(true)
    expect(zipMatchesState('96799', 'AS')).toBe(true)
    expect(statesForZip('96799')).toEqual(['AS', 'HI'])
  })
})
