import { describe, expect, it } from 'vitest'
import { providerListingIndex } from './listing-index'

/** A backend of `count` listings answering GET /v1/stores/products pages of `per`, saying its total or not. */
function backend(count: number, { per = 12, sayTotal = false } = {}) {
  const asked: number[] = []
  const read = async (page: number) => {
    asked.push(page)
    const from = (page - 1) * per
    const products = Array.from({ length: Math.max(0, Math.min(per, count - from)) }, (_, i) => ({
      id: from + i + 1,
      url: `https://store.example/listing/tee-${from + i + 1}`,
    }))
    return sayTotal ? { products, total_count: count, per } : { products }
  }
  return { read, asked }
}

async function everyListing(read: (page: number) => Promise<unknown>) {
  const first = await providerListingIndex(read, 1)
  const slugs = first.listings.map((listing) => listing.slug)
  for (let page = 2; page <= first.pages; page++) slugs.push(...(await providerListingIndex(read, page)).listings.map((l) => l.slug))
  return { slugs, pages: first.pages }
}

describe('the listing index over GET /v1/stores/products', () => {
  it.each([0, 1, 12, 13, 479, 480, 481, 5_000, 12_345])('lists all of %i listings once, when the backend gives no total', async (count) => {
    const { read } = backend(count)
    const { slugs, pages } = await everyListing(read)
    expect(slugs).toEqual(Array.from({ length: count }, (_, i) => `tee-${i + 1}`))
    expect(pages).toBe(Math.ceil(count / 480))
  })

  it('finds the end of a large catalogue in a few dozen calls, not by reading every page', async () => {
    const { read, asked } = backend(120_000)
    const index = await providerListingIndex(read, 3)
    expect(index.pages).toBe(250)
    expect(index.listings).toHaveLength(480)
    expect(index.listings[0]?.slug).toBe('tee-961')
    expect(asked.length).toBeLessThan(40 + 2 * 14 + 2)
  })

  it('uses the total and page size a backend gives', async () => {
    const { read, asked } = backend(1_000, { per: 100, sayTotal: true })
    const index = await providerListingIndex(read, 1)
    expect(index.pages).toBe(1)
    expect(index.listings).toHaveLength(1_000)
    expect(asked).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('has no listings for an unknown store (a 404) and none past the last page', async () => {
    expect(await providerListingIndex(async () => null, 1)).toEqual({ listings: [], pages: 0 })
    expect((await providerListingIndex(backend(20).read, 2)).listings).toEqual([])
  })

  it('reads on past a full page whose tiles are all private', async () => {
    const read = async (page: number) =>
      page <= 2
        ? { products: Array.from({ length: 12 }, (_, i) => ({ slug: `p${page}-${i}`, visibility: page === 1 ? 'private' : 'public' })) }
        : { products: [] }
    expect((await providerListingIndex(read, 1)).listings).toHaveLength(12)
  })

  it('leaves out a tile the backend marks private, and reads its date when it has one', async () => {
    const read = async (page: number) =>
      page === 1
        ? {
            products: [
              { slug: 'open', updated_at: '2026-11-30T10:00:00Z' },
              { slug: 'hidden', visibility: 'private' },
            ],
          }
        : { products: [] }
    expect((await providerListingIndex(read, 1)).listings).toEqual([{ slug: 'open', updatedAt: '2026-11-30T10:00:00.000Z' }])
  })
})
