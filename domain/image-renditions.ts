/**
 * Renditions of a store's images: the same picture resized and re-encoded by the worker's
 * image route (worker/routes/images.ts), addressed by width and format. The widths are a
 * fixed list so the edge cache holds a few copies of each image, not one per screen.
 */

/** Widths the image route makes, smallest first (800 for feeds, 1200 for og:image). */
export const RENDITION_WIDTHS = [160, 240, 320, 360, 480, 640, 800, 960, 1200, 1600, 2000] as const
type RenditionWidth = (typeof RENDITION_WIDTHS)[number]

/** Formats the image route makes: the modern two for browsers that say so, JPEG for everyone. */
const RENDITION_FORMATS = ['avif', 'webp', 'jpeg'] as const
export type RenditionFormat = (typeof RENDITION_FORMATS)[number]

export const RENDITION_MIME = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
} as const satisfies Record<RenditionFormat, `image/${string}`>

const ROUTE = /^\/images\/(\d+)\/([a-z]+)$/

export interface RenditionRequest {
  /** The original image: an absolute http(s) URL, or a same-origin path (`/mockups/...`). */
  src: string
  width: RenditionWidth
  format: RenditionFormat
}

const isWidth = (width: number): width is RenditionWidth => (RENDITION_WIDTHS as readonly number[]).includes(width)

/** Whether a src may be named by a rendition URL at all (which host is the store's is the worker's check). */
function isRenditionSource(src: string): boolean {
  if (src.startsWith('/')) return /^\/[^/\\]/.test(src)
  return /^https?:\/\/[^/\\]/i.test(src)
}

/**
 * The same-origin URL of `src` resized to `width` (one of RENDITION_WIDTHS) and encoded as
 * `format`. Throws a RangeError for any other width, so a caller never declares a size the
 * route does not make.
 */
export function renditionUrl(src: string, width: number, format: RenditionFormat): string {
  if (!isWidth(width)) throw new RangeError(`Not a rendition width: ${width} (one of ${RENDITION_WIDTHS.join(', ')})`)
  if (!isRenditionSource(src)) throw new RangeError(`Not an image URL: ${src}`)
  return `/images/${width}/${format}?${new URLSearchParams({ src })}`
}

/**
 * A raster (JPEG) rendition `width` px wide of any store image, SVG mockups included: what
 * feeds and og:image need, where a vector or a modern format is not accepted.
 */
export function rasterRenditionUrl(src: string, width: number): string {
  return renditionUrl(src, width, 'jpeg')
}

/** A `srcset` of `src` in `format` at every rendition width up to `maxWidth`. */
export function renditionSrcset(src: string, format: RenditionFormat, maxWidth: number): string {
  return RENDITION_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${renditionUrl(src, width, format)} ${width}w`)
    .join(', ')
}

/** What a request to the image route asks for, or null when it is not one the route makes. */
export function parseRenditionRequest(pathname: string, searchParams: URLSearchParams): RenditionRequest | null {
  const match = ROUTE.exec(pathname)
  const src = searchParams.get('src')
  if (!match || src === null || !isRenditionSource(src)) return null
  const width = Number(match[1])
  const format = RENDITION_FORMATS.find((candidate) => candidate === match[2])
  if (!isWidth(width) || String(width) !== match[1] || !format) return null
  return { src, width, format }
}

/** Whether an image is a vector drawn by the store itself (kept as SVG on pages). */
export function isVectorImage(src: string): boolean {
  return /^\/mockups\/[^?#]*\.svg(?:[?#]|$)/.test(src)
}

/**
 * Whether pages may show `src` through the image route: a photo on another host (the
 * store's image origins, the only ones its pages load from). Drawn mockups and any SVG
 * stay vectors: they need no sizes, and the platform hands an SVG back unresized.
 */
export function hasRasterRenditions(src: string): boolean {
  return /^https?:\/\/[^/\\]/i.test(src) && !/\.svg(?:[?#]|$)/i.test(src)
}
