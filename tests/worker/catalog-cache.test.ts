import { env } from 'cloudflare:test'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { withCatalogCache } from '../../worker/commerce/cache/cached-catalog'
import type { CatalogPort } from '../../worker/commerce/port/catalog'
import { builtinCatalog } from '../support/fixtures/catalog-backend'
import { importStores, moonlit, VAULT_ACCESS_CODE, vault } from '../support/fixtures/catalog-stores'

const usd = { currency: 'USD', region: 'USA' } as const
const T0 = Date.UTC(2026, 10, 22, 12)

/** The built-in catalogue, counting how often each call reaches D1. */
function countingCatalog() {
  const inner = builtinCatalog()
  const calls: Partial<Record<keyof CatalogPort, number>> = {}
  const port = Object.fromEntries(
    Object.entries(inner).map(([name, call]) => [
      name,
      (...args: unknown[]) => {
        calls[name as keyof CatalogPort] = (calls[name as keyof CatalogPort] ?? 0) + 1
        return (call as (...a: unknown[]) => unknown)(...args)
      },
    ]),
  ) as unknown as CatalogPort
  return { port, calls }
}

function setup(options: { background?: boolean; kv?: KVNamespace } = {}) {
  let now = T0
  const pending: Promise<unknown>[] = []
  const { port: inner, calls } = countingCatalog()
  const ctx = options.background ? { waitUntil: (work: Promise<unknown>) => void pending.push(work) } : undefined
  const port = withCatalogCache(inner, { kv: options.kv ?? env.CACHE, ctx, now: () => now, onError: () => {} })
  return {
    port,
    calls,
    advance: (seconds: number) => {
      now += seconds * 1000
    },
    /** Runs the background work to the end, including work it handed on. */
    settle: async () => {
      while (pending.length > 0) await Promise.all(pending.splice(0))
    },
  }
}

const renameStore = (name: string) => env.DB.prepare('UPDATE stores SET name = ?1 WHERE slug = ?2').bind(name, 'moonlit').run()

async function cachedKeys(): Promise<string[]> {
  return (await env.CACHE.list()).keys.map((key) => key.name)
}

beforeAll(async () => {
  await importStores(env.DB, moonlit, vault)
})

beforeEach(async () => {
  await Promise.all((await cachedKeys()).map((key) => env.CACHE.delete(key)))
  await renameStore('Moonlit Merch')
})

