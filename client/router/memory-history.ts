import type { HistoryPort } from './history-port'
import type { RouteLocation } from './route-state'

/** Session history kept in memory, for tests: entries, back and forward, and the full loads asked for. */
export function memoryHistory(initialPath: string, origin = 'https://shop.example') {
  const toLocation = (path: string, key: string): RouteLocation => {
    const url = new URL(path, origin)
    return { pathname: url.pathname, search: url.search, hash: url.hash, key }
  }
  const entries: RouteLocation[] = [toLocation(initialPath, 'initial')]
  let index = 0
  let scroll = 0
  const listeners = new Set<() => void>()
  const documentLoads: string[] = []
  const history: HistoryPort = {
    origin,
    current: () => entries[index] as RouteLocation,
    push(location) {
      entries.splice(index + 1, entries.length, location)
      index += 1
    },
    replace(location) {
      entries[index] = location
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1)
      if (next === index) return
      index = next
      for (const listener of listeners) listener()
    },
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    loadDocument(url) {
      documentLoads.push(url)
    },
    scrollY: () => scroll,
  }
  return {
    history,
    documentLoads,
    paths: () => entries.map((entry) => entry.pathname + entry.search + entry.hash),
    scrollTo(y: number) {
      scroll = y
    },
  }
}
