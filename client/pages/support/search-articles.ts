import type { ArticleBlock, SupportArticle } from './articles'

/**
 * The `Search our topics` box: ranks the articles for a query by how many of its words
 * they contain and where (title, keywords, summary, headings, text). Words match by
 * prefix, so results appear while a word is still being typed.
 */

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'at',
  'can',
  'do',
  'does',
  'for',
  'how',
  'i',
  'in',
  'is',
  'it',
  'my',
  'of',
  'on',
  'or',
  'the',
  'to',
  'what',
  'when',
  'where',
  'why',
  'with',
  'you',
])

export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
}

export function words(text: string): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

function blockText(block: ArticleBlock): string {
  if (block.type === 'paragraph') return block.text
  if (block.type === 'list') return block.items.join(' ')
  return 'delivery standard rush super rush domestic remote international price cost time business days'
}

interface Field {
  weight: number
  words: Set<string>
  text: string
}

function fieldsOf(article: SupportArticle, title: string): Field[] {
  const field = (weight: number, text: string): Field => ({ weight, words: new Set(words(text)), text: normalizeText(text) })
  return [
    field(5, title),
    field(4, article.keywords.join(' · ')),
    field(2, article.summary),
    field(2, article.sections.map((section) => section.heading).join(' ')),
    field(1, article.sections.flatMap((section) => section.blocks.map(blockText)).join(' ')),
  ]
}

function matches(field: Field, token: string): boolean {
  for (const word of field.words) if (word.startsWith(token)) return true
  return false
}

export interface ArticleHit {
  article: SupportArticle
  score: number
}

/** Articles for a query, best first; titles are the shopper's translated ones. */
export function searchArticles(
  query: string,
  articles: readonly SupportArticle[],
  titleOf: (article: SupportArticle) => string,
  limit = 10,
): ArticleHit[] {
  const all = words(query)
  const tokens = all.filter((token) => !STOP_WORDS.has(token) && token.length > 1)
  const used = tokens.length > 0 ? tokens : all
  if (used.length === 0) return []
  const phrase = normalizeText(query).trim()
  const hits: ArticleHit[] = []
  for (const article of articles) {
    const fields = fieldsOf(article, titleOf(article))
    let matched = 0
    let score = 0
    for (const token of used) {
      const best = Math.max(0, ...fields.filter((field) => matches(field, token)).map((field) => field.weight))
      if (best > 0) matched += 1
      score += best
    }
    if (matched === 0) continue
    if (phrase.length > 3 && fields.slice(0, 2).some((field) => field.text.includes(phrase))) score += 10
    // Covering every word of the query counts for more than scoring high on one of them.
    hits.push({ article, score: score + (matched === used.length ? 100 : matched * 10) })
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, limit)
}
