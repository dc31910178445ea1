import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { pixelOrigins, pixelsFromTheme } from '../../client/analytics/pixels'
import { backendImageOrigins, buildCsp } from '../lib/csp'
import { fontOrigins } from '../lib/font-links'
import { storeImageHosts } from '../lib/theme-urls'
import { liveChatRequested } from '../../domain/live-chat'
import { widgetOrigins } from '../lib/widget-origins'

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** Options for the security headers; the checkout test decides the stricter payment CSP. */
export interface SecurityHeadersOptions {
  isCheckoutPath?: (path: string) => boolean
}

// /buy is the hosted express checkout: a card form like the others.
const defaultCheckoutPath = (path: string) => path.startsWith('/checkout') || path.startsWith('/buy') || path.startsWith('/dev/sandbox')

/**
 * A fresh CSP nonce per request (read by the renderer), and the headers every answer
 * carries. The CSP goes on HTML only; JSON and images do not execute.
 */
export const securityHeaders = ({ isCheckoutPath = defaultCheckoutPath }: SecurityHeadersOptions = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const nonce = randomNonce()
    c.set('cspNonce', nonce)
    await next()
    const headers = c.res.headers
    headers.set('x-content-type-options', 'nosniff')
    headers.set('referrer-policy', 'strict-origin-when-cross-origin')
    headers.set('x-frame-options', 'DENY')
    headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(self)')
    if (c.var.config.ENVIRONMENT === 'production') {
      headers.set('strict-transport-security', 'max-age=63072000; includeSubDomains; preload')
    }
    if (headers.get('content-type')?.startsWith('text/html')) {
      const theme = c.get('theme')
      const checkout = isCheckoutPath(c.req.path)
      const pixels = theme && !checkout ? pixelOrigins(pixelsFromTheme(theme.meta)) : { connect: [], frame: [], image: [] }
      const fonts = fontOrigins(theme?.styles.typography.fontUrl)
      const imageHosts = theme ? storeImageHosts(theme, c.var.config.IMAGE_HOSTS) : c.var.config.IMAGE_HOSTS
      // The store's live chat is let in only by the support page it was opened on (/live-chat?chat=open).
      const chatOpened = c.get('store')?.flags.support && liveChatRequested(c.req.path, new URL(c.req.url).searchParams)
      headers.set(
        'content-security-policy',
        buildCsp({
          nonce,
          checkout,
          development: c.var.config.ENVIRONMENT === 'development',
          styleOrigins: fonts.style,
          fontOrigins: fonts.font,
          imageOrigins: [...imageHosts.map((host) => `https://${host}`), ...backendImageOrigins(c.var.config.BACKEND_URL), ...pixels.image],
          connectOrigins: pixels.connect,
          frameOrigins: pixels.frame,
          widgetOrigins: widgetOrigins({
            afterpayMessaging: Boolean(c.var.config.AFTERPAY_MERCHANT_ID),
            liveChat: chatOpened ? theme?.meta.liveChat : undefined,
          }),
        }),
      )
    }
  })
