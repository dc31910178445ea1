import { type ActionFunctionArgs, data, redirect } from 'react-router'
import { PreorderForm } from '../../../domain/schemas/after-sales'
import type { LoaderContext } from '../../api/storefront-api'
import { type PreorderValues, usesStateList, validatePreorder } from './preorder-validation'

/** What a refused pre-order answers: the values as sent and, when the server refused it, its words. */
export interface PreorderRefused {
  values: PreorderValues
  message?: string
}

const MAX_FIELD = 320

/**
 * The pre-order form as the worker answers it (ADR 155): posted before the scripts have
 * hydrated, or without scripts. The values are checked as the form checks them (the state
 * is the list's pick for the United States, the typed region elsewhere); a valid form is
 * stored for the store as the spec's POST / stores it and the shopper is sent to the same
 * page with `sent`, where the thanks show; otherwise the form comes back with what was
 * typed and what is missing.
 */
export async function preorderAction({ params, request, context }: ActionFunctionArgs) {
  const { writes } = context as LoaderContext
  if (!writes) throw new Response('Not allowed', { status: 405 })
  const form = await request.formData()
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.slice(0, MAX_FIELD) : ''
  }
  const country = text('country')
  const values: PreorderValues = {
    email: text('email'),
    fullname: text('fullname'),
    country,
    street: text('street'),
    street2: text('street2'),
    city: text('city'),
    state: usesStateList(country) ? text('state') : text('region'),
    zip: text('zip'),
  }
  const parsed = PreorderForm.safeParse({ ...values, colorId: text('colorId') || undefined, sizeId: text('sizeId') || undefined })
  if (Object.keys(validatePreorder(values)).length > 0 || !parsed.success) {
    return data<PreorderRefused>({ values }, { status: 400 })
  }
  const failure = await writes.createPreorder(parsed.data)
  if (failure) return data<PreorderRefused>({ values, message: failure.message }, { status: failure.status })
  const search = new URLSearchParams({ color: String(parsed.data.colorId ?? '') })
  if (parsed.data.sizeId) search.set('size', String(parsed.data.sizeId))
  search.set('sent', '')
  // React Router puts the page's locale prefix (its basename) on the path.
  return redirect(`/listing/${encodeURIComponent(params.slug ?? '')}/preorder?${search}`, 303)
}
