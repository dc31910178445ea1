import { ZIP_LENGTH } from '../../../domain/constants'
import { UNITED_STATES } from '../../../domain/reference/countries'
import type { MessageKey } from '../../i18n'

/** The pre-order form (spec section 5), shown when a listing's checkout_flow is 1. */
const PREORDER_FIELDS = ['email', 'fullname', 'country', 'street', 'street2', 'city', 'state', 'zip'] as const
export type PreorderField = (typeof PREORDER_FIELDS)[number]
export type PreorderValues = Record<PreorderField, string>

interface FieldError {
  key: MessageKey
  params?: Record<string, number>
}
export type PreorderErrors = Partial<Record<PreorderField, FieldError>>

export const EMPTY_PREORDER: PreorderValues = {
  email: '',
  fullname: '',
  country: UNITED_STATES.code,
  street: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const REQUIRED: Record<Exclude<PreorderField, 'email' | 'street2' | 'zip'>, MessageKey> = {
  fullname: 'preorder.errorFullName',
  country: 'preorder.errorCountry',
  street: 'preorder.errorStreet',
  city: 'preorder.errorCity',
  state: 'preorder.errorState',
}

/** A state is picked from a list for the United States and typed as a region elsewhere. */
export function usesStateList(country: string): boolean {
  return country === UNITED_STATES.code
}

export function validatePreorder(values: PreorderValues): PreorderErrors {
  const errors: PreorderErrors = {}
  if (!EMAIL.test(values.email.trim())) errors.email = { key: 'preorder.errorEmail' }
  for (const [field, key] of Object.entries(REQUIRED) as [keyof typeof REQUIRED, MessageKey][]) {
    if (values[field].trim() === '') errors[field] = { key }
  }
  const zip = values.zip.trim()
  if (zip === '') errors.zip = { key: 'preorder.errorZip' }
  else if (!new RegExp(`^\\d{${ZIP_LENGTH}}$`).test(zip)) errors.zip = { key: 'preorder.errorZipFormat', params: { length: ZIP_LENGTH } }
  return errors
}

export function isPreorderValid(values: PreorderValues): boolean {
  return Object.keys(validatePreorder(values)).length === 0
}
