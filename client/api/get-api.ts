import type { LoaderContext, StorefrontApi } from './storefront-api'

let browserApi: StorefrontApi | null = null

/** Set once by the client entry before the router starts. */
export function setBrowserApi(api: StorefrontApi): void {
  browserApi = api
}

/** The API a loader should use: the worker's in-process one during SSR, else the browser's. */
export function apiFrom(context: unknown): StorefrontApi {
  const fromServer = (context as LoaderContext | undefined)?.api
  if (fromServer) return fromServer
  if (!browserApi) throw new Error('The storefront API is not set up')
  return browserApi
}
