import { type PointerEvent, useState } from 'react'
import { IMAGE_LOAD_MIN_MS, THUMBNAIL_SIZE } from '../../../domain/constants'
import type { VariationImage } from '../../../domain/schemas/catalog'
import { ChevronLeftIcon, ChevronRightIcon, ZoomIcon } from '../../components/icons'
import { ResponsiveImage } from '../../components/responsive-image'
import { Spinner } from '../../components/spinner'
import { useT } from '../../i18n'
import { useMinimumVisible } from './use-minimum-visible'

export interface GalleryProps {
  images: VariationImage[]
  name: string
}

/**
 * The listing's gallery: the selected image with previous/next, thumbnails to pick from,
 * and a zoom that magnifies under the pointer. An image the shopper switches to shows a
 * loading indicator (at least 500 ms) until it has loaded. Give it a `key` per colour so
 * a new colour starts at its first image.
 */
export function Gallery({ images, name }: GalleryProps) {
  const t = useT()
  const [index, setIndex] = useState(0)
  const [zoomed, setZoomed] = useState(false)
  const [origin, setOrigin] = useState('50% 50%')
  const [switched, setSwitched] = useState(false)
  const [loaded, setLoaded] = useState<string | null>(null)
  const current = images[Math.min(index, images.length - 1)]
  const src = current ? (zoomed ? current.full : current.src) : ''
  const showSpinner = useMinimumVisible(switched && loaded !== src, IMAGE_LOAD_MIN_MS)

  if (!current) return null

  const show = (next: number) => {
    setSwitched(true)
    setZoomed(false)
    setIndex((next + images.length) % images.length)
  }

  const toggleZoom = () => {
    setSwitched(true)
    setZoomed((z) => !z)
  }

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!zoomed) return
    const box = event.currentTarget.getBoundingClientRect()
    const x = ((event.clientX - box.left) / box.width) * 100
    const y = ((event.clientY - box.top) / box.height) * 100
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`)
  }

  return (
    <div className="gallery">
      <div className={`gallery__stage${zoomed ? ' is-zoomed' : ''}`}>
        <button
          type="button"
          className="gallery__canvas"
          aria-pressed={zoomed}
          onClick={toggleZoom}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setOrigin('50% 50%')}
        >
          <ResponsiveImage
            key={src}
            className="gallery__image"
            src={src}
            layout={zoomed ? 'zoom' : 'gallery'}
            alt={t('listing.imageAlt', { name, n: index + 1 })}
            width={THUMBNAIL_SIZE}
            height={THUMBNAIL_SIZE}
            fetchPriority={index === 0 && !switched ? 'high' : undefined}
            style={zoomed ? { transformOrigin: origin } : undefined}
            onLoad={() => setLoaded(src)}
            onError={() => setLoaded(src)}
          />
          <span className="gallery__zoom" aria-hidden="true">
            <ZoomIcon />
          </span>
          <span className="visually-hidden">{t('listing.zoomImage')}</span>
        </button>
        {showSpinner ? <Spinner className="gallery__spinner" label={t('common.loading')} /> : null}
        {images.length > 1 ? (
          <>
            <button type="button" className="icon-button gallery__nav gallery__nav--prev" onClick={() => show(index - 1)}>
              <ChevronLeftIcon />
              <span className="visually-hidden">{t('listing.previousImage')}</span>
            </button>
            <button type="button" className="icon-button gallery__nav gallery__nav--next" onClick={() => show(index + 1)}>
              <ChevronRightIcon />
              <span className="visually-hidden">{t('listing.nextImage')}</span>
            </button>
          </>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={t('listing.gallery')}>
          {images.map((image, i) => (
            <li key={image.src}>
              <button type="button" className="gallery__thumb" aria-current={i === index ? 'true' : undefined} onClick={() => show(i)}>
                <ResponsiveImage src={image.thumbsmall} layout="thumb" width={80} height={80} loading="lazy" decoding="async" />
                <span className="visually-hidden">{t('listing.showImage', { n: i + 1 })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
