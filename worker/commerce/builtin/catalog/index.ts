import { COLLECTION_PAGE_SIZE, PAGE_SIZE } from '../../../../domain/constants'
import type { CollectionPage, ProductTile } from '../../../../domain/schemas/catalog'
import type { Config } from '../../../env'
import { resolveStoreFlags } from '../../../../domain/store-flags'
import { type CollectionRow, childCollections, findCollectionById, findCollectionByPath, listCollections } from '../db/collections'
import { inventoryCount, inventoryOfVariations, nftSupply } from '../db/inventory'
import {
  allListings,
  collectionsOfListings,
  findListingById,
  findPublicListingById,
  findVisibleListing,
  type ListingFilter,
  type ListingRow,
  pageListings,
  publicListingSlugs,
} from '../db/listings'
import { findProduct, productsOfListings } from '../db/products'
import { findStoreById, findStoreBySlug, findStoreSlugByHost, type StoreRow } from '../db/stores'
import { findThemes } from '../db/themes'
import { listingNotFound } from '../../port/answers'
import { type CatalogPort, type CollectionContext, LISTING_INDEX_MAX_PAGE, type PriceContext, type StoreRecord } from '../../port/catalog'
import { defaultLocalizationDetails } from '../../../../domain/default-localization'
import { themeAnswer } from './theme'
import { toBlank, toCollectionSummary, toListingAnswer, toProducts, toProductTiles } from './to-domain'

export interface BuiltinCatalogOptions {
  db: D1Database
  config: Config
}

const pageOffset = (page: number, per: number): number => (Math.max(1, page) - 1) * per

