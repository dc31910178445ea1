import { data } from 'react-router'
import { NotFound } from '../../components/not-found'
import { useT } from '../../i18n'
import type { PageHandle } from '../../app/page-meta'

/** /listing-not-found: where a listing that failed to load sends the shopper. */
export function loader() {
  return data(null, { status: 404 })
}

export const handle: PageHandle = {
  meta: ({ t }) => ({ title: t('listing.notFound'), noIndex: true }),
}

export function Component() {
  const t = useT()
  return <NotFound title={t('listing.notFound')} />
}
