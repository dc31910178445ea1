import { type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs, useLoaderData } from 'react-router'
import type { ProductTile } from '../../../domain/schemas/catalog'
import { SearchBox } from '../../components/search-box'
import { useT } from '../../i18n'
import { apiFrom } from '../../api/get-api'
import type { PageHandle } from '../../app/page-meta'
import { hydrateLater } from '../../app/hydrate-later'
import { HeroBanner } from '../../theme/hero/hero-banner'
import './home.css'

export interface HomeData {
  products: ProductTile[]
}

const belowHero = hydrateLater(() => import('./below-hero').then((module) => module.BelowHero))

/**
 * The products, and the code of what shows them below the hero: a loader runs on the server
 * and on a navigation, never at hydration, so on a first visit that code loads after the page
 * has hydrated (docs/decisions/163-home-below-the-hero-hydrates-later.md).
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  const [{ loadAllProducts }] = await Promise.all([import('../../api/load-products'), belowHero.load()])
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
  const { products } = useLoaderData() as HomeData
  const loadIndex = () => import('../../search/search-index').then((m) => m.createSearchIndex(products))
  return (
    <>
      <HeroBanner search={<SearchBox label={t('home.searchLabel')} placeholder={t('home.searchPlaceholder')} loadIndex={loadIndex} />} />
      <belowHero.Part products={products} />
    </>
  )
}
