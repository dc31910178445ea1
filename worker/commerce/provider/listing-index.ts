import { LISTING_INDEX_MAX_PAGE, type ListingIndexPage } from '../port/catalog'
import { readGivenTotal, readIndexEntries, readListLength, readPer } from './read/tiles'

/** Backend pages one page of the index reads: 480 listings at the spec's 12 a page. */
const BACKEND_PAGES_PER_INDEX_PAGE = 40

/** Backend pages asked at once while reading one index page. */
const AT_ONCE = 8

/** Past this many backend pages the end is not looked for any further (about 12 million listings at 12 a page). */
const MAX_BACKEND_PAGE = 2 ** 20

/** One page of GET /v1/stores/products (public listings only): its body, or null for a 404. */
export type ProductsPage = (page: number) => Promise<unknown | null>

/** A backend page's listings, and how many items it held (private ones too): a page of fewer than `per` is the last. */
const pageOf = async (read: ProductsPage, page: number) => {
  const body = await read(page)
  return body === null ? { entries: [], held: 0 } : { entries: readIndexEntries(body), held: readListLength(body) }
}
const heldOn = async (read: ProductsPage, page: number) => (await pageOf(read, page)).held

/**
 * How many listings the store has when the first page does not say: the last page with any
 * is found by doubling the page number until one comes back empty, then halving the gap
 * (about 2·log₂ pages calls, 28 for 10,000 pages), not by reading every page.
 */
async function countByProbing(read: ProductsPage, per: number, firstCount: number): Promise<number> {
  if (firstCount < per) return firstCount
  let full = 1
  let empty = 2
  let emptyCount = await heldOn(read, empty)
  while (emptyCount > 0 && empty < MAX_BACKEND_PAGE) {
    if (emptyCount < per) return (empty - 1) * per + emptyCount
    full = empty
    empty *= 2
    emptyCount = await heldOn(read, empty)
  }
  if (emptyCount > 0) return empty * per
  // Page `full` is full and page `empty` is empty: the last page with listings lies between.
  let lastCount = per
  while (empty - full > 1) {
    const middle = Math.floor((full + empty) / 2)
    const count = await heldOn(read, middle)
    if (count === 0) empty = middle
    else {
      full = middle
      lastCount = count
      if (count < per) break
    }
  }
  return (full - 1) * per + lastCount
}

/**
 * Page `page` of the listing index over the spec's GET /v1/stores/products, page by page: an
 * index page is BACKEND_PAGES_PER_INDEX_PAGE backend pages of the size the first answer gives
 * (the spec's 12 when it names none), so one sitemap file costs at most some 70 calls.
 */
export async function providerListingIndex(read: ProductsPage, page: number): Promise<ListingIndexPage> {
  const first = await read(1)
  if (first === null) return { listings: [], pages: 0 }
  const per = readPer(first)
  const firstPage = { entries: readIndexEntries(first), held: readListLength(first) }
  const total = readGivenTotal(first) ?? (await countByProbing(read, per, firstPage.held))
  const backendPages = Math.max(1, Math.min(BACKEND_PAGES_PER_INDEX_PAGE, Math.floor(LISTING_INDEX_MAX_PAGE / per)))
  const pages = Math.ceil(total / (per * backendPages))
  if (page < 1 || page > pages) return { listings: [], pages }

  const from = (page - 1) * backendPages + 1
  const to = Math.min(from + backendPages - 1, Math.ceil(total / per))
  const listings: ListingIndexPage['listings'] = []
  for (let start = from; start <= to; start += AT_ONCE) {
    const numbers = Array.from({ length: Math.min(AT_ONCE, to - start + 1) }, (_, index) => start + index)
    const batch = await Promise.all(numbers.map((number) => (number === 1 ? Promise.resolve(firstPage) : pageOf(read, number))))
    for (const { entries } of batch) listings.push(...entries)
    if (batch.some(({ held }) => held === 0)) break
  }
  return { listings, pages }
}
