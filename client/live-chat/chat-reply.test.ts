import { describe, expect, it } from 'vitest'
import en from '../i18n/en'
import type { SupportArticle } from '../pages/support/articles'
import { chatReply } from './chat-reply'

const titleOf = (article: SupportArticle) => en[article.titleKey]

describe('live chat replies', () => {
  it('sends an order number straight to tracking that order', async () => {
    expect(await chatReply('hi, any news on ord-7kq2-m9xd-4htp?', titleOf)).toEqual({ kind: 'order', orderNumber: 'ORD-7KQ2-M9XD-4HTP' })
  })

  it('answers with the most relevant topics first', async () => {
    const first = async (question: string) => {
      const reply = await chatReply(question, titleOf)
      return reply.kind === 'articles' ? reply.slugs[0] : null
    }
    expect(await first('where is my order')).toBe('track-my-order')
    expect(await first('How much is shipping to Alaska?')).toBe('shipping-costs')
    expect(await first('my download link never came')).toBe('faqs-digital-products')
    expect(await first('do you charge customs duties')).toBe('sales-tax-vats-customs-fees')
  })

  it('gives at most three topics', async () => {
    const reply = await chatReply('order', titleOf)
    expect(reply.kind === 'articles' && reply.slugs.length).toBeLessThanOrEqual(3)
  })

  it('says so when nothing matches', async () => {
    expect(await chatReply('zzzz qqqq', titleOf)).toEqual({ kind: 'none' })
  })
})
