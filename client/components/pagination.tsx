import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { useT } from '../i18n'
import { withoutTrackingParams } from '../../domain/tracking-params'
import { pageItems } from './page-items'
import { ChevronLeftIcon, ChevronRightIcon, FirstIcon, LastIcon } from './icons'
import './pagination.css'

export interface PaginationProps {
  page: number
  pages: number
  /** The query parameter that holds the page. */
  param?: string
  /** Element id to scroll to after a page change (the list's heading). */
  anchor?: string
}

/**
 * Previous/next, first/last and numbered pages, as links so each page has an address
 * (and works before the script loads). The ellipsis shortcuts hide under 767 px.
 */
export function Pagination({ page, pages, param = 'page', anchor }: PaginationProps) {
  const t = useT()
  const location = useLocation()
  if (pages <= 1) return null

  const href = (target: number) => {
    const params = withoutTrackingParams(new URLSearchParams(location.search))
    if (target === 1) params.delete(param)
    else params.set(param, String(target))
    const search = params.toString()
    return { pathname: location.pathname, search: search ? `?${search}` : '', hash: anchor ? `#${anchor}` : '' }
  }

  const edge = (target: number, label: string, icon: ReactNode, disabled: boolean, className: string) => (
    <li className={`pagination__edge ${className}`}>
      {disabled ? (
        <span className="pagination__link is-disabled">
          {icon}
          <span className="pagination__edge-label">{label}</span>
        </span>
      ) : (
        <Link className="pagination__link" to={href(target)}>
          {icon}
          <span className="pagination__edge-label">{label}</span>
        </Link>
      )}
    </li>
  )

  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul>
        {edge(1, t('pagination.first'), <FirstIcon size={18} />, page === 1, 'pagination__first')}
        {edge(page - 1, t('pagination.previous'), <ChevronLeftIcon size={18} />, page === 1, 'pagination__previous')}
        {pageItems(page, pages).map((item) =>
          item.kind === 'page' ? (
            <li key={item.page}>
              <Link
                className="pagination__link pagination__number"
                to={href(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('pagination.page', { n: item.page })}
              >
                {item.page}
              </Link>
            </li>
          ) : (
            <li key={item.side} className="pagination__gap">
              <Link className="pagination__link" to={href(item.target)} aria-label={t('pagination.morePages')}>
                …
              </Link>
            </li>
          ),
        )}
        {edge(page + 1, t('pagination.next'), <ChevronRightIcon size={18} />, page === pages, 'pagination__next')}
        {edge(pages, t('pagination.last'), <LastIcon size={18} />, page === pages, 'pagination__last')}
      </ul>
    </nav>
  )
}
