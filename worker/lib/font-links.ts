/**
 * The links a theme's remote font stylesheet needs: the stylesheet itself, asking Google
 * Fonts for `font-display: swap` (text shows at once in a fallback font instead of staying
 * invisible until the font arrives), and a preconnect to each origin the font comes from,
 * so the connection is open by the time the CSS names the font files.
 */
export interface FontLinks {
  stylesheet: string
  preconnect: string[]
}

const GOOGLE_CSS_HOST = 'fonts.googleapis.com'
const GOOGLE_FILES_ORIGIN = 'https://fonts.gstatic.com'

export function fontLinks(stylesheetUrl: string | null): FontLinks | null {
  if (!stylesheetUrl) return null
  let url: URL
  try {
    url = new URL(stylesheetUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'https:') return null
  if (url.hostname !== GOOGLE_CSS_HOST) return { stylesheet: url.href, preconnect: [url.origin] }
  // Appended rather than set, so the theme's own query (family=Inter:wght@400;700) stays as written.
  const stylesheet = url.searchParams.has('display') ? url.href : `${url.href}${url.search ? '&' : '?'}display=swap`
  return { stylesheet, preconnect: [url.origin, GOOGLE_FILES_ORIGIN] }
}
