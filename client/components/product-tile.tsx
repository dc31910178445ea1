import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { TILE_IMAGE_ROTATION_MS, THUMBNAIL_SIZE } from '../../domain/constants'
import type { ProductTile as Tile } from '../../domain/schemas/catalog'
import { useFormatMoney } from '../i18n'
import { trackTileClick, useMissingImageReport, useTileImpression } from '../analytics/use-tile-tracking'
import { ResponsiveImage } from './responsive-image'
import { tileImages } from './tile-images'
import './product-tile.css'
import { productTypeLabel } from '../../domain/product-type'

export interface ProductTileProps {
  tile: Tile
  /** Above the fold: load the image eagerly. */
  priority?: boolean
  headingLevel?: 'h2' | 'h3'
  /** The list it is shown in, for its impression and click events (spec section 9). */
  list?: string
  /** Its place in that list, from 1. */
  position?: number
}

/**
 * A product in a grid: image, name, product type and price in the buyer's currency. While
 * the pointer rests on it, its other images take turns every second. The images are
 * decorative here: the link is named by the text beside them.
 */
export function ProductTile({ tile, priority = false, headingLevel: Heading = 'h3', list, position }: ProductTileProps) {
  const formatMoney = useFormatMoney()
  const article = useRef<HTMLElement>(null)
  useTileImpression(article, tile, list, position)
  const images = tileImages(tile)
  useMissingImageReport(tile, list, position, images.length === 0)
  const [index, setIndex] = useState(0)
  const [hovering, setHovering] = useState(false)

  useEffect(() => {
    if (!hovering || images.length < 2) return
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % images.length), TILE_IMAGE_ROTATION_MS)
    return () => window.clearInterval(timer)
  }, [hovering, images.length])

  // A tick that lands between leaving and the interval's cleanup would move the index on:
  // without the pointer the first image shows whatever the index says.
  const current = hovering ? index : 0
  const start = () => {
    setIndex(0)
    setHovering(true)
  }

  return (
    <article ref={article} className="tile" onMouseEnter={start} onMouseLeave={() => setHovering(false)}>
      <Link to={tile.url} className="tile__link" onClick={() => trackTileClick(tile, list, position)}>
        <span className="tile__media">
          {images.map((src, i) => (
            <ResponsiveImage
              key={src}
              src={src}
              layout="tile"
              width={THUMBNAIL_SIZE}
              height={THUMBNAIL_SIZE}
              loading={priority && i === 0 ? 'eager' : 'lazy'}
              decoding="async"
              className={i === current ? 'tile__image is-current' : 'tile__image'}
              hidden={i !== 0 && !hovering}
            />
          ))}
        </span>
        <span className="tile__body">
          <Heading className="tile__name">{tile.name}</Heading>
          <span className="tile__type">{productTypeLabel(tile.productType)}</span>
          <span className="tile__price">{formatMoney(tile.price, tile.currency)}</span>
        </span>
      </Link>
    </article>
  )
}
