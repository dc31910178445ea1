import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPreviewToken } from '../../worker/security/preview-token'
import { buildStore, seedStore, withHiddenListings } from '../support/factories/store'
import { feedProblems, type ReadItem, readFeed } from '../support/fixtures/merchant-center-rules'
import { edgeFileCacheApp } from '../support/harness/worker/edge-file-cache-app'

/**
 * The product feed Merchant Center fetches, per store, from D1: every public colour and
 * size in stock, valid by Google's rules (tests/support/fixtures/merchant-center-rules.ts), with
 * raster pictures the image route really answers, nothing hidden, private or gated, and
 * never one store's feed for another's host.
 */

const PREVIEW_KEY = 'feed-preview-key-for-tests-000001'

const get = (host: string, path: string, init: RequestInit = {}) =>
  SELF.fetch(`http://${host}${path}`, { redirect: 'manual', ...init, headers: { host, ...(init.headers ?? {}) } })

async function feed(host: string, path = '/feeds/google.xml') {
  const response = await get(host, path)
  expect(response.status, path).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
  return readFeed(await response.text())
}

const value = (item: ReadItem, name: string) => item.values.get(name)?.[0]
const described = (item: ReadItem) => [value(item, 'title'), value(item, 'price'), value(item, 'availability')].join(' · ')

beforeAll(async () => {
  await seedStore(env.DB, withHiddenListings(buildStore({ slug: 'moonlit', name: 'Moonlit Test', previewKey: PREVIEW_KEY })))
  await seedStore(env.DB, buildStore({ slug: 'sunbeam', name: 'Sunbeam Test' }))
  await seedStore(env.DB, buildStore({ slug: 'vault', name: 'Vault Test', accessCode: 'letmein' }))
  // The worker's first answer loads its modules: paid here, not inside the first test's time.
  await (await get('moonlit.localhost', '/feeds/google.xml')).text()
}, 120_000)

