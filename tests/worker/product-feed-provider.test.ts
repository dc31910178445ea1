import { beforeAll, describe, expect, it } from 'vitest'
import { STORES, type StoreSeed } from '../support/reference-backend/seed'
import { feedProblems, type ReadItem, readFeed } from '../support/fixtures/merchant-center-rules'
import { bulkStore, harbor, referenceSettings, withReferenceBackend } from '../support/harness/worker/reference-provider'
import { callApp, storeRequest } from '../support/harness/reliability/harness'

/**
 * Provider mode's product feed from the spec's calls alone: the storefront in front of the
 * reference backend (tests/support/reference-backend), which pages GET /v1/stores/products and
 * answers GET /v1/listings per listing. Expectations come from the backend's seed (its
 * stock per colour and size), not from the storefront's own answers.
 */

const settings = referenceSettings
const BULK = 250
const bulk = bulkStore('bulkfeed', BULK, 80_000)

/** What the seed says a shopper can buy of a store: each colour and size with stock, as "title - colour / size · price". */
const buyable = (store: StoreSeed) =>
  store.listings.flatMap((listing) =>
    listing.products.flatMap((product) =>
      product.colours.flatMap((colour) =>
        product.sizes
          .filter((size) => (size.stock[colour.id] ?? 0) > 0)
          .map((size) => `${listing.title} - ${colour.color} / ${size.label} · ${size.price.toFixed(2)} USD`),
      ),
    ),
  )

const backend = withReferenceBackend([bulk])

beforeAll(async () => {
  await callApp(storeRequest('localhost', '/robots.txt'), { DEFAULT_STORE: 'moonlit' })
}, 60_000)

const value = (item: ReadItem, name: string) => item.values.get(name)?.[0]
const described = (item: ReadItem) => `${value(item, 'title')} · ${value(item, 'price')}`

async function feedFile(store: string, path: string) {
  const answer = await callApp(storeRequest(`${store}.localhost`, path), settings)
  expect(answer.status, path).toBe(200)
  return readFeed(answer.text)
}

describe('the product feed in provider mode', () => {
  it('holds every colour and size the backend has in stock, valid by Merchant Center’s rules', async () => {
    const read = await feedFile('harbor', '/feeds/google.xml')
    expect(read.items.map(described).sort()).toEqual(buyable(harbor).sort())
    expect(feedProblems(read)).toEqual([])
    for (const item of read.items) {
      expect(value(item, 'link')).toMatch(/^http:\/\/harbor\.localhost\/listing\/[a-z-]+\?product=\d+&variation=\d+&size=\d+$/)
      expect(value(item, 'brand')).toBe('Harbor Goods')
      // The spec's backend quotes delivery for a checkout only: the creator sets shipping in Merchant Center.
      expect(item.shipping).toEqual([])
    }
    const listingCalls = backend.calls.filter((url) => url.pathname === '/v1/listings')
    expect(listingCalls.every((url) => !url.searchParams.has('visibility'))).toBe(true)
  })

  it('leaves the NFT out of a store that sells one', async () => {
    const drift = STORES.find((store) => store.slug === 'drift')
    if (!drift) throw new Error('the reference backend has Drift Studio')
    const read = await feedFile('drift', '/feeds/google.xml')
    expect(read.items.map(described).sort()).toEqual(
      buyable({ ...drift, listings: drift.listings.filter((l) => l.slug !== 'drift-token') }).sort(),
    )
    expect(read.items.map(described).join(' ')).not.toContain('Drift Token')
  })

  it(`holds all ${BULK} listings of a larger store in files of 100, each naming the next`, async () => {
    const items: ReadItem[] = []
    const files: string[] = []
    for (let path: string | null = '/feeds/google.xml'; path !== null; ) {
      files.push(path)
      const read = await feedFile('bulkfeed', path)
      items.push(...read.items)
      const next = read.links.get('next')
      path = next ? new URL(next).pathname : null
    }
    expect(files).toEqual(['/feeds/google.xml', '/feeds/google-2.xml', '/feeds/google-3.xml'])
    expect(items.length).toBe(buyable(bulk).length)
    expect(new Set(items.map((item) => value(item, 'link'))).size).toBe(items.length)
  }, 120_000)

  it('gives nothing of a store its theme service gates', async () => {
    const answer = await callApp(storeRequest('cove.localhost', '/feeds/google.xml'), settings)
    expect(answer.status).not.toBe(200)
    expect(answer.text).not.toContain('Cove Tee')
  })
})
