import type { ConsentChoice } from '../../domain/consent'
import { type TrackPayloads, toFacebook, toGoogleAnalytics } from './events'
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

export interface Pixels {
  /**
   * What the shopper allows now: each configured pixel of an allowed purpose is loaded
   * (once), Google's tag hears the choice through Consent Mode and Meta's through its
   * consent call; a refused pixel receives nothing more.
   */
  allow(allowed: ConsentChoice): void
  /** Hands a tracked event to every loaded pixel its purpose allows. */
  sink: Sink
  /** Records a page view on every allowed pixel (the first one too: they do not count their own). */
  pageView(): void
}

/** Google Consent Mode v2: analytics storage for analytics, the three ad signals for marketing. */
function consentMode(allowed: ConsentChoice): Record<string, 'granted' | 'denied'> {
  const value = (yes: boolean) => (yes ? 'granted' : 'denied')
  return {
    analytics_storage: value(allowed.analytics),
    ad_storage: value(allowed.marketing),
    ad_user_data: value(allowed.marketing),
    ad_personalization: value(allowed.marketing),
  }
}

const DENIED = consentMode({ analytics: false, marketing: false })

function startGoogle(w: PixelWindow, doc: Document, id: string, allowed: ConsentChoice): Gtag {
  w.dataLayer = w.dataLayer ?? []
  const gtag: Gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // biome-ignore lint/complexity/noArguments: the documented dataLayer protocol
    w.dataLayer?.push(arguments)
  }
  w.gtag = gtag
  // Denied before the tag exists, then the choice: nothing is stored that was not allowed.
  gtag('consent', 'default', DENIED)
  gtag('consent', 'update', consentMode(allowed))
  gtag('js', new Date())
  gtag('config', id, { send_page_view: false })
  injectScript(doc, PIXEL_SCRIPTS.googleAnalytics(id))
  return gtag
}

function startFacebook(w: PixelWindow, doc: Document, id: string): Fbq {
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
  w.fbq('init', id)
  return w.fbq
}

/**
 * The configured pixels, loaded as consent allows. The command queues (`dataLayer`,
 * `fbq`) exist as soon as a pixel starts, so nothing is lost while its script arrives.
 */
export function createPixels(pixels: PixelConfig, win: Window = window): Pixels {
  const doc = win.document
  const w = win as unknown as PixelWindow
  let allowed: ConsentChoice = { analytics: false, marketing: false }
  let gtag: Gtag | null = null
  let fbq: Fbq | null = null
  let pageCounted = false

  const googleView = () => gtag?.('event', 'page_view', { page_location: win.location.href, page_title: doc.title })
  const facebookView = () => fbq?.('track', 'PageView')

  const reviewOptIn = (merchantId: number, payload: TrackPayloads['purchase']) => {
    if (!payload.email || !payload.deliveryCountry || !payload.estimatedDeliveryDate) return
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
  }

  return {
    allow(next) {
      allowed = next
      if (pixels.googleAnalytics) {
        if (gtag) gtag('consent', 'update', consentMode(next))
        else if (next.analytics) {
          gtag = startGoogle(w, doc, pixels.googleAnalytics, next)
          if (pageCounted) googleView()
        }
      }
      if (pixels.facebook) {
        if (fbq) fbq('consent', next.marketing ? 'grant' : 'revoke')
        else if (next.marketing) {
          fbq = startFacebook(w, doc, pixels.facebook)
          if (pageCounted) facebookView()
        }
      }
    },
    sink(...args) {
      if (gtag && allowed.analytics) gtag('event', ...toGoogleAnalytics(...args))
      if (fbq && allowed.marketing) {
        const event = toFacebook(...args)
        if (event) fbq(event.method, event.name, event.params, ...(event.eventId ? [{ eventID: event.eventId }] : []))
      }
      if (pixels.merchantCenter && allowed.marketing && args[0] === 'purchase')
        reviewOptIn(Number(pixels.merchantCenter), args[1] as TrackPayloads['purchase'])
    },
    pageView() {
      pageCounted = true
      if (allowed.analytics) googleView()
      if (allowed.marketing) facebookView()
    },
  }
}
