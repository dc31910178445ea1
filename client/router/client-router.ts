import type { RouteObject } from 'react-router'
import type { HistoryPort } from './history-port'
import { newKey } from './history-port'
import { type LoadResult, loadRoute, resolveLazy } from './load-route'
import { matchRoutes } from './match-routes'
import type { RouterData } from './router-data'
import { boundaryIndex, type HistoryAction, IDLE, locationPath, type RouteLocation, type RouteMatch, type RouterState } from './route-state'

export interface NavigateOptions {
  replace?: boolean
}

/** What components call to move: the browser's router, or the server's, which never moves. */
export interface Navigator {
  navigate(to: string | number, options?: NavigateOptions): Promise<void>
  revalidate(): Promise<void>
  /** Where the page was scrolled when the shopper left the entry `key` (back and forward return there). */
  scrollPosition(key: string): number | undefined
}

export interface ClientRouter extends Navigator {
  readonly state: RouterState
  subscribe(listener: (state: RouterState) => void): () => void
  /** Resolves once the matched routes' modules are loaded, so hydration renders what the server did. */
  ready(): Promise<void>
  dispose(): void
}

function matchLocation(routes: RouteObject[], location: Pick<RouteLocation, 'pathname'>): RouteMatch[] | null {
  return matchRoutes(routes, location.pathname)
}

/** A match that is the same route for another URL (a new listing slug, another collection path). */
function isNewInstance(current: RouteMatch, next: RouteMatch): boolean {
  return current.pathname !== next.pathname || (current.route.path?.endsWith('*') === true && current.params['*'] !== next.params['*'])
}

/**
 * The browser's router: React Router's data-router semantics for the parts the store uses
 * (lazy route modules, loaders with their redirects and error boundaries, shouldRevalidate,
 * revalidation), over the same route table the worker renders with, without the data
 * router's engine (docs/decisions/090-router-facade.md).
 */
