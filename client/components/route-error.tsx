import { isRouteErrorResponse, useRouteError } from 'react-router'
import { NotFound } from './not-found'
import { useT } from '../i18n'
import { useStoreHref } from '../app/store-href'

/** A loader's 404 shows the 404 page in place; anything else a short apology. */
export function RouteError() {
  const error = useRouteError()
  const t = useT()
  const href = useStoreHref()
  if (isRouteErrorResponse(error) && error.status === 404) {
    const listing = (error.data as { kind?: string } | undefined)?.kind === 'listing'
    return <NotFound title={listing ? t('listing.notFound') : undefined} />
  }
  return (
    <section className="page page--narrow" aria-labelledby="error-title">
      <h1 id="error-title">{t('errors.generic')}</h1>
      <p>
        <a className="button" href={href('/')}>
          {t('notFound.home')}
        </a>
      </p>
    </section>
  )
}
