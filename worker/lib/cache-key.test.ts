import { describe, expect, it } from 'vitest'
import {
  catalogueAnswerKey,
  freshness,
  hostKey,
  kvTtlSeconds,
  PRODUCT_CACHE_POLICY,
  productCacheKey,
  STORE_POLICY,
  storeKey,
  themeKey,
} from './cache-key'

describe('cache keys', () => {
  it('keeps stores, hosts and themes apart even for the same text', () => {
    const keys = [storeKey('moonlit'), hostKey('moonlit'), themeKey('moonlit', '')]
    expect(new Set(keys).size).toBe(3)
  })

  it('treats a host case-insensitively', () => {
    expect(hostKey('Shop.Example.COM')).toBe(hostKey('shop.example.com'))
  })

  it('gives a new product cache key when an import bumps the catalogue version', () => {
    const before = productCacheKey({ storeSlug: 'moonlit', catalogueVersion: 3, currency: 'USD', region: 'USA' })
    const after = productCacheKey({ storeSlug: 'moonlit', catalogueVersion: 4, currency: 'USD', region: 'USA' })
    expect(after).not.toBe(before)
  })

  it('keeps prices in different currencies and regions apart', () => {
    const usd = productCacheKey({ storeSlug: 'moonlit', catalogueVersion: 1, currency: 'USD', region: 'USA' })
    const eur = productCacheKey({ storeSlug: 'moonlit', catalogueVersion: 1, currency: 'EUR', region: 'USA' })
    const rest = productCacheKey({ storeSlug: 'moonlit', catalogueVersion: 1, currency: 'USD', region: 'Rest of the world' })
    expect(new Set([usd, eur, rest]).size).toBe(3)
    expect(rest).not.toContain(' ')
  })

  it('cannot be confused by a separator inside a part', () => {
    expect(themeKey('a:b', 'c')).not.toBe(themeKey('a', 'b:c'))
  })

  it('keeps listing, collection and product page answers apart per catalogue version, price context and arguments', () => {
    const base = { storeSlug: 'moonlit', catalogueVersion: 1, currency: 'USD', region: 'USA' } as const
    const keys = [
      catalogueAnswerKey('listing', { ...base, args: ['midnight-hoodie', undefined] }),
      catalogueAnswerKey('listing', { ...base, args: ['midnight-hoodie', 2] }),
      catalogueAnswerKey('listing', { ...base, catalogueVersion: 2, args: ['midnight-hoodie', undefined] }),
      catalogueAnswerKey('listing', { ...base, currency: 'EUR', args: ['midnight-hoodie', undefined] }),
      catalogueAnswerKey('collection', { ...base, args: ['midnight-hoodie', undefined] }),
      catalogueAnswerKey('collection', { ...base, args: ['apparel/tees', 1] }),
      catalogueAnswerKey('collection', { ...base, args: ['apparel', 'tees:1'] }),
      catalogueAnswerKey('product-page', { ...base, args: [1] }),
    ]
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('freshness', () => {
  const stored = 1_000_000

  it('serves an entry as it is for the fresh time', () => {
    expect(freshness(stored, stored + 59_999, STORE_POLICY)).toBe('fresh')
  })

  it('serves it stale (and refreshes) after 60 seconds', () => {
    expect(freshness(stored, stored + 60_000, STORE_POLICY)).toBe('stale')
  })

  it('stops serving it once the stale time is over too', () => {
    expect(freshness(stored, stored + 360_000, STORE_POLICY)).toBe('expired')
  })

  it('treats an entry written by a clock slightly ahead as fresh', () => {
    expect(freshness(stored, stored - 2_000, STORE_POLICY)).toBe('fresh')
  })

  it('never serves a product cache entry stale', () => {
    expect(freshness(stored, stored + 86_400_000, PRODUCT_CACHE_POLICY)).toBe('expired')
  })

  it('keeps KV entries at least 60 seconds, as KV demands', () => {
    expect(kvTtlSeconds({ freshSeconds: 10, staleSeconds: 0 })).toBe(60)
    expect(kvTtlSeconds(STORE_POLICY)).toBe(360)
  })
})
