import type { ProductTile } from '../../../domain/schemas/catalog'
import { InfiniteProducts } from '../../components/infinite-products'
import { PagedProducts } from '../../components/paged-products'
import { useT } from '../../i18n'
import { useShell } from '../../app/shell'
import { CategoryBanners } from '../../theme/category-banners'

const FEATURED_ID = 'featured-products'

/**
 * The home page below its hero: the category banners and the featured products, paged or as
 * the theme's infinite feed. It hydrates after the page (client/app/hydrate-later.tsx): its
 * banners, tiles and pages are links that work as served meanwhile.
 */
export function BelowHero({ products }: { products: ProductTile[] }) {
  const t = useT()
  const { theme } = useShell()
  return (
    <>
      <CategoryBanners />
      <section id={FEATURED_ID} className="section featured" aria-labelledby="featured-title">
        <div className="container">
          <div className="section__head">
            <h2 id="featured-title" className="section__title">
              {t('home.featuredProducts')}
            </h2>
          </div>
          {products.length === 0 ? (
            <p className="empty-state">{t('home.noProducts')}</p>
          ) : theme.layout.productFeed === 'infinite' ? (
            <InfiniteProducts products={products} list="Featured Products" />
          ) : (
            <PagedProducts products={products} anchor={FEATURED_ID} list="Featured Products" />
          )}
        </div>
      </section>
    </>
  )
}
