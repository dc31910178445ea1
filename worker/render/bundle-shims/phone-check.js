// The worker's `libphonenumber-js/min` (wrangler.toml [alias]). The checkout page imports it
// in the browser only, when the shopper reaches the phone field; the server never runs that
// import, yet would upload the whole entry with its as-you-type formatter and number finder
// (about 100 KB that workerd compiles at every start). Here the same check is built from the
// core entry and the metadata the API's own check already uses (domain/phone.ts).
import { isPossiblePhoneNumber as possibleWith } from 'libphonenumber-js/core'
import metadata from 'libphonenumber-js/min/metadata'

export function isPossiblePhoneNumber(phone, country) {
  return possibleWith(phone, country, metadata)
}
