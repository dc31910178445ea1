import type { Address } from '../../../domain/schemas/checkout'

/** A US address the address check accepts as it is. */
export const TEST_ADDRESS = {
  address1: '1 Market St',
  city: 'San Francisco',
  state: 'California',
  stateCode: 'CA',
  zip: '94105',
  country: 'United States',
  countryCode: 'US',
} satisfies Address

/** Ada, the shopper of the tests, as the checkout's customer details take her. */
export function testCustomer(email = 'ada@example.com', address: Partial<Address> = {}) {
  return { firstName: 'Ada', lastName: 'Lovelace', email, phone: '+1 415 555 0100', address: { ...TEST_ADDRESS, ...address } }
}
