import { describe, expect, it } from 'vitest'
import en from '../../i18n/en'
import { SUPPORT_ARTICLES, type SupportArticle } from './articles'
import { searchArticles } from './search-articles'

const titleOf = (article: SupportArticle) => en[article.titleKey]
const slugs = (query: string) => searchArticles(query, SUPPORT_ARTICLES, titleOf).map((hit) => hit.article.slug)

describe('Search our topics', () => {
  it('puts the article named by the query first', () => {
    expect(slugs('track my order')[0]).toBe('track-my-order')
    expect(slugs('payments')[0]).toBe('payments')
    expect(slugs('repeat infringer')[0]).toBe('repeat-infringer-policy')
  })

  it('finds articles by words shoppers use that the titles do not', () => {
    expect(slugs('refund')).toContain('payments')
    expect(slugs('VAT')[0]).toBe('sales-tax-vats-customs-fees')
    expect(slugs('promo code')[0]).toBe('placing-an-order')
    expect(slugs('nft')[0]).toBe('faqs-digital-products')
  })

  it('matches while a word is still being typed, and ignores accents and case', () => {
    expect(slugs('shipp')).toEqual(expect.arrayContaining(['shipping-costs', 'shipping-time-frames']))
    expect(slugs('CÚSTOMS')[0]).toBe('sales-tax-vats-customs-fees')
  })

  it('finds nothing for nonsense or an empty query', () => {
    expect(slugs('xyzzy')).toEqual([])
    expect(slugs('   ')).toEqual([])
  })

  it('searches the titles in the shopper language', () => {
    const german = searchArticles('Zahlungen', SUPPORT_ARTICLES, (article) =>
      article.slug === 'payments' ? 'Zahlungen' : en[article.titleKey],
    )
    expect(german[0]?.article.slug).toBe('payments')
  })
})
