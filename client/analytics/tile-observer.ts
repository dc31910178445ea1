import { createImpressionLog, type ShownTile } from './impressions'
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

/** Watches a tile until it is seen; returns what stops watching it. */
export function observeTile(target: Element, tile: ShownTile): () => void {
  shownBy.set(target, tile)
  const tiles = tileObserver()
  tiles.observe(target)
  return () => tiles.unobserve(target)
}
