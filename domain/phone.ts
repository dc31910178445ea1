import { type CountryCode, isPossiblePhoneNumber } from 'libphonenumber-js/core'
import metadata from 'libphonenumber-js/min/metadata'

/**
 * Whether a phone number can be one of the country's (the right length for its numbering
 * plan), with libphonenumber-js's smallest metadata. Its core entry is imported with the
 * metadata passed in, so a bundle keeps this check and not the whole library.
 */
export function isPossiblePhone(phone: string, country: CountryCode): boolean {
  return isPossiblePhoneNumber(phone, country, metadata)
}
