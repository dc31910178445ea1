import { describe, expect, it } from 'vitest'
import { IsolateMemo, storeMemoPrefix } from './isolate-memo'

function counting<T>(value: T) {
  let calls = 0
  return {
    load: async () => {
      calls += 1
      return value
    },
    calls: () => calls,
  }
}

describe('IsolateMemo', () => {
  it('answers the same lookup from memory until its time is up', async () => {
    let now = 0
    const memo = new IsolateMemo({ ttlMs: 5000, now: () => now })
    const store = counting({ slug: 'moonlit' })
    await memo.remember('store:moonlit', store.load)
    now = 4999
    await memo.remember('store:moonlit', store.load)
    expect(store.calls()).toBe(1)
    now = 5000
    await memo.remember('store:moonlit', store.load)
    expect(store.calls()).toBe(2)
  })

  it('does not remember a lookup that failed', async () => {
    const memo = new IsolateMemo({ ttlMs: 5000 })
    await expect(memo.remember('k', () => Promise.reject(new Error('KV down')))).rejects.toThrow('KV down')
    await Promise.resolve()
    expect(await memo.remember('k', async () => 'back')).toBe('back')
  })

  it('forgets a store when asked, and keeps no more than its limit', async () => {
    const memo = new IsolateMemo({ ttlMs: 5000, maxEntries: 2, now: () => 0 })
    const store = counting('store')
    await memo.remember(storeMemoPrefix('Moonlit'), store.load)
    memo.forget(storeMemoPrefix('moonlit'))
    await memo.remember(storeMemoPrefix('moonlit'), store.load)
    expect(store.calls()).toBe(2)

    const first = counting('first')
    await memo.remember('a', first.load)
    await memo.remember('b', async () => 'b')
    await memo.remember('c', async () => 'c')
    await memo.remember('a', first.load)
    expect(first.calls()).toBe(2)
  })
})

describe('IsolateMemo across requests', () => {
  it('never hands one request a lookup another request still has in flight', async () => {
    const memo = new IsolateMemo({ ttlMs: 5000, now: () => 0 })
    const store = counting('store')
    await Promise.all([memo.remember('store:moonlit', store.load), memo.remember('store:moonlit', store.load)])
    expect(store.calls()).toBe(2)
    await memo.remember('store:moonlit', store.load)
    expect(store.calls()).toBe(2)
  })

  it('shows what it remembers without loading it, and nothing once its time is up', async () => {
    let now = 0
    const memo = new IsolateMemo({ ttlMs: 5000, now: () => now })
    expect(memo.peek('host:shop.example')).toBeUndefined()
    await memo.remember('host:shop.example', async () => null)
    await memo.remember('store:moonlit', async () => ({ slug: 'moonlit' }))
    // A remembered "no such store" is an answer too, not an absence.
    expect(memo.peek('host:shop.example')).toEqual({ value: null })
    expect(memo.peek('store:moonlit')).toEqual({ value: { slug: 'moonlit' } })
    now = 5000
    expect(memo.peek('store:moonlit')).toBeUndefined()
  })
})
