import { describe, expect, it } from 'vitest'
import type { ListingAnswer, ProductTile } from '../../../domain/schemas/catalog'
import type { CatalogPort, PriceContext, StoreRecord } from '../port/catalog'
import { IsolateMemo, storeMemoPrefix, withIsolateMemo } from './isolate-memo'

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

describe('withIsolateMemo', () => {
  /** A catalogue that counts product list reads; the store's catalogue version is set by the test. */
  function catalogue() {
    const state = { version: 1, reads: 0 }
    const inner = {
      store: async (slug: string) => ({ slug, catalogueVersion: state.version }) as StoreRecord,
      productCache: async (_slug: string, ctx: PriceContext) => {
        state.reads += 1
        return [{ title: `tile ${state.reads} in ${ctx.currency}` }] as unknown as ProductTile[]
      },
    } as unknown as CatalogPort
    return { inner, state }
  }
  const usd: PriceContext = { currency: 'USD', region: 'USA' }

  it("answers a store's product list from memory until its time is up, per currency", async () => {
    let now = 0
    const memo = new IsolateMemo({ ttlMs: 5000, now: () => now })
    const { inner, state } = catalogue()
    const port = withIsolateMemo(inner, memo)
    const first = await port.productCache('moonlit', usd)
    expect(await port.productCache('moonlit', usd)).toBe(first)
    await port.productCache('moonlit', { ...usd, currency: 'EUR' })
    expect(state.reads).toBe(2)
    now = 5000
    expect(await port.productCache('moonlit', usd)).not.toBe(first)
    expect(state.reads).toBe(3)
  })

  it('reads the list again after a catalogue import, for a preview, and once the store is forgotten', async () => {
    let now = 0
    const memo = new IsolateMemo({ ttlMs: 5000, now: () => now })
    const { inner, state } = catalogue()
    const port = withIsolateMemo(inner, memo)
    await port.store('moonlit')
    now = 3000
    await port.productCache('moonlit', usd)
    // The list is still fresh when the remembered store is read again and shows the import.
    state.version = 2
    now = 5000
    await port.productCache('moonlit', usd)
    expect(state.reads).toBe(2)
    await port.productCache('moonlit', { ...usd, visibilityAny: true })
    expect(state.reads).toBe(3)
    memo.forget(storeMemoPrefix('moonlit'))
    await port.productCache('moonlit', usd)
    expect(state.reads).toBe(4)
  })

  it('keeps a listing per product and country, and never one that names nothing', async () => {
    const memo = new IsolateMemo({ ttlMs: 5000, now: () => 0 })
    let reads = 0
    const inner = {
      store: async (slug: string) => ({ slug, catalogueVersion: 1 }) as StoreRecord,
      listing: async (_store: string, slug: string) => {
        reads += 1
        return { listing: slug === 'hoodie' ? { slug, primaryProductId: 7 } : null } as unknown as ListingAnswer
      },
    } as unknown as CatalogPort
    const port = withIsolateMemo(inner, memo)
    await port.listing('moonlit', 'hoodie', { ...usd, countryCode: 'US' })
    await port.listing('moonlit', 'hoodie', { ...usd, countryCode: 'US' })
    expect(reads).toBe(1)
    await port.listing('moonlit', 'hoodie', { ...usd, countryCode: 'CA' })
    await port.listing('moonlit', 'hoodie', { ...usd, countryCode: 'US', productId: 7 })
    expect(reads).toBe(3)
    await port.listing('moonlit', 'made-up', usd)
    await port.listing('moonlit', 'made-up', usd)
    expect(reads).toBe(5)
  })
})
