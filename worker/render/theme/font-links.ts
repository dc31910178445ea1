/**
 * A theme's font stylesheet comes only from a font service on this allow-list: its CSS is
 * written by the service from the family named in the URL, never by the merchant, so it
 * cannot read what shoppers type (merchant CSS can, which is why it is parsed and cut down;
 * worker/render/theme/sanitize-css.ts). Anything else named as a font stylesheet is not loaded.
 */
interface FontService {
  /** The host of the stylesheet URL (https only). */
  stylesheetHost: string
  /** Origins the stylesheet's font files come from (CSP font-src, preconnect). */
  fileOrigins: string[]
  /** Whether the service takes `display=swap` in the stylesheet's query. */
  takesDisplay: boolean
}

const FONT_SERVICES: readonly FontService[] = [
  { stylesheetHost: 'fonts.googleapis.com', fileOrigins: ['https://fonts.gstatic.com'], takesDisplay: true },
  { stylesheetHost: 'fonts.bunny.net', fileOrigins: ['https://fonts.bunny.net'], takesDisplay: true },
]

/** The font service a stylesheet URL belongs to, or null when it is not on the list. */
export function fontServiceOf(stylesheetUrl: string | undefined | null): FontService | null {
  if (!stylesheetUrl) return null
  try {
    const url = new URL(stylesheetUrl)
    if (url.protocol !== 'https:' || url.username || url.password || url.port) return null
    return FONT_SERVICES.find((service) => service.stylesheetHost === url.hostname) ?? null
  } catch {
    return null
  }
}

/** The CSP origins a font stylesheet needs: the stylesheet's own (style-src) and its files' (font-src). */
export function fontOrigins(stylesheetUrl: string | undefined | null): { style: string[]; font: string[] } {
  const service = fontServiceOf(stylesheetUrl)
  return service ? { style: [`https://${service.stylesheetHost}`], font: service.fileOrigins } : { style: [], font: [] }
}

/**
 * The links a theme's font stylesheet needs: the stylesheet itself, asking for
 * `font-display: swap` (text shows at once in a fallback font instead of staying invisible
 * until the font arrives), and a preconnect to each origin the font comes from, so the
 * connection is open by the time the CSS names the font files.
 */
export interface FontLinks {
  stylesheet: string
  preconnect: string[]
}

export function fontLinks(stylesheetUrl: string | null): FontLinks | null {
  const service = fontServiceOf(stylesheetUrl)
  if (!service || !stylesheetUrl) return null
  const url = new URL(stylesheetUrl)
  const preconnect = [url.origin, ...service.fileOrigins.filter((origin) => origin !== url.origin)]
  if (!service.takesDisplay || url.searchParams.has('display')) return { stylesheet: url.href, preconnect }
  // Appended rather than set, so the theme's own query (family=Inter:wght@400;700) stays as written.
  return { stylesheet: `${url.href}${url.search ? '&' : '?'}display=swap`, preconnect }
}
