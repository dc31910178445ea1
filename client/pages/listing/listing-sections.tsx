import type { ReactNode } from 'react'
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

/** A titled section below the listing's product, named by its title. */
export function ListingSection({
  name,
  title,
  titleClassName,
  children,
}: {
  name: string
  title: string
  titleClassName?: string
  children: ReactNode
}) {
  const titleId = `${name}-title`
  return (
    <section className={`section ${name}`} aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId} className={titleClassName ? `section__title ${titleClassName}` : 'section__title'}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  )
}

/** 'You might also like': the recommended listings, when there are any. */
export function RelatedSection({ products }: { products: ProductTile[] }) {
  const t = useT()
  if (products.length === 0) return null
  return (
    <ListingSection name="related" title={t('listing.youMightAlsoLike')} titleClassName="related__title">
      <ProductGrid products={products} eager={false} className="related__grid" list={RELATED_LIST} />
    </ListingSection>
  )
}
