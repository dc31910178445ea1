import { type RefObject, useEffect } from 'react'
import type { ProductTile } from '../../domain/schemas/catalog'
import { whenInteractive } from '../app/when-interactive'
import { tileProduct } from './tile-product'
import { track } from './tracker'

type TileObserver = typeof import('./tile-observer')
let tileObserver: Promise<TileObserver> | null = null

/**
 * The observer's code, loaded once for every tile when the page is interactive (ADR 158): a
 * tile already on screen then is reported as soon as it is observed.
 */
const loadTileObserver = (): Promise<TileObserver> => {
  tileObserver ??= new Promise<void>((interactive) => whenInteractive(interactive)).then(() => import('./tile-observer'))
  return tileObserver
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
    let stop: (() => void) | null = null
    let unmounted = false
    void loadTileObserver().then(({ observeTile }) => {
      if (!unmounted) stop = observeTile(target, { list, product: tileProduct(tile, position) })
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