export function createClientRouter({
  routes,
  data,
  history,
  isDocumentPath = () => false,
}: {
  routes: RouteObject[]
  data: RouterData
  history: HistoryPort
  /** Paths the worker serves as documents of their own, never rendered by the route table. */
  isDocumentPath?: (pathname: string) => boolean
}): ClientRouter {
  const initial = history.current()
  let state: RouterState = {
    location: initial,
    matches: matchLocation(routes, initial) ?? [],
    loaderData: data.loaderData,
    errors: data.errors,
    navigation: IDLE,
    revalidation: 'idle',
    action: 'POP',
  }
  const listeners = new Set<(state: RouterState) => void>()
  const scrollPositions = new Map<string, number>()
  let pending: AbortController | null = null
  /** The navigation in flight, which a revalidation starts again rather than loading the page being left. */
  let pendingNavigation: { location: RouteLocation; action: HistoryAction } | null = null

  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener(state)
  }
  const urlOf = (location: RouteLocation) => new URL(locationPath(location), history.origin)

  function needsLoad(match: RouteMatch, index: number, next: RouteLocation, revalidating: boolean): boolean {
    const { route } = match
    if (typeof route.lazy === 'function') return true
    if (typeof route.loader !== 'function') return false
    const current = state.matches[index]
    if (!current || current.route.id !== route.id || state.loaderData[route.id as string] === undefined) return true
    const currentUrl = urlOf(state.location)
    const nextUrl = urlOf(next)
    const defaultShouldRevalidate =
      revalidating ||
      currentUrl.pathname + currentUrl.search === nextUrl.pathname + nextUrl.search ||
      currentUrl.search !== nextUrl.search ||
      isNewInstance(current, match)
    if (!route.shouldRevalidate) return defaultShouldRevalidate
    return route.shouldRevalidate({
      currentUrl,
      currentParams: current.params as Record<string, string>,
      nextUrl,
      nextParams: match.params as Record<string, string>,
      defaultShouldRevalidate,
    })
  }

  async function transition(next: RouteLocation, action: HistoryAction, revalidating: boolean): Promise<void> {
    const matches = matchLocation(routes, next)
    if (!matches) return history.loadDocument(urlOf(next).href, action === 'REPLACE')
    pending?.abort()
    const controller = new AbortController()
    pending = controller
    pendingNavigation = revalidating ? pendingNavigation : { location: next, action }
    // Where the shopper leaves the page, before images loading meanwhile move it.
    const leftAt = history.scrollY()
    update(revalidating ? { revalidation: 'loading' } : { navigation: { state: 'loading', location: next } })

    const request = new Request(urlOf(next), { signal: controller.signal })
    const pattern = `/${matches.flatMap((match) => (match.route.path ? [match.route.path] : [])).join('/')}`
    const results: (LoadResult | null)[] = await Promise.all(
      matches.map((match, index) =>
        needsLoad(match, index, next, revalidating) ? loadRoute(match.route, request, match.params, pattern) : null,
      ),
    )
    if (controller.signal.aborted) return
    pending = null
    pendingNavigation = null

    const redirect = results.find((result) => result?.type === 'redirect')
    if (redirect?.type === 'redirect') {
      const target = new URL(redirect.location, urlOf(next))
      const replace = redirect.replace || action !== 'PUSH'
      if (redirect.reloadDocument || target.origin !== history.origin) {
        update({ navigation: IDLE, revalidation: 'idle' })
        return history.loadDocument(target.href, replace)
      }
      const { pathname, search, hash } = target
      return transition({ pathname, search, hash, key: newKey() }, replace ? 'REPLACE' : 'PUSH', false)
    }

    const loaderData: Record<string, unknown> = {}
    let errors: Record<string, unknown> | null = null
    for (const [index, match] of matches.entries()) {
      const id = match.route.id as string
      const result = results[index]
      if (!result) {
        if (id in state.loaderData) loaderData[id] = state.loaderData[id]
      } else if (result.type === 'data') {
        if (typeof match.route.loader === 'function') loaderData[id] = result.data
      } else if (result.type === 'error') {
        const boundary = boundaryIndex(matches, index)
        // No error element above it: the server renders the store's own error page.
        if (boundary < 0) return history.loadDocument(urlOf(next).href, action === 'REPLACE')
        errors ??= {}
        errors[matches[boundary].route.id as string] ??= result.error
      }
    }

    if (!revalidating) {
      scrollPositions.set(state.location.key, leftAt)
      if (action === 'PUSH') history.push(next)
      else if (action === 'REPLACE') history.replace(next)
    }
    update({
      location: revalidating ? state.location : next,
      matches,
      loaderData,
      errors,
      navigation: IDLE,
      revalidation: 'idle',
      action: revalidating ? state.action : action,
    })
  }

  async function navigate(to: string | number, options: NavigateOptions = {}): Promise<void> {
    if (typeof to === 'number') return history.go(to)
    const url = new URL(to, urlOf(state.location))
    if (url.origin !== history.origin || isDocumentPath(url.pathname)) return history.loadDocument(url.href, options.replace === true)
    const next: RouteLocation = { pathname: url.pathname, search: url.search, hash: url.hash, key: newKey() }
    const action = options.replace ? 'REPLACE' : 'PUSH'
    if (isHashChange(next)) {
      if (action === 'PUSH') history.push(next)
      else history.replace(next)
      return moveWithinPage(next, action)
    }
    return transition(next, action, false)
  }

  /** A jump within the page to a `#hash`, there or back: no loaders, as for a plain anchor (React Router's rule). */
  const isHashChange = (next: RouteLocation) =>
    next.pathname === state.location.pathname && next.search === state.location.search && next.hash !== ''
  function moveWithinPage(next: RouteLocation, action: HistoryAction) {
    scrollPositions.set(state.location.key, history.scrollY())
    update({ location: next, action })
  }

  const stopListening = history.listen(() => {
    const next = history.current()
    if (isHashChange(next)) moveWithinPage(next, 'POP')
    else void transition(next, 'POP', false)
  })

  return {
    get state() {
      return state
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async ready() {
      await Promise.all(state.matches.map((match) => resolveLazy(match.route)))
    },
    navigate,
    revalidate: () =>
      pendingNavigation
        ? transition(pendingNavigation.location, pendingNavigation.action, false)
        : transition(state.location, state.action, true),
    scrollPosition: (key) => scrollPositions.get(key),
    dispose() {
      pending?.abort()
      stopListening()
      listeners.clear()
    },
  }
}
