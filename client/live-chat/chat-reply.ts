import { type ArticleSlug, SUPPORT_ARTICLES, type SupportArticle } from '../pages/support/articles'
import { loadArticleSearch } from '../pages/support/load-article-search'

/** Order numbers as the backend writes them: ORD-7KQ2-M9XD-4HTP. */
const ORDER_NUMBER = /\bORD(?:-[0-9A-Z]{4}){3}\b/

export type ChatReply = { kind: 'order'; orderNumber: string } | { kind: 'articles'; slugs: ArticleSlug[] } | { kind: 'none' }

/** Topics shown for one question: a few good ones beat a long list in a chat window. */
const CHAT_ARTICLES = 3

/**
 * What the chat answers a question with: an order number goes straight to tracking that
 * order; anything else is matched against the support topics.
 */
export async function chatReply(question: string, titleOf: (article: SupportArticle) => string): Promise<ChatReply> {
  const order = ORDER_NUMBER.exec(question.toUpperCase())
  if (order) return { kind: 'order', orderNumber: order[0] }
  const searchArticles = await loadArticleSearch()
  const hits = searchArticles(question, SUPPORT_ARTICLES, titleOf, CHAT_ARTICLES)
  return hits.length > 0 ? { kind: 'articles', slugs: hits.map((hit) => hit.article.slug) } : { kind: 'none' }
}
