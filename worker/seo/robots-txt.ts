/**
 * A store's robots.txt (RFC 9309). Search engines may crawl the catalogue; never a shopper's
 * own pages (cart, checkout, the hosted payment pages, thank-you, tracking), the gate's
 * /login, the API, tools, downloads or search results. robots.txt rules are prefixes, and a
 * listing may live at /{slug}: a single page is closed as itself (`$`) and with a query (`?`),
 * so /cart closes nothing of a listing called cart-tote.
 */
const PAGES = ['/cart', '/thankyou', '/track', '/login', '/search']
const FOLDERS = ['/checkout/', '/checkout-complete/', '/buy/', '/track/', '/api/', '/dev/', '/admin/', '/downloads/']

const CLOSED_PATHS: readonly string[] = [...PAGES.flatMap((page) => [`${page}$`, `${page}?`]), ...FOLDERS]

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
