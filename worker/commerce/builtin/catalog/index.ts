import { defaultLocalizationDetails } from '../../../../domain/default-localization'
import type { Config } from '../../../env'
import type { CatalogPort } from '../../port/catalog'
import { findPublicListingById } from '../db/listings'
import { inventoryCount, nftSupply } from '../db/inventory'
import { findStoreBySlug, findStoreSlugByHost } from '../db/stores'
import { collection, collectionItems, collections } from './collections'
import { blank, listing, listingProducts } from './listing'
import { listingIndex, productCache, productPage } from './products'
import { store, theme } from './store'

export interface BuiltinCatalogOptions {
  db: D1Database
  config: Config
}

/** The built-in backend holds no per-buyer reservations: every buyer sees what is left. */
async function availability(db: D1Database, storeSlug: string, listingId: number) {
  const [found, shop] = await Promise.all([findPublicListingById(db, listingId), findStoreBySlug(db, storeSlug)])
  return found && found.storeId === shop?.id ? { count: await nftSupply(db, found.id) } : null
}

/** The catalogue half of the built-in backend: plain SQL over D1, one module per kind of call. */
export function createBuiltinCatalog({ db, config }: BuiltinCatalogOptions): CatalogPort {
  return {
    localizationDetails: async () => defaultLocalizationDetails(),
    store: (slug) => store(db, config, slug),
    storeSlugForHost: (host) => findStoreSlugByHost(db, host),
    theme: (siteKey, given) => theme(db, siteKey, given),
    collections: (storeSlug) => collections(db, storeSlug),
    products: (storeSlug, page, ctx) => productPage(db, storeSlug, page, ctx),
    productCache: (storeSlug, ctx) => productCache(db, storeSlug, ctx),
    listingIndex: (storeSlug, page) => listingIndex(db, storeSlug, page),
    collection: (storeSlug, path, ctx) => collection(db, storeSlug, path, ctx),
    collectionItems: (collectionId, page, ctx) => collectionItems(db, collectionId, page, ctx),
    listing: (storeSlug, slug, ctx) => listing(db, storeSlug, slug, ctx),
    listingProducts: (storeSlug, slug, ctx) => listingProducts(db, storeSlug, slug, ctx),
    blank: (storeSlug, productId) => blank(db, storeSlug, productId),
    inventory: async (storeSlug, colorId, sizeId, options) => ({
      inventoryCount: await inventoryCount(db, storeSlug, colorId, sizeId, options),
    }),
    availability: (storeSlug, _userToken, listingId) => availability(db, storeSlug, listingId),
  }
}
