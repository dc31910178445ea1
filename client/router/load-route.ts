import type { RouteObject } from 'react-router'
import type { DataWithResponseInit } from './responses'
import type { Params } from './route-state'

export type LoadResult =
  | { type: 'data'; data: unknown }
  | { type: 'error'; error: unknown }
  | { type: 'redirect'; location: string; reloadDocument: boolean; replace: boolean }

const lazyLoads = new WeakMap<RouteObject, Promise<void>>()

/** Loads a lazy route's module once and makes its exports (Component, loader, handle…) the route's own. */
export function resolveLazy(route: RouteObject): Promise<void> {
  const lazy = route.lazy
  if (typeof lazy !== 'function') return Promise.resolve()
  let loading = lazyLoads.get(route)
  if (!loading) {
    loading = Promise.resolve(lazy()).then((module) => {
      Object.assign(route, { ...module, lazy: undefined })
    })
    lazyLoads.set(route, loading)
  }
  return loading
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

function isDataWithInit(value: unknown): value is DataWithResponseInit<unknown> {
  return (value as DataWithResponseInit<unknown> | null)?.type === 'DataWithResponseInit'
}

function errorResponse(status: number, statusText: string | undefined, data: unknown) {
  return { status, statusText: statusText ?? '', data, internal: false }
}

/**
 * What a loader's answer means for the navigation, with the conventions of react-router's
 * `data`, `redirect`, `replace` and `redirectDocument`, so the same loaders serve the server
 * and the browser: a redirect, data, or an error for the nearest error boundary.
 */
async function interpretLoaderResult(value: unknown, thrown: boolean): Promise<LoadResult> {
  if (value instanceof Response) {
    const location = value.headers.get('Location')
    if (REDIRECT_STATUSES.has(value.status) && location) {
      return {
        type: 'redirect',
        location,
        reloadDocument: value.headers.has('X-Remix-Reload-Document'),
        replace: value.headers.has('X-Remix-Replace'),
      }
    }
    const body = value.headers.get('Content-Type')?.includes('json') ? await value.json() : await value.text()
    return thrown ? { type: 'error', error: errorResponse(value.status, value.statusText, body) } : { type: 'data', data: body }
  }
  if (isDataWithInit(value)) {
    return thrown
      ? { type: 'error', error: errorResponse(value.init?.status ?? 500, value.init?.statusText, value.data) }
      : { type: 'data', data: value.data }
  }
  return thrown ? { type: 'error', error: value } : { type: 'data', data: value }
}

/** Runs a route's loader (after its lazy module) in the browser; a route without one loads nothing. */
export async function loadRoute(route: RouteObject, request: Request, params: Params, pattern: string): Promise<LoadResult> {
  try {
    await resolveLazy(route)
    const loader = route.loader
    if (typeof loader !== 'function') return { type: 'data', data: undefined }
    return await interpretLoaderResult(
      await loader({ request, url: new URL(request.url), pattern, params: params as Record<string, string>, context: undefined }),
      false,
    )
  } catch (error) {
    return interpretLoaderResult(error, true)
  }
}
