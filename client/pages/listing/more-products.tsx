import { type ReactNode, useEffect } from 'react'
import { Link } from 'react-router'
import type { Listing, Product, ProductTile } from '../../../domain/schemas/catalog'
import { track } from '../../analytics'
import { tileProduct } from '../../analytics/tile-product'
import { ProductGrid } from '../../components/product-grid'
import { ResponsiveImage } from '../../components/responsive-image'
import { useFormatMoney, useT } from '../../i18n'
import { publicVariations, shownProducts } from './selection'

/** The recommendations' list name in tracked events. */
const RELATED_LIST = 'You might also like'

/** A titled section below the listing's product, named by its title. */
function ListingSection({
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

/** The listing's other products (the same design on other items), each opening in place. */
function OtherProducts({ products, current }: { products: Product[]; current: Product }) {
  const t = useT()
  const formatMoney = useFormatMoney()
  const others = products.filter((product) => product.productId !== current.productId)
  if (others.length === 0) return null
  return (
    <ListingSection name="other-products" title={t('listing.otherProducts')}>
      <ul className="other-products__list">
        {others.map((product) => {
          const image = publicVariations(product)[0]?.images[0]?.thumblarge ?? product.thumbnail
          return (
            <li key={product.productId}>
              <Link className="other-product" to={`?product=${product.productId}`} onClick={() => window.scrollTo(0, 0)}>
                <ResponsiveImage src={image} layout="related" width={160} height={160} loading="lazy" decoding="async" />
                <span className="other-product__name">{product.productName}</span>
                <span className="other-product__price">{formatMoney(product.price, product.currency)}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </ListingSection>
  )
}

/** 'You might also like': the recommended listings, when there are any. */
function RelatedSection({ products }: { products: ProductTile[] }) {
  const t = useT()
  if (products.length === 0) return null
  return (
    <ListingSection name="related" title={t('listing.youMightAlsoLike')} titleClassName="related__title">
      <ProductGrid products={products} eager={false} className="related__grid" list={RELATED_LIST} />
    </ListingSection>
  )
}

/** Recommended listings skipped for want of an image are tracked (spec section 8). */
function useTrackSkippedRelated(skipped: ProductTile[]): void {
  useEffect(() => {
    for (const tile of skipped) track('tile-image-missing', { product: tileProduct(tile), list: RELATED_LIST })
  }, [skipped])
}

/**
 * Below the listing's product: its other products and 'You might also like'. It hydrates
 * after the page (./later-parts.ts); its tiles are links that work as served meanwhile.
 */
export function MoreProducts({
  listing,
  current,
  related,
  skippedRelated,
}: {
  listing: Listing
  current: Product
  related: ProductTile[]
  skippedRelated: ProductTile[]
}) {
  useTrackSkippedRelated(skippedRelated)
  return (
    <>
      <OtherProducts products={shownProducts(listing)} current={current} />
      <RelatedSection products={related} />
    </>
  )
}
