/**
 * What loaders return or throw, in React Router's conventions (the worker's static handler
 * reads them as it reads its own `data`, `redirect`, `replace` and `redirectDocument`), so
 * the browser does not need React Router to build them.
 */

export interface DataWithResponseInit<T> {
  type: 'DataWithResponseInit'
  data: T
  init: ResponseInit | null
}

/** Data with a status: thrown, it is an error response for the route's error element (a 404). */
export function data<T>(value: T, init?: number | ResponseInit): DataWithResponseInit<T> {
  return { type: 'DataWithResponseInit', data: value, init: typeof init === 'number' ? { status: init } : (init ?? null) }
}

export function redirect(url: string, status = 302): Response {
  return new Response(null, { status, headers: { Location: url } })
}

/** A redirect that replaces the history entry it was reached from. */
export function replace(url: string): Response {
  const response = redirect(url)
  response.headers.set('X-Remix-Replace', 'true')
  return response
}

/** A redirect the browser follows as a full document load (the checkout's own document). */
export function redirectDocument(url: string): Response {
  const response = redirect(url)
  response.headers.set('X-Remix-Reload-Document', 'true')
  return response
}

export interface ErrorResponse {
  status: number
  statusText: string
  data: unknown
  internal: boolean
}

export function isRouteErrorResponse(error: unknown): error is ErrorResponse {
  const candidate = error as Partial<ErrorResponse> | null
  return (
    candidate != null &&
    typeof candidate.status === 'number' &&
    typeof candidate.statusText === 'string' &&
    typeof candidate.internal === 'boolean' &&
    'data' in candidate
  )
}
