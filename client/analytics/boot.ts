import type { ShellData } from '../app/shell'
import type { ConsentStore } from '../consent/consent-store'
import { pageConsent } from '../consent/page-consent'
import type { ConsentChoice } from '../../domain/consent'
import { captureAttribution, sendCampaignView } from './attribution'
import type { Pixels } from './load-pixels'
import { hasPixels, isCheckoutPath, type PixelConfig, pixelsFromTheme } from './pixels'
import { type Tracker, tracker as pageTracker } from './tracker'

/** The part of the router the boot needs: where the shopper is now, and when that changes. */
export interface RouterLike {
  state: { location: { pathname: string }; navigation: { state: string } }
  subscribe(listener: (state: RouterLike['state']) => void): () => void
}

/** Whether a configured pixel may run: Google's tag for analytics, Meta's and the merchant centre's for marketing. */
const anyAllowed = (pixels: PixelConfig, allowed: ConsentChoice) =>
  (allowed.analytics && pixels.googleAnalytics !== null) ||
  (allowed.marketing && (pixels.facebook !== null || pixels.merchantCenter !== null))

/**
 * Attribution and analytics for the page (spec sections 7 and 9), as the shopper's consent
 * allows (docs/privacy.md): attribution cookies and campaign views are marketing and wait
 * for it, from the landing URL even when the consent comes on a later page of the visit;
 * pixels load once their purpose is allowed, never on a
 * checkout page, and not at all when the theme configures none; on checkout pages they
 * receive nothing. With the store's tracking flag off there are no pixels and no campaign views.
 * The entry loads and calls it once the page is interactive (ADR 158).
 */
export function bootAnalytics({
  shell,
  router,
  landing,
  tracker = pageTracker,
  consent = pageConsent(shell),
}: {
  shell: ShellData
  router: RouterLike
  /** The query string the visit landed with, read before any navigation. */
  landing: string
  tracker?: Tracker
  consent?: ConsentStore
}): void {
  let attributed = false
  const attribute = () => {
    if (attributed || !consent.get().marketing) return
    attributed = true
    captureAttribution(landing)
  }
  attribute()
  consent.subscribe(attribute)
  if (!shell.store.flags.tracking) {
    tracker.connect([])
    return
  }
  tracker.listen(
    (event, payload) => {
      if (event !== 'product-detail-view' || !consent.get().marketing) return
      void sendCampaignView(String(payload.product.listingId ?? payload.product.id))
    },
    // The page was viewed before this module loaded, at idle.
    { replayQueued: true },
  )

  const config = pixelsFromTheme(shell.theme.meta)
  if (!hasPixels(config)) {
    tracker.connect([])
    return
  }

  let pixels: Pixels | null = null
  let loading = false
  // Before a choice where one is asked, events are dropped, not kept for later.
  if (!anyAllowed(config, consent.get())) tracker.connect([])

  const sync = () => {
    const allowed = consent.get()
    if (pixels) return pixels.allow(allowed)
    if (!anyAllowed(config, allowed) || isCheckoutPath(router.state.location.pathname) || loading) return
    loading = true
    tracker.hold()
    void import('./load-pixels').then(({ createPixels }) => {
      pixels = createPixels(config)
      pixels.allow(consent.get())
      tracker.connect([pixels.sink])
      if (!isCheckoutPath(router.state.location.pathname)) pixels.pageView()
    })
  }

  let lastPath = router.state.location.pathname
  const onPage = (path: string) => {
    const checkout = isCheckoutPath(path)
    tracker.setPaused(checkout)
    if (checkout) return
    if (pixels) pixels.pageView()
    else sync()
  }

  consent.subscribe(sync)
  onPage(lastPath)
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === lastPath) return
    lastPath = state.location.pathname
    onPage(lastPath)
  })
}
