import { replace } from 'react-router'
import { RELATED_PRODUCTS } from '../../../domain/constants'
import type { ListingAnswer, ProductTile } from '../../../domain/schemas/catalog'
import { ApiError } from '../../api/http-api'
import { RequestFailedError } from '../../api/network'
import type { StorefrontApi } from '../../api/storefront-api'
import { relatedProducts, reportMissingImage } from './related'
import { idParam, resolveSelection, selectionRedirect } from './selection'
import type { ListingData, ListingUnavailable } from './listing-answers'

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
