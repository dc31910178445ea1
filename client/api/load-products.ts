import type { ProductTile } from '../../domain/schemas/catalog'
import type { StorefrontApi } from './storefront-api'

/** The spec's error when neither the product cache nor live paging answers. */
class ProductsUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Failed to fetch products', { cause })
    this.name = 'ProductsUnavailableError'
  }
}

/** More pages than any store has: a backend that never ends its list cannot loop us. */
const MAX_PAGES = 100

/**
 * Every product tile of the store: from the per-store product cache file first, falling
 * back to paging through the live product list (spec section 4).
 */
export async function loadAllProducts(api: Pick<StorefrontApi, 'productCache' | 'productPage'>): Promise<ProductTile[]> {
  try {
    return await api.productCache()
  } catch {
    // The cache file is an optimisation; the live list is the source of truth.
  }
  try {
    const products: ProductTile[] = []
    for (let page = 1; page <= MAX_PAGES; page++) {
      const answer = await api.productPage(page)
      products.push(...answer.products)
      if (answer.products.length === 0 || products.length >= answer.total_count) break
    }
    return products
  } catch (error) {
    throw new ProductsUnavailableError(error)
  }
}
