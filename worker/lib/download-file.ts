import { IMAGE_WIDTHS } from '../../domain/images'
import type { MockupKind } from '../../domain/schemas/store-import'
import { escapeXml, renderMockupSvg } from './mockup-svg'

/**
 * What a download link hands over. The catalogue keeps no uploaded files: a digital
 * product's file is its artwork drawn at full size; an NFT's is a certificate of
 * ownership, the same artwork above the order number it was bought with.
 */

export interface DownloadSource {
  kind: 'file' | 'certificate'
  mockup: MockupKind
  hex: string
  artwork: string
  listingSlug: string
  title: string
  color: string
  orderLookupNumber: string
  /** When the grant was made (ISO): the certificate's date of issue. */
  createdAt: string
}

export interface GrantState {
  storeSlug: string
  orderPaid: boolean
  expiresAt: string
}

/** A link works on its own store's address, for a paid order, until it expires. */
export function isDownloadAvailable(grant: GrantState, storeSlug: string, now: Date): boolean {
  return grant.storeSlug === storeSlug && grant.orderPaid && now.getTime() < Date.parse(grant.expiresAt)
}

/** `{listing-slug}-{colour}.svg`, the colour in the same lower-case, hyphenated form as a slug. */
export function downloadFilename(listingSlug: string, color: string): string {
  const colour = color
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${listingSlug}${colour ? `-${colour}` : ''}.svg`
}

export function downloadSvg(source: DownloadSource): string {
  const artwork = { kind: source.mockup, view: 'front' as const, hex: source.hex, artwork: source.artwork }
  if (source.kind === 'file') return renderMockupSvg({ ...artwork, width: IMAGE_WIDTHS.full })
  return certificateSvg(source, renderMockupSvg({ ...artwork, width: ART }))
}

/** Drawing units: the artwork is 560 square, the certificate's text band sits below it. */
const ART = 560
const BAND = 170
const FONT = "'Helvetica Neue',Arial,sans-serif"

function certificateSvg(source: DownloadSource, art: string): string {
  const scale = IMAGE_WIDTHS.full / ART
  const height = ART + BAND
  const line = (y: number, size: number, text: string, weight = 400) =>
    `<text x="${ART / 2}" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="#17161c">${escapeXml(text)}</text>`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART} ${height}" width="${ART * scale}" height="${height * scale}">`,
    art,
    `<rect y="${ART}" width="${ART}" height="${BAND}" fill="#faf6ec"/>`,
    line(ART + 40, 22, 'Certificate of ownership', 700),
    line(ART + 76, 18, `${source.title} · ${source.color}`),
    line(ART + 108, 16, `Order ${source.orderLookupNumber}`),
    line(ART + 138, 13, `Issued ${source.createdAt.slice(0, 10)}`),
    '</svg>',
  ].join('')
}
