import { createContext, type ReactNode, useContext } from 'react'
import type { Navigator } from './client-router'
import type { RouteMatch, RouterState } from './route-state'

export const RouterStateContext = createContext<RouterState | null>(null)
export const NavigatorContext = createContext<Navigator | null>(null)

/** The route a component renders in: its match, the nested route's element, and its error if it shows one. */
export interface RouteFrame {
  match: RouteMatch
  outlet: ReactNode
  error: unknown
}
export const RouteFrameContext = createContext<RouteFrame | null>(null)

function required<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`${name} is used outside the router`)
  return value
}

export function useRouterState(): RouterState {
  return required(useContext(RouterStateContext), 'useRouterState')
}

export function useNavigator(): Navigator {
  return required(useContext(NavigatorContext), 'useNavigator')
}

export function useRouteFrame(): RouteFrame {
  return required(useContext(RouteFrameContext), 'useRouteFrame')
}
