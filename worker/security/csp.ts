import { NONCE, type secureHeaders } from 'hono/secure-headers'

/**
 * The Content-Security-Policy of a page, as directives for `hono/secure-headers`. Scripts
 * run only with the request's nonce (hono's NONCE); payment SDK hosts are allowed only on
 * checkout routes, where merchant CSS, fonts and pixels are never loaded (see the
 * security-headers middleware).
 */
export interface CspOptions {
  checkout: boolean
  /** Origins of the theme's font stylesheet (a font service on the allow-list). */
  styleOrigins?: readonly string[]
  /** Origins the theme's font files come from. */
  fontOrigins?: readonly string[]
  /** https origins allowed for images: the store's image hosts and the pixels' beacons. */
  imageOrigins?: readonly string[]
  /** Origins the theme's analytics pixels send to (never used on checkout pages). */
  connectOrigins?: readonly string[]
  /** Origins the theme's pixels show frames from (the merchant centre's review opt-in). */
  frameOrigins?: readonly string[]
  /**
   * https origins of third-party widgets this page may load (Afterpay's price message, a
   * store's live chat once opened on a support page): they may connect, frame and show
   * images, styles and fonts from there. Never on checkout pages.
   */
  widgetOrigins?: readonly string[]
  development?: boolean
}

type CspDirectives = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>
type Sources = NonNullable<CspDirectives['scriptSrc']>

/** What a widget's origins are allowed for; its script itself comes in through strict-dynamic. */
const WIDGET_DIRECTIVES = ['connectSrc', 'imgSrc', 'styleSrc', 'fontSrc', 'frameSrc'] as const

const STRIPE = ['https://js.stripe.com', 'https://*.js.stripe.com']
const PAYPAL = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com']
/** Card brand marks and buttons the payment SDKs draw with images. */
const PAYMENT_IMAGES = ['https://*.stripe.com', ...PAYPAL]

export function cspDirectives({
  checkout,
  styleOrigins = [],
  fontOrigins = [],
  imageOrigins = [],
  connectOrigins = [],
  frameOrigins = [],
  widgetOrigins = [],
  development,
}: CspOptions): CspDirectives {
  // On checkout pages scripts come from this site and the payment providers only: without
  // 'strict-dynamic', not even the platform's own code could pull a pixel or widget in.
  const scriptSrc: Sources = checkout ? [NONCE, "'self'", ...STRIPE, ...PAYPAL] : [NONCE, "'strict-dynamic'"]
  const connectSrc = [
    "'self'",
    ...(checkout ? ['https://api.stripe.com', ...PAYPAL] : connectOrigins),
    ...(development ? ['ws:', 'wss:'] : []),
  ]
  const frameSrc = checkout ? [...STRIPE, 'https://hooks.stripe.com', ...PAYPAL] : frameOrigins.length > 0 ? [...frameOrigins] : ["'none'"]
  const directives: Record<string, Sources> = {
    defaultSrc: ["'self'"],
    scriptSrc,
    styleSrc: ["'self'", NONCE, ...(checkout ? [] : styleOrigins)],
    // Inline style attributes (image aspect ratios, colour swatches) are harmless:
    // img-src and font-src still bound every url() they could name.
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...imageOrigins, ...(checkout ? PAYMENT_IMAGES : [])],
    fontSrc: ["'self'", 'data:', ...(checkout ? [] : fontOrigins)],
    connectSrc,
    frameSrc,
    frameAncestors: ["'none'"],
    formAction: ["'self'", 'https:'],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
  }
  if (!checkout && widgetOrigins.length > 0) {
    for (const name of WIDGET_DIRECTIVES) directives[name] = [...directives[name].filter((value) => value !== "'none'"), ...widgetOrigins]
  }
  return directives
}

/**
 * Where a store's pages may load images from besides the store itself (CSP img-src, and
 * the theme's own images): the platform's image CDN (IMAGE_HOSTS) and, in provider mode,
 * the backend's own host. Never a host the theme names: the merchant chooses those.
 */
export function storeImageOrigins(config: { IMAGE_HOSTS: readonly string[]; BACKEND_URL?: string }): string[] {
  return [...config.IMAGE_HOSTS.map((host) => `https://${host}`), ...backendImageOrigins(config.BACKEND_URL)]
}

/**
 * Image origins a provider backend adds: product images it serves from its own host (a
 * CDN of its own is named in IMAGE_HOSTS).
 */
export function backendImageOrigins(backendUrl: string | undefined): string[] {
  return backendUrl ? [new URL(backendUrl).origin] : []
}
