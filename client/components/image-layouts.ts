import { hasRasterRenditions, RENDITION_MIME, RENDITION_WIDTHS, renditionSrcset, renditionUrl } from '../../domain/image-renditions'

/**
 * How wide each kind of image is drawn, for `sizes`, and the widest rendition it may need
 * (its widest CSS width at a 3x screen): the stylesheets' grids in numbers. A phone at
 * 390 px shows a tile at about 180 px, so it asks for 240 px (1x) to 640 px (3x), not the
 * photo's own 2,000.
 */
const IMAGE_LAYOUTS = {
  /**
   * Product grid tiles (product-tile.css, less the page's gutters and the grid's gaps): 2
   * columns, 3 from 768 px, 4 of at most 302 px from 1024 px. A phone's tile is 183 px at
   * 412 px wide, 320 device pixels at 1.75x: "50vw" alone would make it fetch the 480.
   */
  tile: { sizes: '(min-width: 1024px) 302px, (min-width: 768px) calc(33.33vw - 32px), calc(50vw - 23px)', maxWidth: 800 },
  /** The listing's gallery image: full width on phones, the larger column beside the details from 768 px. */
  gallery: { sizes: '(min-width: 1024px) 600px, (min-width: 768px) 55vw, 100vw', maxWidth: 1600 },
  /** The gallery zoomed: the same box at twice the scale. */
  zoom: { sizes: '(min-width: 1024px) 1200px, (min-width: 768px) 110vw, 200vw', maxWidth: 2000 },
  /** The gallery's thumbnails (76–80 px). */
  thumb: { sizes: '80px', maxWidth: 240 },
  /** A cart, summary or thank-you line (64–120 px). */
  line: { sizes: '120px', maxWidth: 480 },
  /** Other products of the listing (160 px). */
  related: { sizes: '160px', maxWidth: 480 },
  /** The search box's suggestions (40 px). */
  suggestion: { sizes: '40px', maxWidth: 160 },
  /** The home page's hero: up to the full width. */
  hero: { sizes: '100vw', maxWidth: 2000 },
  /** Category banners on the home page: 2 columns, then cards of at least 220 px. */
  banner: { sizes: '(min-width: 768px) 33vw, 50vw', maxWidth: 800 },
  /** The about page's story image (its column is 760 px). */
  about: { sizes: '(min-width: 800px) 760px, 100vw', maxWidth: 1600 },
} as const satisfies Record<string, { sizes: string; maxWidth: number }>

export type ImageLayout = keyof typeof IMAGE_LAYOUTS

/** The renditions of a photo in one layout: the WebP `srcset`, and the JPEG one with its fallback `src`. */
export function layoutRenditions(src: string, layout: ImageLayout) {
  const { sizes, maxWidth } = IMAGE_LAYOUTS[layout]
  const fallbackWidth = RENDITION_WIDTHS.filter((width) => width <= Math.min(maxWidth, 800)).at(-1) ?? RENDITION_WIDTHS[0]
  return {
    sizes,
    webp: renditionSrcset(src, 'webp', maxWidth),
    jpeg: renditionSrcset(src, 'jpeg', maxWidth),
    fallback: renditionUrl(src, fallbackWidth, 'jpeg'),
  }
}

/** The page's LCP image as `<head>` preloads it: the image itself, or the renditions its `<picture>` picks from. */
export type PreloadImage = { href: string } | { srcset: string; sizes: string; type: string }

export function preloadImage(src: string, layout: ImageLayout, renditions: boolean): PreloadImage {
  if (!renditions || !hasRasterRenditions(src)) return { href: src }
  const { webp, sizes } = layoutRenditions(src, layout)
  return { srcset: webp, sizes, type: RENDITION_MIME.webp }
}
