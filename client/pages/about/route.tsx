import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ABOUT_PAGE_PRODUCTS } from '../../../domain/constants'
import type { ProductTile } from '../../../domain/schemas/catalog'
import { ProductGrid } from '../../components/product-grid'
import { ResponsiveImage } from '../../components/responsive-image'
import { useT } from '../../i18n'
import { apiFrom } from '../../api/get-api'
import type { PageHandle } from '../../app/page-meta'
import { useShell } from '../../app/shell'
import { ContentBlocks } from './content-blocks'
import './about.css'

interface AboutData {
  products: ProductTile[]
}

/** /about exists only while the theme's header shows it (spec section 2). */
export async function loader({ context }: LoaderFunctionArgs): Promise<AboutData> {
  const api = apiFrom(context)
  if (!api.theme().content.header.showAbout) throw data(null, { status: 404 })
  try {
    return { products: (await api.productPage(1)).products.slice(0, ABOUT_PAGE_PRODUCTS) }
  } catch {
    // The story still reads without the product row.
    return { products: [] }
  }
}

export const handle: PageHandle<AboutData> = {
  meta: ({ shell, t }) => ({
    title: t('about.title'),
    description: shell.theme.content.footer.about || undefined,
    image: shell.theme.content.about.heroImageUrl ?? null,
    preloadImage: shell.theme.content.about.heroImageUrl ?? null,
    preloadLayout: 'about',
  }),
}

/** The store's story: hero image, text blocks and the first products under `Latest releases`. */
export function Component() {
  const t = useT()
  const { theme, store } = useShell()
  const { products } = useLoaderData() as AboutData
  const about = theme.content.about
  const name = theme.meta.storeName || store.name
  return (
    <div className="about page">
      <div className="container">
        <article className="about__story" aria-labelledby="about-title">
          <h1 id="about-title">{t('about.titleOf', { name })}</h1>
          {about.heroImageUrl ? (
            <ResponsiveImage
              className="about__hero"
              src={about.heroImageUrl}
              layout="about"
              width={1200}
              height={800}
              fetchPriority="high"
            />
          ) : null}
          <ContentBlocks blocks={about.blocks} />
        </article>
        {products.length > 0 ? (
          <section className="about__latest" aria-labelledby="latest-releases">
            <h2 id="latest-releases">{t('about.latestReleases')}</h2>
            <ProductGrid products={products} eager={false} list="Latest releases" />
          </section>
        ) : null}
      </div>
    </div>
  )
}
