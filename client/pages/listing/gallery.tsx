import { type MouseEvent, type PointerEvent, useEffect, useState } from 'react'
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
 *
 * Without scripts (ADR 160) every control is a link to `#gallery-image-N`: image 1 is the
 * stage, the others are slides laid over it that CSS shows while they are the `:target`.
 * Once hydrated (`:root[data-hydrated]`) the links are intercepted and the slides stay hidden;
 * a slide picked before then becomes the selected image.
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

  useEffect(() => {
    const picked = /^#gallery-image-(\d+)$/.exec(window.location.hash)
    if (picked) setIndex(Number(picked[1]) - 1)
  }, [])

  if (!current) return null

  const show = (next: number) => {
    setSwitched(true)
    setZoomed(false)
    setIndex(wrap(next, images.length))
  }

  const link = (next: number) => (event: MouseEvent) => {
    event.preventDefault()
    show(next)
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
      <div id={slideId(0)} className={`gallery__stage${zoomed ? ' is-zoomed' : ''}`}>
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
        {images.slice(1).map((image, i) => (
          <div key={image.src} id={slideId(i + 1)} className="gallery__slide">
            <ResponsiveImage
              className="gallery__image"
              src={image.src}
              layout="gallery"
              alt={t('listing.imageAlt', { name, n: i + 2 })}
              width={THUMBNAIL_SIZE}
              height={THUMBNAIL_SIZE}
              loading="lazy"
              decoding="async"
            />
            <GalleryNav index={i + 1} count={images.length} onPick={link} />
          </div>
        ))}
        {showSpinner ? <Spinner className="gallery__spinner" label={t('common.loading')} /> : null}
        {images.length > 1 ? <GalleryNav index={index} count={images.length} onPick={link} /> : null}
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={t('listing.gallery')}>
          {images.map((image, i) => (
            <li key={image.src}>
              <a href={`#${slideId(i)}`} className="gallery__thumb" aria-current={i === index ? 'true' : undefined} onClick={link(i)}>
                <ResponsiveImage src={image.thumbsmall} layout="thumb" width={80} height={80} loading="lazy" decoding="async" />
                <span className="visually-hidden">{t('listing.showImage', { n: i + 1 })}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

const wrap = (index: number, count: number) => (index + count) % count
const slideId = (index: number) => `gallery-image-${index + 1}`

interface GalleryNavProps {
  index: number
  count: number
  onPick: (next: number) => (event: MouseEvent) => void
}

/** Previous and next: links to the neighbouring slides, which hydrated code intercepts. */
function GalleryNav({ index, count, onPick }: GalleryNavProps) {
  const t = useT()
  const prev = wrap(index - 1, count)
  const next = wrap(index + 1, count)
  return (
    <>
      <a href={`#${slideId(prev)}`} className="icon-button gallery__nav gallery__nav--prev" onClick={onPick(prev)}>
        <ChevronLeftIcon />
        <span className="visually-hidden">{t('listing.previousImage')}</span>
      </a>
      <a href={`#${slideId(next)}`} className="icon-button gallery__nav gallery__nav--next" onClick={onPick(next)}>
        <ChevronRightIcon />
        <span className="visually-hidden">{t('listing.nextImage')}</span>
      </a>
    </>
  )
}
