import type { RouteObject } from 'react-router'

export type Params = Readonly<Record<string, string | undefined>>

/** Where the shopper is: the parts of a URL the pages read, and which history entry it is. */
export interface RouteLocation {
  pathname: string
  search: string
  hash: string
  /** Tells history entries apart, so back and forward can return to an entry's scroll position. */
  key: string
}

export interface RouteMatch {
  route: RouteObject
  params: Params
  pathname: string
}

export type Navigation = { state: 'idle' } | { state: 'loading'; location: RouteLocation }

/** How the current location was reached: `POP` is the back and forward buttons. */
export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE'

/** Everything a render of the route tree reads, the same shape on the server and in the browser. */
export interface RouterState {
  location: RouteLocation
  matches: readonly RouteMatch[]
  loaderData: Readonly<Record<string, unknown>>
  /** A loader's error, by the id of the route whose error element shows it. */
  errors: Readonly<Record<string, unknown>> | null
  navigation: Navigation
  revalidation: 'idle' | 'loading'
  action: HistoryAction
}

export const IDLE: Navigation = { state: 'idle' }

export function locationPath(location: Pick<RouteLocation, 'pathname' | 'search' | 'hash'>): string {
  return location.pathname + location.search + location.hash
}

/** The route that shows an error thrown at `index`: the nearest one at or above it with an error element. */
export function boundaryIndex(matches: readonly RouteMatch[], index: number): number {
  for (let i = index; i >= 0; i--) if (matches[i]?.route.errorElement) return i
  return -1
}
