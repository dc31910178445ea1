import { describe, expect, it } from 'vitest'
import en from '../../i18n/en'
import { SUPPORT_ARTICLES, SUPPORT_CATEGORIES } from './articles'
import { SPEC_SUPPORT_ARTICLE_SLUGS } from '../../../tests/support/fixtures/support-articles'

describe('support articles', () => {
  it('are the ten the spec names, each in one of the four categories', () => {
    expect(SUPPORT_ARTICLES.map((article) => article.slug).sort()).toEqual([...SPEC_SUPPORT_ARTICLE_SLUGS].sort())
    expect(SUPPORT_CATEGORIES.map((category) => en[category.nameKey])).toEqual([
      'About my order',
      'Shipping',
      'Billing',
      'Understanding our policies',
    ])
    expect(SUPPORT_CATEGORIES.flatMap((category) => category.posts).sort()).toEqual(SUPPORT_ARTICLES.map((article) => article.slug).sort())
  })

  it('link only to pages of the store', () => {
    for (const article of SUPPORT_ARTICLES) {
      const text = JSON.stringify(article.sections)
      for (const [, path] of text.matchAll(/\]\((\/[^)]*)\)/g)) expect(['/track', '/track/recover', '/contact']).toContain(path)
    }
  })
})
