/**
 * Sitemaps as sitemaps.org 0.9 defines them: a sitemap index naming child sitemaps, and
 * `urlset` files of at most 50,000 URLs and 50 MB (uncompressed) each. Addresses are
 * absolute, entity-escaped, and `lastmod` is a W3C date-time.
 */
export const MAX_URLS_PER_SITEMAP = 50_000
export const MAX_SITEMAP_BYTES = 50 * 1024 * 1024

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

interface SitemapAlternate {
  /** A BCP 47 language tag, or x-default. */
  hreflang: string
  href: string
}

export interface SitemapUrl {
  loc: string
  /** ISO 8601; left out when unknown or unreadable. */
  lastmod?: string | null
  /** The same page in each language, itself included (Google's hreflang in sitemaps). */
  alternates?: readonly SitemapAlternate[]
}

export interface SitemapRef {
  loc: string
  lastmod?: string | null
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
/** Text or an attribute value as XML writes it: the five markup characters as entities. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)

/** A W3C date-time (seconds, UTC), or null for anything that is not a date. */
export function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null
  const time = Date.parse(value)
  return Number.isFinite(time) ? new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z') : null
}

const lastmodOf = (value: string | null | undefined) => {
  const date = w3cDate(value)
  return date ? `<lastmod>${date}</lastmod>` : ''
}

function urlEntry(url: SitemapUrl): string {
  const links = (url.alternates ?? [])
    .map((alternate) => `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`)
    .join('')
  return `<url><loc>${escapeXml(url.loc)}</loc>${lastmodOf(url.lastmod)}${links}</url>`
}

/** One `urlset` file; throws past the protocol's URL count, which no caller should reach. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  if (urls.length > MAX_URLS_PER_SITEMAP) throw new RangeError(`A sitemap holds at most ${MAX_URLS_PER_SITEMAP} URLs, not ${urls.length}`)
  const xhtml = urls.some((url) => (url.alternates?.length ?? 0) > 0) ? ` xmlns:xhtml="${XHTML_NS}"` : ''
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}"${xhtml}>\n${urls.map(urlEntry).join('\n')}\n</urlset>\n`
}

/** The sitemap index naming every child sitemap. */
export function sitemapIndexXml(sitemaps: readonly SitemapRef[]): string {
  if (sitemaps.length > MAX_URLS_PER_SITEMAP) throw new RangeError(`A sitemap index names at most ${MAX_URLS_PER_SITEMAP} sitemaps`)
  const entries = sitemaps.map((sitemap) => `<sitemap><loc>${escapeXml(sitemap.loc)}</loc>${lastmodOf(sitemap.lastmod)}</sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`
}
