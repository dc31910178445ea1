import { isRouteErrorResponse } from 'react-router'

/** What the server's loaders answered, handed to the browser so hydration renders the same page. */
export interface RouterData {
  loaderData: Record<string, unknown>
  /** What a form's action answered when it rendered the page instead of redirecting (a refusal). */
  actionData?: Record<string, unknown> | null
  errors: Record<string, unknown> | null
}

/** The id of the `<script type="application/json">` that carries the data. */
export const ROUTER_DATA_ID = 'router-data'

interface SerializedErrorResponse {
  __type: 'RouteErrorResponse'
  status: number
  statusText: string
  data: unknown
}

function serializeError(error: unknown): unknown {
  if (isRouteErrorResponse(error)) {
    return { __type: 'RouteErrorResponse', status: error.status, statusText: error.statusText, data: error.data }
  }
  return { __type: 'Error', message: error instanceof Error ? error.message : String(error) }
}

function isSerializedErrorResponse(value: unknown): value is SerializedErrorResponse {
  return (value as SerializedErrorResponse | null)?.__type === 'RouteErrorResponse'
}

/** JSON safe inside a script element: no `<` can end it early. */
export function serializeRouterData(data: RouterData): string {
  const errors = data.errors ? Object.fromEntries(Object.entries(data.errors).map(([id, error]) => [id, serializeError(error)])) : null
  return JSON.stringify({ loaderData: data.loaderData, actionData: data.actionData ?? null, errors }).replaceAll('<', '\\u003c')
}

/** The inverse of serializeRouterData: error responses come back as `isRouteErrorResponse` values. */
export function parseRouterData(text: string): RouterData {
  const parsed = JSON.parse(text) as RouterData
  const errors = parsed.errors
    ? Object.fromEntries(
        Object.entries(parsed.errors).map(([id, error]) => [
          id,
          isSerializedErrorResponse(error)
            ? { status: error.status, statusText: error.statusText, data: error.data, internal: false }
            : new Error((error as { message?: string }).message),
        ]),
      )
    : null
  return { loaderData: parsed.loaderData ?? {}, actionData: parsed.actionData ?? null, errors }
}

export function readRouterData(doc: Document): RouterData {
  const text = doc.getElementById(ROUTER_DATA_ID)?.textContent
  return text ? parseRouterData(text) : { loaderData: {}, errors: null }
}
