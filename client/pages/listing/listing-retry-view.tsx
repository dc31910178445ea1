import type { ComponentType } from 'react'

let loaded: ComponentType | null = null

/**
 * The "could not be read just now" page loads only when a listing could not be read, not
 * with every listing: the loader (or, before hydration, the route's handle) waits for it,
 * so the page renders it with no Suspense in between.
 */
export async function loadListingRetry(): Promise<void> {
  loaded ??= (await import('./listing-retry')).ListingRetry
}

/** ListingRetry, once loadListingRetry has run. */
export function LoadedListingRetry() {
  if (!loaded) throw new Error('ListingRetry was rendered before it loaded')
  const ListingRetry = loaded
  return <ListingRetry />
}
