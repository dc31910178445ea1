import { type ActionFunctionArgs, Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { LocalizationDetails } from '../../../domain/schemas/localization'
import { useT } from '../../i18n'
import { apiFrom } from '../../api/get-api'
import type { PageHandle } from '../../app/page-meta'
import { useShell } from '../../app/shell'
import { builtInDetails } from '../../theme/localization-choice'
import { LocalizationForm } from '../../theme/localization-form'
import { returnPathOf } from './return-path'

interface LocalizationData {
  /** The store's options, or null when they cannot be read (the built-in ones are offered). */
  details: LocalizationDetails | null
  returnTo: string
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<LocalizationData> {
  const details = await apiFrom(context)
    .localizationDetails()
    .catch(() => null)
  return {
    details: details && details.available_locales.length > 0 ? details : null,
    returnTo: returnPathOf(request),
  }
}

/** The choice posted without scripts or before they arrive; its code loads only on the worker (ADR 149). */
export async function action(args: ActionFunctionArgs) {
  const { localizationAction } = await import('./localization-action')
  return localizationAction(args)
}

export const handle: PageHandle = {
  meta: ({ t }) => ({ title: t('localization.title'), noIndex: true }),
}

/**
 * /localization: the footer's localization choice as a page of its own, where its link
 * leads before the scripts have hydrated or without them (once hydrated the link opens the
 * localization modal instead). Submit and Cancel go back to the page it came from.
 */
export function Component() {
  const t = useT()
  const { localization } = useShell()
  const { details, returnTo } = useLoaderData() as LocalizationData
  return (
    <section className="page page--narrow container" aria-labelledby="localization-title">
      <h1 id="localization-title">{t('localization.title')}</h1>
      <LocalizationForm
        details={details ?? builtInDetails(localization)}
        initial={localization}
        returnTo={returnTo}
        cancel={
          <Link className="button button--secondary" to={returnTo}>
            {t('localization.cancel')}
          </Link>
        }
      />
    </section>
  )
}
