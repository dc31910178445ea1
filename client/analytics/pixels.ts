import type { Theme } from '../../domain/schemas/theme'

/**
 * The marketing pixels a theme configures (spec sections 3 and 7). Ids are checked
 * against each service's format so nothing else ever reaches a script URL.
 */
export interface PixelConfig {
  googleAnalytics: string | null
  facebook: string | null
  merchantCenter: string | null
}

const GA_ID = /^(G|UA|AW|GT|DC)-[A-Z0-9-]{4,30}$/i
const NUMERIC_ID = /^\d{5,20}$/

export function pixelsFromTheme(meta: Pick<Theme['meta'], 'gaToken' | 'facebookPixel' | 'gmcMerchantId'>): PixelConfig {
  const pick = (value: string | undefined, pattern: RegExp) => (value && pattern.test(value.trim()) ? value.trim() : null)
  return {
    googleAnalytics: pick(meta.gaToken, GA_ID),
    facebook: pick(meta.facebookPixel, NUMERIC_ID),
    merchantCenter: pick(meta.gmcMerchantId, NUMERIC_ID),
  }
}

export function hasPixels(pixels: PixelConfig): boolean {
  return pixels.googleAnalytics !== null || pixels.facebook !== null || pixels.merchantCenter !== null
}

export const PIXEL_SCRIPTS = {
  googleAnalytics: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  facebook: 'https://connect.facebook.net/en_US/fbevents.js',
  merchantCenter: 'https://apis.google.com/js/platform.js',
} as const

/**
 * Origins the configured pixels talk to, for the page's Content-Security-Policy. Scripts
 * need no entry: the CSP's strict-dynamic trusts scripts the app's own code inserts.
 */
export function pixelOrigins(pixels: PixelConfig): { connect: string[]; frame: string[]; image: string[] } {
  const connect = new Set<string>()
  const frame = new Set<string>()
  const image = new Set<string>()
  if (pixels.googleAnalytics) {
    for (const origin of [
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]) {
      connect.add(origin)
      image.add(origin)
    }
  }
  if (pixels.facebook) {
    connect.add('https://connect.facebook.net')
    connect.add('https://www.facebook.com')
    // The pixel's beacon is an image request (…/tr?id=…).
    image.add('https://www.facebook.com')
  }
  if (pixels.merchantCenter) {
    connect.add('https://apis.google.com')
    frame.add('https://www.google.com')
    frame.add('https://apis.google.com')
    image.add('https://www.gstatic.com')
  }
  return { connect: [...connect], frame: [...frame], image: [...image] }
}

/** Payment pages load no third-party script but the payment providers' own, in any spelling of their path. */
export { isCheckoutPath } from '../../domain/page-path'
