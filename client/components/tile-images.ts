import type { ProductTile } from '../../domain/schemas/catalog'

/** A tile's images in showing order: the primary image first, then the others, once each. */
export function tileImages(tile: ProductTile): string[] {
  const primary = tile.images.find((image) => image.primary)?.url ?? tile.imageUrl
  const all = [primary, ...tile.images.map((image) => image.url), ...tile.additionalImages.map((image) => image.src)]
  return [...new Set(all.filter(Boolean))]
}
