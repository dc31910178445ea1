import { LOCALES } from '../../domain/constants'
import { localePrefix } from '../../domain/locale-path'

/**
 * A store's robots.txt (RFC 9309). Search engines may crawl the catalogue; never a shopper's
 * own pages (cart, checkout, the hosted payment pages, thank-you, tracking), the gate's
 * /login, the API, tools, downloads or search results. robots.txt rules are prefixes, and a
 * listing may live at /{slug}: a single page is closed as itself (`$`) and with a query (`?`),
 * so /cart closes nothing of a listing called cart-tote.
 */
const PAGES = ['/cart', '/thankyou', '/track', '/login', '/search']
/** Folders of pages: each locale has them under its prefix too (/de/checkout/…, ADR 134). */
const PAGE_FOLDERS = ['/checkout/', '/checkout-complete/', '/track/']
const FOLDERS = ['/buy/', '/api/', '/dev/', '/admin/', '/downloads/']

const closedPages = (prefix: string) => [
  ...PAGES.flatMap((page) => [`${prefix}${page}$`, `${prefix}${page}?`]),
  ...PAGE_FOLDERS.map((folder) => `${prefix}${folder}`),
]
const CLOSED_PATHS: readonly string[] = [...LOCALES.flatMap((locale) => closedPages(localePrefix(locale))), ...FOLDERS]

export interface RobotsInput {
  /** The store's own origin, e.g. https://moonlit.example.com: the sitemap's address is absolute. */
  origin: string
  /** A gated store or a preview: nothing of it may be crawled, and it names no sitemap. */
  closed: boolean
}

export function robotsTxt({ origin, closed }: RobotsInput): string {
  if (closed) return 'User-agent: *\nDisallow: /\n'
  return ['User-agent: *', 'Allow: /', ...CLOSED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  )
}
