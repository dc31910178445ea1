import { Link } from 'react-router'
import type { CollectionPage } from '../../../domain/schemas/catalog'
import { PagedProducts } from '../../components/paged-products'
import { useT } from '../../i18n'
import './collection.css'

export interface CollectionData {
  kind: 'collection'
  page: CollectionPage
  /** The collection's ancestors, outermost first, for the breadcrumb. */
  trail: { name: string; path: string }[]
}

const PRODUCTS_ID = 'collection-products'

/** A collection page: heading, sub-collections, and its products 12 to a page. */
export function CollectionView({ data }: { data: CollectionData }) {
  const t = useT()
  const { collection, products, children } = data.page
  return (
    <div className="container page collection-page">
      {data.trail.length > 0 ? (
        <nav aria-label={t('collection.breadcrumbs')} className="breadcrumbs">
          <ol>
            <li>
              <Link to="/">{t('header.explore')}</Link>
            </li>
            {data.trail.map((crumb) => (
              <li key={crumb.path}>
                <Link to={`/${crumb.path}`}>{crumb.name}</Link>
              </li>
            ))}
            <li aria-current="page">{collection.name}</li>
          </ol>
        </nav>
      ) : null}
      <header className="collection-page__head">
        <h1 id={PRODUCTS_ID} className="collection-page__title">
          {collection.name}
        </h1>
        {products.length > 0 ? <p className="muted">{t('collection.count', { count: data.page.total_count })}</p> : null}
      </header>
      {children.length > 0 ? (
        <nav aria-label={t('collection.subcollections')} className="chips">
          <ul>
            {children.map((child) => (
              <li key={child.id}>
                <Link className="chip" to={`/${child.path}`}>
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {products.length === 0 ? (
        <p className="empty-state">{t('collection.empty')}</p>
      ) : (
        <PagedProducts products={products} anchor={PRODUCTS_ID} headingLevel="h2" list={collection.name} />
      )}
    </div>
  )
}