describe('the product feed of a store', () => {
  it('holds every public colour and size in stock, and breaks none of Merchant Center’s rules', async () => {
    const read = await feed('moonlit.localhost')
    // The factory's stock: the black hoodie has no M left; hidden and private listings are not the shopper's.
    expect(read.items.map(described).sort()).toEqual([
      'Day Tee - White / M · 25.00 USD · in_stock',
      'Night Hoodie - Black / S · 45.00 USD · in_stock',
      'Night Hoodie - Black / XL · 49.00 USD · in_stock',
      'Night Hoodie - Navy / M · 45.00 USD · in_stock',
      'Night Hoodie - Navy / S · 45.00 USD · in_stock',
      'Night Hoodie - Navy / XL · 49.00 USD · in_stock',
    ])
    expect(feedProblems(read)).toEqual([])
    expect(read.channel.get('link')).toBe('http://moonlit.localhost/')
    expect(read.links.get('self')).toBe('http://moonlit.localhost/feeds/google.xml')
    expect(read.links.has('next')).toBe(false)
  })

  it('links every item to its colour and size on the store’s own host, and names the store as the brand', async () => {
    for (const item of (await feed('moonlit.localhost')).items) {
      const link = new URL(value(item, 'link') ?? '')
      expect(link.origin).toBe('http://moonlit.localhost')
      expect(link.pathname).toMatch(/^\/listing\/(night-hoodie|day-tee)$/)
      expect([...link.searchParams.keys()]).toEqual(['product', 'variation', 'size'])
      expect(value(item, 'brand')).toBe('Moonlit Test')
    }
  })

  it('names pictures the image route answers as JPEGs at least 800 px wide', async () => {
    const [item] = (await feed('moonlit.localhost')).items
    const image = new URL(value(item as ReadItem, 'image_link') ?? '')
    expect(image.origin).toBe('http://moonlit.localhost')
    const answer = await get('moonlit.localhost', `${image.pathname}${image.search}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/jpeg')
    const bytes = await answer.arrayBuffer()
    expect([...new Uint8Array(bytes).slice(0, 2)]).toEqual([0xff, 0xd8])
    const info = await env.IMAGES?.info(new Response(bytes).body as ReadableStream<Uint8Array>)
    expect(info && 'width' in info ? info.width : 0).toBeGreaterThanOrEqual(800)
  })

  it('ships to the buyer region’s country at the store’s delivery tiers', async () => {
    const [item] = (await feed('moonlit.localhost')).items
    expect(item?.shipping.map((rate) => Object.fromEntries(rate))).toEqual([
      { country: 'US', service: 'Standard delivery', price: '5.99 USD' },
      { country: 'US', service: 'Rush delivery', price: '14.99 USD' },
      { country: 'US', service: 'Super rush delivery', price: '24.99 USD' },
    ])
  })

  it('prices and ships for the market its query names', async () => {
    const read = await feed('moonlit.localhost', '/feeds/google.xml?currency=EUR&region=EU&country=de')
    expect(read.items.every((item) => value(item, 'price')?.endsWith(' EUR'))).toBe(true)
    expect(read.items.flatMap((item) => item.shipping.map((rate) => rate.get('country')))).toContain('DE')
    expect(read.items.flatMap((item) => item.shipping.map((rate) => rate.get('price') ?? ''))).not.toContainEqual(
      expect.stringMatching(/USD/),
    )
    expect(feedProblems(read)).toEqual([])
    expect(read.links.get('self')).toBe('http://moonlit.localhost/feeds/google.xml?currency=EUR&region=EU&country=de')
  })

  it('refuses a market it does not sell in with a 400 that says why', async () => {
    const response = await get('moonlit.localhost', '/feeds/google.xml?currency=JPY')
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toBe('currency is one of USD, GBP, EUR, AUD, CAD')
    const nowhere = await get('moonlit.localhost', '/feeds/google.xml?country=XX')
    expect(nowhere.status).toBe(400)
    expect(((await nowhere.json()) as { error: string }).error).toBe('country is a two-letter ISO 3166-1 code, like US')
  })

  it('refuses a parameter it does not take, so no made-up query makes another file', async () => {
    const response = await get('moonlit.localhost', '/feeds/google.xml?utm_source=x')
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toBe('The feed takes currency, region and country only')
  })

  it('has no other file for a store this small, nor any other name', async () => {
    for (const path of ['/feeds/google-2.xml', '/feeds/google-1.xml', '/feeds/meta.xml', '/feeds/google.xml/x']) {
      const response = await get('moonlit.localhost', path)
      expect(response.status, path).toBe(404)
      await response.body?.cancel()
    }
  })

  it('gives nothing of a gated store, even to a visitor with the code', async () => {
    const visitor = await get('vault.localhost', '/feeds/google.xml')
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('location')).toBe('/login')
    const entered = await get('vault.localhost', '/?accessCode=letmein')
    const cookie = (entered.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    expect(cookie).not.toBe('')
    await entered.body?.cancel()
    const withCode = await get('vault.localhost', '/feeds/google.xml', { headers: { cookie } })
    expect(withCode.status).toBe(404)
    expect(withCode.headers.get('x-robots-tag')).toBe('noindex')
    await withCode.body?.cancel()
  })

  it('gives nothing in preview', async () => {
    const token = await createPreviewToken({ store: 'moonlit', exp: Math.floor(Date.now() / 1000) + 3600 }, PREVIEW_KEY)
    const started = await get('moonlit.localhost', '/api/preview', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://moonlit.localhost' },
      body: JSON.stringify({ token }),
    })
    const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    await started.body?.cancel()
    const response = await get('moonlit.localhost', '/feeds/google.xml', { headers: { cookie } })
    expect(response.status).toBe(404)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    await response.body?.cancel()
  })
})

describe('the product feed in the edge cache', () => {
  const { fetchOnce, reimportWithoutDayTee } = edgeFileCacheApp()

  it('is kept per store and per market: another store, or another currency, gets its own', async () => {
    const first = await fetchOnce('moonlit.localhost', '/feeds/google.xml')
    const again = await fetchOnce('moonlit.localhost', '/feeds/google.xml')
    const other = await fetchOnce('sunbeam.localhost', '/feeds/google.xml')
    const euros = await fetchOnce('moonlit.localhost', '/feeds/google.xml?currency=EUR&region=EU')
    expect([first.state, again.state, other.state, euros.state]).toEqual(['MISS', 'HIT', 'MISS', 'MISS'])
    expect(again.body).toBe(first.body)
    expect(other.body).toContain('http://sunbeam.localhost/listing/')
    expect(other.body).not.toContain('moonlit')
    expect(euros.body).toContain(' EUR</g:price>')
    expect(euros.body).not.toContain(' USD</g:price>')
  })

  it('is made afresh when the catalogue changes', async () => {
    await fetchOnce('sunbeam.localhost', '/feeds/google.xml')
    expect((await fetchOnce('sunbeam.localhost', '/feeds/google.xml')).state).toBe('HIT')
    await reimportWithoutDayTee({ slug: 'sunbeam', name: 'Sunbeam Test' })
    const after = await fetchOnce('sunbeam.localhost', '/feeds/google.xml')
    expect(after.state).toBe('MISS')
    expect(after.body).not.toContain('Day Tee')
    expect(after.body).toContain('Night Hoodie')
  })
})
