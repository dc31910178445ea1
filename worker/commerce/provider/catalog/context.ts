import type { Config } from '../../../env'
import { API_KEY_HEADER } from '../../../../domain/wire-headers'
import { log } from '../../../lib/logger'
import type { PriceContext } from '../../port/catalog'
import type { AmountUnit } from '../amounts'
import type { PriceReading } from '../read/tiles'
import { type Answer, endpoint, type Fetch, type Query, type Reader, requestJson } from '../request'

export interface ProviderCatalogOptions {
  /** Base of the backend's calls, e.g. https://backend.example.com (…/v1/stores). */
  backendUrl: string
  /** The theme service's endpoint, asked with ?siteKey (the store id). */
  themeUrl: string
  /** Base of the availability service (…/v1/availability). */
  availabilityUrl: string
  /** Sent as x-api-key to the availability service (BACKEND_API_KEY when unset). */
  availabilityApiKey?: string
  /** BACKEND_API_KEY, sent as x-api-key on every backend and theme call. */
  apiKey?: string
  /** How the backend writes amounts (BACKEND_AMOUNTS): dollars, as the spec, or cents. */
  amounts: AmountUnit
  /** Base of the per-store product cache files ({base}/{slug}.json); without it the list is paged live. */
  productCacheUrl?: string
  /** The FLAG_* settings, for the flags a store answer leaves out. */
  config: Config
  /** Whether a store whose answer does not say is in collections mode (BACKEND_COLLECTIONS_MODE). */
  collectionsMode?: boolean
  fetch?: Fetch
  timeoutMs?: number
}

/** What every call of the provider's catalogue is made from. */
export interface ProviderCatalogContext {
  options: ProviderCatalogOptions
  /** A GET of the backend (or another service) read with `reader`, with the API key (BACKEND_API_KEY unless given). */
  get<T>(name: string, url: string, reader: Reader<T>, key?: string): Promise<Answer<T>>
  /** A backend call's URL. */
  backend(path: string, query?: Query): string
  /** The query naming a price context. */
  priceQuery(ctx: PriceContext): Query
  /** How a price context's amounts are read. */
  reading(ctx: PriceContext): PriceReading
}

export function createProviderCatalogContext(options: ProviderCatalogOptions): ProviderCatalogContext {
  const fetcher: Fetch = options.fetch ?? ((input, init) => fetch(input, init))
  const { backendUrl, timeoutMs, amounts: unit } = options
  const keyHeader = (key: string | undefined): Record<string, string> => (key ? { [API_KEY_HEADER]: key } : {})
  return {
    options,
    get: (name, url, reader, key = options.apiKey) =>
      requestJson(url, reader, {
        name,
        fetch: fetcher,
        timeoutMs,
        init: { headers: { accept: 'application/json', ...keyHeader(key) } },
      }),
    backend: (path, query) => endpoint(backendUrl, path, query),
    priceQuery: (ctx) => ({ currency: ctx.currency, region: ctx.region, visibility: ctx.visibilityAny ? 'any' : undefined }),
    reading: (ctx) => ({ unit, currency: ctx.currency }),
  }
}

export class UnexpectedAnswer extends Error {
  constructor(name: string, status: number) {
    super(`${name} answered ${status}`)
    this.name = 'UnexpectedAnswer'
  }
}

/** The data of a 2xx answer, null for a 404, and an error for any other 4xx. */
export function dataOrNull<T>(name: string, answer: Answer<T>): T | null {
  if (answer.ok) return answer.data
  if (answer.status === 404) return null
  throw new UnexpectedAnswer(name, answer.status)
}

export const anything: Reader<unknown> = (body) => body

export function logged(at: string, details: Record<string, unknown>): void {
  log.warn(at, details)
}
