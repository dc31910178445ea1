import type { Navigator } from './client-router'
import type { RouterData } from './router-data'
import { IDLE, type RouteMatch, type RouterState } from './route-state'

/** What the worker's static handler answered for a request (react-router's StaticHandlerContext, in part). */
export interface StaticContext {
  location: { pathname: string; search: string; hash: string }
  matches: readonly RouteMatch[]
  loaderData: Record<string, unknown>
  errors: Record<string, unknown> | null
}

/** The state the server renders and hands to the browser, which hydrates from the same. */
export function staticRouterState(context: StaticContext): RouterState {
  const { pathname, search, hash } = context.location
  return {
    location: { pathname, search, hash, key: 'initial' },
    matches: context.matches,
    loaderData: context.loaderData,
    errors: context.errors,
    navigation: IDLE,
    revalidation: 'idle',
    action: 'POP',
  }
}

export function staticRouterData(context: StaticContext): RouterData {
  return { loaderData: context.loaderData, errors: context.errors }
}

/** A server render never moves: components only navigate from effects and event handlers. */
export const staticNavigator: Navigator = {
  navigate: () => Promise.reject(new Error('A page cannot navigate while the server renders it')),
  revalidate: () => Promise.reject(new Error('A page cannot revalidate while the server renders it')),
  scrollPosition: () => undefined,
}
