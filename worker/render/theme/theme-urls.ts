import type { Theme } from '../../../domain/schemas/theme'
import { fontServiceOf } from './font-links'
import { isSafePublicUrl } from './url-check'

/**
 * Every URL a theme puts into a page passes the URL check of spec section 5 first: a path
 * on the store's own site, or a public http(s) address. A `javascript:` link, a data: URL
 * or an image on a private or metadata address never reaches the HTML. What fails is
 * left out: a link without its URL, an image not shown.
 */
export function safeThemeUrl(url: string | undefined, { httpsOnly = false }: { httpsOnly?: boolean } = {}): string | undefined {
  if (url === undefined) return undefined
  const trimmed = url.trim()
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed
  // A scheme-less URL is read as https (the check's optional protocol), so http-only
  // schemes cannot hide behind a missing one.
  if (!/^https?:\/\//i.test(trimmed) && /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return undefined
  return isSafePublicUrl(trimmed, { httpsOnly }) ? trimmed : undefined
}

export function withSafeUrls(theme: Theme): Theme {
  const { meta, brand, styles, content } = theme
  const button = content.heroBanner.button
  const buttonUrl = safeThemeUrl(button?.url)
  return {
    ...theme,
    meta: {
      ...meta,
      newsletterAction: safeThemeUrl(meta.newsletterAction, { httpsOnly: true }),
      seo: { ...meta.seo, image: safeThemeUrl(meta.seo.image) },
      liveChat: safeLiveChat(meta.liveChat),
    },
    brand: { ...brand, socialMedia: brand.socialMedia.flatMap((link) => withUrl(link)) },
    // A font stylesheet only from a font service on the allow-list (worker/render/theme/font-links.ts).
    styles: {
      ...styles,
      typography: { ...styles.typography, fontUrl: fontServiceOf(styles.typography.fontUrl) ? styles.typography.fontUrl : undefined },
    },
    content: {
      ...content,
      favicon: safeThemeUrl(content.favicon),
      header: {
        ...content.header,
        logoUrl: safeThemeUrl(content.header.logoUrl),
        logoLink: safeThemeUrl(content.header.logoLink),
        links: content.header.links.flatMap((link) => withUrl(link)),
      },
      heroBanner: {
        ...content.heroBanner,
        imageUrl: safeThemeUrl(content.heroBanner.imageUrl),
        button: button && buttonUrl ? { ...button, url: buttonUrl } : undefined,
      },
      notification: content.notification ? { ...content.notification, url: safeThemeUrl(content.notification.url) } : undefined,
      categories: content.categories.map((category) => ({ ...category, imageUrl: safeThemeUrl(category.imageUrl) })),
      about: { ...content.about, heroImageUrl: safeThemeUrl(content.about.heroImageUrl) },
    },
  }
}

/** An https origin a CSP can name, one `*.` wildcard allowed: nothing that could end or widen the policy. */
const HTTPS_ORIGIN = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/i

/**
 * A live chat is kept only with a public https script; its extra origins only as public
 * https origins, since they go into the support page's Content-Security-Policy.
 */
function safeLiveChat(chat: Theme['meta']['liveChat']): Theme['meta']['liveChat'] {
  if (!chat || !/^https:\/\//i.test(chat.scriptUrl)) return undefined
  const scriptUrl = safeThemeUrl(chat.scriptUrl, { httpsOnly: true })
  if (!scriptUrl) return undefined
  const origins = chat.origins.filter(
    (origin) => HTTPS_ORIGIN.test(origin) && isSafePublicUrl(origin.replace('*.', ''), { httpsOnly: true }),
  )
  return { ...chat, scriptUrl, origins }
}

function withUrl<T extends { url: string }>(link: T): T[] {
  const url = safeThemeUrl(link.url)
  return url ? [{ ...link, url }] : []
}

/**
 * Hosts the store's images come from: the platform's image CDN (IMAGE_HOSTS) and the hosts
 * of the theme's own images. Pages may show images from these only (CSP img-src), and the
 * merchant's CSS may load images from these only.
 */
export function storeImageHosts(theme: Theme, cdnHosts: readonly string[]): string[] {
  return [...new Set([...cdnHosts, ...themeImageHosts(theme)])]
}

/** Hosts the theme's own images come from. */
export function themeImageHosts(theme: Theme): string[] {
  const { content, meta } = theme
  const urls = [
    content.favicon,
    content.header.logoUrl,
    content.heroBanner.imageUrl,
    content.about.heroImageUrl,
    meta.seo.image,
    ...content.categories.map((category) => category.imageUrl),
  ]
  const hosts = new Set<string>()
  for (const url of urls) {
    if (!url || !/^https:\/\//i.test(url)) continue
    try {
      hosts.add(new URL(url).hostname)
    } catch {
      // Not a URL: no host to allow.
    }
  }
  return [...hosts]
}
