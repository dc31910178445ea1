import { useEffect, useRef } from 'react'
import type { TrackedProduct } from './events'
import { track } from './tracker'

/**
 * Reports a product detail view when a listing page shows a product: on load, and again
 * when the shopper switches to another product of the listing (not for a colour or size).
 */
export function useDetailView(product: TrackedProduct | null): void {
  const latest = useRef(product)
  latest.current = product
  const key = product ? `${product.listingId ?? ''}:${product.id}` : null
  useEffect(() => {
    if (key !== null && latest.current) track('product-detail-view', { product: latest.current })
  }, [key])
}
