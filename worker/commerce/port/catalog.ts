import type { Currency, Region } from '../../../domain/constants'
import type {
  AvailabilityAnswer,
  Blank,
  CollectionPage,
  CollectionSummary,
  InventoryAnswer,
  ListingAnswer,
  Product,
  ProductPage,
  ProductTile,
  Store,
} from '../../../domain/schemas/catalog'
import type { LocalizationDetails } from '../../../domain/schemas/localization'
import type { Theme } from '../../../domain/schemas/theme'

/** The catalogue half of the CommercePort (spec section 7's store, theme, catalogue and localization calls). */

export interface PriceContext {
  currency: Currency
  region: Region
  /** Preview mode asks for hidden products too (visibility=any). */
  visibilityAny?: boolean
}

export interface ListingContext extends PriceContext {
  /** Selects the primary product; an unknown id falls back to the first product. */
  productId?: number
  countryCode?: string
}

export interface CollectionContext extends PriceContext {
  /** 1-based page of COLLECTION_PAGE_SIZE products. */
  page?: number
  /** Page size, at most COLLECTION_PAGE_SIZE. */
  per?: number
  /** The store is in collections mode: its collections are read by id (GET /v1/collection/{id}/items). */
  collectionsMode?: boolean
}

/** The most listings one page of a listing index holds (a sitemap file of them stays far under the protocol's 50,000 URLs and 50 MB). */
export const LISTING_INDEX_MAX_PAGE = 10_000

/** A page of a store's public listings, as indexes of the whole catalogue read it (the sitemap). */
export interface ListingIndexPage {
  /** The page's listings in the store's order, each with when it last changed (ISO 8601), null when the backend does not say. */
  listings: { slug: string; updatedAt: string | null }[]
  /** How many pages the store's public listings fill; 0 when it has none. */
  pages: number
}

export type ThemeAnswer =
  | { kind: 'theme'; theme: Theme }
  | { kind: 'not-found' } // the theme service answered 404: use the default theme
  | { kind: 'unauthorized' } // wrong or missing access code: send the browser to /login

export interface StoreRecord extends Store {
  /** The store's access code; null when it has none or the backend keeps it (provider). */
  accessCode: string | null
  /**
   * The theme service checks the access code (provider mode): whether the store is gated
   * shows only when the theme call answers 401, so a code given on /login is kept for it.
   */
  themeChecksAccessCode?: boolean
  /** Secret for preview links; null when the backend does not share it (provider). */
  previewKey: string | null
  /** Bumped by every catalogue import; cached catalogue answers are keyed by it. */
  catalogueVersion: number
  /**
   * The key the theme service and the localization call know the store by: its id as the
   * backend writes it (spec section 7 keys both by store id).
   */
  siteKey: string
}

export interface CatalogPort {
  /** The store's locales, currencies and regions, by its site key (StoreRecord.siteKey). */
  localizationDetails(siteKey: string): Promise<LocalizationDetails>
  /** The store by slug, or null when there is none (errors.store 'not found'). */
  store(slug: string): Promise<StoreRecord | null>
  /** The store slug a custom domain points at, or null. */
  storeSlugForHost(host: string): Promise<string | null>
  /** The theme by site key (StoreRecord.siteKey; the built-in also takes the slug); preview asks for the draft theme. */
  theme(siteKey: string, options: { accessCode?: string; preview?: boolean }): Promise<ThemeAnswer>
  collections(storeSlug: string): Promise<CollectionSummary[]>
  /** A page of PAGE_SIZE product tiles; an unknown store has none. */
  products(storeSlug: string, page: number, ctx: PriceContext): Promise<ProductPage>
  /** Every public product tile of a store (the per-store product cache file). */
  productCache(storeSlug: string, ctx: PriceContext): Promise<ProductTile[]>
  /**
   * Page `page` (1-based) of the store's public listings: never a private or archived one, nor
   * one without a public colour, whoever asks. The adapter sizes its pages (at most
   * LISTING_INDEX_MAX_PAGE) to what it reads in a few calls; an unknown store has none.
   */
  listingIndex(storeSlug: string, page: number): Promise<ListingIndexPage>
  /** A collection by its path (nested slugs joined by /), null when unknown. */
  collection(storeSlug: string, path: string, ctx: CollectionContext): Promise<CollectionPage | null>
  /** A collection by id (collections mode), null when unknown. */
  collectionItems(collectionId: number, page: number, ctx: PriceContext): Promise<CollectionPage | null>
  listing(storeSlug: string, slug: string, ctx: ListingContext): Promise<ListingAnswer>
  /** The products of a public listing (GET /v0/listing/{slug}), null when unknown. */
  listingProducts(storeSlug: string, slug: string, ctx: ListingContext): Promise<Product[] | null>
  /** The blank a product of the store is made on, by product id, null when unknown there. */
  blank(storeSlug: string, productId: number): Promise<Blank | null>
  /**
   * Stock of a colour and size of the store's products (none for another store's, nor for a
   * hidden listing or colour unless `visibilityAny`: the owner previewing the store).
   */
  inventory(storeSlug: string, colorId: number, sizeId: number, options?: { visibilityAny?: boolean }): Promise<InventoryAnswer>
  /** NFT units a buyer can still get from a listing of the store, null when it has no such listing. */
  availability(storeSlug: string, userToken: string, listingId: number): Promise<AvailabilityAnswer | null>
}
