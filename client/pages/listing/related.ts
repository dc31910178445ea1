import { RELATED_PRODUCTS } from '../../../domain/constants'
import type { ProductTile } from '../../../domain/schemas/catalog'

/** Spec section 8: a recommended product without an image is skipped and tracked. */
export function reportMissingImage(tile: ProductTile): void {
  console.warn(`'You might also like' skipped listing ${tile.listingId} (${tile.name}): it has no image`)
}

/**
 * 'You might also like': other listings of the store, those sharing the most
 * collections with this one first, in catalogue order otherwise. A tile without an image
 * is skipped and handed to `onSkipped` (spec section 8).
 */
export function relatedProducts(
  tiles: readonly ProductTile[],
  listingId: number,
  limit: number = RELATED_PRODUCTS,
  onSkipped: (tile: ProductTile) => void = reportMissingImage,
): ProductTile[] {
  const own = new Set(tiles.filter((tile) => tile.listingId === listingId).flatMap((tile) => tile.collections.map((c) => c.slug)))
  const seen = new Set<number>([listingId])
  const candidates: { tile: ProductTile; shared: number; order: number }[] = []
  tiles.forEach((tile, order) => {
    if (seen.has(tile.listingId)) return
    seen.add(tile.listingId)
    if (!tile.imageUrl) {
      onSkipped(tile)
      return
    }
    candidates.push({ tile, shared: tile.collections.filter((c) => own.has(c.slug)).length, order })
  })
  candidates.sort((a, b) => b.shared - a.shared || a.order - b.order)
  return candidates.slice(0, limit).map((candidate) => candidate.tile)
}
