import type { Context } from 'hono'
import type { StorefrontApi } from '../../client/api/storefront-api'
import { ApiError } from '../../client/api/api-error'
import { checkoutForBrowser } from '../api/checkout-owner'
import { lookUpOrder, ownOrder } from '../api/order-lookup'
import { FAILURE_STATUS } from '../api/port-failure'
import { BackendUnavailable } from '../commerce/port/failures'
import type { AppEnv } from '../env'
import { buyerCountry, seenCountry } from '../lib/buyer-country'
import { log } from '../lib/logger'

/** The StorefrontApi during SSR: the CommercePort in process, for this request's buyer. */
export function createServerApi(c: Context<AppEnv>): StorefrontApi {
  const { commerce, store, localization, preview } = c.var
  const ctx = { currency: localization.buyer_currency, region: localization.buyer_region, visibilityAny: preview }
  return {
    productPage: (page) => commerce.products(store.slug, page, ctx),
    productCache: () => commerce.productCache(store.slug, ctx),
    collection: (path) => commerce.collection(store.slug, path, { ...ctx, collectionsMode: store.collectionsMode }),
    // A backend that failed every retry is the store's 5xx, as the browser would hear it:
    // the listing page offers to try again instead of the generic error page. The buyer's
    // country (request.cf) is read only here, not for every page.
    listing: (slug, productId) =>
      commerce
        .listing(store.slug, slug, { ...ctx, productId, countryCode: buyerCountry(seenCountry(c.req.raw), localization.buyer_region) })
        .catch((error: unknown) => {
          throw error instanceof BackendUnavailable ? new ApiError(503, error.message) : error
        }),
    inventory: (colorId, sizeId) => commerce.inventory(store.slug, colorId, sizeId, { visibilityAny: preview }),
    availability: (userToken, listingId) => commerce.availability(store.slug, userToken, listingId),
    localizationDetails: () => commerce.localizationDetails(store.slug),
    knownCollections: () => store.collections,
    flags: () => store.flags,
    theme: () => c.var.theme,
    // A refusal is thrown as the API would answer it, so a page words it as in the browser.
    order: async (lookupNumber) => {
      const result = await lookUpOrder(c, { lookupNumber })
      if (result.ok) return result.value
      if (result.failure.kind === 'not-found') return null
      throw new ApiError(FAILURE_STATUS[result.failure.kind], result.failure.message)
    },
    ownOrder: async () => {
      const result = await ownOrder(c)
      if (result.ok) return result.value
      if (result.failure.kind === 'not-found') return null
      throw new ApiError(FAILURE_STATUS[result.failure.kind], result.failure.message)
    },
    checkout: async (id) => {
      const result = await commerce.getCheckout({ id, storeSlug: store.slug })
      if (result.ok) return checkoutForBrowser(c, result.value)
      if (result.failure.kind === 'not-found') return null
      throw new Error(result.failure.message)
    },
    logWarning: (at, fields) => log.warn(at, fields),
  }
}
