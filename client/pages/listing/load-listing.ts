import { loadListingRetry } from './listing-retry-view'
import { data, redirect, replace, type ShouldRevalidateFunctionArgs } from 'react-router'
import { RELATED_PRODUCTS } from '../../../domain/constants'
import type { Listing, ListingAnswer, ProductTile } from '../../../domain/schemas/catalog'
import { ApiError } from '../../api/http-api'
import { RequestFailedError } from '../../api/network'
import type { StorefrontApi } from '../../api/storefront-api'
import { relatedProducts, reportMissingImage } from './related'
import { idParam, resolveSelection, selectionRedirect } from './selection'

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
 * A read that got no answer (the browser offline), or the store's 5xx (in the browser, or
 * on the server a backend that failed every retry): worth trying again.
 */
function isTemporaryFailure(error: unknown): boolean {
  return error instanceof RequestFailedError || (error instanceof ApiError && error.status >= 500)
}

/**
 * A listing by slug with its 'You might also like' products, or null when the listing
 * cannot be shown: not found, a 400/404 answer, an answer carrying errors, or a listing
 * with no product a shopper can see (spec section 4: a missing product goes to 404). An
 * unknown product, colour or size id falls back to the first (spec section 2) and the
 * address is replaced with the selection shown.
 */
export async function loadListing(api: StorefrontApi, slug: string, request: Request): Promise<ListingData | ListingUnavailable | null> {
  const url = new URL(request.url)
  const query = url.searchParams
  const productId = idParam(query.get('product')) ?? undefined
  let answer: ListingAnswer
  try {
    answer = await api.listing(slug, productId)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return null
    if (isTemporaryFailure(error)) return { kind: 'listing-unavailable' }
    throw error
  }
  if (!answer.listing || (answer.errors?.length ?? 0) > 0) return null
  const selection = resolveSelection(answer.listing, {
    product: productId,
    variation: idParam(query.get('variation')),
    size: idParam(query.get('size')),
  })
  if (!selection) return null
  const shown = selectionRedirect(url, selection)
  if (shown) throw replace(shown)
  const tiles = await api.productCache().catch(() => [] as ProductTile[])
  const skippedRelated: ProductTile[] = []
  const related = relatedProducts(tiles, answer.listing.listingId, RELATED_PRODUCTS, (tile) => {
    reportMissingImage(tile)
    skippedRelated.push(tile)
  })
  return {
    kind: 'listing',
    listing: answer.listing,
    visibility: answer.visibility,
    related,
    skippedRelated,
    leadImage: selection.variation.images[0]?.src ?? null,
  }
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
