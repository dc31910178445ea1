/** WCAG relative luminance of a #rgb or #rrggbb colour; null when it is neither. */
export function luminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!match) return null
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1]
  const channel = (offset: number) => {
    const c = Number.parseInt(digits.slice(offset, offset + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(a) ?? 0
  const lb = luminance(b) ?? 0
  const [light, dark] = la > lb ? [la, lb] : [lb, la]
  return (light + 0.05) / (dark + 0.05)
}

const INK = '#16161a'
const PAPER = '#ffffff'

/** Near-black or white, whichever reads better on the given background (merchant colours vary). */
export function readableOn(background: string): string {
  return contrastRatio(background, INK) >= contrastRatio(background, PAPER) ? INK : PAPER
}

/** WCAG AA for body text. */
const MIN_TEXT_CONTRAST = 4.5

/**
 * The merchant's text colour when it reads well enough on the background, otherwise
 * near-black or white: theme colours are merchant content, legibility is ours.
 */
export function legibleOn(background: string, preferred: string): string {
  if (luminance(background) === null || luminance(preferred) === null) return preferred
  return contrastRatio(background, preferred) >= MIN_TEXT_CONTRAST ? preferred : readableOn(background)
}
