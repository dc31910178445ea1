import { type FormEvent, useId, useRef, useState } from 'react'
import { type ActionFunctionArgs, type LoaderFunctionArgs, useActionData, useLoaderData, useNavigate } from 'react-router'
import { CONTACT_REASONS } from '../../../domain/reference/contact-reasons'
import type { ContactMessage } from '../../../domain/schemas/after-sales'
import { Field } from '../../components/field'
import { Spinner } from '../../components/spinner'
import { useT } from '../../i18n'
import { AfterSalesError, sendContactMessage } from '../../api/after-sales-api'
import { apiFrom } from '../../api/get-api'
import type { PageHandle } from '../../app/page-meta'
import type { PlainMessageKey } from '../../i18n'
import {
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  EMPTY_CONTACT,
  isContactReason,
  validateContact,
  validateContactField,
} from './contact-validation'
import { type ContactPrefill, listingSlugFrom, orderNumberFrom, prefilledReason } from './contact-prefill'
import type { ContactRefused } from './contact-action'
import './contact.css'

/** The listing's name from the catalogue; its slug when the catalogue cannot say. */
async function listingName(context: unknown, slug: string): Promise<string> {
  try {
    return (await apiFrom(context).listing(slug)).listing?.title ?? slug
  } catch {
    return slug
  }
}

/**
 * A link from an order (track page) fills in its number: /contact?orderNumber=…; the
 * Report link of a listing names it: /contact?listing={slug}.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<ContactPrefill> {
  const url = new URL(request.url)
  const slug = listingSlugFrom(url.searchParams)
  const listing = slug ? { slug, name: await listingName(context, slug), url: `${url.origin}/listing/${slug}` } : null
  return { orderNumber: orderNumberFrom(url.searchParams), listing }
}

/** The form posted before or without scripts; its code loads only on the worker (ADR 143). */
export async function action(args: ActionFunctionArgs) {
  const { contactAction } = await import('./contact-action')
  return contactAction(args)
}

export const handle: PageHandle = {
  meta: ({ t }) => ({ title: t('contact.title'), description: t('contact.intro') }),
}

const LABEL: Record<ContactField, PlainMessageKey> = {
  'contact-ordernumber': 'contact.orderNumber',
  'contact-email': 'contact.email',
  'contact-fullname': 'contact.fullName',
  'contact-reason': 'contact.reason',
  'contact-reason-message': 'contact.message',
}

/** The message as sent: every field trimmed, the reason one of the spec's. */
function messageOf(values: ContactValues, reason: ContactMessage['contact-reason']): ContactMessage {
  return {
    'contact-ordernumber': values['contact-ordernumber'].trim(),
    'contact-email': values['contact-email'].trim(),
    'contact-fullname': values['contact-fullname'].trim(),
    'contact-reason': reason,
    'contact-reason-message': values['contact-reason-message'].trim(),
  }
}

/** /contact: the email ticket form. Fields are checked as they are left; the message is stored by the backend. */
export function Component() {
  const t = useT()
  const navigate = useNavigate()
  const prefill = useLoaderData() as ContactPrefill
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  // What the worker answered a post made before or without scripts, when it refused it.
  const refused = useActionData() as ContactRefused | undefined
  const [values, setValues] = useState<ContactValues>(
    () =>
      refused?.values ?? {
        ...EMPTY_CONTACT,
        'contact-ordernumber': prefill.orderNumber,
        'contact-reason': prefilledReason(prefill),
        'contact-reason-message': prefill.listing ? `${t('contact.aboutListing', prefill.listing)}\n\n` : '',
      },
  )
  const [errors, setErrors] = useState<ContactErrors>(refused?.errors ?? {})
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(refused ? refused.failure : null)

  const fieldId = (field: ContactField) => `${id}-${field}`

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    // An error already shown clears as soon as the value is right.
    if (errors[field] && !validateContactField(field, value)) setErrors((current) => ({ ...current, [field]: undefined }))
  }
  const blur = (field: ContactField) => {
    const error = validateContactField(field, values[field])
    setErrors((current) => ({ ...current, [field]: error ?? undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateContact(values)
    setErrors(found)
    const first = CONTACT_FIELDS.find((field) => found[field])
    if (first) {
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus()
      return
    }
    const reason = values['contact-reason']
    if (!isContactReason(reason)) return
    setSending(true)
    setFailure(null)
    try {
      await sendContactMessage(messageOf(values, reason))
      await navigate('/contact-success')
    } catch (error) {
      setFailure(error instanceof AfterSalesError && error.message ? error.message : t('errors.generic'))
      setSending(false)
    }
  }

  const fieldOf = (field: ContactField) => ({
    id: fieldId(field),
    label: t(LABEL[field]),
    error: errors[field] ? t(errors[field]) : undefined,
  })
  const common = (field: ContactField) => ({ name: field, value: values[field], onBlur: () => blur(field) })

  return (
    <section className="contact page page--narrow container" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('contact.title')}</h1>
      <p className="muted">{t('contact.intro')}</p>
      <form ref={form} method="post" className="contact-form" noValidate onSubmit={submit}>
        {(['contact-ordernumber', 'contact-email', 'contact-fullname'] as const).map((field) => (
          <Field key={field} {...fieldOf(field)}>
            {(control) => (
              <input
                {...control}
                {...common(field)}
                className="input"
                type={field === 'contact-email' ? 'email' : 'text'}
                autoComplete={field === 'contact-email' ? 'email' : field === 'contact-fullname' ? 'name' : 'off'}
                onChange={(event) => change(field, event.target.value)}
              />
            )}
          </Field>
        ))}
        <Field {...fieldOf('contact-reason')}>
          {(control) => (
            <select
              {...control}
              {...common('contact-reason')}
              className="select"
              onChange={(event) => change('contact-reason', event.target.value)}
            >
              <option value="">{t('contact.chooseReason')}</option>
              {CONTACT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`contact.reason.${reason}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field {...fieldOf('contact-reason-message')}>
          {(control) => (
            <textarea
              {...control}
              {...common('contact-reason-message')}
              className="input contact-form__message"
              rows={6}
              onChange={(event) => change('contact-reason-message', event.target.value)}
            />
          )}
        </Field>
        {failure ? (
          <p className="notice notice--warning" role="alert">
            {failure}
          </p>
        ) : null}
        {/* Keeps the field focused on press: its blur error would move the button before the click lands. */}
        <button type="submit" className="button contact-form__submit" disabled={sending} onMouseDown={(event) => event.preventDefault()}>
          {sending ? <Spinner size="sm" label={t('contact.sending')} /> : null}
          {sending ? t('contact.sending') : t('contact.submit')}
        </button>
      </form>
    </section>
  )
}
