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
  /** How far the page is scrolled now (kept per entry for back and forward). */
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
  // As of the last scroll event: when back or forward fires `popstate`, the browser may already
  // have moved the page to the entry it returns to, while this still holds where the shopper was.
  let scrollY = win.scrollY
  win.addEventListener('scroll', () => (scrollY = win.scrollY), { passive: true })
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
      win.addEventListener('popstate', listener)
      return () => win.removeEventListener('popstate', listener)
    },
    loadDocument(url, replace) {
      if (replace) win.location.replace(url)
      else win.location.assign(url)
    },
    scrollY: () => scrollY,
  }
}
