import type { RouteLocation } from './route-state'

/** The browser's session history as the router uses it; tests give it a memory of their own. */
export interface HistoryPort {
  readonly origin: string
  /** The current entry, with the key the router gave it. */
  current(): RouteLocation
  push(location: RouteLocation): void
  replace(location: RouteLocation): void
  go(delta: number): void
  /** Calls `listener` when back or forward moves to another entry; returns the unsubscribe. */
  listen(listener: () => void): () => void
  /** A full document load: the server renders the page afresh. */
  loadDocument(url: string, replace: boolean): void
  /**
   * How far the page is scrolled where the shopper leaves it (kept per entry for back and
   * forward); read synchronously by a listener while back or forward is handled.
   */
  scrollY(): number
}

let counter = 0
export function newKey(): string {
  counter += 1
  return `${Date.now().toString(36)}${counter.toString(36)}`
}

interface EntryState {
  key?: string
}

/** The real window's history; the first entry gets a key too, so back to it can restore its scroll. */
export function browserHistory(win: Window = window): HistoryPort {
  const read = (): RouteLocation => {
    const { pathname, search, hash } = win.location
    const key = (win.history.state as EntryState | null)?.key ?? 'initial'
    return { pathname, search, hash, key }
  }
  const write = (location: RouteLocation, method: 'pushState' | 'replaceState') => {
    win.history[method]({ key: location.key }, '', location.pathname + location.search + location.hash)
  }
  // While back or forward is handled, the page as of the last scroll event: when `popstate`
  // fires, the browser may already have moved the page to the entry it returns to, and this
  // still holds where the shopper was. Otherwise the page as it is now: a click can land in
  // the frame that scrolled, before that scroll's event.
  let lastScrolled = win.scrollY
  let returning = false
  win.addEventListener('scroll', () => (lastScrolled = win.scrollY), { passive: true })
  // The router restores the scroll of the entries it adds (client/theme/use-scroll-on-navigate.ts):
  // the browser restoring them too raced it, and back sometimes landed hundreds of pixels off.
  // The entry left for another document goes back to the browser's own restoring, so a return
  // by back to a reloaded page still finds its place.
  const restoredBy = (restoring: ScrollRestoration) => () => {
    if ('scrollRestoration' in win.history) win.history.scrollRestoration = restoring
  }
  restoredBy('manual')()
  win.addEventListener('pageshow', restoredBy('manual'))
  win.addEventListener('pagehide', restoredBy('auto'))
  if (!(win.history.state as EntryState | null)?.key) {
    win.history.replaceState({ ...(win.history.state as object | null), key: 'initial' }, '')
  }
  return {
    origin: win.location.origin,
    current: read,
    push: (location) => write(location, 'pushState'),
    replace: (location) => write(location, 'replaceState'),
    go: (delta) => win.history.go(delta),
    listen(listener) {
      const onPopState = () => {
        returning = true
        try {
          listener()
        } finally {
          returning = false
        }
      }
      win.addEventListener('popstate', onPopState)
      return () => win.removeEventListener('popstate', onPopState)
    },
    loadDocument(url, replace) {
      if (replace) win.location.replace(url)
      else win.location.assign(url)
    },
    scrollY: () => (returning ? lastScrolled : win.scrollY),
  }
}
