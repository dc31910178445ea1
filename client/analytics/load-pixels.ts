import { toFacebook, toGoogleAnalytics } from './events'
import { PIXEL_SCRIPTS, type PixelConfig } from './pixels'
import type { Sink } from './tracker'
import { injectScript } from '../browser/inject-script'

type Gtag = (...args: unknown[]) => void
interface Fbq {
  (...args: unknown[]): void
  callMethod?: (...args: unknown[]) => void
  queue: unknown[]
  push: Fbq
  loaded: boolean
  version: string
}
interface GapiSurveyOptIn {
  load(name: string, callback: () => void): void
  surveyoptin: { render(options: Record<string, unknown>): void }
}
interface PixelWindow {
  dataLayer?: unknown[]
  gtag?: Gtag
  fbq?: Fbq
  _fbq?: Fbq
  gapi?: GapiSurveyOptIn
  [callback: string]: unknown
}

export interface LoadedPixels {
  sinks: Sink[]
  /** Records a page view on every pixel (the first one too: they do not count their own). */
  pageView(): void
}

/**
 * Loads the configured pixels into the page and answers a sink per pixel. The command
 * queues (`dataLayer`, `fbq`) exist at once, so nothing is lost while the scripts arrive.
 */
export function loadPixels(pixels: PixelConfig, win: Window = window): LoadedPixels {
  const doc = win.document
  const w = win as unknown as PixelWindow
  const sinks: Sink[] = []
  const pageViews: (() => void)[] = []

  if (pixels.googleAnalytics) {
    const id = pixels.googleAnalytics
    w.dataLayer = w.dataLayer ?? []
    const gtag: Gtag = function gtag() {
      // gtag.js reads the arguments object itself, not an array.
      // biome-ignore lint/complexity/noArguments: the documented dataLayer protocol
      w.dataLayer?.push(arguments)
    }
    w.gtag = gtag
    gtag('js', new Date())
    gtag('config', id, { send_page_view: false })
    injectScript(doc, PIXEL_SCRIPTS.googleAnalytics(id))
    sinks.push((...args) => gtag('event', ...toGoogleAnalytics(...args)))
    pageViews.push(() => gtag('event', 'page_view', { page_location: win.location.href, page_title: doc.title }))
  }

  if (pixels.facebook) {
    if (!w.fbq) {
      const fbq = ((...args: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod(...args)
        else fbq.queue.push(args)
      }) as Fbq
      fbq.push = fbq
      fbq.loaded = true
      fbq.version = '2.0'
      fbq.queue = []
      w.fbq = fbq
      w._fbq = fbq
      injectScript(doc, PIXEL_SCRIPTS.facebook)
    }
    const fbq = w.fbq
    fbq('init', pixels.facebook)
    sinks.push((...args) => {
      const event = toFacebook(...args)
      if (event) fbq(event.method, event.name, event.params)
    })
    pageViews.push(() => fbq('track', 'PageView'))
  }

  if (pixels.merchantCenter) {
    const merchantId = Number(pixels.merchantCenter)
    sinks.push((event, payload) => {
      if (event !== 'purchase' || !payload.email || !payload.deliveryCountry || !payload.estimatedDeliveryDate) return
      // The merchant centre's review opt-in appears once, on the order confirmation.
      const callback = `__gmcOptIn${Date.now()}`
      w[callback] = () =>
        w.gapi?.load('surveyoptin', () =>
          w.gapi?.surveyoptin.render({
            merchant_id: merchantId,
            order_id: payload.orderNumber,
            email: payload.email,
            delivery_country: payload.deliveryCountry,
            estimated_delivery_date: payload.estimatedDeliveryDate,
          }),
        )
      injectScript(doc, `${PIXEL_SCRIPTS.merchantCenter}?onload=${callback}`)
    })
  }

  return {
    sinks,
    pageView: () => {
      for (const view of pageViews) view()
    },
  }
}
