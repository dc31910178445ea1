import { countryByCode, UNITED_STATES } from '../../../../domain/reference/countries'
import { stateByCode } from '../../../../domain/reference/us-states'
import type { Customer } from '../../../../domain/schemas/checkout'

/** The address form's fields, named as spec section 3 names them. */
export interface AddressFormValues {
  firstname: string
  lastname: string
  email: string
  address: string
  address2: string
  city: string
  zip: string
  /** US state code, e.g. CA. */
  state: string
  /** ISO country code, e.g. US. */
  country: string
  phone: string
}

export type AddressField = keyof AddressFormValues
/** The catalogue keys of the address form's messages (spec section 5). */
type AddressMessageKey =
  | 'address.errorFirstName'
  | 'address.errorLastName'
  | 'address.errorEmail'
  | 'address.errorStreet'
  | 'address.errorCity'
  | 'address.errorZip'
  | 'address.errorState'
  | 'address.errorPhone'
  | 'address.errorPhoneInvalid'
  | 'address.international'

export type AddressErrors = Partial<Record<AddressField, AddressMessageKey>>

/** The order the fields appear in, for focusing the first invalid one. */
const ADDRESS_FIELDS: readonly AddressField[] = [
  'firstname',
  'lastname',
  'email',
  'address',
  'address2',
  'city',
  'country',
  'state',
  'zip',
  'phone',
]

export const EMPTY_ADDRESS: AddressFormValues = {
  firstname: '',
  lastname: '',
  email: '',
  address: '',
  address2: '',
  city: '',
  zip: '',
  state: '',
  country: UNITED_STATES.code,
  phone: '',
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/**
 * Says whether a phone number could exist (libphonenumber's isPossiblePhoneNumber with
 * US as the default country), or null while that check has not loaded yet.
 */
export type PhoneCheck = (phone: string) => boolean | null

/** Shipping outside the United States goes through the hosted checkout (spec section 5). */
export function isInternational(values: Pick<AddressFormValues, 'country'>): boolean {
  return values.country !== UNITED_STATES.code
}

/** The spec's message for each field that is not right (spec section 5, address form). */
export function validateAddress(values: AddressFormValues, possiblePhone: PhoneCheck): AddressErrors {
  const errors: AddressErrors = {}
  if (!values.firstname.trim()) errors.firstname = 'address.errorFirstName'
  if (!values.lastname.trim()) errors.lastname = 'address.errorLastName'
  if (!EMAIL.test(values.email.trim())) errors.email = 'address.errorEmail'
  if (!values.address.trim()) errors.address = 'address.errorStreet'
  if (!values.city.trim()) errors.city = 'address.errorCity'
  if (!values.zip.trim()) errors.zip = 'address.errorZip'
  if (isInternational(values)) errors.country = 'address.international'
  else if (!stateByCode(values.state)) errors.state = 'address.errorState'
  if (!values.phone.trim()) errors.phone = 'address.errorPhone'
  else if (possiblePhone(values.phone.trim()) === false) errors.phone = 'address.errorPhoneInvalid'
  return errors
}

/** The first field with an error, in form order. */
export function firstInvalid(errors: AddressErrors): AddressField | null {
  return ADDRESS_FIELDS.find((field) => errors[field]) ?? null
}

/** What PUT /v1/checkout saves for a valid form. */
export function toCustomer(values: AddressFormValues): Omit<Customer, 'id'> {
  const state = stateByCode(values.state)
  const country = countryByCode(values.country) ?? UNITED_STATES
  const address2 = values.address2.trim()
  return {
    firstName: values.firstname.trim(),
    lastName: values.lastname.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: {
      address1: values.address.trim(),
      ...(address2 ? { address2 } : {}),
      city: values.city.trim(),
      state: state?.name ?? values.state,
      stateCode: state?.code ?? values.state,
      zip: values.zip.trim(),
      country: country.name,
      countryCode: country.code,
    },
  }
}

/** The form refilled from what the shopper typed last (or the saved customer). */
export function fromCustomer(customer: Omit<Customer, 'id'> | null): AddressFormValues {
  if (!customer) return EMPTY_ADDRESS
  return {
    firstname: customer.firstName,
    lastname: customer.lastName,
    email: customer.email,
    address: customer.address.address1,
    address2: customer.address.address2 ?? '',
    city: customer.address.city,
    zip: customer.address.zip,
    state: customer.address.stateCode,
    country: customer.address.countryCode || UNITED_STATES.code,
    phone: customer.phone,
  }
}
