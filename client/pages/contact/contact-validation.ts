import { CONTACT_REASONS, type ContactReason } from '../../../domain/reference/contact-reasons'
import type { PlainMessageKey } from '../../i18n'

/** The contact form's fields, named as spec section 3 names them. */
export const CONTACT_FIELDS = [
  'contact-ordernumber',
  'contact-email',
  'contact-fullname',
  'contact-reason',
  'contact-reason-message',
] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactValues = Record<ContactField, string>
export type ContactErrors = Partial<Record<ContactField, PlainMessageKey>>

export const EMPTY_CONTACT: ContactValues = {
  'contact-ordernumber': '',
  'contact-email': '',
  'contact-fullname': '',
  'contact-reason': '',
  'contact-reason-message': '',
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export function isValidEmail(value: string): boolean {
  const email = value.trim()
  return email.length <= 254 && EMAIL.test(email)
}

export function isContactReason(value: string): value is ContactReason {
  return (CONTACT_REASONS as readonly string[]).includes(value)
}

/** Spec section 5: every field is required, the email must be valid, the reason one of three. */
export function validateContactField(field: ContactField, value: string): PlainMessageKey | null {
  const text = value.trim()
  switch (field) {
    case 'contact-ordernumber':
      return text ? null : 'contact.orderNumberRequired'
    case 'contact-email':
      return isValidEmail(text) ? null : 'address.errorEmail'
    case 'contact-fullname':
      return text ? null : 'contact.fullNameRequired'
    case 'contact-reason':
      return isContactReason(text) ? null : 'contact.reasonRequired'
    case 'contact-reason-message':
      return text ? null : 'contact.messageRequired'
  }
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {}
  for (const field of CONTACT_FIELDS) {
    const error = validateContactField(field, values[field])
    if (error) errors[field] = error
  }
  return errors
}
