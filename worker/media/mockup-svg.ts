import { escapeHtml } from '../render/escape-html'
import type { MockupView } from '../../domain/images'
import type { MockupKind } from '../../domain/schemas/store-import'

/**
 * Flat product mockups drawn as SVG: the garment or object in the variation's colour, the
 * artwork text printed on it in a colour that reads against it, on a soft background.
 * Pure and deterministic, so a URL always yields the same bytes and can be cached forever.
 */

export interface MockupSvgOptions {
  kind: MockupKind
  view: MockupView
  /** `#rrggbb` (or `rrggbb`). */
  hex: string
  artwork: string
  /** Rendered width and height in px; the drawing itself is always 560 units square. */
  width: number
}

const SIZE = 560
const CENTER = SIZE / 2
const FONT = "'Archivo Black','Arial Black','Helvetica Neue',Arial,sans-serif"

type Rgb = readonly [number, number, number]

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-fA-F]{6})$/.exec(hex)
  if (!match) throw new RangeError(`Not a 6-digit hex colour: ${hex}`)
  const n = Number.parseInt(match[1], 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
}

function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return [a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

const BLACK: Rgb = [0, 0, 0]
const WHITE: Rgb = [255, 255, 255]
const PAPER: Rgb = [244, 241, 234]
const INK_DARK = '#17161c'
const INK_LIGHT = '#faf6ec'

interface Palette {
  base: string
  shadow: string
  deep: string
  light: string
  outline: string
  /** Seams and stitching: darker on light cloth, lighter on near-black cloth. */
  detail: string
  ink: string
  bgCenter: string
  bgEdge: string
}

function palette(hex: string): Palette {
  const rgb = parseHex(hex)
  const lum = luminance(rgb)
  const dark = lum < 0.06
  return {
    base: toHex(rgb),
    shadow: toHex(mix(rgb, BLACK, 0.18)),
    deep: toHex(mix(rgb, BLACK, 0.42)),
    light: toHex(mix(rgb, WHITE, 0.35)),
    outline: toHex(mix(rgb, BLACK, lum > 0.5 ? 0.3 : 0.45)),
    detail: dark ? toHex(mix(rgb, WHITE, 0.22)) : toHex(mix(rgb, BLACK, 0.28)),
    // Contrast against the cloth: whichever ink is further in luminance.
    ink: lum > 0.18 ? INK_DARK : INK_LIGHT,
    bgCenter: toHex(mix(mix(rgb, PAPER, 0.9), WHITE, 0.4)),
    bgEdge: toHex(mix(rgb, PAPER, lum > 0.7 ? 0.8 : 0.86)),
  }
}

/** The ink (near-black or near-white) that reads best on a colour. */
export function inkOn(hex: string): string {
  return palette(hex).ink
}

interface PrintBox {
  cx: number
  cy: number
  maxWidth: number
  maxLines: number
  maxSize: number
  /** Extra SVG transform applied around the print's centre (perspective on side views). */
  transform?: string
}

/** Advance of a line in em for a heavy sans, estimated per character class. */
function widthEm(line: string): number {
  let em = 0
  for (const ch of line) {
    if (ch === ' ') em += 0.3
    else if (/[il.,:;'!|]/.test(ch)) em += 0.32
    else if (/[MWmw@%]/.test(ch)) em += 0.92
    else if (/[A-Z&#0-9]/.test(ch)) em += 0.72
    else em += 0.6
  }
  return em + 0.02 * line.length // the letter-spacing
}

/** Greedy word wrap to a width in em. */
function wrap(words: string[], maxEm: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word
    if (!line || widthEm(candidate) <= maxEm) line = candidate
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  return lines
}

const MIN_TYPE_SIZE = 14

/** The largest type size at which the artwork wraps into the box. */
function layoutArtwork(text: string, box: PrintBox): { lines: string[]; size: number } {
  const words = text.trim().split(/\s+/).filter(Boolean)
  for (let size = box.maxSize; size >= MIN_TYPE_SIZE; size -= 2) {
    const maxEm = box.maxWidth / size
    const lines = wrap(words, maxEm)
    if (lines.length <= box.maxLines && lines.every((l) => widthEm(l) <= maxEm)) return { lines, size }
  }
  return { lines: wrap(words, box.maxWidth / MIN_TYPE_SIZE).slice(0, box.maxLines), size: MIN_TYPE_SIZE }
}

function artworkText(text: string, box: PrintBox, ink: string): string {
  if (!text.trim()) return ''
  const { lines, size } = layoutArtwork(text, box)
  const lineHeight = size * 1.08
  const top = -((lines.length - 1) * lineHeight) / 2
  const tspans = lines
    .map((line, i) => {
      // Pinning each line's length makes the print look the same whichever heavy sans
      // the viewer's system picks, and keeps it inside the print area.
      const length = round(Math.min(widthEm(line) * size, box.maxWidth))
      return `<tspan x="0" y="${round(top + i * lineHeight)}" textLength="${length}" lengthAdjust="spacingAndGlyphs">${escapeHtml(line)}</tspan>`
    })
    .join('')
  const rule = `<rect x="${round(-box.maxWidth * 0.18)}" y="${round(top + (lines.length - 1) * lineHeight + size * 0.8)}" width="${round(box.maxWidth * 0.36)}" height="${Math.max(2, round(size / 9))}" rx="1" fill="${ink}" opacity=".75"/>`
  const transform = `translate(${box.cx} ${box.cy})${box.transform ? ` ${box.transform}` : ''}`
  return `<g transform="${transform}" fill="${ink}"><text font-family="${FONT}" font-weight="800" font-size="${size}" letter-spacing=".02em" text-anchor="middle" dominant-baseline="central">${tspans}</text>${rule}</g>`
}

function round(n: number): number {
  return Math.round(n * 10) / 10
}

const mirrorX = (x: number) => SIZE - x

/** A closed shape in the cloth colour with an outline, then the light-to-shade overlay. */
function cloth(d: string, p: Palette): string {
  return `<path d="${d}" fill="${p.base}" stroke="${p.outline}" stroke-width="2.5" stroke-linejoin="round"/><path d="${d}" fill="url(#shade)"/>`
}

function seam(d: string, p: Palette, opts: { width?: number; dash?: boolean; opacity?: number } = {}): string {
  const dash = opts.dash ? ' stroke-dasharray="5 5"' : ''
  return `<path d="${d}" fill="none" stroke="${p.detail}" stroke-width="${opts.width ?? 2}" stroke-linecap="round" opacity="${opts.opacity ?? 0.55}"${dash}/>`
}

function fold(d: string, p: Palette): string {
  return `<path d="${d}" fill="none" stroke="${p.deep}" stroke-width="5" stroke-linecap="round" opacity=".14"/>`
}

function groundShadow(cx: number, cy: number, rx: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${round(rx / 10)}" fill="#000" opacity=".1" filter="url(#soft)"/>`
}

/** Apparel shares a hem, cuff and waistband vocabulary. */
function ribBand(d: string, p: Palette): string {
  return `<path d="${d}" fill="${p.shadow}" stroke="${p.outline}" stroke-width="2.5" stroke-linejoin="round"/>`
}

function tee(view: MockupView, p: Palette, art: string): string {
  if (view === 'front') {
    const body = 'M232 96C252 116 308 116 328 96L402 118L468 212L420 246L392 214L394 474Q280 484 166 474L168 214L140 246L92 212L158 118Z'
    return [
      groundShadow(CENTER, 492, 170),
      cloth(body, p),
      `<path d="M232 96Q280 86 328 96C308 116 252 116 232 96Z" fill="${p.deep}"/>`,
      seam('M232 96C252 116 308 116 328 96', p, { width: 9, opacity: 0.5 }),
      seam('M158 118Q176 170 168 214', p),
      seam(`M${mirrorX(158)} 118Q${mirrorX(176)} 170 ${mirrorX(168)} 214`, p),
      seam('M98.4 203L146.4 237', p, { dash: true }),
      seam(`M${mirrorX(98.4)} 203L${mirrorX(146.4)} 237`, p, { dash: true }),
      seam('M170 460Q280 470 390 460', p, { dash: true }),
      fold('M176 250Q204 300 194 360', p),
      fold('M384 262Q360 330 372 400', p),
      artworkText(art, { cx: CENTER, cy: 250, maxWidth: 170, maxLines: 3, maxSize: 40 }, p.ink),
    ].join('')
  }
  const body = 'M236 100Q272 92 318 104L334 118Q350 250 352 474Q290 484 210 474Q206 300 214 180Q218 130 236 100Z'
  const sleeve = 'M246 120Q292 106 330 128L374 236Q340 254 300 258L276 214Q254 170 246 120Z'
  return [
    groundShadow(282, 492, 110),
    cloth(body, p),
    `<path d="M236 100Q272 90 318 104Q276 114 236 100Z" fill="${p.deep}"/>`,
    seam('M236 100Q276 114 318 104', p, { width: 8, opacity: 0.5 }),
    seam('M284 256Q288 370 284 476', p, { opacity: 0.4 }),
    seam('M214 462Q284 472 350 462', p, { dash: true }),
    artworkText(art, { cx: 330, cy: 330, maxWidth: 150, maxLines: 3, maxSize: 40, transform: 'scale(.3 1)' }, p.ink),
    cloth(sleeve, p),
    seam('M302 246Q336 242 366 226', p, { dash: true }),
    fold('M262 150Q286 190 296 236', p),
  ].join('')
}

function hoodie(view: MockupView, p: Palette, art: string): string {
  const cuffs = (front: boolean) =>
    front
      ? ribBand('M78 420L120 424L118 454L76 452Z', p) +
        ribBand(`M${mirrorX(78)} 420L${mirrorX(120)} 424L${mirrorX(118)} 454L${mirrorX(76)} 452Z`, p)
      : ribBand('M386 384L344 398L354 432L396 418Z', p)
  if (view === 'front') {
    const body =
      'M226 118L170 130L120 176L82 330L78 420L120 424L132 350L158 262L162 446L398 446L402 262L428 350L440 424L482 420L478 330L440 176L390 130L334 118Q280 168 226 118Z'
    return [
      groundShadow(CENTER, 492, 190),
      cloth('M206 136C194 70 234 40 280 40C326 40 366 70 354 136Z', p),
      `<path d="M228 130C228 90 252 68 280 68C308 68 332 90 332 130Z" fill="${p.deep}"/>`,
      cloth(body, p),
      seam('M226 118Q246 154 284 166', p, { width: 10, opacity: 0.45 }),
      seam('M334 118Q314 154 276 166', p, { width: 10, opacity: 0.45 }),
      seam('M170 130Q166 200 158 262', p),
      seam(`M${mirrorX(170)} 130Q${mirrorX(166)} 200 ${mirrorX(158)} 262`, p),
      `<path d="M266 164L262 214M294 164L298 214" stroke="${p.light}" stroke-width="4" stroke-linecap="round"/>`,
      `<path d="M262 214v12M298 214v12" stroke="${p.detail}" stroke-width="6" stroke-linecap="round"/>`,
      `<path d="M208 352L352 352L382 438L178 438Z" fill="${p.shadow}" opacity=".35"/>`,
      seam('M208 352L352 352Q362 400 382 438L178 438Q198 400 208 352Z', p),
      seam('M214 360Q206 400 190 432M346 360Q354 400 370 432', p, { dash: true }),
      ribBand('M162 446L398 446L396 478Q280 488 164 478Z', p),
      seam('M190 450v26M220 450v28M250 450v30M280 450v30M310 450v30M340 450v28M370 450v26', p, { width: 1.5, opacity: 0.3 }),
      cuffs(true),
      fold('M150 300Q136 360 126 410', p),
      fold(`M${mirrorX(150)} 300Q${mirrorX(136)} 360 ${mirrorX(126)} 410`, p),
      artworkText(art, { cx: CENTER, cy: 286, maxWidth: 176, maxLines: 3, maxSize: 38 }, p.ink),
    ].join('')
  }
  const body = 'M228 118Q280 108 330 124Q352 260 356 446L210 446Q200 300 214 170Q218 134 228 118Z'
  const sleeve = 'M244 130Q300 112 334 140L386 384L344 398L286 230Q250 180 244 130Z'
  return [
    groundShadow(292, 494, 130),
    cloth('M222 160C176 130 180 56 236 44C292 34 334 72 322 124Z', p),
    `<path d="M232 134C210 112 214 74 244 68C276 62 300 86 298 118Z" fill="${p.deep}" opacity=".5"/>`,
    cloth(body, p),
    ribBand('M210 446L356 446L354 478Q284 488 212 478Z', p),
    artworkText(art, { cx: 334, cy: 300, maxWidth: 150, maxLines: 3, maxSize: 38, transform: 'scale(.28 1)' }, p.ink),
    seam('M330 356Q318 400 326 440', p),
    `<path d="M330 132Q344 180 340 226" fill="none" stroke="${p.light}" stroke-width="4" stroke-linecap="round"/>`,
    cloth(sleeve, p),
    cuffs(false),
    fold('M270 200Q300 280 330 360', p),
  ].join('')
}

function crewneck(view: MockupView, p: Palette, art: string): string {
  if (view === 'front') {
    const body =
      'M232 100C252 124 308 124 328 100L394 120L440 176L478 330L482 420L440 424L428 350L402 262L398 446L162 446L158 262L132 350L120 424L78 420L82 330L120 176L166 120Z'
    return [
      groundShadow(CENTER, 492, 190),
      cloth(body, p),
      `<path d="M232 100Q280 90 328 100C308 124 252 124 232 100Z" fill="${p.deep}"/>`,
      seam('M232 100C252 124 308 124 328 100', p, { width: 12, opacity: 0.55 }),
      seam('M166 120Q166 200 158 262', p),
      seam(`M${mirrorX(166)} 120Q${mirrorX(166)} 200 ${mirrorX(158)} 262`, p),
      ribBand('M162 446L398 446L396 478Q280 488 164 478Z', p),
      seam('M190 450v26M220 450v28M250 450v30M280 450v30M310 450v30M340 450v28M370 450v26', p, { width: 1.5, opacity: 0.3 }),
      ribBand('M78 420L120 424L118 454L76 452Z', p),
      ribBand(`M${mirrorX(78)} 420L${mirrorX(120)} 424L${mirrorX(118)} 454L${mirrorX(76)} 452Z`, p),
      fold('M150 300Q136 360 126 410', p),
      fold(`M${mirrorX(150)} 300Q${mirrorX(136)} 360 ${mirrorX(126)} 410`, p),
      fold('M180 330Q200 380 190 430', p),
      artworkText(art, { cx: CENTER, cy: 250, maxWidth: 180, maxLines: 3, maxSize: 40 }, p.ink),
    ].join('')
  }
  const body = 'M234 106Q276 96 324 108L334 124Q352 260 356 446L210 446Q200 300 214 170Q220 130 234 106Z'
  const sleeve = 'M244 128Q300 112 334 140L386 384L344 398L286 230Q250 180 244 128Z'
  return [
    groundShadow(292, 494, 130),
    cloth(body, p),
    `<path d="M234 106Q276 94 324 108Q280 120 234 106Z" fill="${p.deep}"/>`,
    seam('M234 106Q280 120 324 108', p, { width: 10, opacity: 0.55 }),
    ribBand('M210 446L356 446L354 478Q284 488 212 478Z', p),
    artworkText(art, { cx: 334, cy: 290, maxWidth: 150, maxLines: 3, maxSize: 40, transform: 'scale(.28 1)' }, p.ink),
    cloth(sleeve, p),
    ribBand('M386 384L344 398L354 432L396 418Z', p),
    fold('M270 200Q300 280 330 360', p),
  ].join('')
}

function tank(view: MockupView, p: Palette, art: string): string {
  if (view === 'front') {
    const body = 'M226 90C238 156 322 156 334 90L364 92Q366 184 410 214L412 474Q280 484 148 474L150 214Q194 184 196 92Z'
    return [
      groundShadow(CENTER, 492, 150),
      `<path d="M226 90Q280 106 334 90L334 104Q280 140 226 104Z" fill="${p.deep}"/>`,
      cloth(body, p),
      seam('M226 90C238 156 322 156 334 90', p, { width: 8, opacity: 0.5 }),
      seam('M196 92Q194 184 150 214', p, { width: 7, opacity: 0.45 }),
      seam(`M${mirrorX(196)} 92Q${mirrorX(194)} 184 ${mirrorX(150)} 214`, p, { width: 7, opacity: 0.45 }),
      seam('M152 460Q280 470 408 460', p, { dash: true }),
      fold('M176 260Q196 320 186 400', p),
      artworkText(art, { cx: CENTER, cy: 276, maxWidth: 170, maxLines: 3, maxSize: 40 }, p.ink),
    ].join('')
  }
  const body = 'M232 92L304 92Q322 98 332 114Q352 170 352 262L354 474Q286 484 214 474Q206 300 216 180Q220 120 232 92Z'
  return [
    groundShadow(284, 492, 100),
    cloth(body, p),
    `<path d="M248 106Q250 200 292 214Q334 212 330 130Q320 106 298 106Z" fill="${p.deep}"/>`,
    seam('M248 106Q250 200 292 214Q334 212 330 130Q320 106 298 106', p, { width: 7, opacity: 0.5 }),
    seam('M216 462Q284 472 352 462', p, { dash: true }),
    artworkText(art, { cx: 332, cy: 320, maxWidth: 150, maxLines: 3, maxSize: 40, transform: 'scale(.26 1)' }, p.ink),
    fold('M240 260Q250 330 244 420', p),
  ].join('')
}

function mug(view: MockupView, p: Palette, art: string): string {
  const front = view === 'front'
  const handle = front ? 'M388 206C452 200 458 336 388 344' : 'M172 206C108 200 102 336 172 344'
  const body = 'M170 150L390 150L390 418Q390 452 356 454L204 454Q170 452 170 418Z'
  return [
    groundShadow(CENTER, 462, 160),
    `<path d="${handle}" fill="none" stroke="${p.outline}" stroke-width="34" stroke-linecap="round"/>`,
    `<path d="${handle}" fill="none" stroke="${p.base}" stroke-width="28" stroke-linecap="round"/>`,
    `<path d="${handle}" fill="none" stroke="${p.deep}" stroke-width="28" stroke-linecap="round" opacity=".18"/>`,
    `<path d="${body}" fill="${p.base}" stroke="${p.outline}" stroke-width="2.5"/>`,
    `<path d="${body}" fill="url(#cylinder)"/>`,
    `<ellipse cx="280" cy="150" rx="110" ry="18" fill="${p.light}" stroke="${p.outline}" stroke-width="2.5"/>`,
    `<ellipse cx="280" cy="152" rx="100" ry="13" fill="${p.deep}"/>`,
    front
      ? artworkText(art, { cx: 276, cy: 300, maxWidth: 170, maxLines: 3, maxSize: 40 }, p.ink)
      : artworkText(art, { cx: 352, cy: 300, maxWidth: 150, maxLines: 3, maxSize: 36, transform: 'scale(.42 1)' }, p.ink),
  ].join('')
}

/** A flat thing (poster, card, screen) turned a little, showing its near left edge. */
const TURN = { a: 0.86, b: -0.06 }
function turned(inner: string, edge: { x: number; top: number; bottom: number; depth: number }, p: Palette): string {
  // Where the transform below puts the left edge, so the edge panel meets it exactly.
  const e = CENTER * (1 - TURN.a)
  const f = -TURN.b * CENTER
  const x = round(TURN.a * edge.x + e)
  const top = round(edge.top + TURN.b * edge.x + f)
  const bottom = round(edge.bottom + TURN.b * edge.x + f)
  const d = edge.depth
  const side = `<path d="M${x} ${top}L${x - d} ${top + d * 0.5}L${x - d} ${bottom - d * 0.3}L${x} ${bottom}Z" fill="${p.deep}" stroke="${p.outline}" stroke-width="1.5" stroke-linejoin="round"/>`
  return `${side}<g transform="matrix(${TURN.a} ${TURN.b} 0 1 ${round(e)} ${round(f)})">${inner}</g>`
}

function poster(view: MockupView, p: Palette, art: string): string {
  const print = [
    '<rect x="140" y="70" width="280" height="400" rx="4" fill="#2b2723"/>',
    '<rect x="152" y="82" width="256" height="376" fill="#fbfaf6"/>',
    `<rect x="174" y="104" width="212" height="332" fill="${p.base}"/>`,
    `<circle cx="280" cy="216" r="72" fill="${p.ink}" opacity=".16"/>`,
    `<circle cx="280" cy="216" r="44" fill="${p.ink}" opacity=".22"/>`,
    `<path d="M174 300Q230 270 280 300T386 300V436H174Z" fill="${p.deep}" opacity=".35"/>`,
    artworkText(art, { cx: CENTER, cy: 358, maxWidth: 180, maxLines: 3, maxSize: 34 }, p.ink),
    '<rect x="152" y="82" width="256" height="376" fill="url(#sheen)"/>',
  ].join('')
  if (view === 'front') return `${groundShadow(CENTER, 486, 140)}${print}`
  return `${groundShadow(CENTER + 10, 490, 130)}${turned(print, { x: 140, top: 70, bottom: 470, depth: 14 }, p)}`
}

function sticker(view: MockupView, p: Palette, art: string): string {
  const disc = [
    `<circle cx="280" cy="280" r="176" fill="#fdfcf8"/>`,
    `<circle cx="280" cy="280" r="160" fill="${p.base}"/>`,
    `<circle cx="280" cy="280" r="160" fill="url(#sheen)"/>`,
    `<circle cx="280" cy="280" r="136" fill="none" stroke="${p.ink}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round" opacity=".55"/>`,
    artworkText(art, { cx: CENTER, cy: 272, maxWidth: 200, maxLines: 3, maxSize: 40 }, p.ink),
  ].join('')
  const shadow = '<circle cx="286" cy="292" r="178" fill="#000" opacity=".12" filter="url(#soft)"/>'
  if (view === 'front') return `${shadow}${disc}`
  // The peeled corner: the disc is cut along a chord and the flap folds back over it.
  return [
    '<clipPath id="peel"><path d="M0 0H560V197L197 560H0Z"/></clipPath>',
    '<g transform="rotate(-12 280 280)">',
    `<g clip-path="url(#peel)">${shadow}${disc}</g>`,
    '<path d="M447 310Q335 335 310 447Z" fill="#000" opacity=".12" transform="translate(-6 -6)" filter="url(#soft)"/>',
    '<path d="M447 310Q335 335 310 447Z" fill="#eeebe3" stroke="#d9d4c8" stroke-width="1.5"/>',
    '</g>',
  ].join('')
}

function tote(view: MockupView, p: Palette, art: string): string {
  const bag = [
    `<path d="M214 194C206 74 354 74 346 194" fill="none" stroke="${p.shadow}" stroke-width="16" stroke-linecap="round"/>`,
    `<path d="M160 190L400 190L410 470L150 470Z" fill="${p.base}" stroke="${p.outline}" stroke-width="2.5" stroke-linejoin="round"/>`,
    '<path d="M160 190L400 190L410 470L150 470Z" fill="url(#shade)"/>',
    seam('M162 210L398 210', p, { dash: true }),
    `<path d="M226 196C222 104 338 104 334 196" fill="none" stroke="${p.outline}" stroke-width="19" stroke-linecap="round"/>`,
    `<path d="M226 196C222 104 338 104 334 196" fill="none" stroke="${p.base}" stroke-width="15" stroke-linecap="round"/>`,
    seam('M226 196v22M334 196v22', p, { width: 15, opacity: 0.35 }),
    artworkText(art, { cx: CENTER, cy: 338, maxWidth: 190, maxLines: 3, maxSize: 40 }, p.ink),
  ].join('')
  if (view === 'front') return `${groundShadow(CENTER, 478, 150)}${bag}`
  return `${groundShadow(CENTER + 10, 482, 140)}${turned(bag, { x: 155, top: 190, bottom: 470, depth: 26 }, p)}`
}

function cap(view: MockupView, p: Palette, art: string): string {
  if (view === 'front') {
    return [
      groundShadow(CENTER, 404, 160),
      `<path d="M136 330Q280 300 424 330Q442 358 400 380Q280 412 160 380Q118 358 136 330Z" fill="${p.shadow}" stroke="${p.outline}" stroke-width="2.5"/>`,
      `<path d="M160 380Q280 412 400 380" fill="none" stroke="${p.deep}" stroke-width="4" opacity=".5"/>`,
      cloth('M150 330C150 180 210 120 280 120C350 120 410 180 410 330Q280 306 150 330Z', p),
      seam('M280 124Q232 200 216 318M280 124Q328 200 344 318', p),
      seam('M156 318Q280 296 404 318', p, { dash: true }),
      `<circle cx="222" cy="182" r="4" fill="${p.deep}"/><circle cx="338" cy="182" r="4" fill="${p.deep}"/>`,
      `<circle cx="280" cy="124" r="9" fill="${p.shadow}" stroke="${p.outline}" stroke-width="2"/>`,
      artworkText(art, { cx: CENTER, cy: 242, maxWidth: 116, maxLines: 2, maxSize: 30 }, p.ink),
    ].join('')
  }
  return [
    groundShadow(320, 404, 170),
    `<path d="M372 316Q470 312 508 344Q480 364 380 350Z" fill="${p.shadow}" stroke="${p.outline}" stroke-width="2.5" stroke-linejoin="round"/>`,
    cloth('M170 332C166 210 224 140 300 140C362 140 396 204 398 332Q284 318 170 332Z', p),
    `<path d="M188 332Q206 292 236 330Z" fill="${p.deep}"/>`,
    seam('M300 144Q266 230 266 322M300 144Q350 212 362 320', p),
    seam('M176 322Q284 308 394 322', p, { dash: true }),
    `<circle cx="300" cy="142" r="8" fill="${p.shadow}" stroke="${p.outline}" stroke-width="2"/>`,
    artworkText(art, { cx: 346, cy: 262, maxWidth: 110, maxLines: 2, maxSize: 28, transform: 'scale(.5 1)' }, p.ink),
  ].join('')
}

function digital(view: MockupView, p: Palette, art: string): string {
  const screen = [
    '<rect x="150" y="84" width="260" height="392" rx="30" fill="#1d1e24"/>',
    `<rect x="164" y="108" width="232" height="344" rx="14" fill="${p.base}"/>`,
    `<rect x="164" y="108" width="232" height="344" rx="14" fill="url(#sheen)"/>`,
    '<rect x="262" y="94" width="36" height="5" rx="2.5" fill="#3a3b44"/>',
    artworkText(art, { cx: CENTER, cy: 240, maxWidth: 180, maxLines: 3, maxSize: 36 }, p.ink),
    `<g fill="none" stroke="${p.ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="M280 352v44M262 380l18 18 18-18M252 414h56"/></g>`,
  ].join('')
  if (view === 'front') return `${groundShadow(CENTER, 492, 140)}${screen}`
  return `${groundShadow(CENTER + 10, 494, 130)}${turned(screen, { x: 150, top: 100, bottom: 460, depth: 12 }, p)}`
}

function nft(view: MockupView, p: Palette, art: string): string {
  const card = [
    '<rect x="170" y="66" width="220" height="424" rx="22" fill="url(#holo)"/>',
    `<rect x="180" y="76" width="200" height="404" rx="16" fill="${p.base}"/>`,
    `<rect x="196" y="94" width="168" height="220" rx="10" fill="${p.deep}"/>`,
    `<g fill="none" stroke="${p.light}" stroke-width="3" opacity=".8"><path d="M280 130L334 161V223L280 254L226 223V161Z"/><path d="M280 156L312 174.5V211.5L280 230L248 211.5V174.5Z" opacity=".6"/></g>`,
    `<circle cx="280" cy="192" r="10" fill="${p.light}"/>`,
    artworkText(art, { cx: CENTER, cy: 380, maxWidth: 160, maxLines: 3, maxSize: 28 }, p.ink),
    '<rect x="180" y="76" width="200" height="404" rx="16" fill="url(#sheen)"/>',
  ].join('')
  if (view === 'front') return `${groundShadow(CENTER, 500, 120)}${card}`
  const behind = `<rect x="196" y="78" width="220" height="424" rx="22" fill="${p.deep}" opacity=".55" transform="rotate(6 306 290)"/>`
  return `${groundShadow(CENTER + 10, 504, 120)}${behind}${turned(card, { x: 170, top: 84, bottom: 472, depth: 8 }, p)}`
}

const DRAW: Record<MockupKind, (view: MockupView, p: Palette, art: string) => string> = {
  tee,
  hoodie,
  crewneck,
  tank,
  mug,
  poster,
  sticker,
  tote,
  cap,
  digital,
  nft,
}

function defs(p: Palette): string {
  return [
    '<defs>',
    `<radialGradient id="bg" cx="50%" cy="42%" r="72%"><stop offset="0" stop-color="${p.bgCenter}"/><stop offset="1" stop-color="${p.bgEdge}"/></radialGradient>`,
    '<linearGradient id="shade" x1="0" x2="1" y1="0" y2=".25"><stop offset="0" stop-color="#fff" stop-opacity=".1"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".16"/></linearGradient>',
    '<linearGradient id="cylinder" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".12"/><stop offset=".28" stop-color="#fff" stop-opacity=".2"/><stop offset=".42" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".24"/></linearGradient>',
    '<linearGradient id="sheen" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".1"/></linearGradient>',
    `<linearGradient id="holo" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#ffd36e"/><stop offset=".35" stop-color="#ff7ac6"/><stop offset=".65" stop-color="#7ad7ff"/><stop offset="1" stop-color="${p.light}"/></linearGradient>`,
    '<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>',
    '</defs>',
  ].join('')
}

export function renderMockupSvg({ kind, view, hex, artwork, width }: MockupSvgOptions): string {
  const p = palette(hex)
  const size = Math.round(width)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${size}" height="${size}">`,
    defs(p),
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    DRAW[kind](view, p, artwork),
    '</svg>',
  ].join('')
}
