import { type ActionFunctionArgs, redirect } from 'react-router'
import { LOCALIZATION_COOKIE } from '../../../domain/constants'
import { localizedPath } from '../../../domain/locale-path'
import { BuyerLocalization } from '../../../domain/schemas/localization'
import type { LoaderContext } from '../../api/storefront-api'
import { encodeLocalization, LOCALIZATION_MAX_AGE_S, storedLocalization } from '../../theme/localization-choice'
import { returnPath } from './return-path'

const NOT_OFFERED = 'That language, currency or region is not one this store offers.'

/**
 * The localization choice as the worker answers it (ADR 149): posted without scripts, or
 * before they arrive. A choice the store offers is kept in the buyerLocalization cookie
 * exactly as the page keeps it, and the answer is a 303 to the page the shopper came from
 * in the chosen language; a choice it does not offer is refused (400) and nothing is kept.
 * Once hydrated, the form's own submit saves the choice and this never runs.
 */
export async function localizationAction({ request, context }: ActionFunctionArgs) {
  const { api, store } = context as LoaderContext
  if (!store) throw new Response('Not allowed', { status: 405 })
  const form = Object.fromEntries(await request.formData())
  const parsed = BuyerLocalization.safeParse(form)
  if (!parsed.success) throw new Response(NOT_OFFERED, { status: 400 })
  const choice = parsed.data
  const details = await api.localizationDetails().catch(() => null)
  if (details && details.available_locales.length > 0 && !offers(details, choice)) {
    throw new Response(NOT_OFFERED, { status: 400 })
  }
  const stored = storedLocalization(choice, details?.available_regions ?? [])
  const url = new URL(request.url)
  const secure = url.protocol === 'https:' ? '; Secure' : ''
  // An absolute address: React Router would put the page's own locale prefix on a path.
  const target = new URL(localizedPath(choice.buyer_locale, returnPath(String(form.returnTo ?? ''))), url)
  return redirect(target.href, {
    status: 303,
    headers: {
      'set-cookie': `${LOCALIZATION_COOKIE}=${encodeLocalization(stored)}; Path=/; Max-Age=${LOCALIZATION_MAX_AGE_S}; SameSite=Lax${secure}`,
    },
  })
}

type Details = Awaited<ReturnType<LoaderContext['api']['localizationDetails']>>

const offers = (details: Details, choice: BuyerLocalization) =>
  details.available_locales.some((option) => option.local_code === choice.buyer_locale) &&
  details.available_currencies.some((option) => option.currency === choice.buyer_currency) &&
  details.available_regions.some((option) => option.region === choice.buyer_region)
