import { describe, expect, it } from 'vitest'
import { browserHistory } from './history-port'

/** Just enough of a window for browserHistory: its location, history, scroll and events. */
function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>()
  const win = {
    scrollY: 0,
    location: { pathname: '/', search: '', hash: '', origin: 'https://shop.example' },
    history: {
      state: null as unknown,
      scrollRestoration: 'auto' as ScrollRestoration,
      replaceState(state: unknown) {
        win.history.state = state
      },
      pushState() {},
      go() {},
    },
    addEventListener(type: string, listener: () => void) {
      const set = listeners.get(type) ?? new Set()
      set.add(listener)
      listeners.set(type, set)
    },
    removeEventListener: (type: string, listener: () => void) => void listeners.get(type)?.delete(listener),
    fire: (type: string) => {
      for (const listener of listeners.get(type) ?? []) listener()
    },
  }
  return win
}

describe('browserHistory', () => {
  it('gives where the page is when a link is followed, even before that scroll’s event has fired', () => {
    const win = fakeWindow()
    const history = browserHistory(win as unknown as Window)
    win.scrollY = 2450
    win.fire('scroll')
    // The click scrolls the link clear of the header and lands in the same frame.
    win.scrollY = 1226
    expect(history.scrollY()).toBe(1226)
  })

  it('gives where the shopper was while back or forward is handled, though the browser has moved the page', () => {
    const win = fakeWindow()
    const history = browserHistory(win as unknown as Window)
    win.scrollY = 1226
    win.fire('scroll')
    let seen: number | null = null
    history.listen(() => {
      seen = history.scrollY()
    })
    win.scrollY = 0
    win.fire('popstate')
    expect(seen).toBe(1226)
    expect(history.scrollY()).toBe(0)
  })

  it('restores the scroll of its own entries itself, and leaves the entry it leaves for another document to the browser', () => {
    const win = fakeWindow()
    browserHistory(win as unknown as Window)
    expect(win.history.scrollRestoration).toBe('manual')
    win.fire('pagehide')
    expect(win.history.scrollRestoration).toBe('auto')
    // Back from the other document to this one kept whole (the back/forward cache).
    win.fire('pageshow')
    expect(win.history.scrollRestoration).toBe('manual')
  })
})
