import { type ActionFunctionArgs, data, redirect } from 'react-router'
import type { LoaderContext } from '../../api/storefront-api'
import { CONTACT_FIELDS, type ContactErrors, type ContactValues, isContactReason, validateContact } from './contact-validation'

/** What a refused contact form answers: the fields as sent, and the field errors or the server's own words. */
export interface ContactRefused {
  values: ContactValues
  errors: ContactErrors
  failure: string | null
}

/**
 * The contact form as the worker answers it (ADR 143): posted before the scripts have
 * hydrated, or without scripts. The fields are checked with the page's own rules; a valid
 * message is stored for the support team and the shopper goes on to /contact-success, as
 * the page's own submit does. Otherwise the form renders again as it was sent, with why.
 */
export async function contactAction({ request, context }: ActionFunctionArgs) {
  const { writes } = context as LoaderContext
  if (!writes) throw new Response('Not allowed', { status: 405 })
  const form = await request.formData()
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const value = form.get(field)
      return [field, typeof value === 'string' ? value.slice(0, 5000) : '']
    }),
  ) as ContactValues
  const errors = validateContact(values)
  const reason = values['contact-reason']
  if (Object.keys(errors).length > 0 || !isContactReason(reason)) {
    return data<ContactRefused>({ values, errors, failure: null }, { status: 400 })
  }
  const failure = await writes.sendContactMessage({
    'contact-ordernumber': values['contact-ordernumber'].trim(),
    'contact-email': values['contact-email'].trim(),
    'contact-fullname': values['contact-fullname'].trim(),
    'contact-reason': reason,
    'contact-reason-message': values['contact-reason-message'].trim(),
  })
  if (failure) return data<ContactRefused>({ values, errors: {}, failure: failure.message }, { status: failure.status })
  return redirect('/contact-success', 303)
}
