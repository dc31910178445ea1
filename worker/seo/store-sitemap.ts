import { SUPPORT_ARTICLES } from '../../client/pages/support/articles'
import { listingPath } from './listing-variants'
import type { SitemapRef, SitemapUrl } from './sitemap-xml'

/** The store's pages other than its listings: what a shopper finds from the menu and the footer. */
export interface StorePages {
  origin: string
  /** Every collection's path, nested ones too (apparel/hoodies). */
  collectionPaths: readonly string[]
  /** The theme shows the About page (the header's showAbout setting, spec section 2). */
  showAbout: boolean
  /** The support flag: the support area, its articles and the contact form are the store's own. */
  support: boolean
  /** When the catalogue last changed, as the backend says; null when it does not. */
  updatedAt: string | null
}

export const PAGES_SITEMAP = '/sitemap-pages.xml'
const listingsSitemap = (page: number) => `/sitemap-listings-${page}.xml`

/** The number in /sitemap-listings-{n}.xml, or null for any other file name. */
export function listingsSitemapPage(path: string): number | null {
  const match = /^\/sitemap-listings-([1-9]\d{0,5})\.xml$/.exec(path)
  return match ? Number(match[1]) : null
}

/** A path of the store as an absolute address, each segment encoded once. */
const absolute = (origin: string, path: string) => new URL(path, `${origin}/`).href

export function storePageUrls(pages: StorePages): SitemapUrl[] {
  const paths = [
    '/',
    ...pages.collectionPaths.map((path) => `/${path}`),
    ...(pages.showAbout ? ['/about'] : []),
    '/terms-of-use',
    '/privacy-policy',
    ...(pages.support ? ['/support', ...SUPPORT_ARTICLES.map((article) => `/support/${article.slug}`), '/contact'] : []),
  ]
  return paths.map((path) => ({ loc: absolute(pages.origin, path), lastmod: pages.updatedAt }))
}

/** A listing's one indexable address (its page is also at /{slug}, canonical to this). */
export const listingUrl = (origin: string, slug: string, updatedAt: string | null): SitemapUrl => ({
  loc: absolute(origin, listingPath(slug)),
  lastmod: updatedAt,
})

/** The index: the pages file, then one file per page of the listing index. */
export function sitemapRefs(origin: string, listingPages: number, updatedAt: string | null): SitemapRef[] {
  return [
    { loc: absolute(origin, PAGES_SITEMAP), lastmod: updatedAt },
    ...Array.from({ length: listingPages }, (_, index) => ({ loc: absolute(origin, listingsSitemap(index + 1)), lastmod: updatedAt })),
  ]
}
