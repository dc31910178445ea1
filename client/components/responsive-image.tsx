import type { ImgHTMLAttributes } from 'react'
import { hasRasterRenditions, RENDITION_MIME } from '../../domain/image-renditions'
import { useShell } from '../app/shell'
import { type ImageLayout, layoutRenditions } from './image-layouts'

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  src: string
  /** Where the image sits, which sets its `sizes` and widths (image-layouts.ts). */
  layout: ImageLayout
  /** The image's box, so its space is kept before it loads. */
  width: number
  height: number
}

/**
 * A store image at the size its layout draws it (docs/images.md): a photo is a `<picture>`
 * of WebP renditions with a JPEG fallback, both by width from the worker's image route; a
 * drawn mockup, an SVG, or any image where the worker resizes nothing (no Images binding)
 * is the plain `<img>` it always was. The caller sets `loading` and `fetchPriority`.
 */
export function ResponsiveImage({ src, layout, alt = '', ...img }: ResponsiveImageProps) {
  const { imageRenditions } = useShell()
  if (!imageRenditions || !hasRasterRenditions(src)) return <img src={src} alt={alt} {...img} />
  const renditions = layoutRenditions(src, layout)
  return (
    <picture className="picture">
      <source type={RENDITION_MIME.webp} srcSet={renditions.webp} sizes={renditions.sizes} />
      <img src={renditions.fallback} srcSet={renditions.jpeg} sizes={renditions.sizes} alt={alt} {...img} />
    </picture>
  )
}