/** The catalogue half of the built-in backend: plain SQL over D1. */
export function createBuiltinCatalog({ db, config }: BuiltinCatalogOptions): CatalogPort {
  async function tilesOf(listings: ListingRow[], ctx: PriceContext): Promise<ProductTile[]> {
    const ids = listings.map((listing) => listing.id)
    const [products, collections] = await Promise.all([
      productsOfListings(db, ids, ctx.visibilityAny === true),
      collectionsOfListings(db, ids),
    ])
    return toProductTiles(listings, products, collections, ctx.currency)
  }

  async function collectionPage(store: StoreRow, row: CollectionRow, ctx: CollectionContext): Promise<CollectionPage> {
    const per = Math.min(ctx.per ?? COLLECTION_PAGE_SIZE, COLLECTION_PAGE_SIZE)
    const filter: ListingFilter = { storeId: store.id, visibilityAny: ctx.visibilityAny === true, collectionId: row.id }
    const [{ rows, total }, children] = await Promise.all([
      pageListings(db, filter, { limit: per, offset: pageOffset(ctx.page ?? 1, per) }),
      childCollections(db, row.id),
    ])
    return {
      collection: { id: row.id, name: row.name, slug: row.slug, path: row.path },
      products: await tilesOf(rows, ctx),
      total_count: total,
      children: children.map(toCollectionSummary),
    }
  }

  async function listingInStore(listingId: number, storeSlug: string): Promise<boolean> {
    const [listing, store] = await Promise.all([findListingById(db, listingId), findStoreBySlug(db, storeSlug)])
    return listing !== null && listing.storeId === store?.id
  }

  async function visibleListingWithProducts(storeSlug: string, slug: string, visibilityAny: boolean) {
    const store = await findStoreBySlug(db, storeSlug)
    const listing = store ? await findVisibleListing(db, store.id, slug, visibilityAny) : null
    if (!store || !listing) return null
    const products = await productsOfListings(db, [listing.id], visibilityAny)
    if (products.length === 0) return null
    const stock = await inventoryOfVariations(
      db,
      products.flatMap((product) => product.variations.map((variation) => variation.id)),
    )
    return { store, listing, products, stock }
  }

  return {
    async localizationDetails() {
      return defaultLocalizationDetails()
    },

    async store(slug) {
      const row = await findStoreBySlug(db, slug)
      if (!row) return null
      const [collections, themes] = await Promise.all([listCollections(db, row.id), findThemes(db, row.id)])
      const meta = themes.published?.meta
      const record: StoreRecord = {
        id: row.id,
        slug: row.slug,
        name: row.name,
        sellerId: row.sellerId,
        region: row.region,
        collections: collections.map(toCollectionSummary),
        marketingPixels: {
          gmcMerchantId: meta?.gmcMerchantId ?? null,
          googleAnalytics: meta?.gaToken ?? null,
          facebook: meta?.facebookPixel ?? null,
        },
        socialMedia: themes.published?.brand.socialMedia ?? [],
        flags: resolveStoreFlags(row.flags, config),
        gated: row.accessCode !== null,
        collectionsMode: row.collectionsMode,
        accessCode: row.accessCode,
        previewKey: row.previewKey,
        catalogueVersion: row.catalogueVersion,
        siteKey: String(row.id),
      }
      return record
    },

    storeSlugForHost(host) {
      return findStoreSlugByHost(db, host)
    },

    async theme(siteKey, { accessCode, preview }) {
      // The spec keys the theme by store id; the slug is taken too.
      const store = /^\d+$/.test(siteKey) ? await findStoreById(db, Number(siteKey)) : await findStoreBySlug(db, siteKey)
      if (!store) return { kind: 'not-found' }
      const themes = await findThemes(db, store.id)
      return themeAnswer({ storeAccessCode: store.accessCode, themes, accessCode, preview })
    },

    async collections(storeSlug) {
      const store = await findStoreBySlug(db, storeSlug)
      return store ? (await listCollections(db, store.id)).map(toCollectionSummary) : []
    },

    async products(storeSlug, page, ctx) {
      const store = await findStoreBySlug(db, storeSlug)
      if (!store) return { products: [], page, per: PAGE_SIZE, total_count: 0 }
      const filter = { storeId: store.id, visibilityAny: ctx.visibilityAny === true }
      const { rows, total } = await pageListings(db, filter, { limit: PAGE_SIZE, offset: pageOffset(page, PAGE_SIZE) })
      return { products: await tilesOf(rows, ctx), page, per: PAGE_SIZE, total_count: total }
    },

    async productCache(storeSlug, ctx) {
      const store = await findStoreBySlug(db, storeSlug)
      if (!store) return []
      // The cache file is public: hidden products never go into it, even in preview.
      const publicOnly = { ...ctx, visibilityAny: false }
      return tilesOf(await allListings(db, { storeId: store.id, visibilityAny: false }), publicOnly)
    },

    async listingIndex(storeSlug, page) {
      const store = await findStoreBySlug(db, storeSlug)
      if (!store) return { listings: [], pages: 0 }
      const window = { limit: LISTING_INDEX_MAX_PAGE, offset: pageOffset(page, LISTING_INDEX_MAX_PAGE) }
      const { slugs, total, updatedAt } = await publicListingSlugs(db, store.id, window)
      return { listings: slugs.map((slug) => ({ slug, updatedAt })), pages: Math.ceil(total / LISTING_INDEX_MAX_PAGE) }
    },

    async collection(storeSlug, path, ctx) {
      const store = await findStoreBySlug(db, storeSlug)
      const row = store ? await findCollectionByPath(db, store.id, path) : null
      return store && row ? collectionPage(store, row, ctx) : null
    },

    async collectionItems(collectionId, page, ctx) {
      const row = await findCollectionById(db, collectionId)
      const store = row ? await findStoreById(db, row.storeId) : null
      return store && row ? collectionPage(store, row, { ...ctx, page }) : null
    },

    async listing(storeSlug, slug, ctx) {
      const found = await visibleListingWithProducts(storeSlug, slug, ctx.visibilityAny === true)
      if (!found) return listingNotFound()
      return toListingAnswer({
        storeSlug: found.store.slug,
        ...found,
        currency: ctx.currency,
        region: ctx.region,
        productId: ctx.productId,
      })
    },

    async listingProducts(storeSlug, slug, ctx) {
      const found = await visibleListingWithProducts(storeSlug, slug, false)
      return found ? toProducts(found.listing, found.products, found.stock, ctx.currency) : null
    },

    async blank(storeSlug, productId) {
      const product = await findProduct(db, productId)
      return product && (await listingInStore(product.listingId, storeSlug)) ? toBlank(product) : null
    },

    async inventory(storeSlug, colorId, sizeId, options) {
      return { inventoryCount: await inventoryCount(db, storeSlug, colorId, sizeId, options) }
    },

    async availability(storeSlug, _userToken, listingId) {
      // The built-in backend holds no per-buyer reservations: every buyer sees what is left.
      const [listing, store] = await Promise.all([findPublicListingById(db, listingId), findStoreBySlug(db, storeSlug)])
      return listing && listing.storeId === store?.id ? { count: await nftSupply(db, listing.id) } : null
    },
  }
}
