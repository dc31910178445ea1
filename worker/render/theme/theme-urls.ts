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

/**
 * An image the theme shows: a path on the store, or an address on one of the store's own
 * image origins (`imageOrigins`, the same the page's CSP img-src names). An image anywhere
 * else is left out: a merchant must not widen where the store's pages may load from.
 */
function safeImageUrl(url: string | undefined, imageOrigins: readonly string[]): string | undefined {
  const safe = safeThemeUrl(url)
  if (safe === undefined || safe.startsWith('/')) return safe
  try {
    return imageOrigins.includes(new URL(safe).origin) ? safe : undefined
  } catch {
    return undefined
  }
}

/** The theme with every URL checked; its images only from `imageOrigins` (see safeImageUrl). */
export function withSafeUrls(theme: Theme, imageOrigins: readonly string[] = []): Theme {
  const { meta, brand, styles, content } = theme
  const image = (url: string | undefined) => safeImageUrl(url, imageOrigins)
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
      favicon: image(content.favicon),
      header: {
        ...content.header,
        logoUrl: image(content.header.logoUrl),
        logoLink: safeThemeUrl(content.header.logoLink),
        links: content.header.links.flatMap((link) => withUrl(link)),
      },
      heroBanner: {
        ...content.heroBanner,
        imageUrl: image(content.heroBanner.imageUrl),
        button: button && buttonUrl ? { ...button, url: buttonUrl } : undefined,
      },
      notification: content.notification ? { ...content.notification, url: safeThemeUrl(content.notification.url) } : undefined,
      categories: content.categories.map((category) => ({ ...category, imageUrl: image(category.imageUrl) })),
      about: { ...content.about, heroImageUrl: image(content.about.heroImageUrl) },
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
