import type { CollectionPage, ListingAnswer, ProductPage, ProductTile } from '../../../domain/schemas/catalog'

/**
 * What route loaders read. The worker implements it by calling the CommercePort in
 * process (no HTTP during SSR); the browser implements it over same-origin /api calls.
 * Both return the same shapes, so a loader runs unchanged on either side.
 */
export interface StorefrontApi {
  productPage(page: number): Promise<ProductPage>
  productCache(): Promise<ProductTile[]>
  collection(path: string): Promise<CollectionPage | null>
  listing(slug: string, productId?: number): Promise<ListingAnswer>
}

export interface LoaderContext {
  api: StorefrontApi
}
