import { type RefObject, useEffect } from 'react'
import type { ProductTile } from '../../domain/schemas/catalog'
import { whenInteractive } from '../app/when-interactive'
import { tileProduct } from './tile-product'
import { track } from './tracker'

/** Reports the tile as a product impression the first time it is seen on this page view. */
export function useTileImpression(
  element: RefObject<Element | null>,
  tile: ProductTile,
  list: string | undefined,
  position: number | undefined,
) {
  useEffect(() => {
    const target = element.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    // The observer's code loads once the page is interactive (ADR 158); a tile already on
    // screen then is reported as soon as it is observed.
    let stop: (() => void) | null = null
    let unmounted = false
    whenInteractive(() => {
      void import('./tile-observer').then(({ observeTile }) => {
        if (!unmounted) stop = observeTile(target, { list, product: tileProduct(tile, position) })
      })
    })
    return () => {
      unmounted = true
      stop?.()
    }
  }, [element, tile, list, position])
}

/** Reports a click on the tile, with the list it was in. */
export function trackTileClick(tile: ProductTile, list: string | undefined, position: number | undefined): void {
  track('product-click', { product: tileProduct(tile, position), list })
}

/** Reports, once per tile shown, a tile that has no image to show (spec section 8). */
export function useMissingImageReport(tile: ProductTile, list: string | undefined, position: number | undefined, missing: boolean) {
  useEffect(() => {
    if (missing) track('tile-image-missing', { product: tileProduct(tile, position), list })
  }, [tile, list, position, missing])
}