describe('catalogue cache', () => {
  it('answers the store from KV for 60 seconds without asking D1 again', async () => {
    const { port, calls, advance } = setup()
    await port.store('moonlit')
    await renameStore('Renamed')
    advance(59)
    expect((await port.store('moonlit'))?.name).toBe('Moonlit Merch')
    expect(calls.store).toBe(1)
  })

  it('serves a stale store at once and refreshes it in the background', async () => {
    const { port, calls, advance, settle } = setup({ background: true })
    await port.store('moonlit')
    await settle()
    await renameStore('Renamed')
    advance(61)
    expect((await port.store('moonlit'))?.name).toBe('Moonlit Merch')
    await settle()
    expect((await port.store('moonlit'))?.name).toBe('Renamed')
    expect(calls.store).toBe(2)
  })

  it('refreshes a stale entry once however many requests read it at the same time', async () => {
    const { port, calls, advance, settle } = setup({ background: true })
    await port.listing('moonlit', 'night-owl-tee', usd)
    await settle()
    advance(61)
    await Promise.all(Array.from({ length: 20 }, () => port.listing('moonlit', 'night-owl-tee', usd)))
    await settle()
    expect(calls.listing).toBe(2)
  })

  it('refreshes a stale store before answering when there is no context to wait on', async () => {
    const { port, advance } = setup()
    await port.store('moonlit')
    await renameStore('Renamed')
    advance(61)
    expect((await port.store('moonlit'))?.name).toBe('Renamed')
  })

  it('reads the store from KV once while one request asks for it again and again', async () => {
    const reads: string[] = []
    const counting = Object.assign(Object.create(env.CACHE), {
      get: (key: string, type: 'json') => {
        reads.push(key)
        return env.CACHE.get(key, type)
      },
      put: env.CACHE.put.bind(env.CACHE),
      delete: env.CACHE.delete.bind(env.CACHE),
    }) as KVNamespace
    const { port, advance } = setup({ kv: counting })
    await port.store('moonlit')
    await port.listing('moonlit', 'night-owl-tee', usd)
    await port.productCache('moonlit', usd)
    expect(reads.filter((key) => key.includes(':store:'))).toHaveLength(1)
    advance(1)
    await port.store('moonlit')
    expect(reads.filter((key) => key.includes(':store:'))).toHaveLength(2)
  })

  it('looks a custom domain up once a minute', async () => {
    const { port, calls } = setup()
    expect(await port.storeSlugForHost('shop.moonlit.example')).toBe('moonlit')
    expect(await port.storeSlugForHost('SHOP.moonlit.example')).toBe('moonlit')
    expect(calls.storeSlugForHost).toBe(1)
  })

  it('keeps no entry for unknown stores and hosts', async () => {
    const { port, calls } = setup()
    await port.store('no-such-store')
    await port.store('no-such-store')
    await port.storeSlugForHost('nowhere.example')
    expect(calls.store).toBe(2)
    expect(await cachedKeys()).toEqual([])
  })

  it('shows a new import in the product cache once the store entry is refreshed', async () => {
    const { port, calls, advance } = setup()
    const before = await port.productCache('moonlit', usd)
    await port.productCache('moonlit', usd)
    expect(calls.productCache).toBe(1)
    const renamed = { ...moonlit, listings: moonlit.listings?.map((l) => (l.slug === 'poster-1' ? { ...l, title: 'Poster One' } : l)) }
    await importStores(env.DB, renamed)
    advance(61)
    const after = await port.productCache('moonlit', usd)
    expect(calls.productCache).toBe(2)
    expect(before.map((tile) => tile.title)).toContain('Poster 1')
    expect(after.map((tile) => tile.title)).toContain('Poster One')
    await importStores(env.DB, moonlit)
  })

  it('keeps product cache entries per currency', async () => {
    const { port } = setup()
    const [usdTile] = await port.productCache('moonlit', usd)
    const [eurTile] = await port.productCache('moonlit', { currency: 'EUR', region: 'EU' })
    expect([usdTile.currency, eurTile.currency]).toEqual(['USD', 'EUR'])
  })

  it('caches the published theme but never a preview', async () => {
    const { port, calls } = setup()
    await port.theme('moonlit', {})
    await port.theme('moonlit', {})
    expect(calls.theme).toBe(1)
    const draft = await port.theme('moonlit', { preview: true })
    await port.theme('moonlit', { preview: true })
    expect(calls.theme).toBe(3)
    expect(draft.kind === 'theme' && draft.theme.content.heroBanner.title).toBe('Draft hero')
  })

  it('never keeps the answer to a wrong access code, nor the code in clear', async () => {
    const { port, calls } = setup()
    expect(await port.theme('vault', { accessCode: 'guess' })).toEqual({ kind: 'unauthorized' })
    expect(await port.theme('vault', { accessCode: 'guess' })).toEqual({ kind: 'unauthorized' })
    expect(calls.theme).toBe(2)
    expect((await port.theme('vault', { accessCode: VAULT_ACCESS_CODE })).kind).toBe('theme')
    expect((await port.theme('vault', { accessCode: VAULT_ACCESS_CODE })).kind).toBe('theme')
    expect(calls.theme).toBe(3)
    expect((await cachedKeys()).join()).not.toContain(VAULT_ACCESS_CODE)
  })

  it('answers a listing from KV for a minute, then shows the stock orders have taken', async () => {
    const { port, calls, advance } = setup()
    const stock = (answer: Awaited<ReturnType<CatalogPort['listing']>>) => answer.listing?.products[0].variations[0].inventoryCount
    const before = stock(await port.listing('moonlit', 'night-owl-tee', usd))
    await env.DB.prepare(
      "UPDATE inventory SET count = 0 WHERE variation_id IN (SELECT v.id FROM variations v JOIN products p ON p.id = v.product_id JOIN listings l ON l.id = p.listing_id WHERE l.slug = 'night-owl-tee')",
    ).run()
    advance(59)
    expect(stock(await port.listing('moonlit', 'night-owl-tee', usd))).toBe(before)
    expect(calls.listing).toBe(1)
    advance(2)
    expect(stock(await port.listing('moonlit', 'night-owl-tee', usd))).toBe(0)
    await importStores(env.DB, moonlit)
  })

  it('shows a new import in listings, collections and product pages once the store entry is refreshed', async () => {
    const { port, advance } = setup()
    const titles = async () => [
      (await port.listing('moonlit', 'poster-1', usd)).listing?.title,
      (await port.collection('moonlit', 'posters', usd))?.products.map((tile) => tile.title),
      (await port.products('moonlit', 1, usd)).products.map((tile) => tile.title),
    ]
    expect(JSON.stringify(await titles())).not.toContain('Poster One')
    const renamed = { ...moonlit, listings: moonlit.listings?.map((l) => (l.slug === 'poster-1' ? { ...l, title: 'Poster One' } : l)) }
    await importStores(env.DB, renamed)
    await Promise.all((await cachedKeys()).filter((key) => key.includes(':store:')).map((key) => env.CACHE.delete(key)))
    advance(2)
    const [listing, collection, page] = await titles()
    expect(listing).toBe('Poster One')
    expect(collection).toContain('Poster One')
    expect(page).toContain('Poster One')
    await importStores(env.DB, moonlit)
  })

  it('keeps no entry for an unknown listing or collection, a page past the end or a made-up product id', async () => {
    const { port, calls } = setup()
    await port.listing('moonlit', 'no-such-listing', usd)
    await port.collection('moonlit', 'no-such-collection', usd)
    await port.products('moonlit', 999, usd)
    await port.listing('moonlit', 'night-owl-tee', { ...usd, productId: 999_999 })
    expect((await cachedKeys()).filter((key) => !key.includes(':store:'))).toEqual([])
    await port.listing('moonlit', 'no-such-listing', usd)
    expect(calls.listing).toBe(3)
  })

  it('never shares what preview shows', async () => {
    const { port, calls } = setup()
    await port.listing('moonlit', 'hidden-drop', { ...usd, visibilityAny: true })
    await port.listing('moonlit', 'hidden-drop', { ...usd, visibilityAny: true })
    await port.collection('moonlit', 'apparel', { ...usd, visibilityAny: true })
    expect(calls.listing).toBe(2)
    expect((await cachedKeys()).filter((key) => !key.includes(':store:'))).toEqual([])
  })

  it('answers from D1 when KV fails', async () => {
    const broken = {
      get: () => Promise.reject(new Error('KV is down')),
      put: () => Promise.reject(new Error('KV is down')),
      delete: () => Promise.reject(new Error('KV is down')),
    } as unknown as KVNamespace
    const { port } = setup({ kv: broken })
    expect((await port.store('moonlit'))?.name).toBe('Moonlit Merch')
    expect((await port.theme('moonlit', {})).kind).toBe('theme')
    expect(await port.productCache('moonlit', usd)).not.toHaveLength(0)
    expect((await port.listing('moonlit', 'night-owl-tee', usd)).listing?.slug).toBe('night-owl-tee')
  })

  it('answers from D1 when a background write fails', async () => {
    const failingWrites = Object.assign(Object.create(env.CACHE), {
      get: env.CACHE.get.bind(env.CACHE),
      put: () => Promise.reject(new Error('KV write limit')),
    }) as KVNamespace
    const { port, settle } = setup({ kv: failingWrites, background: true })
    expect((await port.store('moonlit'))?.slug).toBe('moonlit')
    await expect(settle()).resolves.toBeUndefined()
  })
})
