import { useEffect } from 'react'
import { Link } from 'react-router'
import { useT } from '../i18n'

/** The spec's 404 page: '404!', 'Page not found', the explanation and a way home. Its path is tracked. */
export function NotFound({ title }: { title?: string }) {
  const t = useT()
  useEffect(() => {
    // Loaded with the miss, not with every page's shell (the first-visit budgets).
    const path = window.location.pathname
    void import('../analytics').then(({ track }) => track('page-not-found', { path }))
  }, [])
  return (
    <section className="not-found page page--narrow" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 id="not-found-title">{title ?? t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="button" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  )
}
