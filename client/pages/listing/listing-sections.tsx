import { Link } from 'react-router'
import type { ProductTile } from '../../../domain/schemas/catalog'
import { ProductGrid } from '../../components/product-grid'
import { useT } from '../../i18n'
import type { AddToCartRefused } from './add-to-cart-action'

/** The recommendations' list name in tracked events. */
export const RELATED_LIST = 'You might also like'

/** Above a private listing: only those with its address see it. */
export function PrivateBanner() {
  const t = useT()
  return (
    <div className="private-banner" role="note">
      <p className="private-banner__title">{t('listing.privateTitle')}</p>
      <p>{t('listing.privateBody')}</p>
    </div>
  )
}

/** What the worker answered a form posted before or without scripts: why it was refused, or how many were added. */
export function FormMessage({ refusal, addedByForm }: { refusal: AddToCartRefused | undefined; addedByForm: number | null }) {
  const t = useT()
  if (refusal) {
    return (
      <p className="listing__form-message" role="alert">
        {refusal.refused === 'invalid' ? t('errors.generic') : t(`listing.${refusal.refused}`)}
      </p>
    )
  }
  if (addedByForm === null) return null
  return (
    <p className="listing__form-message notice" role="status">
      {t('cart.added', { count: addedByForm })} <Link to="/cart">{t('cart.viewCart')}</Link>
    </p>
  )
}

/** 'You might also like': the recommended listings, when there are any. */
export function RelatedSection({ products }: { products: ProductTile[] }) {
  const t = useT()
  if (products.length === 0) return null
  return (
    <section className="section related" aria-labelledby="related-title">
      <div className="container">
        <h2 id="related-title" className="section__title related__title">
          {t('listing.youMightAlsoLike')}
        </h2>
        <ProductGrid products={products} eager={false} className="related__grid" list={RELATED_LIST} />
      </div>
    </section>
  )
}
