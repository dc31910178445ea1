import { type LoaderFunctionArgs, Link, useLoaderData } from 'react-router'
import { useT } from '../../i18n'
import type { PageHandle } from '../../app/page-meta'
import { articlesOf, SUPPORT_CATEGORIES } from './articles'
import { ContactOptions } from './contact-options'
import { requireSupport } from './require-support'
import { SupportIcon } from './support-icons'
import { loadArticleSearch } from './load-article-search'
import { SupportSearch } from './support-search'
import './support.css'

interface SupportHomeData {
  query: string
}

function queryOf(url: URL): string {
  return url.searchParams.get('q')?.slice(0, 100) ?? ''
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<SupportHomeData> {
  requireSupport(context)
  const query = queryOf(new URL(request.url))
  // A page opened with ?q= shows its results as rendered, scripts or not.
  if (query.trim()) await loadArticleSearch()
  return { query }
}

export const handle: PageHandle = {
  meta: ({ t }) => ({ title: t('support.title'), description: t('support.heading') }),
  beforeHydrate: async (url) => {
    if (queryOf(url).trim()) await loadArticleSearch()
  },
}

/** /support: search, the four categories with their articles, and ways to get help. */
export function Component() {
  const t = useT()
  const { query } = useLoaderData() as SupportHomeData
  return (
    <div className="support page">
      <header className="support-hero">
        <div className="container">
          <p className="eyebrow">{t('support.title')}</p>
          <h1>{t('support.heading')}</h1>
          <SupportSearch key={query} initialQuery={query} />
        </div>
      </header>
      <div className="container">
        <section aria-labelledby="support-topics">
          <h2 id="support-topics" className="visually-hidden">
            {t('support.topics')}
          </h2>
          <ul className="support-categories">
            {SUPPORT_CATEGORIES.map((category) => (
              <li key={category.id} className="support-category">
                <SupportIcon name={category.icon} />
                <h3>{t(category.nameKey)}</h3>
                <ul>
                  {articlesOf(category).map((article) => (
                    <li key={article.slug}>
                      <Link to={`/support/${article.slug}`}>{t(article.titleKey)}</Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
        <ContactOptions />
      </div>
    </div>
  )
}
