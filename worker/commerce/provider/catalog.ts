import { z } from 'zod'
import { PAGE_SIZE } from '../../../domain/constants'
import {
  AvailabilityAnswer,
  Blank,
  CollectionPage,
  InventoryAnswer,
  ListingAnswer,
  ListingProducts,
  ProductPage,
} from '../../../domain/schemas/catalog'
import { LocalizationDetails } from '../../../domain/schemas/localization'
import { Theme } from '../../../domain/schemas/theme'
import { defaultLocalizationDetails } from '../builtin/catalog/localization'
import { listingNotFound } from '../catalog-answers'
import type { CatalogPort, PriceContext, StoreRecord } from '../port'
import { type Answer, endpoint, type Fetch, type Query, requestJson } from './request'
import { API_KEY_HEADER, CollectionsAnswer, ProductCacheAnswer, StoreAnswer } from './wire'

export interface ProviderCatalogOptions {
  /** Base of the backend's calls, e.g. https://backend.example.com (…/v1/stores). */
  backendUrl: string
  /** The theme service's endpoint, asked with ?siteKey. */
  themeUrl: string
  /** Base of the availability service (…/v1/availability). */
  availabilityUrl: string
  /** Sent as x-api-key to the availability service. */
  availabilityApiKey?: string
  /**
   * BACKEND_API_KEY, sent as x-api-key to the backend and theme service: a backend that
   * answers browsers only for the store of their Host lets a server holding it name any.
   */
  apiKey?: string
  fetch?: Fetch
  timeoutMs?: number
}

const priceQuery = (ctx: PriceContext): Query => ({
  currency: ctx.currency,
  region: ctx.region,
  visibility: ctx.visibilityAny ? 'any' : undefined,
})

class UnexpectedAnswer extends Error {
  constructor(name: string, status: number) {
    super(`${name} answered ${status}`)
    this.name = 'UnexpectedAnswer'
  }
}

/** The data of a 2xx answer, null for a 404, and an error for any other 4xx. */
function dataOrNull<T>(name: string, answer: Answer<T>): T | null {
  if (answer.ok) return answer.data
  if (answer.status === 404) return null
  throw new UnexpectedAnswer(name, answer.status)
}

/**
 * The catalogue half of CommercePort over HTTP: the calls of spec section 7 to the hosts
 * in the environment. Every answer is parsed with zod; failures retry as the spec says.
 */
