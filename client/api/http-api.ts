import type {
  AvailabilityAnswer,
  CollectionPage,
  InventoryAnswer,
  ListingAnswer,
  ProductPage,
  ProductTile,
} from '../../domain/schemas/catalog'
import type { Checkout, Order } from '../../domain/schemas/checkout'
import type { LocalizationDetails } from '../../domain/schemas/localization'
import type { ShellData } from '../app/shell'
import { ApiError } from './api-error'
import { fetchWithRetry } from './network'
import type { StorefrontApi } from './storefront-api'

export { ApiError }

/**
 * A GET of the store's API; `name` names it in the spec's failed-request text. `cache`
 * 'no-cache' revalidates a response the browser keeps instead of using it unasked.
 */
async function getJson<T>(
  name: string,
  path: string,
  query: Record<string, string | number | undefined>,
  cache: RequestCache = 'default',
): Promise<T> {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value))
  const response = await fetchWithRetry(name, `${path}?${params}`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    cache,
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null
    throw new ApiError(response.status, body?.error ?? `Request failed with ${response.status}`)
  }
  return (await response.json()) as T
}

/** The browser's StorefrontApi: the worker's /api, in the shopper's currency and region. */
export function createHttpApi(shell: Pick<ShellData, 'store' | 'localization' | 'preview' | 'theme'>): StorefrontApi {
  const slug = shell.store.slug
  const { buyer_currency: currency, buyer_region: region } = shell.localization
  const visibility = shell.preview ? 'any' : undefined
  return {
    productPage: (page) => getJson<ProductPage>('Products', '/api/v1/stores/products', { slug, currency, region, page, visibility }),
    productCache: () => getJson<ProductTile[]>('Product cache', `/api/product-cache/${slug}.json`, { currency, region }),
    collection: async (path) => {
      try {
        return await getJson<CollectionPage>('Collection', '/api/v1/stores/products', {
          slug,
          currency,
          region,
          collection: path,
          per: 150,
          visibility,
        })
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
    listing: (listingSlug, productId, options) =>
      getJson<ListingAnswer>(
        'Listing',
        '/api/v1/listings',
        { slug: listingSlug, storeSlug: slug, currency, region, productId, visibility },
        options?.live ? 'no-cache' : 'default',
      ),
    inventory: (colorId, sizeId) => getJson<InventoryAnswer>('Inventory', '/api/v1/inventory', { colorId, sizeId }),
    availability: async (userToken, listingId) => {
      try {
        return await getJson<AvailabilityAnswer>('Availability', '/api/v1/availability', { userToken, listingId })
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
    localizationDetails: () => getJson<LocalizationDetails>('Localization', '/api/v1/localization_details', { storeId: slug }),
    knownCollections: () => shell.store.collections,
    flags: () => shell.store.flags,
    theme: () => shell.theme,
    order: async (lookupNumber) => {
      try {
        return await getJson<Order>('Order', '/api/v1/orders', { lookupNumber })
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
    ownOrder: async () => {
      try {
        return await getJson<Order>('Order', '/api/v1/orders/mine', {})
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
    checkout: async (id) => {
      try {
        return await getJson<Checkout>('Checkout', '/api/checkout', { id, storeSlug: slug })
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
    logWarning: (at, fields) => console.warn(at, fields),
  }
}
