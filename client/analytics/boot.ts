import type { ShellData } from '../app/shell'
import { captureAttribution, sendCampaignView } from './attribution'
import { hasPixels, isCheckoutPath, pixelsFromTheme } from './pixels'
import { type Tracker, tracker as pageTracker } from './tracker'

/** The part of the router the boot needs: where the shopper is now, and when that changes. */
export interface RouterLike {
  state: { location: { pathname: string }; navigation: { state: string } }
  subscribe(listener: (state: RouterLike['state']) => void): () => void
}

/** Runs `start` once the page is hydrated and the browser has a quiet moment. */
function whenInteractive(start: () => void, win: Window = window): void {
  const idle = () => {
    if ('requestIdleCallback' in win) win.requestIdleCallback(() => start(), { timeout: 3000 })
    else setTimeout(start, 1)
  }
  const root = win.document.documentElement
  if (root.dataset.hydrated === 'true') {
    idle()
    return
  }
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return
    observer.disconnect()
    idle()
  })
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
}

/**
 * Attribution and analytics for the page (spec sections 7 and 9). Attribution cookies are
 * set at once. The pixels load only after the page is interactive, never on a checkout
 * page, and not at all when the theme configures none; on checkout pages they receive
 * nothing. With the store's tracking flag off there are no pixels and no campaign views.
 */
export function bootAnalytics({ shell, router, tracker = pageTracker }: { shell: ShellData; router: RouterLike; tracker?: Tracker }): void {
  captureAttribution()
  if (!shell.store.flags.tracking) {
    tracker.connect([])
    return
  }
  tracker.listen((event, payload) => {
    if (event !== 'product-detail-view') return
    void sendCampaignView(String(payload.product.listingId ?? payload.product.id))
  })

  const pixels = pixelsFromTheme(shell.theme.meta)
  if (!hasPixels(pixels)) {
    tracker.connect([])
    return
  }

  let pageView: (() => void) | null = null
  let lastPath = router.state.location.pathname
  const onPage = (path: string) => {
    const checkout = isCheckoutPath(path)
    tracker.setPaused(checkout)
    if (checkout) return
    if (pageView) return pageView()
    void import('./load-pixels').then(({ loadPixels }) => {
      if (pageView) return
      const loaded = loadPixels(pixels)
      pageView = loaded.pageView
      tracker.connect(loaded.sinks)
      if (!isCheckoutPath(router.state.location.pathname)) pageView()
    })
  }

  tracker.setPaused(isCheckoutPath(lastPath))
  whenInteractive(() => {
    onPage(router.state.location.pathname)
    router.subscribe((state) => {
      if (state.navigation.state !== 'idle' || state.location.pathname === lastPath) return
      lastPath = state.location.pathname
      onPage(lastPath)
    })
  })
}
