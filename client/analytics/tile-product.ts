import type { ProductTile } from '../../domain/schemas/catalog'
import type { TrackedProduct } from './events'

/** A product tile as the tracked events describe it; `position` counts from 1 in its list. */
export function tileProduct(tile: ProductTile, position?: number): TrackedProduct {
  return {
    id: tile.id,
    name: tile.name,
    price: tile.price,
    currency: tile.currency,
    category: tile.productType,
    listingId: tile.listingId,
    ...(position !== undefined ? { position } : {}),
  }
}
