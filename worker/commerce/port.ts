import type { Currency, Region } from '../../domain/constants'
import type { CollectionPage, CollectionSummary, ListingAnswer, ProductPage, ProductTile, Store } from '../../domain/schemas/catalog'
import type { LocalizationDetails } from '../../domain/schemas/localization'
import type { Theme } from '../../domain/schemas/theme'

/**
 * CommercePort: the one contract between the storefront and a commerce backend (spec
 * section 7). The built-in adapter (D1 + KV) and the provider adapter (HTTP) both
 * implement it; every /api route and every server loader calls it.
 */

export interface PriceContext {
  currency: Currency
  region: Region
  /** Preview mode asks for hidden products too (visibility=any). */
  visibilityAny?: boolean
}

export type ThemeAnswer =
  | { kind: 'theme'; theme: Theme }
  | { kind: 'not-found' } // the theme service answered 404: use the default theme
  | { kind: 'unauthorized' } // wrong or missing access code: send the browser to /login

export interface StoreRecord extends Store {
  accessCode: string | null
  previewKey: string
  catalogueVersion: number
}

export interface CatalogPort {
  localizationDetails(storeSlug: string): Promise<LocalizationDetails>
  /** The store by slug, or null when there is none (errors.store 'not found'). */
  store(slug: string): Promise<StoreRecord | null>
  /** The store slug a custom domain points at, or null. */
  storeSlugForHost(host: string): Promise<string | null>
  theme(siteKey: string, options: { accessCode?: string; preview?: boolean }): Promise<ThemeAnswer>
  collections(storeSlug: string): Promise<CollectionSummary[]>
  products(storeSlug: string, page: number, ctx: PriceContext): Promise<ProductPage>
  /** Every public product tile of a store (the per-store product cache file). */
  productCache(storeSlug: string, ctx: PriceContext): Promise<ProductTile[]>
  /** A collection by its path (nested slugs joined by /), null when unknown. */
  collection(storeSlug: string, path: string, ctx: PriceContext): Promise<CollectionPage | null>
  listing(storeSlug: string, slug: string, ctx: PriceContext & { productId?: number; countryCode?: string }): Promise<ListingAnswer>
  inventory(colorId: number, sizeId: number): Promise<{ inventoryCount: number }>
}

/** The whole port; the checkout, payment and after-sales parts join CatalogPort here. */
export type CommercePort = CatalogPort
