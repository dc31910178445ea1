import type { ProductTile as Tile } from '../../domain/schemas/catalog'
import { ProductTile } from './product-tile'

/** How many tiles sit above the fold on a phone (two rows of two): their images load eagerly. */
const EAGER_TILES = 4

export interface ProductGridProps {
  products: readonly Tile[]
  /** Load the first tiles' images eagerly (the grid is near the top of the page). */
  eager?: boolean
  className?: string
  /** The tiles' heading level: one below the heading the grid sits under. */
  headingLevel?: 'h2' | 'h3'
  /** The list's name in impression and click events. */
  list?: string
  /** The place of the first tile in the whole list, from 1 (a later page starts further on). */
  firstPosition?: number
}

export function ProductGrid({ products, eager = true, className, headingLevel, list, firstPosition = 1 }: ProductGridProps) {
  return (
    <ul className={['product-grid', className].filter(Boolean).join(' ')}>
      {products.map((tile, i) => (
        <li key={tile.id}>
          <ProductTile
            tile={tile}
            priority={eager && i < EAGER_TILES}
            headingLevel={headingLevel}
            list={list}
            position={firstPosition + i}
          />
        </li>
      ))}
    </ul>
  )
}
