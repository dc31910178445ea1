import { MESSAGES } from '../../../../domain/schemas/fields'
import { stateByCode, stateByName, type UsState } from '../../../../domain/reference/us-states'
import type { Address, AddressValidation } from '../../../../domain/schemas/checkout'
import { statesForZip, zipMatchesState } from './zip-prefixes'

/**
 * Checks a US delivery address the way an address-validation service would: an address
 * that cannot exist is an error (shown above the street field, and the update stops); one
 * that only needs tidying (letter case, ZIP+4 format, a state written out) comes back as a
 * suggestion the shopper may take or refuse.
 */
export function validateUsAddress(input: Address): AddressValidation {
  const country = input.countryCode.trim().toUpperCase() || input.country.trim().toUpperCase()
  if (!['US', 'USA', 'UNITED STATES', 'UNITED STATES OF AMERICA'].includes(country)) {
    return { status: 'error', field: 'country', message: MESSAGES.international }
  }
  const address1 = tidy(input.address1)
  const city = tidy(input.city)
  if (!address1) return { status: 'error', field: 'address1', message: MESSAGES.address }
  if (!city) return { status: 'error', field: 'city', message: MESSAGES.city }

  const state = resolveState(input.stateCode, input.state)
  if (!state) return { status: 'error', field: 'state', message: MESSAGES.state }

  const compactZip = input.zip.replace(/\s/g, '')
  if (!compactZip) return { status: 'error', field: 'zip', message: MESSAGES.zip }
  const zipMatch = /^(\d{5})(?:-?(\d{4}))?$/.exec(compactZip)
  if (!zipMatch) return { status: 'error', field: 'zip', message: 'Please enter a 5-digit zipcode, like 90210.' }
  const [, zip5, plus4] = zipMatch
  if (!zipMatchesState(zip5, state.code)) {
    const elsewhere = statesForZip(zip5)
    const message =
      elsewhere.length > 0
        ? `The zipcode ${zip5} is not in ${state.name}. Please check your zipcode and state.`
        : `The zipcode ${zip5} does not exist. Please check your zipcode.`
    return { status: 'error', field: 'zip', message }
  }

  const address2 = input.address2 === undefined ? undefined : tidy(input.address2)
  const normalized: Address = {
    address1: fixCase(address1),
    ...(address2 === undefined ? {} : { address2: fixCase(address2) }),
    city: fixCase(city),
    state: state.name,
    stateCode: state.code,
    zip: plus4 ? `${zip5}-${plus4}` : zip5,
    country: 'United States',
    countryCode: 'US',
  }
  const typed: Address = { ...input, address1, city, ...(address2 === undefined ? {} : { address2 }) }
  const changes = (['address1', 'address2', 'city', 'state', 'zip'] as const).filter(
    (field) => (typed[field] ?? '') !== (normalized[field] ?? ''),
  )
  // A state code typed in lower case, or a missing country name, is not worth a question.
  if (changes.length === 0) return { status: 'valid', address: normalized }
  return { status: 'suggestion', address: typed, suggestion: normalized, changes }
}

function resolveState(code: string, name: string): UsState | undefined {
  return stateByCode(code) ?? stateByCode(name) ?? stateByName(name) ?? stateByName(code)
}

function tidy(value: string): string {
  return value.trim().replace(/\s+/g, ' ')
}

const UPPER_WORDS = new Set(['PO', 'NE', 'NW', 'SE', 'SW', 'APO', 'FPO', 'DPO', 'US'])
const ORDINAL = /^\d+(st|nd|rd|th)$/i

/** Title-cases text typed all in lower or all in upper case; mixed case is the shopper's. */
function fixCase(value: string): string {
  const letters = value.replace(/[^a-z]/gi, '')
  if (!letters || (letters !== letters.toLowerCase() && letters !== letters.toUpperCase())) return value
  return value
    .split(' ')
    .map((word) => {
      const bare = word.replace(/[.,]/g, '').toUpperCase()
      if (UPPER_WORDS.has(bare)) return word.toUpperCase()
      if (ORDINAL.test(word)) return word.toLowerCase()
      if (/^\d/.test(word)) return word.toUpperCase()
      return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()
    })
    .join(' ')
}
