import { describe, expect, it } from 'vitest'
import { validateInternationalAddress } from './international-address'

const toronto = {
  address1: ' 100 Queen St W ',
  city: 'Toronto',
  state: '',
  stateCode: 'on',
  zip: 'm5h  2n2',
  country: '',
  countryCode: 'ca',
}

describe('an address outside the United States', () => {
  it('is stored with the country and province names and a tidy postal code', () => {
    expect(validateInternationalAddress(toronto)).toEqual({
      status: 'valid',
      address: {
        address1: '100 Queen St W',
        city: 'Toronto',
        state: 'Ontario',
        stateCode: 'ON',
        zip: 'M5H 2N2',
        country: 'Canada',
        countryCode: 'CA',
      },
    })
  })

  it("needs the province where the country's post needs one, and none elsewhere", () => {
    expect(validateInternationalAddress({ ...toronto, stateCode: '' })).toMatchObject({ status: 'error', field: 'state' })
    const berlin = { ...toronto, city: 'Berlin', stateCode: '', zip: '10117', countryCode: 'DE' }
    expect(validateInternationalAddress(berlin)).toMatchObject({
      status: 'valid',
      address: { state: '', stateCode: '', country: 'Germany' },
    })
  })

  it("checks the postal code against the country's format, and lets it be empty where there are none", () => {
    expect(validateInternationalAddress({ ...toronto, zip: '94105' })).toEqual({
      status: 'error',
      field: 'zip',
      message: 'Please enter a postal code like K1A 0B1',
    })
    expect(validateInternationalAddress({ ...toronto, zip: '' })).toMatchObject({ status: 'error', field: 'zip' })
    const dublin = { ...toronto, city: 'Dublin', stateCode: '', zip: '', countryCode: 'IE' }
    expect(validateInternationalAddress(dublin).status).toBe('valid')
  })

  it('is refused for a country we do not deliver to', () => {
    expect(validateInternationalAddress({ ...toronto, countryCode: 'KP' })).toMatchObject({ status: 'error', field: 'country' })
  })
})
