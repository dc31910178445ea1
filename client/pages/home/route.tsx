import { type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs, useLoaderData } from 'react-router'
import type { ProductTile } from '../../../domain/schemas/catalog'
import { InfiniteProducts } from '../../components/infinite-products'
import { PagedProducts } from '../../components/paged-products'
import { SearchBox } from '../../components/search-box'
import { useT } from '../../i18n'
import { apiFrom } from '../../api/get-api'
import { loadAllProducts } from '../../api/load-products'
import type { PageHandle } from '../../app/page-meta'
import { useShell } from '../../app/shell'
import { CategoryBanners } from '../../theme/category-banners'
import { HeroBanner } from '../../theme/hero/hero-banner'
import './home.css'

export interface HomeData {
  products: ProductTile[]
}

export const FEATURED_ID = 'featured-products'

export async function loader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  return { products: await loadAllProducts(apiFrom(context)) }
}

/** Paging the feed happens in the browser: the products stay as they are. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

export const handle: PageHandle<HomeData> = {
  meta: ({ shell, data }) => ({
    bodyClass: 'home',
    preloadImage: shell.theme.content.heroBanner.imageUrl ?? data?.products[0]?.imageUrl ?? null,
    preloadLayout: shell.theme.content.heroBanner.imageUrl ? 'hero' : 'tile',
  }),
}

export function Component() {
  const t = useT()
  const { theme } = useShell()
  const { products } = useLoaderData() as HomeData
  const loadIndex = () => import('../../search/search-index').then((m) => m.createSearchIndex(products))
  return (
    <>
      <HeroBanner search={<SearchBox label={t('home.searchLabel')} placeholder={t('home.searchPlaceholder')} loadIndex={loadIndex} />} />
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
