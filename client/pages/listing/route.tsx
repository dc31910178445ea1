import { lazy, Suspense, useEffect, useState } from 'react'
import { type ActionFunctionArgs, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { apiFrom } from '../../api/get-api'
import type { PageHandle } from '../../app/page-meta'
import { ListingView } from './listing-view'
import {
  type ListingData,
  type ListingUnavailable,
  beforeListingHydrates,
  listingNotFound,
  listingUnavailable,
  reloadsForNewPathOrRetry,
  type UnavailableAnswer,
} from './listing-answers'
import { loadListingParts } from './later-parts'
import { afterPageHydrated } from '../../app/hydrate-later'
import { listingMeta } from './listing-meta'
import { LoadedListingRetry } from './listing-retry-view'

/** /listing/{slug}: the listing page. */
export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<ListingData | UnavailableAnswer> {
  const [{ loadListing }] = await Promise.all([import('./load-listing'), loadListingParts()])
  const data = await loadListing(apiFrom(context), params.slug ?? '', request)
  if (!data) return listingNotFound()
  return data.kind === 'listing-unavailable' ? listingUnavailable(data) : data
}

/**
 * Add to cart posted as a form, before or without scripts (the worker answers it); its code
 * loads only there, never with the page.
 */
export async function action(args: ActionFunctionArgs) {
  const { addToCartAction } = await import('./add-to-cart-action')
  return addToCartAction(args)
}

/** Colour, size and product live in the query and are resolved in the page: no refetch. */
export const shouldRevalidate = reloadsForNewPathOrRetry

export const handle: PageHandle<ListingData | ListingUnavailable> = {
  meta: listingMeta,
  beforeHydrate: (_url, loaded) => beforeListingHydrates(loaded),
}

// The cart's re-check and its unavailable-items modal, once the page has hydrated (spec section 4).
const CartCheck = lazy(() => afterPageHydrated().then(() => import('../cart/cart-check').then((m) => ({ default: m.CartCheck }))))

export function Component() {
  const data = useLoaderData() as ListingData | ListingUnavailable
  const [shown, setShown] = useState(false)
  useEffect(() => setShown(true), [])
  if (data.kind === 'listing-unavailable') return <LoadedListingRetry />
  return (
    <>
      <ListingView data={data} />
      {shown ? (
        <Suspense fallback={null}>
          <CartCheck />
        </Suspense>
      ) : null}
    </>
  )
}
