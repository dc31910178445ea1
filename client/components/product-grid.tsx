import type { ProductTile as Tile } from '../../domain/schemas/catalog'
import { ProductTile } from './product-tile'

/** How many tiles sit above the fold on a phone: their images load eagerly. */
const EAGER_TILES = 2

export function ProductGrid({ products, eager = true, className }: { products: readonly Tile[]; eager?: boolean; className?: string }) {
  return (
    <ul className={['product-grid', className].filter(Boolean).join(' ')}>
      {products.map((tile, i) => (
        <li key={tile.id}>
          <ProductTile tile={tile} priority={eager && i < EAGER_TILES} />
        </li>
      ))}
    </ul>
  )
}
