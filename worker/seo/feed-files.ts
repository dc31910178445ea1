import { LISTING_INDEX_MAX_PAGE, type ListingIndexPage } from '../commerce/port/catalog'

/**
 * How the product feed is cut into files. A file holds the listings of one slice of one page
 * of the listing index (CatalogPort.listingIndex), so a file costs one index page and at most
 * FEED_LISTINGS_PER_FILE listing reads, in either backend. Each index page has the same
 * FILES_PER_INDEX_PAGE numbers whatever it holds, so a file's number always names the same
 * slice: index page p's files are (p-1)·FILES_PER_INDEX_PAGE + 1 onwards, and a backend with
 * small index pages leaves numbers unused (each file names the next one in use).
 */
export const FEED_LISTINGS_PER_FILE = 100
const FILES_PER_INDEX_PAGE = Math.ceil(LISTING_INDEX_MAX_PAGE / FEED_LISTINGS_PER_FILE)

/** The number of /feeds/google.xml (1) or /feeds/google-{n}.xml (n ≥ 2); null for any other name. */
export function feedFileNumber(file: string): number | null {
  if (file === 'google.xml') return 1
  const match = /^google-([1-9]\d{0,6})\.xml$/.exec(file)
  const number = match ? Number(match[1]) : null
  return number !== null && number >= 2 ? number : null
}

export const feedFilePath = (number: number): string => (number === 1 ? '/feeds/google.xml' : `/feeds/google-${number}.xml`)

export interface FeedSlice {
  /** The listings of the file, in the store's order; none past the last. */
  slugs: string[]
  /** The next file's number, null for the last. */
  next: number | null
}

/** The listings file `number` holds, read from the one index page it lies in. */
export async function feedSlice(index: (page: number) => Promise<ListingIndexPage>, number: number): Promise<FeedSlice> {
  const page = Math.floor((number - 1) / FILES_PER_INDEX_PAGE) + 1
  const part = (number - 1) % FILES_PER_INDEX_PAGE
  const { listings, pages } = await index(page)
  const from = part * FEED_LISTINGS_PER_FILE
  const slugs = listings.slice(from, from + FEED_LISTINGS_PER_FILE).map((listing) => listing.slug)
  if (slugs.length === 0) return { slugs, next: null }
  if (from + FEED_LISTINGS_PER_FILE < listings.length) return { slugs, next: number + 1 }
  return { slugs, next: page < pages ? page * FILES_PER_INDEX_PAGE + 1 : null }
}
