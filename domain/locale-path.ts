import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants'

/**
 * A locale in the URL (docs/decisions/134-locale-in-the-path.md): every locale but the
 * default has a first path segment of its own, its tag in lower case (`/de/cart`,
 * `/en-gb/about`, `/pt-br`); the default locale's pages stay unprefixed. Where no prefix
 * names one, the shopper's cookie decides the language, as before.
 */

const BY_SEGMENT = new Map<string, Locale>(
  LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [locale.toLowerCase(), locale]),
)

/** A locale's path prefix, one way spelled (`/de`, `/en-gb`); '' for the default locale. */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale.toLowerCase()}`)

export interface LocalizedPath {
  locale: Locale
  /** The prefix as the path spells it (any case: `/DE`), for taking it off. */
  prefix: string
  /** The path without it, `/` for the prefix alone. */
  rest: string
}

/** The locale a path's first segment names, in any case, and the path without it; null when it names none. */
export function localeOfPath(path: string): LocalizedPath | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(path)
  const locale = match ? BY_SEGMENT.get((match[1] ?? '').toLowerCase()) : undefined
  if (!match || !locale) return null
  return { locale, prefix: `/${match[1]}`, rest: match[2] ?? '/' }
}

/** An unprefixed path (`/cart`, `/`) in a locale: `/de/cart`, `/de`; the default locale's is the path itself. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale)
  return prefix && path === '/' ? prefix : `${prefix}${path}`
}

export interface LocaleAlternate {
  /** A BCP 47 tag as hreflang takes it (`pt-BR`), or `x-default`. */
  hreflang: string
  href: string
}

/**
 * The same page in every locale, itself included, and `x-default` (the unprefixed address,
 * whose language the visitor's cookie picks): what `<link rel="alternate">` and a sitemap's
 * `xhtml:link` list, the same set from every one of them, so each names all the others.
 */
export function localeAlternates(origin: string, path: string): LocaleAlternate[] {
  const href = (locale: Locale) => new URL(localizedPath(locale, path), `${origin}/`).href
  return [...LOCALES.map((locale) => ({ hreflang: locale, href: href(locale) })), { hreflang: 'x-default', href: href(DEFAULT_LOCALE) }]
}
