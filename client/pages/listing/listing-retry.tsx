import { useEffect, useRef } from 'react'
import { Link, useRevalidator } from 'react-router'
import { Spinner } from '../../components/spinner'
import { useT } from '../../i18n'

/**
 * A listing that could not be read just now (no connection, the store answered 5xx): the
 * page says so and offers to try again, in place, rather than the generic error page.
 * Coming back online tries again by itself.
 */
export function ListingRetry() {
  const t = useT()
  const revalidator = useRevalidator()
  const retry = useRef(revalidator.revalidate)
  retry.current = revalidator.revalidate
  const busy = revalidator.state === 'loading'

  useEffect(() => {
    const online = () => void retry.current()
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [])

  return (
    <section className="listing-retry container page page--narrow" aria-labelledby="listing-retry-title">
      <h1 id="listing-retry-title">{t('listing.unavailableTitle')}</h1>
      <p>{t('listing.unavailableBody')}</p>
      <div className="listing-retry__actions">
        <button type="button" className="button" disabled={busy} aria-busy={busy || undefined} onClick={() => void retry.current()}>
          {busy ? <Spinner size="sm" label={t('common.loading')} /> : null}
          {t('listing.tryAgain')}
        </button>
        <Link className="button button--secondary" to="/">
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  )
}
