import { describe, expect, it } from 'vitest'
import type { ListingIndexPage } from '../commerce/port/catalog'
import { FEED_LISTINGS_PER_FILE, feedFileNumber, feedFilePath, feedSlice } from './feed-files'

/** A listing index of `total` listings in pages of `per`, as an adapter answers it. */
function index(total: number, per: number) {
  const asked: number[] = []
  const read = async (page: number): Promise<ListingIndexPage> => {
    asked.push(page)
    const from = (page - 1) * per
    const count = Math.max(0, Math.min(per, total - from))
    return {
      listings: Array.from({ length: count }, (_, i) => ({ slug: `l-${from + i + 1}`, updatedAt: null })),
      pages: Math.ceil(total / per),
    }
  }
  return { read, asked }
}

/** Every listing a reader finds by following the files from /feeds/google.xml. */
async function followed(read: (page: number) => Promise<ListingIndexPage>) {
  const slugs: string[] = []
  const files: number[] = []
  for (let number: number | null = 1; number !== null; ) {
    files.push(number)
    const slice = await feedSlice(read, number)
    slugs.push(...slice.slugs)
    number = slice.next
  }
  return { slugs, files }
}

describe('feed files', () => {
  it('are named google.xml, then google-2.xml and on, in one spelling only', () => {
    expect(feedFileNumber('google.xml')).toBe(1)
    expect(feedFileNumber('google-2.xml')).toBe(2)
    expect(feedFileNumber('google-1.xml')).toBeNull()
    expect(feedFileNumber('google-02.xml')).toBeNull()
    expect(feedFileNumber('meta.xml')).toBeNull()
    expect([feedFilePath(1), feedFilePath(7)]).toEqual(['/feeds/google.xml', '/feeds/google-7.xml'])
  })

  it('hold every listing once, at most 100 a file, over index pages of 10,000 (the built-in backend)', async () => {
    const { read, asked } = index(25_050, 10_000)
    const { slugs, files } = await followed(read)
    expect(slugs.length).toBe(25_050)
    expect(new Set(slugs).size).toBe(25_050)
    expect(files.length).toBe(Math.ceil(25_050 / FEED_LISTINGS_PER_FILE))
    // Each file read the one index page it lies in.
    expect(asked.length).toBe(files.length)
  })

  it('hold every listing once over index pages of 480 (a provider backend), each file naming the next in use', async () => {
    const { read } = index(1_000, 480)
    const { slugs, files } = await followed(read)
    expect(slugs).toEqual(Array.from({ length: 1_000 }, (_, i) => `l-${i + 1}`))
    expect(files).toEqual([1, 2, 3, 4, 5, 101, 102, 103, 104, 105, 201])
  })

  it('hold nothing past the last listing, and one empty first file for a store with none', async () => {
    expect(await feedSlice(index(150, 10_000).read, 3)).toEqual({ slugs: [], next: null })
    expect(await feedSlice(index(0, 10_000).read, 1)).toEqual({ slugs: [], next: null })
  })
})
