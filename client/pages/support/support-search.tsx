import { useId, useMemo, useState } from 'react'
import { Form, Link } from 'react-router'
import { useT } from '../../i18n'
import { SUPPORT_ARTICLES } from './articles'
import { loadArticleSearch, useArticleSearch } from './load-article-search'

/** `Search our topics`: matching articles appear as the shopper types; submitting works without script too. */
export function SupportSearch({ initialQuery }: { initialQuery: string }) {
  const t = useT()
  const id = useId()
  const [query, setQuery] = useState(initialQuery)
  const trimmed = query.trim()
  const search = useArticleSearch(trimmed !== '')
  const hits = useMemo(
    () => (search && trimmed ? search(trimmed, SUPPORT_ARTICLES, (article) => t(article.titleKey)) : []),
    [search, trimmed, t],
  )
  return (
    <div className="support-search">
      <Form
        method="get"
        action="/support"
        role="search"
        className="support-search__form"
        onSubmit={(event) => trimmed === '' && event.preventDefault()}
      >
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t('support.searchLabel')}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          className="input support-search__input"
          placeholder={t('support.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onFocus={() => void loadArticleSearch()}
          autoComplete="off"
          aria-describedby={trimmed ? `${id}-status` : undefined}
        />
        <button type="submit" className="button support-search__submit">
          {t('common.search')}
        </button>
      </Form>
      {trimmed && search ? (
        <div className="support-search__results">
          <p id={`${id}-status`} className="support-search__status" role="status">
            {hits.length === 0
              ? t('support.noResults', { query: trimmed })
              : t('support.searchResults', { count: hits.length, query: trimmed })}
          </p>
          {hits.length > 0 ? (
            <ul className="support-search__list">
              {hits.map(({ article }) => (
                <li key={article.slug}>
                  <Link to={`/support/${article.slug}`}>{t(article.titleKey)}</Link>
                  <p>{article.summary}</p>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
