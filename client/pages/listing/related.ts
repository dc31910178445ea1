import { RELATED_PRODUCTS } from '../../../domain/constants'
import type { ProductTile } from '../../../domain/schemas/catalog'

/**
 * 'You might also like': other listings of the store, those sharing the most
 * collections with this one first, in catalogue order otherwise. A tile without an image
 * is skipped (spec section 8).
 */
export function relatedProducts(tiles: readonly ProductTile[], listingId: number, limit: number = RELATED_PRODUCTS): ProductTile[] {
  const own = new Set(tiles.filter((tile) => tile.listingId === listingId).flatMap((tile) => tile.collections.map((c) => c.slug)))
  const seen = new Set<number>([listingId])
  const candidates: { tile: ProductTile; shared: number; order: number }[] = []
  tiles.forEach((tile, order) => {
    if (seen.has(tile.listingId) || !tile.imageUrl) return
    seen.add(tile.listingId)
    candidates.push({ tile, shared: tile.collections.filter((c) => own.has(c.slug)).length, order })
  })
  candidates.sort((a, b) => b.shared - a.shared || a.order - b.order)
  return candidates.slice(0, limit).map((candidate) => candidate.tile)
}
