import { data, type LoaderFunctionArgs, Link, useLoaderData } from 'react-router'
import { useT } from '../../i18n'
import type { PageHandle } from '../../app/page-meta'
import { type ArticleSlug, articlesOf, findArticle, SUPPORT_CATEGORIES } from './articles'
import { ArticleBody } from './article-body'
import { requireSupport } from './require-support'
import './support.css'

interface ArticleData {
  slug: ArticleSlug
}

export function loader({ params, context }: LoaderFunctionArgs): ArticleData {
  requireSupport(context)
  const article = findArticle(params.postSlug ?? '')
  if (!article) throw data(null, { status: 404 })
  return { slug: article.slug }
}

export const handle: PageHandle<ArticleData | undefined> = {
  meta: ({ data: loaded, t }) => {
    const article = loaded ? findArticle(loaded.slug) : null
    return article ? { title: t(article.titleKey), description: article.summary } : {}
  },
}

/** /support/{postSlug}: an article with breadcrumbs, accordion navigation of every topic, and help buttons. */
export function Component() {
  const t = useT()
  const { slug } = useLoaderData() as ArticleData
  const article = findArticle(slug)
  if (!article) return null
  const category = SUPPORT_CATEGORIES.find((c) => c.id === article.category) ?? SUPPORT_CATEGORIES[0]
  return (
    <div className="support page">
      <div className="container">
        <nav aria-label={t('support.breadcrumbs')} className="breadcrumbs">
          <ol>
            <li>
              <Link to="/support">{t('support.topics')}</Link>
            </li>
            <li>{t(category.nameKey)}</li>
            <li>
              <span aria-current="page">{t(article.titleKey)}</span>
            </li>
          </ol>
        </nav>
        <div className="support-article">
          <nav className="support-nav" aria-label={t('support.topics')}>
            {SUPPORT_CATEGORIES.map((each) => (
              <details key={`${each.id}:${slug}`} className="support-nav__group" open={each.id === category.id}>
                <summary>{t(each.nameKey)}</summary>
                <ul>
                  {articlesOf(each).map((item) => (
                    <li key={item.slug}>
                      <Link to={`/support/${item.slug}`} aria-current={item.slug === slug ? 'page' : undefined}>
                        {t(item.titleKey)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </nav>
          <article className="support-article__main" aria-labelledby="article-title">
            <h1 id="article-title">{t(article.titleKey)}</h1>
            <p className="support-article__summary" lang="en">
              {article.summary}
            </p>
            <ArticleBody article={article} />
            <div className="support-article__actions">
              <Link className="button" to="/track">
                {t('support.trackOrder')}
              </Link>
              <Link className="button button--secondary" to="/contact">
                {t('support.contactSupport')}
              </Link>
            </div>
          </article>
        </div>
      </div>
    </div>
  )
}
