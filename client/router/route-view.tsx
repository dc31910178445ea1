import { Component, createElement, type ReactNode, useSyncExternalStore } from 'react'
import type { ClientRouter, Navigator } from './client-router'
import { NavigatorContext, RouteFrameContext, RouterStateContext, useRouteFrame } from './contexts'
import { boundaryIndex, type RouteLocation, type RouteMatch, type RouterState } from './route-state'

/** Where a nested route renders inside its layout. */
export function Outlet() {
  return useRouteFrame().outlet
}

interface BoundaryProps {
  match: RouteMatch
  location: RouteLocation
  children: ReactNode
}

/** An error thrown while rendering a page shows the route's error element, until the next location. */
class RenderErrorBoundary extends Component<BoundaryProps, { error: unknown; location: RouteLocation }> {
  override state = { error: undefined as unknown, location: this.props.location }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: RouteLocation }) {
    return props.location === state.location ? null : { error: undefined, location: props.location }
  }

  override render() {
    if (this.state.error === undefined) return this.props.children
    return (
      <RouteFrameContext.Provider value={{ match: this.props.match, outlet: null, error: this.state.error }}>
        {this.props.match.route.errorElement}
      </RouteFrameContext.Provider>
    )
  }
}

function routeElement(route: RouteMatch['route']): ReactNode {
  if (route.Component) return createElement(route.Component)
  return route.element ?? createElement(Outlet)
}

/** The matched routes, outer to inner, each rendering the next in its Outlet; a loader's error at its boundary. */
function renderMatches(state: RouterState): ReactNode {
  const { matches, errors } = state
  const errorAt = errors ? matches.findIndex((match) => (match.route.id as string) in errors) : -1
  const rendered = errorAt >= 0 ? matches.slice(0, errorAt + 1) : matches
  return rendered.reduceRight<ReactNode>((outlet, match, index) => {
    const { route } = match
    const error = index === errorAt && errors ? errors[route.id as string] : undefined
    const element = index === errorAt ? route.errorElement : routeElement(route)
    const frame = (
      <RouteFrameContext.Provider key={route.id} value={{ match, outlet, error }}>
        {element}
      </RouteFrameContext.Provider>
    )
    return route.errorElement && index !== errorAt && boundaryIndex(matches, index) === index ? (
      <RenderErrorBoundary key={route.id} match={match} location={state.location}>
        {frame}
      </RenderErrorBoundary>
    ) : (
      frame
    )
  }, null)
}

/** The route tree for a state: the worker renders it from its loaders, the browser hydrates the same. */
export function RouterView({ state, navigator }: { state: RouterState; navigator: Navigator }) {
  return (
    <NavigatorContext.Provider value={navigator}>
      <RouterStateContext.Provider value={state}>{renderMatches(state)}</RouterStateContext.Provider>
    </NavigatorContext.Provider>
  )
}

/** The browser's route tree, following the router's state. */
export function ClientRouterView({ router }: { router: ClientRouter }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  )
  return <RouterView state={state} navigator={router} />
}
