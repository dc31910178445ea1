import { IMAGE_WIDTHS } from '../../domain/images'
import type { DigitalDownload } from '../commerce/port/checkout'
import { escapeHtml } from '../render/escape-html'
import { inkOn, renderMockupSvg } from './mockup-svg'

/**
 * What a download link hands over. The catalogue keeps no uploaded files: a digital
 * product's file is its artwork as a portrait art print (phone wallpaper or printable
 * poster, scalable to any size) in its colour; an NFT's is a certificate of ownership, the
 * artwork above the order number it was bought with.
 */

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

export function downloadSvg(source: DigitalDownload): string {
  const artwork = { kind: source.mockup, view: 'front' as const, hex: source.hex, artwork: source.artwork }
  if (source.kind === 'file') return artPrintSvg(source)
  return certificateSvg(source, renderMockupSvg({ ...artwork, width: ART }))
}

/** Drawing units: the artwork is 560 square, the certificate's text band sits below it. */
const ART = 560
const BAND = 170
const FONT = "'Helvetica Neue',Arial,sans-serif"

function certificateSvg(source: DigitalDownload, art: string): string {
  const scale = IMAGE_WIDTHS.full / ART
  const height = ART + BAND
  const line = (y: number, size: number, text: string, weight = 400) =>
    `<text x="${ART / 2}" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="#17161c">${escapeHtml(text)}</text>`
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

/** The art print's canvas: a 9:16 portrait, 1080 × 1920 (a phone screen; prints at any size). */
const PRINT = { width: 1080, height: 1920 }

/** The artwork's words in lines of at most `max` characters (a longer word keeps its own line). */
export function artworkLines(artwork: string, max = 12): string[] {
  const lines: string[] = []
  for (const word of artwork.trim().split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

function artPrintSvg(source: DigitalDownload): string {
  const ink = inkOn(source.hex)
  const lines = artworkLines(source.artwork || source.title)
  const longest = Math.max(...lines.map((line) => line.length), 1)
  // As large as the longest line allows across 84 % of the width, never above 180 units.
  const size = Math.min(180, Math.floor((PRINT.width * 0.84) / (longest * 0.62)))
  const top = PRINT.height / 2 - ((lines.length - 1) * size * 1.1) / 2
  const text = lines
    .map(
      (line, index) =>
        `<text x="${PRINT.width / 2}" y="${Math.round(top + index * size * 1.1)}" text-anchor="middle" dominant-baseline="middle" font-family="${FONT}" font-size="${size}" font-weight="800" letter-spacing="2" fill="${ink}">${escapeHtml(line)}</text>`,
    )
    .join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PRINT.width} ${PRINT.height}" width="${PRINT.width}" height="${PRINT.height}">`,
    '<defs><radialGradient id="glow" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>',
    `<rect width="${PRINT.width}" height="${PRINT.height}" fill="${escapeHtml(source.hex)}"/>`,
    `<rect width="${PRINT.width}" height="${PRINT.height}" fill="url(#glow)"/>`,
    `<rect x="60" y="60" width="${PRINT.width - 120}" height="${PRINT.height - 120}" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="4"/>`,
    text,
    `<text x="${PRINT.width / 2}" y="${PRINT.height - 130}" text-anchor="middle" font-family="${FONT}" font-size="34" fill="${ink}" fill-opacity="0.8">${escapeHtml(source.title)}</text>`,
    '</svg>',
  ].join('')
}
