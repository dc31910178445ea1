import Fuse, { type IFuseOptions } from 'fuse.js'
import type { ArticleBlock, SupportArticle } from './articles'

/**
 * The `Search our topics` box and the live chat's answers: fuse.js's token search over the
 * articles (docs/decisions/061-support-search-with-fuse.md). Each word of the query is
 * matched on its own, typos and half-typed words included; words that many articles share
 * ('how', 'my', 'order') count for less than rare ones (IDF), so no stop-word list is kept.
 */

/** The words of a table block, which the article renders from the delivery rates. */
const TABLE_WORDS = 'delivery standard rush super rush domestic remote international price cost time business days'

/** Text with its inline links' targets left out: `[label](/path)` reads as `label`. */
function plain(text: string): string {
  return text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
}

function blockText(block: ArticleBlock): string {
  if (block.type === 'paragraph') return plain(block.text)
  if (block.type === 'list') return plain(block.items.join(' '))
  return TABLE_WORDS
}

interface SearchDocument {
  article: SupportArticle
  title: string
  keywords: string[]
  summary: string
  headings: string[]
  body: string
}

const OPTIONS: IFuseOptions<SearchDocument> = {
  useTokenSearch: true,
  ignoreDiacritics: true,
  ignoreLocation: true,
  includeScore: true,
  // One slip in four letters still matches ('shiping'); a word that only shares letters does not.
  threshold: 0.25,
  minMatchCharLength: 2,
  keys: [
    { name: 'title', weight: 5 },
    { name: 'keywords', weight: 4 },
    { name: 'summary', weight: 2 },
    { name: 'headings', weight: 2 },
    { name: 'body', weight: 1 },
  ],
}

interface ArticleHit {
  article: SupportArticle
  score: number
}

const indexes = new WeakMap<(article: SupportArticle) => string, { articles: readonly SupportArticle[]; fuse: Fuse<SearchDocument> }>()

function indexFor(articles: readonly SupportArticle[], titleOf: (article: SupportArticle) => string): Fuse<SearchDocument> {
  const known = indexes.get(titleOf)
  if (known?.articles === articles) return known.fuse
  const documents = articles.map((article) => ({
    article,
    title: titleOf(article),
    keywords: article.keywords,
    summary: article.summary,
    headings: article.sections.map((section) => section.heading),
    body: article.sections.flatMap((section) => section.blocks.map(blockText)).join(' '),
  }))
  const fuse = new Fuse(documents, OPTIONS)
  indexes.set(titleOf, { articles, fuse })
  return fuse
}

/** Articles for a query, best first; titles are the shopper's translated ones. */
export function searchArticles(
  query: string,
  articles: readonly SupportArticle[],
  titleOf: (article: SupportArticle) => string,
  limit = 10,
): ArticleHit[] {
  const pattern = query.trim()
  if (pattern.length === 0) return []
  return indexFor(articles, titleOf)
    .search(pattern, { limit })
    .map((result) => ({ article: result.item.article, score: 1 - (result.score ?? 1) }))
}
