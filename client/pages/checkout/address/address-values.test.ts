import { describe, expect, it } from 'vitest'
import en from '../../../i18n/en'
import { type AddressFormValues, EMPTY_ADDRESS, firstInvalid, fromCustomer, toCustomer, validateAddress } from './address-values'

const valid: AddressFormValues = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  address: '1 Main St',
  address2: '',
  city: 'Springfield',
  zip: '62701',
  state: 'IL',
  country: 'US',
  phone: '(217) 555-0100',
}
const anyPhone = () => true
const texts = (values: AddressFormValues, phone = anyPhone) =>
  Object.fromEntries(Object.entries(validateAddress(values, phone)).map(([field, key]) => [field, en[key]]))

describe('validateAddress', () => {
  it('accepts a complete US address', () => {
    expect(validateAddress(valid, anyPhone)).toEqual({})
  })

  it("gives each empty field the spec's message", () => {
    expect(texts({ ...EMPTY_ADDRESS })).toEqual({
      firstname: 'Please enter your first name',
      lastname: 'Please enter your last name',
      email: 'Please enter a valid email',
      address: 'Please enter your street address',
      city: 'Please enter your city',
      zip: 'Please enter your zipcode',
      state: 'Please select your state',
      phone: 'Please enter your phone number',
    })
  })

  it('rejects an email without a domain and a phone number that cannot exist', () => {
    expect(texts({ ...valid, email: 'ada@example' }).email).toBe('Please enter a valid email')
    expect(texts({ ...valid, phone: '12' }, () => false).phone).toBe('Please enter a valid phone number')
  })

  it('does not call a phone number wrong before the check has loaded', () => {
    expect(validateAddress({ ...valid, phone: '12' }, () => null)).toEqual({})
  })

  it('sends a shopper outside the United States to the international checkout', () => {
    expect(texts({ ...valid, country: 'DE', state: '' })).toEqual({
      country:
        "We noticed you're outside of the United States. A few more steps are needed for international delivery. Click the button below.",
    })
  })

  it('names the first invalid field in form order', () => {
    expect(firstInvalid(validateAddress({ ...valid, city: '', phone: '' }, anyPhone))).toBe('city')
    expect(firstInvalid({})).toBeNull()
  })
})

describe('customer round trip', () => {
  it('saves trimmed values with state and country names, and refills the form from them', () => {
    const customer = toCustomer({ ...valid, email: ' ada@example.com ', address2: ' Apt 4 ' })
    expect(customer).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '(217) 555-0100',
      address: {
        address1: '1 Main St',
        address2: 'Apt 4',
        city: 'Springfield',
        state: 'Illinois',
        stateCode: 'IL',
        zip: '62701',
        country: 'United States',
        countryCode: 'US',
      },
    })
    expect(fromCustomer(customer)).toEqual({ ...valid, address2: 'Apt 4' })
    expect(fromCustomer(null)).toEqual(EMPTY_ADDRESS)
  })
})
