import type { ListingAnswer } from '../../../domain/schemas/catalog'

/** Answers every catalogue adapter and route gives alike. */

export const LISTING_NOT_FOUND = 'Listing not found'

/** A listing that does not exist or may not be shown: the page shows 404 'Listing not found'. */
export function listingNotFound(): ListingAnswer {
  return { listing: null, primaryProduct: [], fulfillmentDetails: {}, errors: [LISTING_NOT_FOUND], visibility: null }
}
