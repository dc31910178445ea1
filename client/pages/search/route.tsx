import { useEffect, useMemo, useRef, useState } from 'react'
import { Link, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs, useLoaderData, useSearchParams } from 'react-router'
import { SEARCH_MIN_CHARS } from '../../../domain/constants'
import type { ProductTile } from '../../../domain/schemas/catalog'
import { CloseIcon } from '../../components/icons'
import { PagedProducts } from '../../components/paged-products'
import { SearchBox } from '../../components/search-box'
import { useT } from '../../i18n'
import { track } from '../../analytics'
import { apiFrom } from '../../api/get-api'
import { loadAllProducts } from '../../api/load-products'
import type { PageHandle } from '../../app/page-meta'
import { isSearchable, SEARCH_PARAM } from '../../search/search-config'
import type { SearchIndex } from '../../search/search-index'
import './search.css'

export interface SearchData {
  products: ProductTile[]
  /** The term of the request the loader answered, and its matches as positions in `products`. */
  query: string
  matches: number[]
}

/**
 * Indexes made, by the product list they index: the server's list of a store is the same
 * array for a few seconds (worker/commerce/cache/isolate-memo.ts), and building the index is
 * most of a search page's render. Only made indexes are kept, never an import in flight.
 */
const indexes = new WeakMap<readonly ProductTile[], SearchIndex>()

/** Fuse.js (about 9 KB gzip) comes with the first search made in the browser, not with the page. */
function loadSearchIndex(products: readonly ProductTile[]): Promise<SearchIndex> {
  const known = indexes.get(products)
  if (known) return Promise.resolve(known)
  return import('../../search/search-index').then(({ createSearchIndex }) => {
    const index = createSearchIndex(products)
    indexes.set(products, index)
    return index
  })
}

function searchTerm(url: URL | URLSearchParams): string {
  const params = url instanceof URL ? url.searchParams : url
  return (params.get(SEARCH_PARAM) ?? '').trim()
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<SearchData> {
  const products = await loadAllProducts(apiFrom(context))
  const query = searchTerm(new URL(request.url))
  if (!isSearchable(query)) return { products, query, matches: [] }
  const found = (await loadSearchIndex(products)).search(query)
  const position = new Map(products.map((product, index) => [product, index]))
  return { products, query, matches: found.map((product) => position.get(product) ?? -1).filter((index) => index >= 0) }
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
  const data = useLoaderData() as SearchData
  const { products } = data
  const [params] = useSearchParams()
  const query = searchTerm(params)
  const [index, setIndex] = useState<SearchIndex | null>(null)
  const loading = useRef<Promise<SearchIndex> | null>(null)
  const loadIndex = () => {
    loading.current ??= loadSearchIndex(products)
    return loading.current
  }
  // The loader matched its own term (on the server for a first visit); a new term typed here
  // is matched in the browser once the index has loaded (a moment, on the first search only).
  const answered = query === data.query
  useEffect(() => {
    if (answered || index) return
    let current = true
    void loadIndex().then((loaded) => {
      if (current) setIndex(loaded)
    })
    return () => {
      current = false
    }
  })
  const loadedResults = useMemo(() => data.matches.map((position) => products[position]), [data, products])
  const results = useMemo(() => (answered ? loadedResults : index ? index.search(query) : null), [index, answered, query, loadedResults])
  const searched = results !== null && isSearchable(query)
  useEffect(() => {
    if (searched) track('search', { term: query })
  }, [searched, query])

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
        ) : results === null ? (
          <h2 id="search-results-title" className="search-page__status muted">
            {t('common.loading')}
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
            <PagedProducts products={results} anchor="search-results-title" list="Search results" />
          </>
        )}
      </section>
    </div>
  )
}
