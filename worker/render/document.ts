import type { LocaleAlternate } from '../../domain/locale-path'
import type { DocumentKind } from '../../client/app/document-kind'
import { ROUTER_DATA_ID } from '../../client/app/router-data'
import { bootAfterPaintScript } from './boot-after-paint'
import { escapeHtml } from './escape-html'
import { fontLinks } from './theme/font-links'
import type { PageAssets } from './assets'
import type { PreloadImage } from '../../client/components/image-layouts'

/**
 * The LCP image's preload: for a photo, the same WebP `srcset` and `sizes` as its
 * `<picture>`, so the browser fetches the one rendition the page then shows.
 */
function preloadImageLink(image: PreloadImage): string {
  const e = escapeHtml
  // No href beside a srcset: a browser without imagesrcset would fetch a second copy.
  const source =
    'href' in image ? `href="${e(image.href)}"` : `imagesrcset="${e(image.srcset)}" imagesizes="${e(image.sizes)}" type="${e(image.type)}"`
  return `<link rel="preload" as="image" ${source} fetchpriority="high">`
}

export interface HeadData {
  title: string
  description: string
  canonicalUrl: string
  /** The page in every locale and x-default (hreflang). */
  alternates: readonly LocaleAlternate[]
  faviconUrl: string
  imageUrl: string | null
  /** The share image's size, when known (og:image:width and height). */
  imageSize: { width: number; height: number } | null
  /** A listing's price: the page is og:type product. */
  product: { amount: string; currency: string } | null
  /** JSON-LD documents, already safe as script text (seo/structured-data.ts's jsonLdScriptText). */
  jsonLd: readonly string[]
  siteName: string
  locale: string
  bodyClass: string
  /** Theme variables (and, off checkout, the merchant's sanitised CSS). */
  inlineCss: string
  fontStylesheet: string | null
  preloadImage: PreloadImage | null
  noIndex: boolean
  /** Checkout pages are a document of their own (client/app/document-kind.ts). */
  documentKind: DocumentKind
  /** Shown above the page only without scripts: the checkout's notice and its way on (ADR 142). */
  noScript?: { text: string; href: string; label: string } | null
  /** The hidden sprite the page's social icons draw from (social-marks.ts), or ''. */
  socialMarks?: string
}

/**
 * A theme's font stylesheet never holds the first paint: it loads as `media="print"` (not
 * render-blocking) and a script at the end of the body applies it once loaded, so text shows
 * at once in the fallback stack and swaps to the font (`display=swap`) when it arrives. Its
 * third-party origin costs a DNS look-up and a TLS handshake before the first byte.
 */
const FONT_STYLESHEET_ID = 'theme-font'
const APPLY_FONT_SOURCE = `{const l=document.getElementById('${FONT_STYLESHEET_ID}');const on=()=>{l.media='all'};if(l)l.sheet?on():l.addEventListener('load',on)}`

/**
 * The HTML around the React stream, as strings: everything in <head> is known before
 * rendering starts, so the browser can fetch CSS and scripts while the body streams.
 */
export function documentHead(head: HeadData, assets: PageAssets, nonce: string, shellJson: string): string {
  const e = escapeHtml
  const font = fontLinks(head.fontStylesheet)
  // What paints first asks first: styles and the LCP image before the scripts, which only
  // hydrate. A store page asks for its scripts only once its first screen has painted
  // (boot-after-paint.ts); a checkout, whose payment fields are the point, at once, at low
  // priority, so on a slow link they take the bandwidth the page's images leave.
  const scriptsNow = head.documentKind === 'checkout'
  const links = [
    ...(font ? font.preconnect.map((origin) => `<link rel="preconnect" href="${e(origin)}" crossorigin>`) : []),
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${e(href)}">`),
    ...(font ? [`<link rel="stylesheet" href="${e(font.stylesheet)}" media="print" id="${FONT_STYLESHEET_ID}">`] : []),
    ...(head.preloadImage ? [preloadImageLink(head.preloadImage)] : []),
    // The catalogue hydration reads with fetch() (client/app/load-shell.ts), which uses a
    // preload `as="fetch"` only if it is made in CORS mode: hence `crossorigin`.
    ...(scriptsNow && assets.messages
      ? [`<link rel="preload" as="fetch" crossorigin href="${e(assets.messages)}" fetchpriority="low">`]
      : []),
    ...(scriptsNow && assets.entry ? [`<link rel="modulepreload" href="${e(assets.entry)}" fetchpriority="low">`] : []),
    ...(scriptsNow ? assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${e(href)}" fetchpriority="low">`) : []),
  ]
  const og = [
    ['og:title', head.title],
    ['og:description', head.description],
    ['og:url', head.canonicalUrl],
    ['og:site_name', head.siteName],
    ['og:type', head.product ? 'product' : 'website'],
    ...(head.imageUrl ? [['og:image', head.imageUrl]] : []),
    ...(head.imageUrl && head.imageSize
      ? [
          ['og:image:width', String(head.imageSize.width)],
          ['og:image:height', String(head.imageSize.height)],
        ]
      : []),
    ...(head.product
      ? [
          ['product:price:amount', head.product.amount],
          ['product:price:currency', head.product.currency],
        ]
      : []),
  ]
  return [
    '<!doctype html>',
    `<html lang="${e(head.locale)}" data-document="${head.documentKind}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(head.title)}</title>`,
    `<meta name="description" content="${e(head.description)}">`,
    head.noIndex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${e(head.canonicalUrl)}">`,
    ...head.alternates.map((link) => `<link rel="alternate" hreflang="${e(link.hreflang)}" href="${e(link.href)}">`),
    `<link rel="icon" href="${e(head.faviconUrl)}">`,
    ...og.map(([property, content]) => `<meta property="${property}" content="${e(content)}">`),
    '<meta name="twitter:card" content="summary_large_image">',
    ...links,
    `<style nonce="${e(nonce)}">${head.inlineCss}</style>`,
    `<script type="application/json" id="__shell">${shellJson}</script>`,
    // Data for search engines, not script: browsers never run this type.
    ...head.jsonLd.map((text) => `<script type="application/ld+json" nonce="${e(nonce)}">${text}</script>`),
    '</head>',
    `<body class="${e(head.bodyClass)}">`,
    head.noScript
      ? `<noscript><p class="notice noscript-notice">${e(head.noScript.text)} <a href="${e(head.noScript.href)}">${e(head.noScript.label)}</a></p></noscript>`
      : '',
    head.socialMarks ?? '',
    '<div id="root">',
  ].join('')
}

export function documentTail(
  assets: PageAssets,
  nonce: string,
  routerData: string,
  { documentKind, hasFont }: { documentKind: DocumentKind; hasFont: boolean },
): string {
  const font = hasFont ? `<script nonce="${escapeHtml(nonce)}">${APPLY_FONT_SOURCE}</script>` : ''
  const script =
    documentKind === 'store'
      ? bootAfterPaintScript(assets, nonce)
      : assets.entry
        ? `<script type="module" nonce="${escapeHtml(nonce)}" src="${escapeHtml(assets.entry)}"></script>`
        : ''
  // Data, not script (serializeRouterData escapes every `<`): the browser router hydrates from it.
  const data = `<script type="application/json" id="${ROUTER_DATA_ID}">${routerData}</script>`
  return `</div>${data}${font}${script}</body></html>`
}
