import { useMemo } from 'react'
import { Link, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs, useLoaderData, useSearchParams } from 'react-router'
import { SEARCH_MIN_CHARS } from '../../../domain/constants'
import type { ProductTile } from '../../../domain/schemas/catalog'
import { CloseIcon } from '../../components/icons'
import { PagedProducts } from '../../components/paged-products'
import { SearchBox } from '../../components/search-box'
import { useT } from '../../i18n'
import { apiFrom } from '../../lib/api/get-api'
import { loadAllProducts } from '../../lib/load-products'
import type { PageHandle } from '../../lib/page-meta'
import { isSearchable, SEARCH_PARAM } from '../../lib/search-config'
import { createSearchIndex } from '../../lib/search-index'
import './search.css'

export interface SearchData {
  products: ProductTile[]
}

export async function loader({ context }: LoaderFunctionArgs): Promise<SearchData> {
  return { products: await loadAllProducts(apiFrom(context)) }
}

/** A new search term is matched in the browser against the products already loaded. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

export const handle: PageHandle<SearchData> = {
  meta: ({ t }) => ({ title: t('search.label'), noIndex: true }),
}

export function Component() {
  const t = useT()
  const { products } = useLoaderData() as SearchData
  const [params] = useSearchParams()
  const query = (params.get(SEARCH_PARAM) ?? '').trim()
  const index = useMemo(() => createSearchIndex(products), [products])
  const results = useMemo(() => index.search(query), [index, query])
  const loadIndex = () => Promise.resolve(index)

  return (
    <div className="container page search-page">
      <div className="search-page__head">
        <h1 className="search-page__title">{t('search.heading')}</h1>
        <Link to="/" className="button button--secondary button--small search-page__close">
          <CloseIcon size={16} />
          {t('search.close')}
        </Link>
      </div>
      <SearchBox
        label={t('search.label')}
        placeholder={t('search.hint')}
        defaultValue={query}
        loadIndex={loadIndex}
        autoFocus={!query}
        className="search-page__box"
      />
      <section className="search-page__results" aria-labelledby="search-results-title">
        {!query ? (
          <h2 id="search-results-title" className="search-page__status muted">
            {t('search.hint')}
          </h2>
        ) : !isSearchable(query) ? (
          <h2 id="search-results-title" className="search-page__status muted">
            {t('search.tooShort', { min: SEARCH_MIN_CHARS })}
          </h2>
        ) : results.length === 0 ? (
          <h2 id="search-results-title" className="search-page__status">
            {t('search.noResults', { query })}
          </h2>
        ) : (
          <>
            <h2 id="search-results-title" className="search-page__status">
              {t('search.results', { count: results.length, query })}
            </h2>
            <PagedProducts products={results} anchor="search-results-title" />
          </>
        )}
      </section>
    </div>
  )
}
