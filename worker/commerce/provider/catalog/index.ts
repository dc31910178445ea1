import type { CatalogPort } from '../../port/catalog'
import { collection, collectionItems } from './collections'
import { createProviderCatalogContext, type ProviderCatalogOptions } from './context'
import { blank, listing, listingProducts } from './listing'
import { listingIndex, productCache, productPage } from './products'
import { availability, inventory } from './stock'
import { localizationDetails, store, storeCollections, storeSlugForHost } from './store'
import { theme } from './theme'

export type { ProviderCatalogOptions } from './context'

/**
 * The catalogue half of CommercePort over HTTP: the calls of spec section 7, read with
 * the tolerant readers of ../read (the spec's fields and their usual variants, amounts in
 * BACKEND_AMOUNTS) into the domain's types, one module per call. Reads are retried as the
 * spec says; what the spec's answers leave out is filled from the spec's other calls where
 * it has one (collections, the listing's other products, blanks), else derived or defaulted.
 */
export function createProviderCatalog(options: ProviderCatalogOptions): CatalogPort {
  const ctx = createProviderCatalogContext(options)
  return {
    localizationDetails: (siteKey) => localizationDetails(ctx, siteKey),
    store: (slug) => store(ctx, slug),
    storeSlugForHost: (host) => storeSlugForHost(ctx, host),
    theme: (siteKey, given) => theme(ctx, siteKey, given),
    collections: async (storeSlug) => (await storeCollections(ctx, storeSlug)).map((found) => found.summary),
    products: (storeSlug, page, price) => productPage(ctx, storeSlug, page, price),
    productCache: (storeSlug, price) => productCache(ctx, storeSlug, price),
    listingIndex: (storeSlug, page) => listingIndex(ctx, storeSlug, page),
    collection: (storeSlug, path, price) => collection(ctx, storeSlug, path, price),
    collectionItems: (collectionId, page, price) => collectionItems(ctx, collectionId, page, price),
    listing: (storeSlug, slug, price) => listing(ctx, storeSlug, slug, price),
    listingProducts: (storeSlug, slug, price) => listingProducts(ctx, storeSlug, slug, price),
    blank: (storeSlug, productId) => blank(ctx, storeSlug, productId),
    inventory: (storeSlug, colorId, sizeId) => inventory(ctx, storeSlug, colorId, sizeId),
    availability: (storeSlug, userToken, listingId) => availability(ctx, storeSlug, userToken, listingId),
  }
}
