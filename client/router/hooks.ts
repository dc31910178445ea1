import { useMemo } from 'react'
import type { NavigateOptions, Navigator } from './client-router'
import { useNavigator, useRouteFrame, useRouterState } from './contexts'
import type { HistoryAction, Navigation, RouteLocation } from './route-state'

export function useLocation(): RouteLocation {
  return useRouterState().location
}

export function useNavigation(): Navigation {
  return useRouterState().navigation
}

export function useNavigate(): Navigator['navigate'] {
  return useNavigator().navigate
}

/** The data the loader of the route this component renders in returned. */
export function useLoaderData(): unknown {
  const { match } = useRouteFrame()
  return useRouterState().loaderData[match.route.id as string]
}

/** The error the route's error element is showing. */
export function useRouteError(): unknown {
  return useRouteFrame().error
}

/** The query of the current URL, and a way to move to another query of the same page. */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: NavigateOptions) => Promise<void>] {
  const { search } = useLocation()
  const { navigate } = useNavigator()
  const params = useMemo(() => new URLSearchParams(search), [search])
  return [params, (next, options) => navigate(`?${next}`, options)]
}

/** Runs the current page's loaders again (a retry), without moving. */
export function useRevalidator(): { revalidate: () => Promise<void>; state: 'idle' | 'loading' } {
  const { revalidate } = useNavigator()
  return { revalidate, state: useRouterState().revalidation }
}

/** How the shopper reached this location, and for back and forward where they had scrolled it. */
export function useHistoryEntry(): { action: HistoryAction; savedScroll: number | undefined } {
  const { action, location } = useRouterState()
  const { scrollPosition } = useNavigator()
  return { action, savedScroll: action === 'POP' ? scrollPosition(location.key) : undefined }
}
