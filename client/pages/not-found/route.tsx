import { data } from 'react-router'
import { NotFound } from '../../components/not-found'
import type { PageHandle } from '../../app/page-meta'

/** /404: the page itself, answered with status 404. */
export function loader() {
  return data(null, { status: 404 })
}

export const handle: PageHandle = {
  meta: ({ t }) => ({ title: t('notFound.title'), noIndex: true }),
}

export function Component() {
  return <NotFound />
}
