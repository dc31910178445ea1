import { Link } from 'react-router'
import type { Product } from '../../../domain/schemas/catalog'
import { useFormatMoney, useT } from '../../i18n'
import { ResponsiveImage } from '../../components/responsive-image'
import { ListingSection } from './listing-sections'
import { publicVariations } from './selection'

/** The listing's other products (the same design on other items), each opening in place. */
export function OtherProducts({ products, current }: { products: Product[]; current: Product }) {
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
