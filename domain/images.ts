import { THUMBNAIL_SIZE } from './constants'
import type { VariationImage } from './schemas/catalog'

/**
 * Product images are drawn, not stored: every variation image is a same-origin SVG mockup
 * addressed by what it shows (kind, view, colour, artwork, width), so the catalogue needs
 * no image storage or network and the URLs can be cached forever.
 */

/** What the mockup drawer draws (the import format's `mockup`); a plain list, so the worker builds no schema for it at start-up. */
export const MOCKUP_KINDS = ['tee', 'hoodie', 'crewneck', 'tank', 'mug', 'poster', 'sticker', 'tote', 'cap', 'digital', 'nft'] as const
type MockupKind = (typeof MOCKUP_KINDS)[number]
export const MOCKUP_VIEWS = ['front', 'side'] as const
export type MockupView = (typeof MOCKUP_VIEWS)[number]

/** Widths of the image renditions; thumblarge is the spec's 560x560 thumbnail. */
export const IMAGE_WIDTHS = {
  thumbsmall: 120,
  small: 280,
  thumblarge: THUMBNAIL_SIZE,
  full: 1120,
} as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[keyof typeof IMAGE_WIDTHS]
const WIDTHS: readonly number[] = Object.values(IMAGE_WIDTHS)

/** Longest artwork text, as the import format allows. */
const MOCKUP_ARTWORK_MAX = 40

export interface MockupParams {
  kind: MockupKind
  view: MockupView
  /** Lower-case `#rrggbb`. */
  hex: string
  artwork: string
  width: ImageWidth
}

export interface MockupRequest {
  kind: MockupKind
  view: MockupView
  /** `#rrggbb` or `rrggbb`, any case. */
  hex: string
  artwork: string
  width: ImageWidth
}

const HEX6 = /^#?([0-9a-fA-F]{6})$/
const PATH = /^\/mockups\/([a-z]+)\/([a-z]+)\/([0-9a-f]{6})\.svg$/

function hex6(hex: string): string {
  const match = HEX6.exec(hex)
  if (!match) throw new RangeError(`Not a 6-digit hex colour: ${hex}`)
  return match[1].toLowerCase()
}

export function mockupUrl({ kind, view, hex, artwork, width }: MockupRequest): string {
  const query = new URLSearchParams({ art: artwork, w: String(width) })
  return `/mockups/${kind}/${view}/${hex6(hex)}.svg?${query}`
}

/** The mockup a request path asks for, or null when any part is not one we draw. */
export function parseMockupPath(pathname: string, searchParams: URLSearchParams): MockupParams | null {
  const match = PATH.exec(pathname)
  if (!match) return null
  const kind = MOCKUP_KINDS.find((k) => k === match[1])
  const view = MOCKUP_VIEWS.find((v) => v === match[2])
  if (!kind || !view) return null
  const artwork = searchParams.get('art') ?? ''
  if (artwork.length > MOCKUP_ARTWORK_MAX) return null
  const w = searchParams.get('w')
  const width = w === null ? THUMBNAIL_SIZE : Number(w)
  if (!WIDTHS.includes(width) || (w !== null && String(width) !== w)) return null
  return { kind, view, hex: `#${match[3]}`, artwork, width: width as ImageWidth }
}

export interface VariationImageRequest {
  kind: MockupKind
  hex: string
  artwork: string
}

function renditions(kind: MockupKind, view: MockupView, hex: string, artwork: string) {
  const at = (width: ImageWidth) => mockupUrl({ kind, view, hex, artwork, width })
  return {
    src: at(IMAGE_WIDTHS.thumblarge),
    small: at(IMAGE_WIDTHS.small),
    full: at(IMAGE_WIDTHS.full),
    thumbsmall: at(IMAGE_WIDTHS.thumbsmall),
    thumblarge: at(IMAGE_WIDTHS.thumblarge),
  }
}

/**
 * The images of one colour variation: the primary (front) image, which also names its side
 * view, then the side view itself for the gallery.
 */
export function variationImages({ kind, hex, artwork }: VariationImageRequest): VariationImage[] {
  const front = renditions(kind, 'front', hex, artwork)
  const side = renditions(kind, 'side', hex, artwork)
  return [
    { label: 'primary', ...front, side: side.thumblarge },
    { label: 'side', ...side },
  ]
}

/**
 * The images of a variation shown by its photos: every rendition is the photo itself (the
 * photo host sizes it), the first is the primary image and names the second as its side.
 */
export function photoImages(urls: readonly string[]): VariationImage[] {
  return urls.map((url, index) => ({
    label: index === 0 ? 'primary' : index === 1 ? 'side' : 'front',
    src: url,
    small: url,
    full: url,
    thumbsmall: url,
    thumblarge: url,
    ...(index === 0 && urls[1] ? { side: urls[1] } : {}),
  }))
}

/** A store's default favicon: the first letter of its name on its primary colour. */
export function storeIconUrl(storeName: string, primaryHex: string): string {
  const letter = [...storeName.trim()][0]?.toUpperCase() ?? 'S'
  return `/mockups/icon/${hex6(primaryHex)}.svg?${new URLSearchParams({ letter })}`
}

const ICON_PATH = /^\/mockups\/icon\/([0-9a-f]{6})\.svg$/

/** The icon a request path asks for, or null when it is not one we draw. */
export function parseStoreIconPath(pathname: string, searchParams: URLSearchParams): { hex: string; letter: string } | null {
  const match = ICON_PATH.exec(pathname)
  const letter = searchParams.get('letter') ?? ''
  if (!match || [...letter].length !== 1) return null
  return { hex: match[1], letter }
}
