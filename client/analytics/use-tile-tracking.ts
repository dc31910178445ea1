import { type RefObject, useEffect } from 'react'
import type { ProductTile } from '../../domain/schemas/catalog'
import { createImpressionLog, type ShownTile } from './impressions'
import { tileProduct } from './tile-product'
import { track } from './tracker'

/** Half a tile on screen is a tile seen. */
const SEEN_RATIO = 0.5

const log = createImpressionLog()
const shownBy = new WeakMap<Element, ShownTile>()
let observer: IntersectionObserver | null = null

/** One observer for every tile, so the tiles that appear together make one event per list. */
function tileObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      const shown = entries.flatMap((entry) => {
        const tile = entry.isIntersecting ? shownBy.get(entry.target) : undefined
        return tile ? [tile] : []
      })
      for (const batch of log.take(window.location.pathname, shown)) {
        track('product-impression', { products: batch.products, list: batch.list })
      }
    },
    { threshold: SEEN_RATIO },
  )
  return observer
}

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
    shownBy.set(target, { list, product: tileProduct(tile, position) })
    const tiles = tileObserver()
    tiles.observe(target)
    return () => tiles.unobserve(target)
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
