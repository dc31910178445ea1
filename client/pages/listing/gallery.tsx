import { type PointerEvent, useEffect, useRef, useState } from 'react'
import { IMAGE_LOAD_MIN_MS, THUMBNAIL_SIZE } from '../../../domain/constants'
import type { VariationImage } from '../../../domain/schemas/catalog'
import { ChevronLeftIcon, ChevronRightIcon, ZoomIcon } from '../../components/icons'
import { Spinner } from '../../components/spinner'
import { useT } from '../../i18n'
import { useMinimumVisible } from './use-minimum-visible'

export interface GalleryProps {
  images: VariationImage[]
  name: string
}

/**
 * The listing's gallery: the selected image with previous/next, thumbnails to pick from,
 * and a zoom that magnifies under the pointer. A new image shows a loading indicator
 * (at least 500 ms) until it has loaded.
 */
export function Gallery({ images, name }: GalleryProps) {
  const t = useT()
  const [index, setIndex] = useState(0)
  const [zoomed, setZoomed] = useState(false)
  const [origin, setOrigin] = useState('50% 50%')
  const [loading, setLoading] = useState(false)
  const imageRef = useRef<HTMLImageElement>(null)
  const first = useRef(true)
  const current = images[Math.min(index, images.length - 1)]
  const showSpinner = useMinimumVisible(loading, IMAGE_LOAD_MIN_MS)
  const sources = images.map((image) => image.src).join('|')

  useEffect(() => {
    setIndex(0)
    setZoomed(false)
  }, [sources])

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    setLoading(!imageRef.current?.complete)
  }, [current?.src])

  if (!current) return null

  const go = (delta: number) => {
    setZoomed(false)
    setIndex((i) => (i + delta + images.length) % images.length)
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!zoomed) return
    const box = event.currentTarget.getBoundingClientRect()
    const x = ((event.clientX - box.left) / box.width) * 100
    const y = ((event.clientY - box.top) / box.height) * 100
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`)
  }

  return (
    <div className="gallery">
      <div
        className={`gallery__stage${zoomed ? ' is-zoomed' : ''}`}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setOrigin('50% 50%')}
      >
        <img
          ref={imageRef}
          key={current.src}
          className="gallery__image"
          src={zoomed ? current.full : current.src}
          alt={t('listing.imageAlt', { name, n: index + 1 })}
          width={THUMBNAIL_SIZE}
          height={THUMBNAIL_SIZE}
          fetchPriority={index === 0 ? 'high' : undefined}
          style={zoomed ? { transformOrigin: origin } : undefined}
          onLoad={() => setLoading(false)}
          onError={() => setLoading(false)}
          onClick={() => setZoomed((z) => !z)}
        />
        {showSpinner ? <Spinner className="gallery__spinner" label={t('common.loading')} /> : null}
        <button type="button" className="icon-button gallery__zoom" aria-pressed={zoomed} onClick={() => setZoomed((z) => !z)}>
          <ZoomIcon />
          <span className="visually-hidden">{t('listing.zoomImage')}</span>
        </button>
        {images.length > 1 ? (
          <>
            <button type="button" className="icon-button gallery__nav gallery__nav--prev" onClick={() => go(-1)}>
              <ChevronLeftIcon />
              <span className="visually-hidden">{t('listing.previousImage')}</span>
            </button>
            <button type="button" className="icon-button gallery__nav gallery__nav--next" onClick={() => go(1)}>
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
              <button
                type="button"
                className="gallery__thumb"
                aria-current={i === index ? 'true' : undefined}
                onClick={() => {
                  setZoomed(false)
                  setIndex(i)
                }}
              >
                <img src={image.thumbsmall} alt="" width={80} height={80} loading="lazy" decoding="async" />
                <span className="visually-hidden">{t('listing.showImage', { n: i + 1 })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
