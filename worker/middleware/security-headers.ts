import { createMiddleware } from 'hono/factory'
import { secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../env'
import { BoundedMap } from '../../domain/bounded-map'
import { pixelOrigins, pixelsFromTheme } from '../../client/analytics/pixels'
import { cspDirectives, storeImageOrigins } from '../security/csp'
import { fontOrigins } from '../render/theme/font-links'
import { liveChatRequested } from '../../domain/live-chat'
import { isCheckoutPath as isCheckoutPage } from '../../domain/page-path'
import { widgetOrigins } from '../security/widget-origins'
import { freshNonce } from '../security/nonce'

/** Options for the security headers; the checkout test decides the stricter payment CSP. */
export interface SecurityHeadersOptions {
  isCheckoutPath?: (path: string) => boolean
}

// /buy is the hosted express checkout: a card form like the others. A checkout page in any
// spelling the router renders it under (domain/page-path.ts).
const defaultCheckoutPath = (path: string) => isCheckoutPage(path) || path.startsWith('/buy') || path.startsWith('/dev/sandbox')

/** Only what this worker sets: hono's other defaults (COOP, CORP, …) would change how providers' pop-ups and images work. */
const NONE_OF_HONOS_DEFAULTS = {
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  removePoweredBy: false,
} as const

/** The headers every answer carries, HSTS in production only (the store is served over plain http locally). */
const hardening = (production: boolean) =>
  secureHeaders({
    ...NONE_OF_HONOS_DEFAULTS,
    xContentTypeOptions: true,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: production ? 'max-age=63072000; includeSubDomains; preload' : false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self'] },
  })
const HARDENING = { production: hardening(true), other: hardening(false) }

/**
 * hono's CSP middleware for each policy seen lately: making one parses the directives, and a
 * store's pages ask for the same few policies again and again (the nonce is filled in per request).
 */
const cspWriters = new BoundedMap<string, ReturnType<typeof secureHeaders>>(100)

function cspWriter(contentSecurityPolicy: ReturnType<typeof cspDirectives>): ReturnType<typeof secureHeaders> {
  // The directives are strings but for hono's NONCE, the same function wherever it stands.
  const key = JSON.stringify(contentSecurityPolicy)
  const known = cspWriters.get(key)
  if (known) return known
  const writer = secureHeaders({ ...NONE_OF_HONOS_DEFAULTS, contentSecurityPolicy })
  cspWriters.set(key, writer)
  return writer
}

/**
 * A fresh CSP nonce per request (secureHeadersNonce, as hono's NONCE names it; the renderer reads it),
 * and the headers every answer carries. The CSP goes on HTML only (JSON and images do not
 * execute), built once the page is rendered: it depends on the store's theme, the page and
 * whether it is a checkout page.
 */
export const securityHeaders = ({ isCheckoutPath = defaultCheckoutPath }: SecurityHeadersOptions = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    // The CSP's NONCE source (security/csp.ts) writes this nonce; the renderer reads it. c.get, not
    // c.var, here and below: c.var copies every variable of the request on each read.
    c.set('secureHeadersNonce', freshNonce())
    const config = c.get('config')
    const production = config.ENVIRONMENT === 'production'
    await (production ? HARDENING.production : HARDENING.other)(c, next)
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return
    const theme = c.get('theme')
    const checkout = isCheckoutPath(c.req.path)
    const pixels = theme && !checkout ? pixelOrigins(pixelsFromTheme(theme.meta)) : { connect: [], frame: [], image: [] }
    const fonts = fontOrigins(theme?.styles.typography.fontUrl)
    // The store's live chat is let in only by the support page it was opened on (/live-chat?chat=open).
    const chatOpened = c.get('store')?.flags.support && liveChatRequested(c.req.path, new URL(c.req.url).searchParams)
    const contentSecurityPolicy = cspDirectives({
      checkout,
      development: config.ENVIRONMENT === 'development',
      styleOrigins: fonts.style,
      fontOrigins: fonts.font,
      imageOrigins: [...storeImageOrigins(config), ...pixels.image],
      connectOrigins: pixels.connect,
      frameOrigins: pixels.frame,
      widgetOrigins: widgetOrigins({
        afterpayMessaging: Boolean(config.AFTERPAY_MERCHANT_ID),
        liveChat: chatOpened ? theme?.meta.liveChat : undefined,
      }),
    })
    // hono's middleware writes the header onto the finished answer (its `next` has nothing left to run).
    await cspWriter(contentSecurityPolicy)(c, async () => {})
  })