export function createProviderCatalog(options: ProviderCatalogOptions): CatalogPort {
  const fetcher: Fetch = options.fetch ?? ((input, init) => fetch(input, init))
  const { backendUrl, timeoutMs, apiKey } = options
  const trusted: Record<string, string> = apiKey ? { [API_KEY_HEADER]: apiKey } : {}

  function get<T>(name: string, url: string, schema: z.ZodType<T>, headers?: Record<string, string>): Promise<Answer<T>> {
    return requestJson(url, schema, {
      name,
      fetch: fetcher,
      timeoutMs,
      init: { headers: { accept: 'application/json', ...trusted, ...headers } },
    })
  }

  const backend = (path: string, query?: Query) => endpoint(backendUrl, path, query)

  function toStoreRecord(store: StoreAnswer): StoreRecord {
    // The backend keeps the access code and preview key to itself: it checks the code
    // when asked for the theme, and preview links cannot be verified here.
    return { ...store, accessCode: null, previewKey: null }
  }

  return {
    async localizationDetails(storeSlug) {
      try {
        const answer = await get('Localization', backend('/v1/localization_details', { storeId: storeSlug }), LocalizationDetails)
        return answer.ok ? answer.data : defaultLocalizationDetails()
      } catch {
        return defaultLocalizationDetails()
      }
    },

    async store(slug) {
      const store = dataOrNull('Store', await get('Store', backend('/v1/stores', { slug }), StoreAnswer))
      return store ? toStoreRecord(store) : null
    },

    async storeSlugForHost(host) {
      const store = dataOrNull('Store', await get('Store', backend('/v1/stores', { host }), StoreAnswer))
      return store?.slug ?? null
    },

    async theme(siteKey, { accessCode, preview }) {
      const url = endpoint(options.themeUrl, '', { siteKey, accessCode, preview: preview ? 'true' : undefined })
      // The shape is checked here rather than by the request: a theme the schema refuses is
      // the merchant's content, not a passing fault, so asking again would not help and the
      // store shows the default theme instead of an error page.
      const answer = await get('Theme', url, z.unknown())
      if (answer.ok) {
        const parsed = Theme.safeParse(answer.data)
        if (parsed.success) return { kind: 'theme', theme: parsed.data }
        // Paths and codes only: issue messages may quote the merchant's values.
        const issues = parsed.error.issues.slice(0, 10).map((issue) => `${issue.path.join('.')}: ${issue.code}`)
        console.warn(JSON.stringify({ at: 'provider.theme', siteKey, message: 'Theme refused by the schema; default theme used', issues }))
        return { kind: 'not-found' }
      }
      if (answer.status === 404) return { kind: 'not-found' }
      if (answer.status === 401 || answer.status === 403) return { kind: 'unauthorized' }
      throw new UnexpectedAnswer('Theme', answer.status)
    },

    async collections(storeSlug) {
      const answer = dataOrNull(
        'Collections',
        await get('Collections', backend('/v1/stores/collections', { slug: storeSlug }), CollectionsAnswer),
      )
      return answer?.collections ?? []
    },

    async products(storeSlug, page, ctx) {
      const url = backend('/v1/stores/products', { slug: storeSlug, ...priceQuery(ctx), page })
      const answer = dataOrNull('Products', await get('Products', url, ProductPage))
      return answer ?? { products: [], page, per: PAGE_SIZE, total_count: 0 }
    },

    async productCache(storeSlug, ctx) {
      const url = backend(`/product-cache/${encodeURIComponent(storeSlug)}.json`, { currency: ctx.currency, region: ctx.region })
      return dataOrNull('Product cache', await get('Product cache', url, ProductCacheAnswer)) ?? []
    },

    async collection(storeSlug, path, ctx) {
      const url = backend('/v1/stores/products', {
        slug: storeSlug,
        ...priceQuery(ctx),
        collection: path,
        page: ctx.page,
        per: ctx.per,
      })
      return dataOrNull('Collection', await get('Collection', url, CollectionPage))
    },

    async collectionItems(collectionId, page, ctx) {
      const url = backend(`/v1/collection/${collectionId}/items`, { page, ...priceQuery(ctx) })
      return dataOrNull('Collection', await get('Collection', url, CollectionPage))
    },

    async listing(storeSlug, slug, ctx) {
      const url = backend('/v1/listings', {
        slug,
        ...priceQuery(ctx),
        country_code: ctx.countryCode,
        storeSlug,
        productId: ctx.productId,
      })
      return dataOrNull('Listing', await get('Listing', url, ListingAnswer)) ?? listingNotFound()
    },

    async listingProducts(storeSlug, slug, ctx) {
      const url = backend(`/v0/listing/${encodeURIComponent(slug)}`, {
        store_slug: storeSlug,
        currency: ctx.currency,
        region: ctx.region,
        country_code: ctx.countryCode,
      })
      return dataOrNull('Listing products', await get('Listing products', url, ListingProducts))?.products_payload ?? null
    },

    // The store goes along as storeSlug: the spec's query has none, a backend of ours scopes by it.
    async blank(storeSlug, productId) {
      return dataOrNull('Blank', await get('Blank', backend('/v1/blanks', { id: productId, storeSlug }), Blank))
    },

    async inventory(storeSlug, colorId, sizeId) {
      const answer = await get('Inventory', backend('/v1/inventory', { colorId, sizeId, storeSlug }), InventoryAnswer)
      if (!answer.ok) throw new UnexpectedAnswer('Inventory', answer.status)
      return answer.data
    },

    async availability(storeSlug, userToken, listingId) {
      const url = endpoint(options.availabilityUrl, '/v1/availability', { userToken, listingId, storeSlug })
      const headers = options.availabilityApiKey ? { [API_KEY_HEADER]: options.availabilityApiKey } : undefined
      return dataOrNull('Availability', await get('Availability', url, AvailabilityAnswer, headers))
    },
  }
}
