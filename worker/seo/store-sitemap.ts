import { SUPPORT_ARTICLES } from '../../client/pages/support/articles'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../domain/constants'
import { localeAlternates, localeOfPath, localePrefix, localizedPath } from '../../domain/locale-path'
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

/**
 * A locale's files (ADR 135): the default locale's at `/sitemap-pages.xml` and
 * `/sitemap-listings-{n}.xml`, each other's with its prefix in the name
 * (`/sitemap-de-pages.xml`, `/sitemap-pt-br-listings-3.xml`). One file per locale and
 * index page keeps each under the protocol's 50,000 URLs when every language is listed.
 */
const fileStem = (locale: Locale) => `/sitemap${localePrefix(locale).replace('/', '-')}`
const pagesSitemap = (locale: Locale) => `${fileStem(locale)}-pages.xml`
const listingsSitemap = (locale: Locale, page: number) => `${fileStem(locale)}-listings-${page}.xml`

export type SitemapFile = { locale: Locale; kind: 'pages' } | { locale: Locale; kind: 'listings'; page: number }

/** Which file a child sitemap's path names, or null for any other name. */
export function sitemapFile(path: string): SitemapFile | null {
  const match = /^\/sitemap(?:-([a-z]{2}(?:-[a-z]{2})?))?-(?:(pages)|listings-([1-9]\d{0,5}))\.xml$/.exec(path)
  if (!match) return null
  const locale = match[1] ? localeOfPath(`/${match[1]}`)?.locale : DEFAULT_LOCALE
  if (!locale || (match[1] && `/${match[1]}` !== localePrefix(locale))) return null
  return match[2] ? { locale, kind: 'pages' } : { locale, kind: 'listings', page: Number(match[3]) }
}

/** A path of the store as an absolute address, each segment encoded once. */
const absolute = (origin: string, path: string) => new URL(path, `${origin}/`).href

/** A page in one locale, with its address in every locale (hreflang), the same set from each. */
const localeUrl = (origin: string, path: string, locale: Locale, lastmod: string | null): SitemapUrl => ({
  loc: absolute(origin, localizedPath(locale, path)),
  lastmod,
  alternates: localeAlternates(origin, path),
})

export function storePageUrls(pages: StorePages, locale: Locale): SitemapUrl[] {
  const paths = [
    '/',
    ...pages.collectionPaths.map((path) => `/${path}`),
    ...(pages.showAbout ? ['/about'] : []),
    '/terms-of-use',
    '/privacy-policy',
    ...(pages.support ? ['/support', ...SUPPORT_ARTICLES.map((article) => `/support/${article.slug}`), '/contact'] : []),
  ]
  return paths.map((path) => localeUrl(pages.origin, path, locale, pages.updatedAt))
}

/** A listing's one indexable address in a locale (its page is also at /{slug}, canonical to this). */
export const listingUrl = (origin: string, slug: string, updatedAt: string | null, locale: Locale): SitemapUrl =>
  localeUrl(origin, listingPath(slug), locale, updatedAt)

/** The index: for each locale, its pages file, then one file per page of the listing index. */
export function sitemapRefs(origin: string, listingPages: number, updatedAt: string | null): SitemapRef[] {
  return LOCALES.flatMap((locale) => [
    { loc: absolute(origin, pagesSitemap(locale)), lastmod: updatedAt },
    ...Array.from({ length: listingPages }, (_, index) => ({
      loc: absolute(origin, listingsSitemap(locale, index + 1)),
      lastmod: updatedAt,
    })),
  ])
}
