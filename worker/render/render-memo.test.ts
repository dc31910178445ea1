import { describe, expect, it } from 'vitest'
import { isMemoizable, RenderMemo, renderKey, renderTextKey, swapNonce } from './render-memo'

function memoAt(options: Partial<ConstructorParameters<typeof RenderMemo>[0]> = {}) {
  let now = 0
  const memo = new RenderMemo({ maxEntries: 3, maxChars: 1_000, maxAgeMs: 60_000, now: () => now, ...options })
  return { memo, advance: (ms: number) => (now += ms) }
}

describe('render memo', () => {
  it('answers a body it has seen for the same key', () => {
    const { memo } = memoAt()
    memo.set('home', '<main>Home</main>')
    expect(memo.get('home')).toBe('<main>Home</main>')
    expect(memo.get('cart')).toBeNull()
  })

  it('renders again once a body is older than the age limit', () => {
    const { memo, advance } = memoAt()
    memo.set('home', 'old')
    advance(59_999)
    expect(memo.get('home')).toBe('old')
    advance(1)
    expect(memo.get('home')).toBeNull()
    expect(memo.size).toBe(0)
  })

  it('lets the least recently used body go when full', () => {
    const { memo } = memoAt()
    memo.set('a', 'A')
    memo.set('b', 'B')
    memo.set('c', 'C')
    memo.get('a')
    memo.set('d', 'D')
    expect([memo.get('a'), memo.get('b'), memo.get('c'), memo.get('d')]).toEqual(['A', null, 'C', 'D'])
  })

  it('keeps the characters held under the limit and never keeps a body larger than it', () => {
    const { memo } = memoAt({ maxEntries: 10, maxChars: 10 })
    memo.set('a', '12345')
    memo.set('b', '123456')
    expect(memo.get('a')).toBeNull()
    expect(memo.get('b')).toBe('123456')
    memo.set('huge', '12345678901')
    expect(memo.get('huge')).toBeNull()
    expect(memo.get('b')).toBe('123456')
  })
})

describe('what a render is keyed by', () => {
  it('gives the same key for the same inputs and another for any change', async () => {
    const inputs = ['/', '', '{"store":"moonlit"}', { home: { products: [{ id: 1, price: 2800 }] } }]
    const same = await renderKey(inputs)
    expect(await renderKey(structuredClone(inputs))).toBe(same)
    expect(await renderKey(['/', '?page=2', inputs[2], inputs[3]])).not.toBe(same)
    expect(await renderKey(['/', '', inputs[2], { home: { products: [{ id: 1, price: 2900 }] } }])).not.toBe(same)
    expect(same).toMatch(/^[0-9a-f]{64}$/)
  })

  it('keys a page by its texts as written, telling apart texts split at another place', async () => {
    const page = ['/', '', '{"store":"moonlit"}', '{"loaderData":{"home":{"price":2800}}}']
    const same = await renderTextKey(page)
    expect(await renderTextKey([...page])).toBe(same)
    expect(await renderTextKey(['/', '', page[2], '{"loaderData":{"home":{"price":2900}}}'])).not.toBe(same)
    expect(await renderTextKey(['/', '?page=2', page[2], page[3]])).not.toBe(same)
    // The same characters, another split: a path that swallowed the query is another page.
    expect(await renderTextKey(['/?a=1', '', page[2], page[3]])).not.toBe(await renderTextKey(['/', '?a=1', page[2], page[3]]))
    expect(same).toMatch(/^[0-9a-f]{64}$/)
  })

  it('does not key a page whose loader data streams in later', () => {
    expect(isMemoizable({ listing: { listing: { slug: 'tee' } }, home: null })).toBe(true)
    expect(isMemoizable({ listing: { listing: { slug: 'tee' }, reviews: Promise.resolve([]) } })).toBe(false)
    expect(isMemoizable({ listing: Promise.resolve({}) })).toBe(false)
  })

  it('puts the request nonce where the remembered body had its placeholder', () => {
    const body = '<script nonce="PLACEHOLDER">1</script><script nonce="PLACEHOLDER">2</script>'
    expect(swapNonce(body, 'PLACEHOLDER', 'abc+/=')).toBe('<script nonce="abc+/=">1</script><script nonce="abc+/=">2</script>')
  })
})
