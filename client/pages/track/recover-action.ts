import { type ActionFunctionArgs, data, redirect } from 'react-router'
import type { LoaderContext } from '../../api/storefront-api'
import { isValidEmail } from '../contact/contact-validation'

/** What a refused recovery answers: the email as sent, and why (a bad email, or the server's own words). */
export type RecoverRefused = { refused: 'email'; email: string } | { refused: 'failed'; email: string; message: string }

/**
 * The recover form as the worker answers it (ADR 141): posted before the scripts have
 * hydrated, or without scripts. A valid email is mailed its orders of the past 60 days and
 * the shopper is sent to the same page with `?sent`, where the success message shows; a bad
 * email or a refusal (too many emails, say) renders the form again with the email and why.
 * Once hydrated, the page's own submit calls the API instead and this never runs.
 */
export async function recoverAction({ request, context }: ActionFunctionArgs) {
  const { writes } = context as LoaderContext
  if (!writes) throw new Response('Not allowed', { status: 405 })
  const raw = (await request.formData()).get('email')
  const email = typeof raw === 'string' ? raw.trim().slice(0, 320) : ''
  // The page's own check, so the form is refused for what the shopper sees refused with scripts.
  if (!isValidEmail(email)) return data<RecoverRefused>({ refused: 'email', email }, { status: 400 })
  const failure = await writes.recoverOrders(email)
  if (failure) return data<RecoverRefused>({ refused: 'failed', email, message: failure.message }, { status: failure.status })
  // React Router puts the page's locale prefix (its basename) on the path.
  return redirect('/track/recover?sent', 303)
}
