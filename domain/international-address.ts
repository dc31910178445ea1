import { countryByCode } from './reference/countries'
import { PROVINCES, provinceOf } from './reference/provinces'
import type { Address } from './schemas/checkout'
import { MESSAGES } from './schemas/fields'

/**
 * Checks a delivery address outside the United States, as the hosted (international)
 * checkout takes it: a country we ship to, street and city, the province where the
 * country's post needs one (PROVINCES), and a postal code in the country's format where
 * the country has postal codes.
 */

interface PostalFormat {
  pattern: RegExp
  example: string
}

const POSTAL_FORMATS: Readonly<Record<string, PostalFormat>> = {
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, example: 'K1A 0B1' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, example: 'SW1A 1AA' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, example: '1012 AB' },
  AU: { pattern: /^\d{4}$/, example: '2000' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  ES: { pattern: /^\d{5}$/, example: '28001' },
  MX: { pattern: /^\d{5}$/, example: '06000' },
  BR: { pattern: /^\d{5}-?\d{3}$/, example: '01310-100' },
  JP: { pattern: /^\d{3}-?\d{4}$/, example: '100-0001' },
  IN: { pattern: /^\d{6}$/, example: '110001' },
}

/** Any other country's postal code: letters, digits, spaces and dashes. */
const POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/i

/** Countries without postal codes, where the field may stay empty. */
const NO_POSTAL_CODES = new Set([
  'AE',
  'AG',
  'AO',
  'AW',
  'BJ',
  'BO',
  'BS',
  'BW',
  'BZ',
  'CW',
  'DM',
  'FJ',
  'GD',
  'GY',
  'HK',
  'IE',
  'KI',
  'KN',
  'LC',
  'MO',
  'QA',
  'SC',
  'SR',
  'TV',
  'UG',
  'VU',
  'ZW',
])

export type InternationalAddressCheck =
  | { status: 'valid'; address: Address }
  | { status: 'error'; field: 'country' | 'address1' | 'city' | 'state' | 'zip'; message: string }

const PROVINCE_MESSAGE = 'Please select your province or state'

function needsPostalCode(countryCode: string): boolean {
  return !NO_POSTAL_CODES.has(countryCode.toUpperCase())
}

export function validateInternationalAddress(input: Address): InternationalAddressCheck {
  const country = countryByCode(input.countryCode.trim().toUpperCase())
  if (!country) return { status: 'error', field: 'country', message: 'Please choose a country we deliver to' }
  const address1 = input.address1.trim()
  const city = input.city.trim()
  if (!address1) return { status: 'error', field: 'address1', message: MESSAGES.address }
  if (!city) return { status: 'error', field: 'city', message: MESSAGES.city }

  const provinces = PROVINCES[country.code]
  const province = provinces ? provinceOf(country.code, input.stateCode) : undefined
  if (provinces && !province) return { status: 'error', field: 'state', message: PROVINCE_MESSAGE }

  const zip = input.zip.trim().replace(/\s+/g, ' ').toUpperCase()
  if (!zip && needsPostalCode(country.code)) return { status: 'error', field: 'zip', message: 'Please enter your postal code' }
  const format = POSTAL_FORMATS[country.code]
  if (zip && !(format?.pattern ?? POSTAL_CODE).test(zip)) {
    const message = format ? `Please enter a postal code like ${format.example}` : 'Please enter a valid postal code'
    return { status: 'error', field: 'zip', message }
  }

  const address2 = input.address2?.trim()
  return {
    status: 'valid',
    address: {
      address1,
      ...(address2 ? { address2 } : {}),
      city,
      state: province?.name ?? '',
      stateCode: province?.code ?? '',
      zip,
      country: country.name,
      countryCode: country.code,
    },
  }
}
