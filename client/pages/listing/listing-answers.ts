import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Listing, ListingAnswer, ProductTile } from '../../../domain/schemas/catalog'
import { loadListingRetry } from './listing-retry-view'

// What a listing's route answers, apart from reading it (./load-listing.ts, which its loader
// imports when it runs, so a first visit, whose data the server sent, does not download it).

export interface ListingData {
  kind: 'listing'
  listing: Listing
  visibility: ListingAnswer['visibility']
  related: ProductTile[]
  /** Recommended listings skipped for want of an image: the page tracks them (spec section 8). */
  skippedRelated: ProductTile[]
  /** The first picture of the colour the address selects: the page's LCP image. */
  leadImage: string | null
}

/** The listing could not be read just now (no connection, the store answered 5xx): the page offers to try again. */
export interface ListingUnavailable {
  kind: 'listing-unavailable'
}

/**
 * The loader's answer for a listing that could not be read just now: the retry state, with
 * status 503 on a server render, so no cache keeps it and crawlers come back later.
 */
export async function listingUnavailable(unavailable: ListingUnavailable): Promise<UnavailableAnswer> {
  await loadListingRetry()
  return data(unavailable, { status: 503 })
}

export type UnavailableAnswer = ReturnType<typeof data<ListingUnavailable>>

/** Before hydration: what a listing page's render used (its retry page, if it showed that). */
export async function beforeListingHydrates(loaded: unknown): Promise<void> {
  if ((loaded as { kind?: string } | undefined)?.kind === 'listing-unavailable') await loadListingRetry()
}

/**
 * A listing that cannot be shown (spec section 8): rendered by the server as the 404
 * page with 'Listing not found'; on a navigation in the browser, sent to /listing-not-found.
 */
export function listingNotFound(): never {
  if (typeof document !== 'undefined') throw redirect('/listing-not-found')
  throw data({ kind: 'listing' }, { status: 404 })
}

/**
 * A listing page reloads its data for a new path, or for the same address again (its
 * Try again); colour, size and page changes in the query are handled in the page.
 */
export function reloadsForNewPathOrRetry({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate
}
